import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { paths, SERVICE_NAME } from '../../config/paths';
import { logout } from '../../lib/logout';
import { useSession } from '../../lib/session';
import { PreloadOnIntent } from '../preload-on-intent';
import { preloadDrawer } from './lazy-nav-drawer';
import { HeaderSearch } from './header-search';

function SessionActions() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();

  if (!session.isLoggedIn) {
    // Send the visitor back here after logging in, unless "here" is already an auth page.
    const here =
      pathname.startsWith('/login') || pathname.startsWith('/signup') ? undefined : `${pathname}${search}`;
    return (
      <>
        <Button color="inherit" component={RouterLink} to={paths.login.getHref(here)}>
          ログイン
        </Button>
        <Button
          variant="contained"
          color="secondary"
          disableElevation
          component={RouterLink}
          to={paths.signup.getHref(here)}
        >
          無料登録
        </Button>
      </>
    );
  }

  const signOut = async () => {
    await logout();
    queryClient.clear();
    await navigate(paths.home.getHref());
  };
  return (
    <>
      <Typography
        variant="body2"
        sx={{ display: { xs: 'none', sm: 'block' }, mr: 1 }}
        title="ログイン中のユーザー"
      >
        {session.name ? `${session.name} 様` : 'ログイン中'}
      </Typography>
      <PreloadOnIntent to={paths.mypage.getHref()}>
        <Button color="inherit" component={RouterLink} to={paths.mypage.getHref()}>
          マイページ
        </Button>
      </PreloadOnIntent>
      <Button color="inherit" onClick={() => void signOut()}>
        ログアウト
      </Button>
    </>
  );
}

export function AppHeader({ onMenu }: { onMenu: () => void }) {
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 64, px: { xs: 1, sm: 2 } }}>
        <Button
          color="inherit"
          aria-label="メニューを開く"
          onClick={onMenu}
          onMouseEnter={preloadDrawer}
          onFocus={preloadDrawer}
          sx={{ minWidth: 44, px: 1 }}
        >
          <MenuIcon />
        </Button>
        <Box
          component={RouterLink}
          to={paths.home.getHref()}
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            fontWeight: 700,
            fontSize: '1.125rem',
            whiteSpace: 'nowrap',
            mr: 2,
          }}
        >
          {SERVICE_NAME}
        </Box>
        <HeaderSearch />
        <Box sx={{ flex: 1 }} />
        <SessionActions />
      </Box>
    </Box>
  );
}
