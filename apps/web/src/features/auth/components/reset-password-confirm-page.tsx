import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { InfoCard } from '../../../components/form/form-card';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';

/** /reset-password/confirm: after a successful reset (docs/spec/routes-and-navigation.md). */
export function ResetPasswordConfirmPage() {
  return (
    <>
      <PageHeading title="パスワード再設定の完了" />
      <InfoCard>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <CheckCircleOutlinedIcon color="success" sx={{ fontSize: 40 }} aria-hidden="true" />
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography role="status" sx={{ fontWeight: 700 }}>
              パスワードを再設定しました。
            </Typography>
            <Typography>新しいパスワードでログインしてください。</Typography>
            <Typography variant="body2" color="text.secondary">
              安全のため、すべての端末でログアウトしています。パスワードの再設定をお知らせするメールもお送りしました。
            </Typography>
          </Box>
        </Box>
        <Box>
          <Button
            variant="contained"
            size="large"
            disableElevation
            component={RouterLink}
            to={paths.login.getHref()}
          >
            ログイン
          </Button>
        </Box>
      </InfoCard>
    </>
  );
}
