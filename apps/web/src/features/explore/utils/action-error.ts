import { handleApiError } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notifications';

/**
 * An action on an exploration that the server refused because of its state (409: "already finished",
 * "not done yet") says so in Japanese in its detail; that text is shown as is. Everything else goes through
 * the error catalogue (whose generic 409 text, 「データが重複しています」, would be wrong here).
 */
export function reportActionError(error: unknown): void {
  if (error instanceof ApiError && error.status === 409 && typeof error.detail === 'string' && error.detail) {
    notify({ message: error.detail, type: 'error' });
    return;
  }
  handleApiError(error);
}
