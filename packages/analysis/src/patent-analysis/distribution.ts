/** Per-column summary statistics and an equal-width histogram that counts the 比較例 in each bin. */
import { mean, quantile, standardDeviation } from '../stats.js';
import type { AnalysisColumn, AnalysisTable } from './table.js';
import { columnValues } from './table.js';

export interface HistogramBin {
  from: number;
  to: number;
  count: number;
  comparative: number;
}

export interface ColumnDistribution extends AnalysisColumn {
  count: number;
  min: number | null;
  max: number | null;
  mean: number | null;
  median: number | null;
  /** Sample standard deviation (n − 1); null for fewer than two values. */
  std: number | null;
  bins: HistogramBin[];
}

/**
 * `binCount` equal-width bins over [min, max] (the last one closed); one bin when every value is the same,
 * none when there is no value.
 */
export function histogram(
  values: readonly (number | null)[],
  comparative: readonly boolean[],
  binCount: number,
): HistogramBin[] {
  const points = values.flatMap((value, i) =>
    value === null ? [] : [{ value, comparative: comparative[i]! }],
  );
  if (points.length === 0) return [];
  let min = Infinity;
  let max = -Infinity;
  for (const point of points) {
    min = Math.min(min, point.value);
    max = Math.max(max, point.value);
  }
  const count = min === max ? 1 : Math.max(1, Math.floor(binCount));
  const width = (max - min) / count;
  const bins = Array.from({ length: count }, (_, b) => ({
    from: min + b * width,
    to: b === count - 1 ? max : min + (b + 1) * width,
    count: 0,
    comparative: 0,
  }));
  for (const point of points) {
    const b = width === 0 ? 0 : Math.min(count - 1, Math.floor((point.value - min) / width));
    bins[b]!.count += 1;
    if (point.comparative) bins[b]!.comparative += 1;
  }
  return bins;
}

export function distributions(table: AnalysisTable, binCount: number): ColumnDistribution[] {
  const comparative = table.rows.map((row) => row.comparative);
  return table.columns.map((column, c) => {
    const values = columnValues(table, c);
    const present = values.filter((value): value is number => value !== null);
    const n = present.length;
    return {
      ...column,
      count: n,
      min: n > 0 ? Math.min(...present) : null,
      max: n > 0 ? Math.max(...present) : null,
      mean: n > 0 ? mean(present) : null,
      median: n > 0 ? quantile(present, 0.5) : null,
      std: n > 1 ? standardDeviation(present) : null,
      bins: histogram(values, comparative, binCount),
    };
  });
}
