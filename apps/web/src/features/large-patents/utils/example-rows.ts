import type { ExampleTable } from '@app/contract/catalogue';

export type ExampleRow = ExampleTable['rows'][number];
export type KindFilter = 'all' | 'working' | 'comparative';
export type SortDirection = 'asc' | 'desc';
/** `label`, or a column key of the table (component or property). */
export type SortKey = string;
export type TableView = { kind: KindFilter; text: string; sortKey: SortKey; direction: SortDirection };

export const DEFAULT_VIEW: TableView = { kind: 'all', text: '', sortKey: 'label', direction: 'asc' };

/** How to read a column's value from a row: by its key among the components, then the properties. */
export function columnReader(table: ExampleTable, key: SortKey): (row: ExampleRow) => number | string | null {
  if (key === 'label') return (row) => row.label;
  const component = table.components.findIndex((column) => column.key === key);
  if (component >= 0) return (row) => row.amounts[component] ?? null;
  const property = table.properties.findIndex((column) => column.key === key);
  if (property >= 0) return (row) => row.values[property] ?? null;
  return () => null;
}

const collator = new Intl.Collator('ja-JP', { numeric: true });

/**
 * The rows the table shows: filtered by kind and by a text in the label, sorted by one column. Labels sort
 * as people read them (実施例2 before 実施例10); rows without a value go last in either direction.
 */
export function viewRows(table: ExampleTable, view: TableView): ExampleRow[] {
  const text = view.text.trim().toLowerCase();
  const rows = table.rows.filter(
    (row) =>
      (view.kind === 'all' || (view.kind === 'comparative') === row.comparative) &&
      (text === '' || row.label.toLowerCase().includes(text)),
  );
  const read = columnReader(table, view.sortKey);
  const sign = view.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: read(row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}
