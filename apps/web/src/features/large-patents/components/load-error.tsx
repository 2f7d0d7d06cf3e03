import { useEffect } from 'react';
import { MessagesAlert, RetryAlert } from '../../../components/load-error';
import { isStandardPlanRequired, PlanRequiredAlert } from '../../../components/plan-required-alert';
import { handleApiError } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/**
 * The API's own Japanese messages for a request the user can fix (422: each field's message; 404 and other
 * 4xx with a Japanese detail: that sentence), or null when the error is not about the request.
 */
function requestMessages(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  if (Array.isArray(error.detail)) return [...new Set(error.detail.map((issue) => issue.msg))];
  // An English reason phrase ('Not Found') tells a Japanese user nothing: only Japanese details are shown.
  if (typeof error.detail === 'string' && /[\u3040-\u30ff\u4e00-\u9fff]/.test(error.detail))
    return [error.detail];
  return null;
}

/**
 * A failed load: a request the user can fix is explained in place with the API's words; anything else goes
 * through the app's error catalogue (snackbar, re-login, error screen) and leaves a retry button here.
 */
export function LoadError({
  error,
  what,
  onRetry,
  notFound,
}: {
  error: unknown;
  /** 「特許の一覧」: what failed to load, for the generic message. */
  what: string;
  onRetry: () => void;
  /** What to say for a 404 without a Japanese detail. */
  notFound?: string;
}) {
  const messages =
    requestMessages(error) ??
    (error instanceof ApiError && error.status === 404 && notFound ? [notFound] : null);
  const planRequired = isStandardPlanRequired(error);
  const explainedHere = messages !== null || planRequired;
  useEffect(() => {
    if (!explainedHere) handleApiError(error);
  }, [error, explainedHere]);

  if (planRequired) return <PlanRequiredAlert what={what} />;
  if (messages) return <MessagesAlert title={`${what}を表示できません`} messages={messages} />;
  return <RetryAlert what={what} onRetry={onRetry} />;
}
