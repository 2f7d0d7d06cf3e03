import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { IMPORT_RUN_STATUS_LABELS, type ImportRun } from '@app/contract/admin-imports';
import { useAdminImports } from '../api/imports-api';
import { formatDateTime } from './format';
import { ImportReportDialog } from './import-report-dialog';
import { ServerPathImportForm, UploadImportForm } from './import-start-forms';
import { formatJaNumber } from '../../../lib/ja-number';

/** Status cell: the label, and while running the records read and how far through the file. */
function RunStatus({ run }: { run: ImportRun }) {
  const label = IMPORT_RUN_STATUS_LABELS[run.status];
  if (run.status !== 'running' && run.status !== 'queued') {
    return (
      <Typography variant="body2" color={run.status === 'failed' ? 'error' : undefined}>
        {label}
      </Typography>
    );
  }
  const percent = run.fraction === null ? null : Math.round(run.fraction * 100);
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="body2">
        {label}
        {run.status === 'running' &&
          `：${formatJaNumber(run.done)}件${percent === null ? '' : `（${percent}%）`}`}
      </Typography>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={`${label}の進み具合`}
      />
    </Box>
  );
}

/** Imports from the console: upload or server path, then the history with progress and each file's report. */
export function ImportsPanel() {
  const imports = useAdminImports();
  const [reportOf, setReportOf] = useState<number | null>(null);

  if (imports.isPending) return <Skeleton variant="rounded" height={240} />;
  if (imports.isError) return <Alert severity="error">取込の履歴を読み込めませんでした。</Alert>;
  const { items, importDir, maxUploadBytes } = imports.data;
  const report = items.find((run) => run.id === reportOf);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        取り込んだ特許は検索インデックスにすぐ反映され、新着アラートを設定した利用者にはお知らせメールが送られます。
        同じIDのデータは更新され、重複はしません。
      </Typography>
      <UploadImportForm maxUploadBytes={maxUploadBytes} />
      <ServerPathImportForm importDir={importDir} />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
        取込の履歴
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">まだ取込はありません。</Typography>
      ) : (
        <Table size="small" aria-label="取込の履歴">
          <TableHead>
            <TableRow>
              <TableCell>受付日時</TableCell>
              <TableCell>ファイル</TableCell>
              <TableCell>実行者</TableCell>
              <TableCell>状態</TableCell>
              <TableCell align="right">追加</TableCell>
              <TableCell align="right">更新</TableCell>
              <TableCell align="right">失敗</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((run) => (
              <TableRow key={run.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(run.createdAt)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>
                  {run.fileName}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {run.source === 'upload' ? 'アップロード' : 'サーバー上のファイル'}
                  </Typography>
                </TableCell>
                <TableCell>{run.operator?.email ?? '—'}</TableCell>
                <TableCell>
                  <RunStatus run={run} />
                </TableCell>
                <TableCell align="right">{formatJaNumber(run.inserted)}</TableCell>
                <TableCell align="right">{formatJaNumber(run.updated)}</TableCell>
                <TableCell align="right">{formatJaNumber(run.failed)}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => setReportOf(run.id)}>
                    レポート
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {report && <ImportReportDialog run={report} onClose={() => setReportOf(null)} />}
    </Box>
  );
}
