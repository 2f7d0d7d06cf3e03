import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { publicConfigQueryOptions } from './public-config';

/** How often the pages ask again while the first-start demo load runs. */
const CATALOGUE_LOADING_POLL_MS = 3000;

/**
 * The first-start demo load, while it runs ({ percent }), else null. Asked again every few seconds while
 * loading; when it ends every cached answer is refetched, so a list counted from a half-filled catalogue
 * is replaced by the whole answer without a reload.
 */
export function useCatalogueLoading(): { percent: number } | null {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    ...publicConfigQueryOptions(),
    refetchInterval: (query) => (query.state.data?.catalogueLoading ? CATALOGUE_LOADING_POLL_MS : false),
  });
  const loading = data?.catalogueLoading ?? null;
  const wasLoading = useRef(false);
  useEffect(() => {
    if (wasLoading.current && !loading) void queryClient.invalidateQueries();
    wasLoading.current = loading !== null;
  }, [loading, queryClient]);
  return loading;
}
