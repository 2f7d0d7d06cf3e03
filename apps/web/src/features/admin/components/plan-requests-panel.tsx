import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PLAN_REQUEST_STATUS_LABELS,
  PLAN_REQUEST_STATUSES,
  type AdminPlanRequest,
  type PlanRequestStatus,
} from '@app/contract/plan-requests';
import { handleApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useAdminPlanRequests, useDecidePlanRequest } from '../api/admin-api';
import { formatDateTime } from './format';

type Decision = 'approve' | 'reject';

function DecisionDialog({
  request,
  decision,
  onClose,
}: {
  request: AdminPlanRequest;
  decision: Decision;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const decide = useDecidePlanRequest();
  const label = decision === 'approve' ? '承認する' : '却下する';
  const submit = () =>
    decide.mutate(
      { id: request.id, decision, note },
      {
        onSuccess: () => {
          notify({
            message: `${request.user.email} のお申し込みを${decision === 'approve' ? '承認' : '却下'}しました`,
          });
          onClose();
        },
        onError: (error) => handleApiError(error),
      },
    );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="decision-title">
      <DialogTitle id="decision-title">お申し込みを{label}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">
          {request.companyName}（{request.user.name}・{request.user.email}）、利用人数 {request.seats}人
        </Typography>
        {decision === 'approve' && (
          <Alert severity="info">
            承認すると、この会員のプランはただちにスタンダードプランに切り替わります。
          </Alert>
        )}
        <TextField
          label="会員へのコメント（任意・メールに記載されます）"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          rows={4}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>キャンセル</Button>
        <Button
          variant="contained"
          color={decision === 'approve' ? 'primary' : 'error'}
          onClick={submit}
          disabled={decide.isPending}
        >
          {label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The console's plan requests: filter by status, approve or reject each pending one with a note. */
export function PlanRequestsPanel() {
  const [status, setStatus] = useState<PlanRequestStatus | ''>('pending');
  const [deciding, setDeciding] = useState<{ request: AdminPlanRequest; decision: Decision } | null>(null);
  const requests = useAdminPlanRequests(status);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        label="状態"
        value={status}
        onChange={(event) => setStatus(event.target.value as PlanRequestStatus | '')}
        sx={{ width: 200 }}
        size="small"
      >
        <MenuItem value="">すべて</MenuItem>
        {PLAN_REQUEST_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {PLAN_REQUEST_STATUS_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      {requests.isError && <Alert severity="error">お申し込みを読み込めませんでした。</Alert>}
      {requests.data?.items.length === 0 && (
        <Typography color="text.secondary">該当するお申し込みはありません。</Typography>
      )}
      {requests.data && requests.data.items.length > 0 && (
        <Table size="small" aria-label="プランのお申し込み">
          <TableHead>
            <TableRow>
              <TableCell>受付日時</TableCell>
              <TableCell>会員</TableCell>
              <TableCell>会社名・人数</TableCell>
              <TableCell>請求先</TableCell>
              <TableCell>ご要望</TableCell>
              <TableCell>状態</TableCell>
              <TableCell>操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {requests.data.items.map((request) => (
              <TableRow key={request.id}>
                <TableCell>{formatDateTime(request.createdAt)}</TableCell>
                <TableCell>
                  {request.user.name}
                  <br />
                  {request.user.email}
                </TableCell>
                <TableCell>
                  {request.companyName}
                  <br />
                  {request.seats}人
                </TableCell>
                <TableCell>
                  {request.billingName}
                  <br />
                  {request.billingEmail}
                </TableCell>
                <TableCell sx={{ maxWidth: 240, whiteSpace: 'pre-wrap' }}>{request.message || '—'}</TableCell>
                <TableCell>
                  <Chip size="small" label={PLAN_REQUEST_STATUS_LABELS[request.status]} />
                  {request.decisionNote && (
                    <Typography variant="caption" sx={{ display: 'block', mt: 0.5 }}>
                      {request.decisionNote}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {request.status === 'pending' && (
                    <Box sx={{ display: 'flex', gap: 1 }}>
                      <Button
                        size="small"
                        variant="contained"
                        disableElevation
                        onClick={() => setDeciding({ request, decision: 'approve' })}
                      >
                        承認
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setDeciding({ request, decision: 'reject' })}
                      >
                        却下
                      </Button>
                    </Box>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {deciding && <DecisionDialog {...deciding} onClose={() => setDeciding(null)} />}
    </Box>
  );
}
