import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** POST auth/reset-password: mails a reset link; the answer is the same whether the address exists or not. */
function reissuePassword(email: string) {
  return apiRequest(API_PATHS.reissuePassword.build(), {
    method: 'POST',
    body: { email },
    auth: false,
    schema: messageResponseSchema,
  });
}

export function useReissuePassword() {
  return useMutation({ mutationFn: reissuePassword });
}
