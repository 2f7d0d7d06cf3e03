import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { explorationKeys } from './query-keys';

/** POST explore-products/{id}/cancel: a queued job is dropped, a running one stops at its next step. */
async function cancelExploration(id: number | string): Promise<void> {
  await apiRequest(API_PATHS.exploreCancel.build({ id }), { method: 'POST' });
}

export function useCancelExploration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelExploration,
    onSettled: async (_data, _error, id) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: explorationKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: explorationKeys.detail(String(id)) }),
      ]);
    },
  });
}
