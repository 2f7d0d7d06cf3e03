import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@app/contract/api-paths';
import { securityStatusSchema } from '@app/contract/two-factor';
import { apiRequest } from './api-client';
import { useSession } from './session';

/**
 * GET users/me/security: the role and the second factor. My page shows it; the operator console's route
 * reads it to decide between the console and the 404 screen, and the header to show the console link.
 */
export function fetchSecurityStatus(signal?: AbortSignal) {
  return apiRequest(API_PATHS.mySecurity.build(), { schema: securityStatusSchema, signal });
}

export function securityStatusQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'me', 'security'],
    queryFn: ({ signal }) => fetchSecurityStatus(signal),
  });
}

export function useSecurityStatus() {
  const session = useSession();
  return useQuery({ ...securityStatusQueryOptions(), enabled: session.isLoggedIn });
}
