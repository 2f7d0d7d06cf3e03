import type { FormEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

/**
 * The frame of an account form: a bordered card of readable width, its fields stacked with even spacing.
 * `noValidate`: the schema's Japanese messages under each field replace the browser's own bubbles.
 */
export function FormCard({
  onSubmit,
  children,
  maxWidth = 560,
  label,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  maxWidth?: number;
  /** Accessible name of the form. */
  label: string;
}) {
  return (
    <Paper variant="outlined" sx={{ maxWidth, p: { xs: 2, sm: 4 } }}>
      <Box
        component="form"
        noValidate
        aria-label={label}
        onSubmit={onSubmit}
        sx={{ display: 'grid', gap: 2.5 }}
      >
        {children}
      </Box>
    </Paper>
  );
}

/** A bordered card for a page's non-form content (confirmations, overviews). */
export function InfoCard({ children, maxWidth = 560 }: { children: ReactNode; maxWidth?: number }) {
  return (
    <Paper variant="outlined" sx={{ maxWidth, p: { xs: 2, sm: 4 }, display: 'grid', gap: 2 }}>
      {children}
    </Paper>
  );
}
