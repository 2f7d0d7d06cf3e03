import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type RegisterRequest } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** POST users/register: creates the INACTIVE user and mails the confirmation link. */
function register(body: RegisterRequest) {
  return apiRequest(API_PATHS.register.build(), {
    method: 'POST',
    body,
    auth: false,
    schema: messageResponseSchema,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
