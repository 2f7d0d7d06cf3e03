import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { IMPORT_RUN_STATUS_LABELS, type ImportRun } from '@app/contract/admin-imports';
import { formatBytes, formatDateTime } from './format';
import { formatJaNumber } from '../../../lib/ja-number';

/** The report of one file: what it held, what became of it, and each failure with its position and reason. */
export function ImportReportDialog({ run, onClose }: { run: ImportRun; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="import-report-title">
      <DialogTitle id="import-report-title">取込レポート：{run.fileName}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">
          状態：{IMPORT_RUN_STATUS_LABELS[run.status]}・形式：{run.format.toUpperCase()}・
          {formatBytes(run.bytes)}・ 開始 {formatDateTime(run.startedAt)}・終了{' '}
          {formatDateTime(run.finishedAt)}・実行者 {run.operator?.email ?? '—'}
        </Typography>
        <Typography data-testid="import-report-counts">
          読み込み {formatJaNumber(run.done)} 件：追加 {formatJaNumber(run.inserted)} 件、更新{' '}
          {formatJaNumber(run.updated)} 件、失敗 {formatJaNumber(run.failed)} 件
          {run.skipped ? `、対象外（特許以外の文書）${formatJaNumber(run.skipped)} 件` : ''}
        </Typography>
        {run.failureReason && <Alert severity="error">{run.failureReason}</Alert>}
        {run.errors.length > 0 && (
          <>
            <Typography variant="subtitle2">
              取り込めなかった行
              {run.failed > run.errors.length && `（最初の${run.errors.length}件を表示）`}
            </Typography>
            <Table size="small" aria-label="取り込めなかった行">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 96 }}>位置（行）</TableCell>
                  <TableCell>理由</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {run.errors.map((error, index) => (
                  <TableRow key={index}>
                    <TableCell>{error.line || '—'}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{error.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>閉じる</Button>
      </DialogActions>
    </Dialog>
  );
}
