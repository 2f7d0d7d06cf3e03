import { useMutation } from '@tanstack/react-query';
import { sessionResponseSchema, type ChangePasswordRequest } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';

/**
 * PATCH users/change-password. The server ends every session of the user and opens a new one for this tab:
 * its access token replaces ours (the new refresh token arrives as the HttpOnly cookie).
 */
async function changePassword(body: ChangePasswordRequest) {
  const session = await apiRequest(API_PATHS.changePassword.build(), {
    method: 'PATCH',
    body,
    schema: sessionResponseSchema,
  });
  setSession({ accessToken: session.accessToken, name: session.name, typeCode: session.typeCode });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
