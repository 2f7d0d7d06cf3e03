import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';
import { MESSAGES } from '../lib/messages';
import { closeNotification, useNotification } from '../lib/notifications';

/** Success messages disappear after this; errors stay until the user closes them (they must be read). */
export const SUCCESS_AUTO_HIDE_MS = 6000;

/** The app-wide notification bar (docs/spec/sessions-and-accounts.md). Render once, near the root. */
export function NotificationBar() {
  const { open, message, type, undo, id } = useNotification();

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page is not a request to dismiss the message.
    if (reason === 'clickaway') return;
    closeNotification();
  };

  const handleUndo = () => {
    closeNotification();
    undo?.();
  };

  return (
    <Snackbar
      key={id}
      open={open}
      onClose={handleClose}
      autoHideDuration={type === 'success' ? SUCCESS_AUTO_HIDE_MS : null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={type}
        variant="filled"
        // Errors interrupt (role alert); a success confirmation is announced politely.
        role={type === 'error' ? 'alert' : 'status'}
        sx={{ width: '100%', alignItems: 'center', whiteSpace: 'pre-line' }}
        action={
          <>
            {undo && (
              <Button color="inherit" size="small" onClick={handleUndo}>
                {MESSAGES.undo}
              </Button>
            )}
            <IconButton
              color="inherit"
              size="small"
              aria-label={MESSAGES.close}
              onClick={() => closeNotification()}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
