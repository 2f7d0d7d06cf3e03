import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { handleApiError } from '../lib/api-client';
import { ApiError } from '../lib/api-error';
import { isStandardPlanRequired, PlanRequiredAlert } from './plan-required-alert';

/** A load that failed for no reason the user can fix: the generic sentence and a retry in place. */
export function RetryAlert({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          再読み込み
        </Button>
      }
    >
      {what}を読み込めませんでした。通信状態を確認して、もう一度お試しください。
    </Alert>
  );
}

/** Messages the user can act on (e.g. the API's 422 field messages): one sentence, or a list. */
export function MessagesAlert({ title, messages }: { title: string; messages: string[] }) {
  return (
    <Alert severity="warning">
      <AlertTitle>{title}</AlertTitle>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

/**
 * A result that could not be loaded. An answer of the API (404 for another user's or a deleted resource,
 * 403, 401) goes through the error catalogue (login, snackbar, error screen); a dropped connection gets a
 * retry in place, because a page that polls should not turn into an error screen over one lost request.
 * A 403 for the standard plan is a plan, not an error: it is explained in place.
 */
export function LoadError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  // A feature of another plan is explained in place, never as a network error nor a bare "no permission".
  const planRequired = isStandardPlanRequired(error);
  const fromApi = error instanceof ApiError && !planRequired;
  useEffect(() => {
    if (fromApi) handleApiError(error);
  }, [error, fromApi]);
  if (planRequired) return <PlanRequiredAlert what={what} />;
  return <RetryAlert what={what} onRetry={onRetry} />;
}
