import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PLAN_LABELS } from '../../../lib/plan-features';
import { useAdminUsers } from '../api/admin-api';
import { formatDateTime } from './format';
import { UserDialog } from './user-dialog';

/** The console's users: search by e-mail, name or company; open one to act on it. */
export function UsersPanel() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const users = useAdminUsers(q, page);
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        type="search"
        size="small"
        label="メールアドレス・氏名・会社名で検索"
        value={q}
        onChange={(event) => {
          setQ(event.target.value);
          setPage(1);
        }}
        sx={{ maxWidth: 420 }}
      />
      {users.isError && <Alert severity="error">利用者を読み込めませんでした。</Alert>}
      {users.data && (
        <>
          <Typography variant="body2" color="text.secondary">
            {users.data.total}件
          </Typography>
          <Table size="small" aria-label="利用者">
            <TableHead>
              <TableRow>
                <TableCell>氏名・メールアドレス</TableCell>
                <TableCell>会社名</TableCell>
                <TableCell>プラン</TableCell>
                <TableCell>状態</TableCell>
                <TableCell>最終ログイン</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.data.items.map((user) => (
                <TableRow key={user.id} hover>
                  <TableCell>
                    <Link
                      component="button"
                      type="button"
                      onClick={() => setOpen(user.id)}
                      sx={{ textAlign: 'left' }}
                    >
                      {user.name || '（未登録）'}
                    </Link>
                    <Typography variant="caption" sx={{ display: 'block' }}>
                      {user.email}
                    </Typography>
                  </TableCell>
                  <TableCell>{user.companyName}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={PLAN_LABELS[user.typeCode]}
                      color={user.typeCode === 'standard' ? 'secondary' : 'default'}
                    />
                    {user.role === 'operator' && <Chip size="small" label="運営者" sx={{ ml: 0.5 }} />}
                  </TableCell>
                  <TableCell>
                    {user.disabled ? '停止中' : user.status === 'ACTIVE' ? '利用中' : '仮登録'}
                  </TableCell>
                  <TableCell>{formatDateTime(user.lastLoginAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, value) => setPage(value)} />}
        </>
      )}
      {open !== null && <UserDialog id={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
