import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  EXPLORATION_FINAL_STATUSES,
  EXPLORATION_KIND_LABELS,
  type ExplorationSummary,
} from '@app/contract/explorations';
import { notify } from '../../../lib/notifications';
import { useCancelExploration } from '../api/cancel-exploration';
import { formatDateTime } from '../utils/format';
import { resultHref } from '../utils/result-href';
import { ExplorationProgress, StatusChip } from './exploration-status';
import { reportActionError } from '../utils/action-error';

/** One exploration of the list: what it is, where it stands, and the way to its result. */
export function ExplorationListItem({ item }: { item: ExplorationSummary }) {
  const cancel = useCancelExploration();
  const active = !EXPLORATION_FINAL_STATUSES.includes(item.status);
  const href = resultHref(item);
  const headingId = `exploration-${item.id}`;

  const onCancel = () => {
    cancel.mutate(item.id, {
      onSuccess: () => notify({ message: `「${item.name}」のキャンセルを受け付けました` }),
      onError: (error) => reportActionError(error),
    });
  };

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={EXPLORATION_KIND_LABELS[item.kind]}
          color={item.kind === 'forward' ? 'primary' : 'secondary'}
          variant="outlined"
        />
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, minWidth: 0 }}>
          <Link component={RouterLink} to={href} underline="hover">
            {item.name}
          </Link>
        </Typography>
        <StatusChip status={item.status} />
        <Box sx={{ flex: 1 }} />
        {active && (
          <Button
            size="small"
            color="inherit"
            variant="outlined"
            onClick={onCancel}
            disabled={item.cancelRequested || cancel.isPending}
            aria-label={`「${item.name}」をキャンセル`}
          >
            {item.cancelRequested ? 'キャンセル中…' : 'キャンセル'}
          </Button>
        )}
        <Button
          size="small"
          variant={item.status === 'done' ? 'contained' : 'text'}
          disableElevation
          component={RouterLink}
          to={href}
          aria-label={`「${item.name}」の${item.status === 'done' ? '結果を見る' : '詳細を見る'}`}
        >
          {item.status === 'done' ? '結果を見る' : '詳細を見る'}
        </Button>
      </Box>

      <Typography variant="body2" color="text.secondary" component="p">
        対象：{item.scopeLabel} ／ 物性：{item.targetNames.join('、') || '—'} ／ 入力 {item.inputCount} 項目
      </Typography>
      <Typography variant="body2" color="text.secondary" component="p">
        作成 {formatDateTime(item.createdAt)}
        {item.finishedAt && ` ／ 終了 ${formatDateTime(item.finishedAt)}`}
      </Typography>

      {active && <ExplorationProgress summary={item} label={`「${item.name}」`} />}
      {item.status === 'failed' && (
        <Alert severity="error" variant="outlined" sx={{ py: 0 }}>
          {item.errorReason ?? '原因不明のエラーで停止しました。'}
          設定を見直して、もう一度お試しください。
        </Alert>
      )}
    </Paper>
  );
}
