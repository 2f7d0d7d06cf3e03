import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/paths';
import { THEME_CONSTANTS } from '../../../config/theme';

/** /maintenance: shown without the layout while maintenance mode is on (docs/spec/routes-and-navigation.md). */
export function MaintenancePage() {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Paper variant="outlined" sx={{ maxWidth: 480, width: '100%', p: 4, textAlign: 'center' }}>
        <Stack spacing={3} sx={{ alignItems: 'center' }}>
          <Logo width={THEME_CONSTANTS.logoWidth} />
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            ただいまメンテナンス中です
          </Typography>
          <Typography color="text.secondary">
            サービスの品質向上のため、メンテナンスを行っています。ご不便をおかけして申し訳ありません。しばらく時間をおいてから、再度アクセスしてください。
          </Typography>
          <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
            トップページを開く
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
