import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Outlet } from 'react-router';
import { FatalErrorScreen } from '../../components/fatal-error-screen';
import { NotificationBar } from '../../components/notification-bar';
import { UpgradeModal } from '../../components/upgrade-modal';
import { useDocumentTitle } from '../../lib/document-title';
import { useFatalError } from '../../lib/fatal-error';
import { usePageViewReporting } from '../../lib/page-view';
import { useRouteHandle } from '../../lib/route-handle';
import { useScrollToTop } from '../../lib/scroll';

/**
 * The root route's component (loaded eagerly: every page needs it). Per navigation: scroll to top, page
 * view, document title. A fatal error from anywhere replaces the page with the error screen.
 */
export function RootShell() {
  useScrollToTop();
  usePageViewReporting();
  useDocumentTitle(useRouteHandle()?.title);
  const fatal = useFatalError();
  return (
    <>
      {fatal ? <FatalErrorScreen message={fatal} /> : <Outlet />}
      <NotificationBar />
      <UpgradeModal />
    </>
  );
}

/** Shown on the very first load while the navigation rules run. */
export function BootProgress() {
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0 }}>
      <LinearProgress aria-label="読み込み中" />
    </Box>
  );
}
