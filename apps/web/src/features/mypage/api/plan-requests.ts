import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import { planRequestListSchema, planRequestSchema, type PlanRequestForm } from '@app/contract/plan-requests';
import { apiRequest } from '../../../lib/api-client';

function planRequestsQueryOptions() {
  return queryOptions({
    queryKey: ['plan-requests'],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.planRequests.build(), { schema: planRequestListSchema, signal }),
  });
}

/** GET plan-requests: the user's requests for the standard plan, newest first. */
export function usePlanRequests() {
  return useQuery(planRequestsQueryOptions());
}

/** POST plan-requests. */
export function useCreatePlanRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanRequestForm) =>
      apiRequest(API_PATHS.planRequests.build(), { method: 'POST', body, schema: planRequestSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: planRequestsQueryOptions().queryKey }),
  });
}
