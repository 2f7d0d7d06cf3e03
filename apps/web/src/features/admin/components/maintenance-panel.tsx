import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { handleApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useAdminMaintenance, useSetMaintenance } from '../api/admin-api';

/**
 * The maintenance switch. Turning it on sends every page — this console included — to /maintenance (the
 * spec's navigation rule), so it is confirmed first and the way back (the CLI) is spelled out.
 */
export function MaintenancePanel() {
  const status = useAdminMaintenance();
  const setMaintenance = useSetMaintenance();
  const [confirming, setConfirming] = useState(false);

  if (status.isPending) return <Skeleton variant="rounded" height={120} />;
  if (status.isError) return <Alert severity="error">メンテナンスモードの状態を読み込めませんでした。</Alert>;
  const { maintenanceMode, source } = status.data;
  const apply = (on: boolean) =>
    setMaintenance.mutate(on, {
      onSuccess: () =>
        notify({ message: on ? 'メンテナンスモードをONにしました' : 'メンテナンスモードをOFFにしました' }),
      onError: (error) => handleApiError(error),
    });

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      <Typography>
        現在のメンテナンスモード：
        <strong>{maintenanceMode ? 'ON（メンテナンス中）' : 'OFF（通常運用）'}</strong>
        {source === 'environment' && '（環境変数 MAINTENANCE_MODE の設定）'}
      </Typography>
      <Alert severity="warning">
        ONにすると、この管理画面を含むすべての画面がメンテナンス表示になります。OFFに戻すには、サーバーで
        「npm run cli -- maintenance off」を実行してください。
      </Alert>
      <Box>
        {maintenanceMode ? (
          <Button
            variant="contained"
            disableElevation
            onClick={() => apply(false)}
            disabled={setMaintenance.isPending}
          >
            メンテナンスモードをOFFにする
          </Button>
        ) : (
          <Button variant="contained" color="error" disableElevation onClick={() => setConfirming(true)}>
            メンテナンスモードをONにする
          </Button>
        )}
      </Box>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="maintenance-title">
        <DialogTitle id="maintenance-title">メンテナンスモードをONにしますか？</DialogTitle>
        <DialogContent>
          <Typography>すべての利用者の画面が、ただちにメンテナンス表示に切り替わります。</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>キャンセル</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              apply(true);
            }}
          >
            ONにする
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
