import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { isAbortError } from '../../lib/api-error';
import { solveBotCheck } from '../../lib/bot-check/solve';

/** A solved token is replaced this long before the server would stop accepting it. */
const RENEW_BEFORE_EXPIRY_MS = 30_000;

/**
 * The bot check of a form (docs/spec/product.md): solves an ALTCHA proof of work in the background as soon as the
 * form opens and keeps the token in the form field `name` (the request's `recaptchaToken`). Clearing the
 * field — after each submission, since a token is good once — makes it solve a fresh one; so does the
 * approach of the challenge's expiry.
 */
export function BotCheckField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: FieldPath<T>;
}) {
  const id = useId();
  const {
    field: { value, onChange, ref },
    fieldState,
  } = useController({ control, name });
  const token = (value as string | undefined) ?? '';
  const [failed, setFailed] = useState(false);
  const [expiresAt, setExpiresAt] = useState<number | null>(null);

  useEffect(() => {
    if (token || failed) return;
    const controller = new AbortController();
    solveBotCheck(controller.signal).then(
      (solved) => {
        setExpiresAt(solved.expiresAt);
        onChange(solved.token);
      },
      (error: unknown) => {
        if (!isAbortError(error) && !controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [token, failed, onChange]);

  useEffect(() => {
    if (!token || expiresAt === null) return;
    const timer = window.setTimeout(
      () => onChange(''),
      Math.max(0, expiresAt - Date.now() - RENEW_BEFORE_EXPIRY_MS),
    );
    return () => window.clearTimeout(timer);
  }, [token, expiresAt, onChange]);

  const status = token ? 'solved' : failed ? 'failed' : 'solving';
  // Submitted before the check finished: nothing for the user to do but wait a moment.
  const message =
    status === 'solving' && fieldState.error
      ? '確認が終わるまで少しお待ちのうえ、もう一度送信してください'
      : undefined;
  const errorId = `${id}-error`;

  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={message ? errorId : undefined}
      sx={{
        border: 1,
        borderColor: message || status === 'failed' ? 'error.main' : 'divider',
        borderRadius: 1,
        px: 2,
        py: 1.5,
        outline: 'none',
      }}
    >
      <Typography id={`${id}-label`} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        スパム防止のため、自動送信でないことを確認しています
      </Typography>
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36 }}
      >
        {status === 'solving' && (
          <>
            <CircularProgress size={20} aria-hidden="true" />
            <Typography>確認中…</Typography>
          </>
        )}
        {status === 'solved' && (
          <>
            <CheckCircleIcon color="success" aria-hidden="true" />
            <Typography>確認しました</Typography>
          </>
        )}
        {status === 'failed' && (
          <>
            <ErrorOutlineIcon color="error" aria-hidden="true" />
            <Typography>確認できませんでした。通信環境をご確認のうえ、もう一度お試しください。</Typography>
          </>
        )}
      </Box>
      {status === 'failed' && (
        <Button size="small" variant="outlined" onClick={() => setFailed(false)} sx={{ mt: 1 }}>
          もう一度確認する
        </Button>
      )}
      {message && (
        <FormHelperText id={errorId} error>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
