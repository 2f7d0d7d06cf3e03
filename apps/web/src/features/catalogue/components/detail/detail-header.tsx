import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ResultNeighbours } from './result-neighbours';

/**
 * The head of a detail page: what kind of record it is, its name as the page's h1, a line of key facts,
 * and `actions` on the right (the bookmark button).
 */
export function DetailHeader({
  kind,
  title,
  subtitle,
  badges,
  actions,
  isDemo = false,
}: {
  /** 製品, 特許, 実施例, 素材. */
  kind: string;
  title: ReactNode;
  subtitle?: ReactNode;
  badges?: ReactNode;
  actions?: ReactNode;
  isDemo?: boolean;
}) {
  return (
    <>
      <ResultNeighbours />
      <Box
        component="header"
        sx={{ mb: 3, display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <Box sx={{ flex: '1 1 28rem', minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
            <Typography variant="overline" color="primary" sx={{ fontWeight: 700, lineHeight: 1.6 }}>
              {kind}
            </Typography>
            {isDemo && <Chip size="small" variant="outlined" label="デモデータ" />}
          </Box>
          <Typography
            component="h1"
            variant="h4"
            sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '1.875rem' }, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography component="div" color="text.secondary" sx={{ mt: 1 }}>
              {subtitle}
            </Typography>
          )}
          {badges && <Box sx={{ mt: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap' }}>{badges}</Box>}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', minHeight: 36 }}>{actions}</Box>
      </Box>
    </>
  );
}
