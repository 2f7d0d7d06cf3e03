/** Pearson correlation over pairwise-complete rows, and the symmetric matrix of every column pair. */
import type { AnalysisTable } from './table.js';
import { columnValues } from './table.js';

/** Fewer rows than this with both values: no correlation is reported. */
const MIN_CORRELATION_ROWS = 3;

/** Pearson r over the rows where both are present; null with too few rows or no variance in either. */
export function pearson(a: readonly (number | null)[], b: readonly (number | null)[]): number | null {
  let n = 0;
  let sa = 0;
  let sb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === null || x === undefined || y === null || y === undefined) continue;
    n += 1;
    sa += x;
    sb += y;
  }
  if (n < MIN_CORRELATION_ROWS) return null;
  const ma = sa / n;
  const mb = sb / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === null || x === undefined || y === null || y === undefined) continue;
    sab += (x - ma) * (y - mb);
    saa += (x - ma) ** 2;
    sbb += (y - mb) ** 2;
  }
  // Relative tolerance: a constant column stored as 0.1 + 0.2 must not show a spurious correlation.
  const scale = Math.max(Math.abs(ma), Math.abs(mb), 1);
  if (saa <= 1e-20 * scale * scale * n || sbb <= 1e-20 * scale * scale * n) return null;
  return Math.max(-1, Math.min(1, sab / Math.sqrt(saa * sbb)));
}

/** matrix[i][j] = r of columns i and j; symmetric, 1 on the diagonal of every column with variance. */
export function correlationMatrix(table: AnalysisTable): (number | null)[][] {
  const columns = table.columns.map((_, c) => columnValues(table, c));
  const d = columns.length;
  const matrix = Array.from({ length: d }, () => Array.from({ length: d }, (): number | null => null));
  for (let i = 0; i < d; i++) {
    for (let j = i; j < d; j++) {
      const r = pearson(columns[i]!, columns[j]!);
      const value = i === j && r !== null ? 1 : r;
      matrix[i]![j] = value;
      matrix[j]![i] = value;
    }
  }
  return matrix;
}
