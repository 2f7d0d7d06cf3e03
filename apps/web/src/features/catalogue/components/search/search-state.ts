import {
  CATALOGUE_LIMITS,
  formatPropertyRange,
  parsePropertyRange,
  SORT_PATTERN,
  type PropertyRangeParam,
} from '@app/contract/catalogue';

/**
 * The whole state of a list page, kept in the URL so a search can be shared, bookmarked and walked with
 * back/forward. The URL's parameters are the API's own query parameters (contract `*SearchQuerySchema`),
 * so the page sends them on unchanged: `q`, one parameter per facet (repeated), `prop=<id>:<min>:<max>:<unit>`,
 * `sort`, `page`, `pageSize`, and `withPatents`.
 */
export interface SearchState {
  q: string;
  /** Selected facet values by query parameter (`maker`, `category`, …). */
  filters: Readonly<Record<string, readonly string[]>>;
  ranges: readonly PropertyRangeParam[];
  /** '' = relevance. */
  sort: string;
  page: number;
  pageSize: number;
  /** Products and materials: also show the patents matching the same query (standard plan). */
  withPatents: boolean;
}

export const PAGE_SIZES = [20, 50, 100] as const;

function positiveInt(text: string | null, fallback: number, max: number): number {
  if (!text || !/^\d+$/.test(text)) return fallback;
  const value = Number(text);
  return value >= 1 ? Math.min(value, max) : fallback;
}

/** Reads the state from the URL; `filterParams` are the facet parameters this list knows. */
export function parseSearchState(params: URLSearchParams, filterParams: readonly string[]): SearchState {
  const filters: Record<string, string[]> = {};
  for (const param of filterParams) {
    const values = [
      ...new Set(
        params
          .getAll(param)
          .flatMap((value) => value.split(','))
          .map((value) => value.trim()),
      ),
    ].filter((value) => value !== '');
    if (values.length > 0) filters[param] = values.slice(0, CATALOGUE_LIMITS.maxFilterValues);
  }
  const ranges = params
    .getAll('prop')
    .map(parsePropertyRange)
    .filter((range): range is PropertyRangeParam => range !== null)
    .slice(0, CATALOGUE_LIMITS.maxRanges);
  const sort = params.get('sort') ?? '';
  const pageSize = positiveInt(
    params.get('pageSize'),
    CATALOGUE_LIMITS.pageSizeDefault,
    CATALOGUE_LIMITS.pageSizeMax,
  );
  return {
    q: (params.get('q') ?? '').slice(0, CATALOGUE_LIMITS.queryMaxLength),
    filters,
    ranges,
    sort: sort !== 'relevance' && SORT_PATTERN.test(sort) ? sort : '',
    page: positiveInt(params.get('page'), 1, 100_000),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : CATALOGUE_LIMITS.pageSizeDefault,
    withPatents: params.get('withPatents') === 'true',
  };
}

/** The state as URL parameters, in a fixed order and without defaults, so equal searches share one URL. */
export function searchStateToParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q);
  for (const [param, values] of Object.entries(state.filters)) {
    for (const value of values) params.append(param, value);
  }
  for (const range of state.ranges) params.append('prop', formatPropertyRange(range));
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== CATALOGUE_LIMITS.pageSizeDefault) params.set('pageSize', String(state.pageSize));
  if (state.withPatents) params.set('withPatents', 'true');
  return params;
}

/** The API query of a state: the same parameters, always with page and pageSize. */
export function searchStateToQuery(state: SearchState): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of searchStateToParams(state)) {
    const previous = query[key];
    query[key] =
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  query.page = String(state.page);
  query.pageSize = String(state.pageSize);
  return query;
}

/** A change of what is searched starts again at page 1; paging alone keeps everything else. */
export function withChanges(state: SearchState, changes: Partial<SearchState>): SearchState {
  const keepsPage = Object.keys(changes).every((key) => key === 'page');
  return { ...state, ...changes, page: keepsPage ? (changes.page ?? state.page) : 1 };
}

export function toggleFilter(state: SearchState, param: string, value: string): SearchState {
  const current = state.filters[param] ?? [];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  const filters = { ...state.filters, [param]: next };
  if (next.length === 0) delete filters[param];
  return withChanges(state, { filters });
}

/** True when anything narrows the list besides the keyword. */
export function hasNarrowing(state: SearchState): boolean {
  return Object.keys(state.filters).length > 0 || state.ranges.length > 0;
}
