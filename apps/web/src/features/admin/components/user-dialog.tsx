import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TYPE_CODES, type TypeCode } from '@app/contract/plans';
import { handleApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { PLAN_LABELS } from '../../../lib/plan-features';
import { useAdminUser, useChangePlan, useRevokeSessions, useSetDisabled } from '../api/admin-api';
import { formatDateTime } from './format';

/** One user in the console: the details, plan change, disable/enable, revoke sessions. */
export function UserDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const user = useAdminUser(id);
  const changePlan = useChangePlan();
  const setDisabled = useSetDisabled();
  const revoke = useRevokeSessions();
  const done = (message: string) => ({
    onSuccess: () => notify({ message }),
    onError: (error: unknown) => handleApiError(error),
  });
  const data = user.data;

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="user-dialog-title">
      <DialogTitle id="user-dialog-title">利用者の詳細</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {!data ? (
          <Skeleton variant="rounded" height={200} />
        ) : (
          <>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '9rem 1fr', rowGap: 0.75 }}>
              {(
                [
                  ['氏名', data.name],
                  ['メールアドレス', data.email],
                  ['会社名', data.companyName],
                  ['部署・役職', `${data.department} ${data.position}`.trim() || '—'],
                  ['電話番号', data.phoneNumber || '—'],
                  ['登録日時', formatDateTime(data.createdAt)],
                  ['最終ログイン', formatDateTime(data.lastLoginAt)],
                  ['2段階認証', data.twoFactorEnabled ? '有効' : '未設定'],
                  ['有効なセッション', `${data.activeSessions}件`],
                  ['権限', data.role === 'operator' ? '運営者' : '一般'],
                ] as const
              ).map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            {data.disabled && (
              <Alert severity="warning">このアカウントは停止中です。ログインできません。</Alert>
            )}
            <TextField
              select
              size="small"
              label="プラン"
              value={data.typeCode}
              onChange={(event) =>
                changePlan.mutate(
                  { id, typeCode: event.target.value as TypeCode },
                  done(`プランを${PLAN_LABELS[event.target.value as TypeCode]}に変更しました`),
                )
              }
              sx={{ width: 240 }}
            >
              {TYPE_CODES.map((code) => (
                <MenuItem key={code} value={code}>
                  {PLAN_LABELS[code]}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                color={data.disabled ? 'primary' : 'error'}
                onClick={() =>
                  setDisabled.mutate(
                    { id, disabled: !data.disabled },
                    done(data.disabled ? 'アカウントを再開しました' : 'アカウントを停止しました'),
                  )
                }
              >
                {data.disabled ? 'アカウントを再開する' : 'アカウントを停止する'}
              </Button>
              <Button
                variant="outlined"
                onClick={() => revoke.mutate(id, done('すべてのセッションを失効させました'))}
              >
                すべてのセッションを失効させる
              </Button>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>閉じる</Button>
      </DialogActions>
    </Dialog>
  );
}
