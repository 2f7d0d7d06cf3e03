/**
 * The input of the patent analyses: one patent's example table as numbers. Columns are the table's
 * ingredient amounts (`component`) and measured properties (`property`); `values[r][c]` is row r's value
 * of column c, null when absent. Callers give an ingredient an example does not contain as 0 (the usual
 * meaning of a blank in an example table) and an unmeasured property as null.
 */

export interface AnalysisColumn {
  key: string;
  name: string;
  unit: string;
  kind: 'component' | 'property';
}

export interface AnalysisRow {
  /** 比較例 (true) or 実施例 (false). */
  comparative: boolean;
  values: readonly (number | null)[];
}

export interface AnalysisTable {
  columns: readonly AnalysisColumn[];
  rows: readonly AnalysisRow[];
}

/** Column c of every row (null where absent or not finite). */
export function columnValues(table: AnalysisTable, c: number): (number | null)[] {
  return table.rows.map((row) => {
    const value = row.values[c];
    return value === null || value === undefined || !Number.isFinite(value) ? null : value;
  });
}

/** Rounds to `digits` significant digits: thresholds people can read, 2873.4 → 2900. */
export function roundSignificant(value: number, digits = 2): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  return Number(value.toPrecision(digits));
}

/** A number for Japanese text: at most 4 significant digits, no exponent for everyday magnitudes. */
export function formatNumber(value: number): string {
  const rounded = Number(value.toPrecision(4));
  return Math.abs(rounded) >= 1e-4 || rounded === 0 ? String(rounded) : rounded.toExponential(2);
}
