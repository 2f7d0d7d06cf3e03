import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { AUDIT_KIND_LABELS } from '@app/contract/admin';
import { useAdminAudit } from '../api/admin-api';
import { formatDateTime } from './format';

const detailsOf = (data: Record<string, unknown>) =>
  Object.entries(data)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' / ');

/** The audit log: who (operator), when, what, about whom; filter by kind and e-mail. */
export function AuditPanel() {
  const [kind, setKind] = useState('');
  const [email, setEmail] = useState('');
  const [page, setPage] = useState(1);
  const audit = useAdminAudit({ kind, email, page });
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / audit.data.pageSize)) : 1;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="種類"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value);
            setPage(1);
          }}
          sx={{ width: 240 }}
        >
          <MenuItem value="">すべて</MenuItem>
          {Object.entries(AUDIT_KIND_LABELS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label="メールアドレス（対象者・操作者）"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setPage(1);
          }}
          sx={{ width: 320 }}
        />
      </Box>
      {audit.isError && <Alert severity="error">監査ログを読み込めませんでした。</Alert>}
      {audit.data && (
        <>
          <Table size="small" aria-label="監査ログ">
            <TableHead>
              <TableRow>
                <TableCell>日時</TableCell>
                <TableCell>種類</TableCell>
                <TableCell>対象者</TableCell>
                <TableCell>操作者</TableCell>
                <TableCell>内容</TableCell>
                <TableCell>IPアドレス</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {audit.data.items.map((event) => (
                <TableRow key={event.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.createdAt)}</TableCell>
                  <TableCell>{AUDIT_KIND_LABELS[event.kind] ?? event.kind}</TableCell>
                  <TableCell>{event.user?.email ?? '—'}</TableCell>
                  <TableCell>{event.operator?.email ?? '—'}</TableCell>
                  <TableCell sx={{ maxWidth: 320, wordBreak: 'break-all' }}>
                    {detailsOf(event.data) || '—'}
                  </TableCell>
                  <TableCell>{event.ip ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, value) => setPage(value)} />}
        </>
      )}
    </Box>
  );
}
