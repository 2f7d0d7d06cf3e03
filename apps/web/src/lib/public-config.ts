import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import { publicConfigSchema, type PublicConfig } from '@app/contract/public-config';
import { apiRequest } from './api-client';
import { setErrorReportUrl } from './notifications';

/**
 * The public configuration (maintenance mode, demo data, error reporting). Read by the root loader on
 * every navigation, so it is cached briefly: a click does not cost a request, a maintenance toggle is
 * seen within half a minute.
 */
const PUBLIC_CONFIG_STALE_MS = 30_000;

export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: ['public-config'],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.publicConfig.build(), { auth: false, schema: publicConfigSchema, signal }),
    staleTime: PUBLIC_CONFIG_STALE_MS,
    retry: false,
  });
}

/** The configuration, or null when the server cannot be reached (then: not in maintenance). */
export async function loadPublicConfig(queryClient: QueryClient): Promise<PublicConfig | null> {
  try {
    return await queryClient.fetchQuery(publicConfigQueryOptions());
  } catch {
    return null;
  }
}

/** Keeps the notification bar's error-report endpoint in step with the configuration. */
export function syncErrorReportUrl(queryClient: QueryClient): () => void {
  const key = JSON.stringify(publicConfigQueryOptions().queryKey);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || JSON.stringify(event.query.queryKey) !== key) return;
    const data = event.query.state.data as PublicConfig | undefined;
    if (data) setErrorReportUrl(data.errorReportUrl);
  });
}
