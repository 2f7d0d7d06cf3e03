import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import {
  EXPLORATION_FINAL_STATUSES,
  explorationDetailSchema,
  type ExplorationDetail,
} from '@app/contract/explorations';
import { apiRequest } from '../../../lib/api-client';
import { explorationKeys } from './query-keys';

/** How often a queued or running exploration is reloaded for its progress. */
const DETAIL_POLL_MS = 1_500;

/** GET explore-products/{id}/detail: status, progress, the request and (forward) the result. */
function getExplorationDetail(id: string, signal?: AbortSignal) {
  return apiRequest(API_PATHS.exploreDetail.build({ id }), { schema: explorationDetailSchema, signal });
}

function isFinal(detail: Pick<ExplorationDetail, 'status'> | undefined): boolean {
  return detail !== undefined && EXPLORATION_FINAL_STATUSES.includes(detail.status);
}

function explorationDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: explorationKeys.detail(id),
    queryFn: ({ signal }) => getExplorationDetail(id, signal),
    refetchInterval: (query) => (query.state.data && !isFinal(query.state.data) ? DETAIL_POLL_MS : false),
    // A finished exploration never changes: no refetch on focus or remount.
    staleTime: (query) => (isFinal(query.state.data) ? Infinity : 0),
  });
}

export function useExplorationDetail(id: string) {
  return useQuery(explorationDetailQueryOptions(id));
}
