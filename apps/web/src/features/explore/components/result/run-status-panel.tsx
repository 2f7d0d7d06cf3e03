import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EXPLORATION_KIND_LABELS, type ExplorationDetail } from '@app/contract/explorations';
import { paths } from '../../../../config/paths';
import { notify } from '../../../../lib/notifications';
import { useCancelExploration } from '../../api/cancel-exploration';
import { formatDateTime } from '../../utils/format';
import { ExplorationProgress, StatusChip } from '../exploration-status';
import { reportActionError } from '../../utils/action-error';
import { TrainingSampleNote } from './training-sample-note';

/** The head of a result page: what was asked, the status, and while it runs the live progress. */
export function RunStatusPanel({ detail }: { detail: ExplorationDetail }) {
  const cancel = useCancelExploration();
  const active = detail.status === 'queued' || detail.status === 'running';
  const again = detail.kind === 'forward' ? paths.exploreNew.getHref() : paths.exploreNewInverse.getHref();

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {detail.name}
        </Typography>
        <StatusChip status={detail.status} />
        <Box sx={{ flex: 1 }} />
        {active && (
          <Button
            variant="outlined"
            color="inherit"
            size="small"
            disabled={detail.cancelRequested || cancel.isPending}
            onClick={() =>
              cancel.mutate(detail.id, {
                onSuccess: () => notify({ message: 'キャンセルを受け付けました' }),
                onError: (error) => reportActionError(error),
              })
            }
          >
            {detail.cancelRequested ? 'キャンセル中…' : 'キャンセル'}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {EXPLORATION_KIND_LABELS[detail.kind]} ／ 対象：{detail.scopeLabel} ／ 物性：
        {detail.request.targets.map((t) => t.name).join('、')} ／ 入力 {detail.request.inputs.length} 項目 ／
        作成 {formatDateTime(detail.createdAt)}
        {detail.finishedAt && ` ／ 終了 ${formatDateTime(detail.finishedAt)}`}
      </Typography>
      {detail.data && (
        <TrainingSampleNote data={detail.data} trainingRows={detail.request.trainingRows} again={again} />
      )}
      {active && (
        <>
          <ExplorationProgress summary={detail} label={`「${detail.name}」`} />
          <Typography variant="body2" color="text.secondary">
            このページを開いたままにすると、終わりしだい結果を表示します。ページを離れても計算は続き、
            <Link component={RouterLink} to={paths.exploreProducts.getHref()}>
              製品探索の一覧
            </Link>
            から戻ってこられます。
          </Typography>
        </>
      )}
      {detail.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={again}>
              設定し直す
            </Button>
          }
        >
          <AlertTitle>解析を完了できませんでした</AlertTitle>
          {detail.errorReason ?? '原因不明のエラーで停止しました。'}
        </Alert>
      )}
      {detail.status === 'cancelled' && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={again}>
              新しく始める
            </Button>
          }
        >
          この探索はキャンセルされました。
        </Alert>
      )}
    </Paper>
  );
}
