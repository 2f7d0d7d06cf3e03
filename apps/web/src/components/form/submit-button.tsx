import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** The submit button of a form: disabled with a spinner while the request is under way. */
export function SubmitButton({
  pending,
  children,
  ...rest
}: { pending: boolean; children: ReactNode } & Omit<ButtonProps, 'type' | 'children'>) {
  return (
    <Button
      variant="contained"
      size="large"
      disableElevation
      {...rest}
      type="submit"
      disabled={pending || rest.disabled}
      aria-busy={pending || undefined}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : rest.startIcon}
    >
      {children}
    </Button>
  );
}
