import type { LandscapePoint } from '@app/contract/visualization';

/**
 * What a click on a chart element narrows the patent list to. Filters of different kinds combine (AND);
 * a new filter of a kind already present replaces it, so clicking another year bar moves the year.
 * A matrix cell gives two filters (its applicant and its column).
 */
export type ListFilter =
  | { kind: 'cluster'; id: number | null; label: string }
  | { kind: 'year'; year: number }
  | { kind: 'applicant'; id: string; name: string }
  | { kind: 'ipc'; code: string; title?: string | null }
  | { kind: 'theme'; code: string; title?: string | null };

export type FilterKind = ListFilter['kind'];

export function filterLabel(filter: ListFilter): string {
  switch (filter.kind) {
    case 'cluster':
      return `クラスタ: ${filter.label}`;
    case 'year':
      return `出願年: ${filter.year}年`;
    case 'applicant':
      return `出願人: ${filter.name}`;
    case 'ipc':
      return `IPC: ${filter.code}`;
    case 'theme':
      return `テーマ: ${filter.code}`;
  }
}

function matchesFilter(point: LandscapePoint, filter: ListFilter): boolean {
  switch (filter.kind) {
    case 'cluster':
      return point.cluster === filter.id;
    case 'year':
      return point.year === filter.year;
    case 'applicant':
      return point.applicantId === filter.id;
    case 'ipc':
      return point.ipcs.includes(filter.code);
    case 'theme':
      return point.themes.includes(filter.code);
  }
}

export function applyFilters(
  points: readonly LandscapePoint[],
  filters: readonly ListFilter[],
): LandscapePoint[] {
  return points.filter((point) => filters.every((filter) => matchesFilter(point, filter)));
}

/** Adds the clicked filters, each replacing the one of its kind. */
export function addFilters(current: readonly ListFilter[], added: readonly ListFilter[]): ListFilter[] {
  const kinds = new Set(added.map((filter) => filter.kind));
  return [...current.filter((filter) => !kinds.has(filter.kind)), ...added];
}

export function removeFilter(current: readonly ListFilter[], kind: FilterKind): ListFilter[] {
  return current.filter((filter) => filter.kind !== kind);
}
