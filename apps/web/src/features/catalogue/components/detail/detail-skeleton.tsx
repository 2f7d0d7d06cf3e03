import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { DetailLayout } from './detail-section';

function BlockSkeleton({ lines, height }: { lines: number; height: number }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minHeight: height }}>
      <Skeleton variant="text" width="30%" sx={{ fontSize: '1.25rem', mb: 1 }} />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} variant="text" width={i % 3 === 2 ? '70%' : '100%'} />
      ))}
    </Paper>
  );
}

/**
 * The page's shape while the detail loads: header, main blocks and side column at about their final
 * heights, so the page does not jump when the data arrives.
 */
export function DetailSkeleton() {
  return (
    <Box role="status" aria-live="polite" aria-busy="true">
      <Box
        component="span"
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        読み込み中…
      </Box>
      <Box sx={{ mb: 3, minHeight: 112 }}>
        <Skeleton variant="text" width={80} />
        <Skeleton variant="text" width="60%" sx={{ fontSize: '1.875rem' }} />
        <Skeleton variant="text" width="40%" />
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <Skeleton variant="rounded" width={88} height={24} />
          <Skeleton variant="rounded" width={88} height={24} />
        </Box>
      </Box>
      <DetailLayout
        main={
          <>
            <BlockSkeleton lines={6} height={240} />
            <BlockSkeleton lines={8} height={300} />
          </>
        }
        side={
          <>
            <BlockSkeleton lines={5} height={200} />
            <BlockSkeleton lines={5} height={200} />
          </>
        }
      />
    </Box>
  );
}
