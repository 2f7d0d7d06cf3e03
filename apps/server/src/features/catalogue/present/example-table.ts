import type { ExampleTable } from '@app/contract/catalogue';
import { customaryUnit } from '@app/contract/display-units';

/**
 * The examples of a patent as one table (the patent page, the large-patent analysis): a column per
 * component (group, name, unit), one per property, a row per example in its order. Rows in, JSON out.
 * Values are as the patent printed them, except where a property is customarily read in another unit of the
 * same family (a 硬化時間 printed in h is shown in min, decision 0033).
 */

export interface ExampleRow {
  id: number;
  external_id: string;
  label: string;
  comparative: number;
}

export interface ExampleComponentRow {
  example_id: number;
  name: string;
  group_symbol: string | null;
  amount: number | null;
  unit: string;
  /** The matched material's external id and name, when the component was matched to one. */
  external_id: string | null;
  material_name: string | null;
}

export interface ExampleValueRow {
  example_id: number;
  name: string;
  property_def_id: number | null;
  value: number;
  unit: string;
}

/** Rows by example, in their order: a patent with 500 examples must not scan every row per example. */
function byExample<T extends { example_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const id = Number(row.example_id);
    const list = grouped.get(id);
    if (list) list.push(row);
    else grouped.set(id, [row]);
  }
  return grouped;
}

export function presentExampleTable(
  examples: readonly ExampleRow[],
  components: readonly ExampleComponentRow[],
  printed: readonly ExampleValueRow[],
  defs: ReadonlyMap<number, { name: string; externalId: string }>,
): ExampleTable {
  if (examples.length === 0) return { total: 0, components: [], properties: [], rows: [] };
  const nameOf = (row: ExampleValueRow): string =>
    (row.property_def_id === null ? undefined : defs.get(Number(row.property_def_id)))?.name ?? row.name;
  const values = printed.map((row) => {
    const customary = customaryUnit(nameOf(row), row.unit);
    return customary ? { ...row, value: customary.toDisplay(row.value), unit: customary.unit } : row;
  });
  const componentKey = (row: ExampleComponentRow): string =>
    `${row.group_symbol ?? ''}|${row.name}|${row.unit}`;
  const propertyKey = (row: ExampleValueRow): string => `${row.property_def_id ?? row.name}|${row.unit}`;
  const componentColumns = new Map<string, ExampleTable['components'][number]>();
  for (const row of components) {
    const key = componentKey(row);
    if (!componentColumns.has(key)) {
      componentColumns.set(key, {
        key,
        name: row.name,
        group: row.group_symbol,
        material: row.external_id ? { id: row.external_id, name: row.material_name ?? row.name } : null,
        unit: row.unit,
      });
    }
  }
  const propertyColumns = new Map<string, ExampleTable['properties'][number]>();
  for (const row of values) {
    const key = propertyKey(row);
    if (!propertyColumns.has(key)) {
      const def = row.property_def_id === null ? undefined : defs.get(Number(row.property_def_id));
      propertyColumns.set(key, {
        key,
        name: nameOf(row),
        propertyId: def?.externalId ?? null,
        unit: row.unit,
      });
    }
  }
  const componentKeys = [...componentColumns.keys()];
  const propertyKeys = [...propertyColumns.keys()];
  const componentsOf = byExample(components);
  const valuesOf = byExample(values);
  return {
    total: examples.length,
    components: [...componentColumns.values()],
    properties: [...propertyColumns.values()],
    rows: examples.map((example) => {
      const id = Number(example.id);
      const amounts = new Map(
        (componentsOf.get(id) ?? []).map((row) => [componentKey(row), row.amount] as const),
      );
      const measured = new Map((valuesOf.get(id) ?? []).map((row) => [propertyKey(row), row.value] as const));
      return {
        id: example.external_id,
        label: example.label,
        comparative: example.comparative === 1,
        amounts: componentKeys.map((key) => amounts.get(key) ?? null),
        values: propertyKeys.map((key) => measured.get(key) ?? null),
      };
    }),
  };
}
