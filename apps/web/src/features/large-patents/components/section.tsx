import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One part of the analysis: an h2 with a one-line explanation, then its content. */
export function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ mt: 5, minWidth: 0 }}>
      <Typography id={`${id}-heading`} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {lead && (
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2, maxWidth: '52rem' }}>
          {lead}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** Charts side by side on wide screens, one per row on phones. */
export function ChartGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
