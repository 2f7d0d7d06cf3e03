import { useState } from 'react';
import Box from '@mui/material/Box';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { CatalogueLoadingNotice } from './catalogue-loading-notice';
import { DemoDataNotice } from './demo-data-notice';
import { LazyDesktopNav } from './lazy-desktop-nav';
import { LazyNavDrawer } from './lazy-nav-drawer';
import { NavigationProgress } from './navigation-progress';
import { PageTransition } from './page-transition';

/** The layout of every page but /maintenance: app bar, drawer, demo-data strip, page, footer. */
export function AppLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 },
        }}
      >
        本文へスキップ
      </Box>
      <NavigationProgress />
      <AppHeader onMenu={() => setDrawerOpen(true)} />
      <LazyDesktopNav />
      <LazyNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <DemoDataNotice />
      <CatalogueLoadingNotice />
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: { xs: 3, md: 4 },
          outline: 'none',
        }}
      >
        <PageTransition />
      </Box>
      <AppFooter />
    </Box>
  );
}
