import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** The frame of a live example: what was run, its answer or a skeleton of the same height. */
export function LiveExample({
  title,
  loading,
  failed,
  children,
  minHeight = 160,
}: {
  title: string;
  loading: boolean;
  failed: boolean;
  children: ReactNode;
  minHeight?: number;
}) {
  return (
    <Box
      component="figure"
      sx={{ m: 0, my: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Box
        component="figcaption"
        sx={{
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'grey.50',
          fontSize: '0.8125rem',
        }}
      >
        <Box component="span" sx={{ fontWeight: 700, color: 'secondary.dark', mr: 1 }}>
          実際の検索結果
        </Box>
        {title}
      </Box>
      <Box sx={{ p: 2, minHeight }}>
        {failed ? (
          <Alert severity="warning">例を読み込めませんでした。時間をおいてページを開き直してください。</Alert>
        ) : loading ? (
          <Box aria-hidden>
            <Skeleton width="40%" />
            <Skeleton />
            <Skeleton />
            <Skeleton width="80%" />
          </Box>
        ) : (
          children
        )}
      </Box>
    </Box>
  );
}

export function Lead({ children }: { children: ReactNode }) {
  return (
    <Typography sx={{ mb: 1.5, maxWidth: '52rem' }} component="p">
      {children}
    </Typography>
  );
}
