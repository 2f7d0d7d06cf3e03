import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { handleApiError } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';

/**
 * A result that could not be loaded. An answer of the API (404 for another user's or a deleted
 * exploration, 403, 401) goes through the error catalogue; a dropped connection gets a retry in place,
 * because a page that polls should not turn into an error screen over one lost request.
 */
export function LoadError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  const fromApi = error instanceof ApiError;
  useEffect(() => {
    if (fromApi) handleApiError(error);
  }, [error, fromApi]);
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
