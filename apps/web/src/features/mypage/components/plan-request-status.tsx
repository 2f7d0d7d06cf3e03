import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { PLAN_REQUEST_STATUS_LABELS, type PlanRequest } from '@app/contract/plan-requests';
import { usePlanRequests } from '../api/plan-requests';

const COLORS = { pending: 'warning', approved: 'success', rejected: 'default' } as const;
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('ja-JP');

/** The latest standard-plan request and its status (申請中 / 承認 / 却下), with the operator's note. */
export function PlanRequestStatus({ requests }: { requests?: PlanRequest[] }) {
  const query = usePlanRequests();
  const latest = (requests ?? query.data?.items)?.[0];
  if (!latest) return null;
  return (
    <Alert
      severity={latest.status === 'approved' ? 'success' : latest.status === 'rejected' ? 'warning' : 'info'}
      icon={false}
      data-testid="plan-request-status"
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">
          スタンダードプランのお申し込み（{dateOf(latest.createdAt)}）：
        </Typography>
        <Chip size="small" label={PLAN_REQUEST_STATUS_LABELS[latest.status]} color={COLORS[latest.status]} />
      </Box>
      {latest.status === 'pending' && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          運営担当者が内容を確認しています。結果はメールでもお知らせします。
        </Typography>
      )}
      {latest.decisionNote && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          運営担当者からのコメント：{latest.decisionNote}
        </Typography>
      )}
    </Alert>
  );
}
