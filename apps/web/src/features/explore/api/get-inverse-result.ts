import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import { inverseResultSchema } from '@app/contract/explorations';
import { apiRequest } from '../../../lib/api-client';
import { explorationKeys } from './query-keys';

/** GET explore-products/{id}/inverse-analysis/result: candidates, Pareto front, nearest examples, FTO. */
function getInverseResult(id: string, signal?: AbortSignal) {
  return apiRequest(API_PATHS.exploreInverseResult.build({ id }), { schema: inverseResultSchema, signal });
}

function inverseResultQueryOptions(id: string) {
  return queryOptions({
    queryKey: explorationKeys.inverseResult(id),
    queryFn: ({ signal }) => getInverseResult(id, signal),
    staleTime: Infinity,
  });
}

/** Loaded once the exploration is done (`enabled`): the result of a finished job never changes. */
export function useInverseResult(id: string, enabled: boolean) {
  return useQuery({ ...inverseResultQueryOptions(id), enabled });
}
