import type { ListConfig } from './list-config';
import type { SearchState } from './search-state';
import type { ListKind } from '../../api/search-queries';
import { PLAN_LIMITS } from '@app/contract/plans';

/**
 * Parts of a (shared or bookmarked) URL that this user's plan may not use: the API would answer 403, so
 * the page says what they are and offers the same search without them instead.
 */
export function planConflicts(config: Pick<ListConfig<ListKind>, 'facets'>, state: SearchState): string[] {
  const reasons: string[] = [];
  if (state.ranges.length > 0) reasons.push('物性範囲での絞り込み');
  if (state.sort.startsWith('property:')) reasons.push('物性値での並べ替え');
  for (const facet of config.facets) {
    if (facet.advanced && (state.filters[facet.param]?.length ?? 0) > 0)
      reasons.push(`「${facet.label}」での絞り込み`);
  }
  if (state.withPatents) reasons.push('特許の検索結果の表示');
  if (state.page > PLAN_LIMITS.visitorResultPages)
    reasons.push(`${PLAN_LIMITS.visitorResultPages + 1}ページ目以降の表示`);
  return reasons;
}

/** The same search without what needs the standard plan. */
export function withoutConflicts(
  config: Pick<ListConfig<ListKind>, 'facets'>,
  state: SearchState,
): SearchState {
  const filters: Record<string, readonly string[]> = {};
  for (const [param, values] of Object.entries(state.filters)) {
    if (!config.facets.some((facet) => facet.param === param && facet.advanced)) filters[param] = values;
  }
  return {
    ...state,
    filters,
    ranges: [],
    sort: state.sort.startsWith('property:') ? '' : state.sort,
    withPatents: false,
    page: Math.min(state.page, PLAN_LIMITS.visitorResultPages),
  };
}
