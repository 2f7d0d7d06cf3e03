import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { API_PATHS } from '@app/contract/api-paths';
import { isTypeCode } from '@app/contract/plans';
import { apiRequest, handleApiError } from './api-client';
import { ApiError } from './api-error';
import { getSession, setSession, subscribeSession, useSession } from './session';

/**
 * The current user's profile (docs/spec/sessions-and-accounts.md), loaded by the root loader on navigations with a session
 * (navigation rule 3). A 401 is ignored silently (docs/spec/api.md).
 *
 * This schema checks only what the shell reads, and keeps every other field in the cache (`looseObject`):
 * the my-page screens read the same cache entry through the contract's full `profileSchema` (a `select`
 * in their lazily loaded chunk). Importing the contract's account schemas here would put them, with the
 * password rules, into the initial JavaScript of every page (≈ 2.5 KB gzip of the 200 KB budget).
 */
const profileSchema = z.looseObject({
  name: z.string(),
  email: z.string(),
  companyName: z.string().optional(),
  typeCode: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

const PROFILE_STALE_MS = 60_000;

export function profileQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'me'],
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.me.build(), { schema: profileSchema, quiet401: true, signal }),
    staleTime: PROFILE_STALE_MS,
    retry: false,
  });
}

/**
 * Loads (or reuses) the profile and brings the session's display fields in line with it, so a plan change
 * made by the operator shows in the link gating without a new login. Never throws.
 */
export async function loadProfile(queryClient: QueryClient): Promise<Profile | null> {
  try {
    const profile = await queryClient.fetchQuery(profileQueryOptions());
    const session = getSession();
    const typeCode = isTypeCode(profile.typeCode) ? profile.typeCode : null;
    if (session.isLoggedIn && (session.name !== profile.name || session.typeCode !== typeCode)) {
      setSession({ accessToken: session.accessToken, name: profile.name, typeCode });
    }
    return profile;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) handleApiError(error, { silent401: true });
    return null;
  }
}

export function useProfile(): Profile | undefined {
  const session = useSession();
  return useQuery({ ...profileQueryOptions(), enabled: session.isLoggedIn }).data;
}

/** Drops the cached profile when someone logs in or out, so one user's profile never shows for another. */
export function resetProfileOnSessionChange(queryClient: QueryClient): () => void {
  let loggedIn = getSession().isLoggedIn;
  return subscribeSession(() => {
    const now = getSession().isLoggedIn;
    if (now !== loggedIn) queryClient.removeQueries({ queryKey: profileQueryOptions().queryKey });
    loggedIn = now;
  });
}
