import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  EXPLORATION_STATUS_LABELS,
  type ExplorationStatus,
  type ExplorationSummary,
} from '@app/contract/explorations';

const STATUS_COLOR: Record<ExplorationStatus, ChipProps['color']> = {
  queued: 'default',
  running: 'info',
  done: 'success',
  failed: 'error',
  cancelled: 'default',
};

export function StatusChip({ status }: { status: ExplorationStatus }) {
  return (
    <Chip
      size="small"
      label={EXPLORATION_STATUS_LABELS[status]}
      color={STATUS_COLOR[status]}
      variant={status === 'done' || status === 'running' ? 'filled' : 'outlined'}
    />
  );
}

/**
 * The live progress of a queued or running exploration: a determinate bar (indeterminate while queued),
 * the percentage and what the job is doing now.
 */
export function ExplorationProgress({
  summary,
  label,
}: {
  summary: Pick<ExplorationSummary, 'status' | 'progress' | 'progressMessage' | 'cancelRequested'>;
  /** Accessible name of the bar, e.g. the exploration's name. */
  label: string;
}) {
  const percent = Math.round(Math.min(1, Math.max(0, summary.progress)) * 100);
  const queued = summary.status === 'queued';
  const message = summary.cancelRequested
    ? 'キャンセルしています…'
    : queued
      ? '順番を待っています。まもなく開始します。'
      : (summary.progressMessage ?? '計算しています…');
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <LinearProgress
          variant={queued ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label={`${label}の進捗`}
          sx={{ flex: 1, height: 8, borderRadius: 4 }}
        />
        {!queued && (
          <Typography variant="body2" sx={{ minWidth: '3em', textAlign: 'right', fontWeight: 600 }}>
            {percent}%
          </Typography>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
        {message}
      </Typography>
    </Box>
  );
}
