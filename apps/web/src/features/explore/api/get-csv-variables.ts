import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import { explorationVariablesSchema, type ExplorationVariablesRequest } from '@app/contract/explorations';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST explore-products/variables: the variables of any scope; the page uses it for an uploaded CSV, whose
 * text is too large for a query string. A mutation because the body is the file, not a cache key.
 */
function getScopeVariables(body: ExplorationVariablesRequest) {
  return apiRequest(API_PATHS.exploreVariables.build(), {
    method: 'POST',
    body,
    schema: explorationVariablesSchema,
  });
}

export function useScopeVariables() {
  return useMutation({ mutationFn: getScopeVariables });
}
