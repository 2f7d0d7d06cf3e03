import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import { predictResponseSchema, type PredictRequest } from '@app/contract/explorations';
import { apiRequest } from '../../../lib/api-client';

/** POST explore-products/{id}/predict: predictions, domain checks and FTO flags for typed compositions. */
function predictCompositions(id: string, body: PredictRequest) {
  return apiRequest(API_PATHS.explorePredict.build({ id }), {
    method: 'POST',
    body,
    schema: predictResponseSchema,
  });
}

export function usePredictCompositions(id: string) {
  return useMutation({ mutationFn: (body: PredictRequest) => predictCompositions(id, body) });
}
