import { API_ERROR_DETAILS } from '@app/contract/api-errors';
import { ApiError } from './api-error';
import { MESSAGES, statusMessage } from './messages';

/** What the app does about an error (docs/spec/error-catalogue.md). `handleApiError` in api-client carries it out. */
export type ErrorOutcome =
  | { kind: 'snackbar'; message: string }
  | { kind: 'fatal'; message: string }
  | { kind: 'login-redirect'; message: string }
  | { kind: 'signup-redirect'; message: string };

/**
 * The error catalogue of docs/spec/error-catalogue.md as a pure function.
 *
 * Precedence, and why:
 * 1. Anything that is not an HTTP answer (network failure, bad response, a bug) → fatal 'unexpected'.
 * 2. The known detail strings come before the status rows, because they are the precise, contractual
 *    signal (docs/spec/api.md) and the status that carries them is the server's choice: 'User status is not
 *    INACTIVE' must send the user to /signup even if the completion call answers it with 401, and
 *    'User already exists' is matched on its detail so it wins over the generic 409 row. They apply to 4xx
 *    only: a 5xx never carries them, and a 500 must stay a fatal system error whatever its body says.
 *    The bot-check row is limited to 400/422 exactly as the spec's table says.
 * 3. Then the status rows: 409, 401, 403, 404, 500.
 * 4. Then the "other detail" row for the remaining 4xx: the detail text, else the status text, else
 *    'an authentication error occurred'. A bare English reason phrase ('Too Many Requests', what the
 *    rate limiter answers) counts as no detail, so the Japanese status text is shown instead.
 * 5. Every other status (5xx other than 500, 1xx/3xx that should never reach here) → fatal 'unexpected'.
 */
export function classifyError(error: unknown): ErrorOutcome {
  if (!(error instanceof ApiError)) return { kind: 'fatal', message: MESSAGES.unexpectedError };

  const { status, detail } = error;
  const isClientError = status >= 400 && status < 500;

  if (isClientError) {
    if (detail === API_ERROR_DETAILS.botCheckFailed && (status === 400 || status === 422)) {
      return { kind: 'snackbar', message: MESSAGES.invalidAccess };
    }
    if (detail === API_ERROR_DETAILS.unauthorizedDomain) {
      return { kind: 'snackbar', message: MESSAGES.companyEmailRequired };
    }
    if (detail === API_ERROR_DETAILS.userNotInactive) {
      return { kind: 'signup-redirect', message: MESSAGES.urlExpired };
    }
    if (detail === API_ERROR_DETAILS.currentPasswordIncorrect) {
      return { kind: 'snackbar', message: MESSAGES.currentPasswordWrong };
    }
    if (detail === API_ERROR_DETAILS.userAlreadyExists) {
      return { kind: 'snackbar', message: MESSAGES.userAlreadyExists };
    }
  }

  switch (status) {
    case 409:
      return { kind: 'snackbar', message: MESSAGES.duplicated };
    case 401:
      return { kind: 'login-redirect', message: MESSAGES.reLogin };
    case 403:
      return { kind: 'snackbar', message: MESSAGES.noPermission };
    case 404:
      return { kind: 'fatal', message: MESSAGES.pageNotFound };
    case 500:
      return { kind: 'fatal', message: MESSAGES.systemError };
  }

  if (isClientError) {
    const text = detailText(detail) ?? statusMessage(status) ?? MESSAGES.authError;
    return { kind: 'snackbar', message: text };
  }

  return { kind: 'fatal', message: MESSAGES.unexpectedError };
}

/**
 * The standard English reason phrases a server (or a proxy, or the rate limiter) puts in `detail` when it has
 * nothing more specific to say. They tell a Japanese user nothing the status message does not say better.
 */
const REASON_PHRASES = new Set([
  'bad request',
  'unauthorized',
  'forbidden',
  'not found',
  'method not allowed',
  'request timeout',
  'conflict',
  'gone',
  'payload too large',
  'content too large',
  'unsupported media type',
  'unprocessable entity',
  'unprocessable content',
  'too many requests',
]);

/** A detail as text: the string itself, or the messages of a 422 issue list, one per line. */
function detailText(detail: ApiError['detail']): string | undefined {
  if (typeof detail === 'string') {
    const text = detail.trim();
    return text && !REASON_PHRASES.has(text.toLowerCase()) ? text : undefined;
  }
  if (Array.isArray(detail)) {
    const msgs = [...new Set(detail.map((issue) => issue.msg.trim()).filter(Boolean))];
    return msgs.length > 0 ? msgs.join('\n') : undefined;
  }
  return undefined;
}
