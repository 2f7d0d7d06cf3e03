import type { LandscapePoint, VisualizationMatrix } from '@app/contract/visualization';

/**
 * The aggregates of the patents page, counted in the browser from the points of the chosen period (the
 * time slider), so every chart, the cluster list and the patent list always describe the same patents.
 */

export type YearRange = readonly [number, number];

/** The first and last filing year among the points; null when none has a year. */
export function yearBounds(points: readonly LandscapePoint[]): YearRange | null {
  let min = Infinity;
  let max = -Infinity;
  for (const point of points) {
    if (point.year === null) continue;
    if (point.year < min) min = point.year;
    if (point.year > max) max = point.year;
  }
  return min === Infinity ? null : [min, max];
}

/**
 * The points filed within `range`. A patent without a filing year belongs to no period, so it is shown
 * only while the range covers every year (the slider untouched).
 */
export function pointsInPeriod(
  points: readonly LandscapePoint[],
  range: YearRange | null,
  bounds: YearRange | null,
): LandscapePoint[] {
  if (!range || !bounds || (range[0] <= bounds[0] && range[1] >= bounds[1])) return [...points];
  return points.filter((point) => point.year !== null && point.year >= range[0] && point.year <= range[1]);
}

export type YearCount = { year: number; count: number };

/** Filings per year over `range`, years without filings included as 0 so the axis has no gaps. */
export function trendOf(points: readonly LandscapePoint[], range: YearRange | null): YearCount[] {
  if (!range) return [];
  const counts = new Map<number, number>();
  for (const point of points) {
    if (point.year !== null) counts.set(point.year, (counts.get(point.year) ?? 0) + 1);
  }
  const years: YearCount[] = [];
  for (let year = range[0]; year <= range[1]; year++) years.push({ year, count: counts.get(year) ?? 0 });
  return years;
}

export type ApplicantCount = { id: string; name: string; count: number };

/** Applicants by number of patents, most first (ties by name, so the order is stable). */
export function applicantRanking(points: readonly LandscapePoint[], top: number): ApplicantCount[] {
  const byId = new Map<string, ApplicantCount>();
  for (const point of points) {
    if (!point.applicantId) continue;
    const entry = byId.get(point.applicantId);
    if (entry) entry.count++;
    else
      byId.set(point.applicantId, {
        id: point.applicantId,
        name: point.applicant ?? point.applicantId,
        count: 1,
      });
  }
  return [...byId.values()]
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'ja'))
    .slice(0, top);
}

export type MatrixColumnKind = 'year' | 'ipc' | 'theme';

/**
 * Applicant × (year | IPC | theme) counts for the top applicants. Years are the columns of `range` in
 * order; IPC subclasses and themes are the `columns` most frequent among those applicants' patents, with
 * titles looked up in `titles` (the server's column labels).
 */
export function matrixOf(
  points: readonly LandscapePoint[],
  kind: MatrixColumnKind,
  options: {
    rows: number;
    columns: number;
    range: YearRange | null;
    titles?: ReadonlyMap<string, string | null>;
  },
): VisualizationMatrix {
  const applicants = applicantRanking(points, options.rows);
  const rowIndex = new Map(applicants.map((applicant, index) => [applicant.id, index]));
  const mine = points.filter((point) => point.applicantId !== null && rowIndex.has(point.applicantId));
  const codesOf = (point: LandscapePoint): string[] =>
    kind === 'year'
      ? point.year === null
        ? []
        : [String(point.year)]
      : kind === 'ipc'
        ? point.ipcs
        : point.themes;

  let codes: string[];
  if (kind === 'year') {
    codes = options.range ? trendOf([], options.range).map(({ year }) => String(year)) : [];
  } else {
    const frequency = new Map<string, number>();
    for (const point of mine)
      for (const code of new Set(codesOf(point))) frequency.set(code, (frequency.get(code) ?? 0) + 1);
    codes = [...frequency.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, options.columns)
      .map(([code]) => code);
  }
  const columnIndex = new Map(codes.map((code, index) => [code, index]));
  const counts = applicants.map(() => codes.map(() => 0));
  for (const point of mine) {
    const row = counts[rowIndex.get(point.applicantId ?? '') ?? -1];
    if (!row) continue;
    for (const code of new Set(codesOf(point))) {
      const column = columnIndex.get(code);
      if (column !== undefined) row[column] = (row[column] ?? 0) + 1;
    }
  }
  return {
    rows: applicants.map(({ id, name }) => ({ id, name })),
    columns: codes.map((code) => ({ code, title: options.titles?.get(code) ?? null })),
    counts,
  };
}

/** Points per cluster id (null: not laid out yet). */
export function clusterCounts(points: readonly LandscapePoint[]): Map<number | null, number> {
  const counts = new Map<number | null, number>();
  for (const point of points) counts.set(point.cluster, (counts.get(point.cluster) ?? 0) + 1);
  return counts;
}
