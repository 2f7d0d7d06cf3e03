import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ContactRequest } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';

/**
 * POST contact/. Open to visitors; a signed-in sender's token goes along so the operator sees the account
 * (the server sends a message with a stale session anonymously rather than refusing it).
 */
function sendContact(body: ContactRequest) {
  return apiRequest(API_PATHS.contact.build(), {
    method: 'POST',
    body,
    auth: getSession().isLoggedIn,
    schema: messageResponseSchema,
  });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
