import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import {
  explorationCreatedSchema,
  type ForwardExplorationRequest,
  type InverseExplorationRequest,
} from '@app/contract/explorations';
import { apiRequest } from '../../../lib/api-client';
import { explorationKeys } from './query-keys';

/** POST explore-products/explore: starts a forward analysis job (202 with its id). */
function startForwardExploration(body: ForwardExplorationRequest) {
  return apiRequest(API_PATHS.exploreForward.build(), {
    method: 'POST',
    body,
    schema: explorationCreatedSchema,
  });
}

/** POST explore-products/explore/inverse: starts an inverse analysis job (202 with its id). */
function startInverseExploration(body: InverseExplorationRequest) {
  return apiRequest(API_PATHS.exploreInverse.build(), {
    method: 'POST',
    body,
    schema: explorationCreatedSchema,
  });
}

export function useStartForwardExploration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startForwardExploration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: explorationKeys.lists() }),
  });
}

export function useStartInverseExploration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startInverseExploration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: explorationKeys.lists() }),
  });
}
