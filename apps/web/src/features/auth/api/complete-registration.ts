import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import { apiRequest } from '../../../lib/api-client';

/**
 * PATCH users/complete-registration with the mailed token as the Bearer credential (docs/spec/api.md).
 *
 * The server activates the account and opens no session: the link may be opened on a shared or borrowed
 * device, or in a browser where someone else is signed in, and logging in proves the password once more.
 * The page then asks the user to log in; whatever session this browser already has is left as it is.
 */
async function completeRegistration(token: string): Promise<void> {
  await apiRequest(API_PATHS.completeRegistration.build(), {
    method: 'PATCH',
    auth: false,
    headers: { Authorization: `Bearer ${token}` },
    schema: messageResponseSchema,
  });
}

export function useCompleteRegistration() {
  return useMutation({ mutationFn: completeRegistration });
}
