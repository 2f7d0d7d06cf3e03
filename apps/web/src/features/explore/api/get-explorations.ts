import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import {
  EXPLORATION_FINAL_STATUSES,
  explorationListSchema,
  type ExplorationList,
  type ExplorationListQuery,
} from '@app/contract/explorations';
import { apiRequest } from '../../../lib/api-client';
import { explorationKeys } from './query-keys';

/** How often the list is reloaded while one of its explorations is queued or running. */
const LIST_POLL_MS = 2_000;

export type ExplorationListParams = Pick<ExplorationListQuery, 'page' | 'pageSize'>;

/** GET explore-products/search: the signed-in user's explorations, newest first. */
function getExplorations(params: ExplorationListParams, signal?: AbortSignal) {
  return apiRequest(API_PATHS.exploreSearch.build(), {
    query: { ...params, sort: 'createdAt:desc' },
    schema: explorationListSchema,
    signal,
  });
}

function hasActive(list: ExplorationList | undefined): boolean {
  return Boolean(list?.items.some((item) => !EXPLORATION_FINAL_STATUSES.includes(item.status)));
}

function explorationsQueryOptions(params: ExplorationListParams) {
  return queryOptions({
    queryKey: [...explorationKeys.lists(), params],
    queryFn: ({ signal }) => getExplorations(params, signal),
    staleTime: 0,
    // Live progress: poll while anything is still queued or running, stop once all are final.
    refetchInterval: (query) => (hasActive(query.state.data) ? LIST_POLL_MS : false),
    placeholderData: keepPreviousData,
  });
}

export function useExplorations(params: ExplorationListParams, enabled = true) {
  return useQuery({ ...explorationsQueryOptions(params), enabled });
}
