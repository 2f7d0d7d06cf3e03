import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatJaNumber } from '../../../../lib/ja-number';

/**
 * A titled block of a detail page. Its single grid track may shrink, so a wide table scrolls inside the
 * block instead of widening the page. `id` makes it a target of the page's section links.
 */
export function DetailSection({
  id,
  title,
  count,
  description,
  children,
}: {
  id: string;
  title: string;
  /** Shown after the title: 「実施例・比較例（12件）」. */
  count?: number;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        display: 'grid',
        gap: 2,
        minWidth: 0,
        gridTemplateColumns: 'minmax(0, 1fr)',
        scrollMarginTop: 80,
      }}
    >
      <Box>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
          {count !== undefined && (
            <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: '0.875rem' }}>
              （{formatJaNumber(count)}件）
            </Typography>
          )}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        )}
      </Box>
      {children}
    </Paper>
  );
}

/** What a section says when the record has nothing of its kind. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

/**
 * The page body: main column and a side column (related and similar records) from 1200 px; one column
 * below. Both tracks may shrink so nothing pushes the page wider than the window.
 */
export function DetailLayout({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 320px)' },
      }}
    >
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>{main}</Box>
      <Box component="aside" aria-label="関連情報" sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        {side}
      </Box>
    </Box>
  );
}
