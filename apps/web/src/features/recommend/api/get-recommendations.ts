import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import { recommendResponseSchema } from '@app/contract/recommendation';
import { apiRequest } from '../../../lib/api-client';
import { recommendKeys } from './query-keys';

/**
 * GET products/recommend with the result page's own query string (the page URL carries the whole input in
 * the API's format), so a shared or reloaded result URL asks exactly the same question.
 */
function getRecommendations(search: URLSearchParams, signal?: AbortSignal) {
  const query: Record<string, string[]> = {};
  for (const [key, value] of search) (query[key] ??= []).push(value);
  return apiRequest(API_PATHS.productRecommend.build(), { query, schema: recommendResponseSchema, signal });
}

export function useRecommendations(search: URLSearchParams, enabled: boolean) {
  const key = search.toString();
  return useQuery({
    queryKey: recommendKeys.result(key),
    queryFn: ({ signal }) => getRecommendations(new URLSearchParams(key), signal),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
