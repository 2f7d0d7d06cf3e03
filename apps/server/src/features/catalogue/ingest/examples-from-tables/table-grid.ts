import { elements, findAll, type XmlElement, type XmlNode } from '../xml-dom.js';

/**
 * A CALS table (USPTO `<table>`) as one grid of rows over common columns.
 *
 * Typeset USPTO tables of 2001–2010 are several `<tgroup>`s stacked on top of each other, each with its
 * own column count: a header line may have 4 columns and the data below it 12. Their columns only line
 * up on the page, so when every `<colspec>` states a width the cells are placed by their horizontal
 * extent onto the columns of the tgroup with the most columns; otherwise (later tables, one tgroup) by
 * position and `namest`/`nameend`. A cell spanning several columns keeps its extent, so a stacked header
 * ("Comparative Example" over the columns "22" and "23") applies to every column under it.
 */

export interface GridCell {
  text: string;
  /** First and last column covered (inclusive). */
  first: number;
  last: number;
}

export interface GridRow {
  cells: GridCell[];
  /** In `<thead>`. */
  head: boolean;
  /** Spans (nearly) the whole table: a title, a rule or a footnote, not part of a column. */
  wide: boolean;
  /** Index of the `<tgroup>` the row belongs to. */
  group: number;
}

export interface TableGrid {
  columns: number;
  rows: GridRow[];
}

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
  '–': '⁻',
  '(': '⁽',
  ')': '⁾',
  n: 'ⁿ',
  i: 'ⁱ',
};
const SUBSCRIPT: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '+': '₊',
  '-': '₋',
  '−': '₋',
  '(': '₍',
  ')': '₎',
};

/** Superscript/subscript text in Unicode where every character has a form (10⁻¹⁷, TiO₂), else ^(…)/_(…). */
function scripted(text: string, map: Record<string, string>, mark: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const chars = [...trimmed];
  if (chars.every((c) => map[c] !== undefined)) return chars.map((c) => map[c]).join('');
  return `${mark}(${trimmed})`;
}

/** Cell text with superscripts and subscripts kept (they change values: 1.5×10² is 150, not 1.5×102). */
export function cellText(node: XmlNode): string {
  const walk = (n: XmlNode): string => {
    if (typeof n === 'string') return n;
    const inner = n.children.map(walk).join('');
    if (n.name === 'sup' || n.name === 'SP') return scripted(inner, SUPERSCRIPT, '^');
    if (n.name === 'sub' || n.name === 'SB') return scripted(inner, SUBSCRIPT, '_');
    if (n.name === 'img' || n.name === 'chemistry' || n.name === 'maths') return '';
    return inner;
  };
  return walk(node).replace(/\s+/g, ' ').trim();
}

interface Column {
  name: string;
  start: number;
  end: number;
}

/** "28pt" → 28; widths in other units or missing → null. */
function width(value: string | undefined): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(pt)?\s*$/i.exec(value ?? '');
  return match ? Number(match[1]) : null;
}

function columnsOf(group: XmlElement): { columns: Column[]; measured: boolean } {
  const specs = findAll(group, 'colspec');
  const count = Math.max(Number(group.attributes.cols ?? 0), specs.length);
  let x = 0;
  let measured = specs.length === count && count > 0;
  const columns: Column[] = [];
  for (let index = 0; index < count; index++) {
    const spec = specs[index];
    const w = width(spec?.attributes.colwidth);
    if (w === null) measured = false;
    columns.push({ name: spec?.attributes.colname ?? String(index + 1), start: x, end: x + (w ?? 1) });
    x += w ?? 1;
  }
  return { columns, measured };
}

interface RawCell {
  text: string;
  start: number;
  end: number;
}

interface RawRow {
  cells: RawCell[];
  head: boolean;
  group: number;
  wide: boolean;
}

export function readTableGrid(table: XmlElement): TableGrid {
  const groups = findAll(table, 'tgroup').map((group) => ({ group, ...columnsOf(group) }));
  const measured = groups.length > 0 && groups.every((g) => g.measured);
  const raw: RawRow[] = [];
  groups.forEach(({ group, columns }, groupIndex) => {
    const total = columns.length;
    const indexOf = (name: string | undefined) =>
      name === undefined ? -1 : columns.findIndex((c) => c.name.toLowerCase() === name.toLowerCase());
    for (const section of elements(group)) {
      if (section.name !== 'thead' && section.name !== 'tbody') continue;
      for (const row of findAll(section, 'row')) {
        const cells: RawCell[] = [];
        let position = 0;
        let wide = false;
        for (const entry of findAll(row, 'entry')) {
          const start = indexOf(entry.attributes.namest ?? entry.attributes.colname);
          if (start >= 0) position = start;
          const end = indexOf(entry.attributes.nameend);
          const last = Math.min(total - 1, end > position ? end : position);
          const text = cellText(entry);
          if (position >= total) break;
          if (last - position + 1 === total) wide = true;
          if (text) {
            cells.push(
              measured
                ? { text, start: columns[position]!.start, end: columns[last]!.end }
                : { text, start: position, end: last + 1 },
            );
          }
          position = last + 1;
        }
        raw.push({ cells, head: section.name === 'thead', group: groupIndex, wide });
      }
    }
  });

  // The reference columns: those of the tgroup with the most columns (the data lines).
  const reference = groups.reduce<(typeof groups)[number] | undefined>(
    (best, g) => (best === undefined || g.columns.length >= best.columns.length ? g : best),
    undefined,
  );
  const refColumns: Column[] = measured
    ? (reference?.columns ?? [])
    : Array.from({ length: Math.max(0, ...groups.map((g) => g.columns.length)) }, (_, i) => ({
        name: String(i),
        start: i,
        end: i + 1,
      }));
  const place = (cell: RawCell): GridCell => {
    const inside = refColumns
      .map((column, index) => ({ index, centre: (column.start + column.end) / 2 }))
      .filter(({ centre }) => centre > cell.start && centre < cell.end)
      .map(({ index }) => index);
    if (inside.length > 0) return { text: cell.text, first: inside[0]!, last: inside[inside.length - 1]! };
    // Narrower than a reference column: the column it overlaps most.
    let best = 0;
    let bestOverlap = -Infinity;
    refColumns.forEach((column, index) => {
      const overlap = Math.min(column.end, cell.end) - Math.max(column.start, cell.start);
      if (overlap > bestOverlap) {
        bestOverlap = overlap;
        best = index;
      }
    });
    return { text: cell.text, first: best, last: best };
  };
  return {
    columns: refColumns.length,
    rows: raw.map((row) => ({
      cells: row.cells.map(place),
      head: row.head,
      wide: row.wide,
      group: row.group,
    })),
  };
}

/** The text of the cell starting at the column ('' when none). */
export function textAt(row: GridRow, column: number): string {
  return row.cells.find((cell) => cell.first === column)?.text ?? '';
}

/** The cell covering the column, spanning cells included. */
export function coveringAt(row: GridRow, column: number): GridCell | undefined {
  return row.cells.find((cell) => cell.first <= column && cell.last >= column);
}
