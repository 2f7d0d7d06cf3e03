import { useMutation } from '@tanstack/react-query';
import { sessionResponseSchema } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/**
 * PATCH users/complete-registration with the mailed token as the Bearer credential (seed-spec §7).
 *
 * The server answers with a session (and sets its refresh cookie), but this page leaves the user logged
 * out and asks them to log in: the link may be opened on a shared or borrowed device, or in a browser where
 * someone else is signed in, and logging in proves the password once more. The session just opened is
 * therefore ended at once (best effort) so no unused refresh token stays valid for 30 days.
 */
export async function completeRegistration(token: string): Promise<void> {
  const session = await apiRequest(API_PATHS.completeRegistration, {
    method: 'PATCH',
    auth: false,
    headers: { Authorization: `Bearer ${token}` },
    schema: sessionResponseSchema,
  });
  await apiRequest(API_PATHS.logout, {
    method: 'POST',
    auth: false,
    headers: { Authorization: `Bearer ${session.accessToken}` },
  }).catch(() => undefined);
  clearSession();
}

export function useCompleteRegistration() {
  return useMutation({ mutationFn: completeRegistration });
}
