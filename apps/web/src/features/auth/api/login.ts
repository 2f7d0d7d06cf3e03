import { useMutation } from '@tanstack/react-query';
import { sessionResponseSchema, type LoginRequest, type SessionResponse } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';

/**
 * POST auth/login. The server sets the refresh token as an HttpOnly cookie; the copy in the body is
 * dropped here and never stored where a script could read it (docs/spec/sessions-and-accounts.md).
 */
async function login(body: LoginRequest): Promise<SessionResponse> {
  const session = await apiRequest(API_PATHS.login.build(), {
    method: 'POST',
    body,
    auth: false,
    schema: sessionResponseSchema,
  });
  setSession({ accessToken: session.accessToken, name: session.name, typeCode: session.typeCode });
  return session;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
