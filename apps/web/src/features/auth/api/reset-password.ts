import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ResetPasswordRequest } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/** PATCH users/reset-password. The server ends every session of the user, so this browser's ends too. */
async function resetPassword(body: ResetPasswordRequest) {
  const result = await apiRequest(API_PATHS.resetPassword.build(), {
    method: 'PATCH',
    body,
    auth: false,
    schema: messageResponseSchema,
  });
  clearSession();
  return result;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
