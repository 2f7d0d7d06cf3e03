import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** POST users/resend-registration: mails a new link if the address is still waiting for confirmation. */
function resendRegistration(email: string) {
  return apiRequest(API_PATHS.resendRegistration.build(), {
    method: 'POST',
    body: { email },
    auth: false,
    schema: messageResponseSchema,
  });
}

export function useResendRegistration() {
  return useMutation({ mutationFn: resendRegistration });
}
