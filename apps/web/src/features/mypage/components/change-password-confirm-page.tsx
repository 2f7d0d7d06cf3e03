import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { InfoCard } from '../../../components/form/form-card';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';

/** /mypage/change-password/confirm (reached through /change-password/confirm, docs/spec/routes-and-navigation.md). */
export function ChangePasswordConfirmPage() {
  return (
    <>
      <PageHeading title="パスワード変更の完了" />
      <InfoCard>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <CheckCircleOutlinedIcon color="success" sx={{ fontSize: 40 }} aria-hidden="true" />
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography role="status" sx={{ fontWeight: 700 }}>
              パスワードを変更しました。
            </Typography>
            <Typography>次回から新しいパスワードでログインしてください。</Typography>
            <Typography variant="body2" color="text.secondary">
              安全のため、ほかの端末ではログアウトしています。パスワードの変更をお知らせするメールもお送りしました。
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" disableElevation component={RouterLink} to={paths.mypage.getHref()}>
            マイページへ
          </Button>
          <Button variant="outlined" component={RouterLink} to={paths.home.getHref()}>
            ホームへ
          </Button>
        </Box>
      </InfoCard>
    </>
  );
}
