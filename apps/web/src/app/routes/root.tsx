import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { FatalErrorScreen } from '../../components/fatal-error-screen';
import { ProgressBar } from '../../components/layout/progress-bar';
import { Overlays } from '../../components/overlays';
import { useBootShellRemoval } from '../../lib/boot-shell-handoff';
import { useDocumentTitle } from '../../lib/document-title';
import { useFatalError } from '../../lib/fatal-error';
import { whenIdle } from '../../lib/idle';
import { prefetchIdleChunks } from '../idle-prefetch';
import { usePageViewReporting } from '../../lib/page-view';
import { useRouteHandle } from '../../lib/route-handle';
import { useScrollToTop } from '../../lib/scroll';

/**
 * The root route's component (loaded eagerly: every page needs it). Per navigation: scroll to top, page
 * view, document title. A fatal error from anywhere replaces the page with the error screen.
 */
export function RootShell() {
  useBootShellRemoval();
  useScrollToTop();
  usePageViewReporting();
  useDocumentTitle(useRouteHandle()?.title);
  const fatal = useFatalError();
  useEffect(() => whenIdle(() => prefetchIdleChunks(document)), []);
  return (
    <>
      {fatal ? <FatalErrorScreen message={fatal} /> : <Outlet />}
      <Overlays />
    </>
  );
}

/** Shown on the very first load while the navigation rules run. */
export function BootProgress() {
  return <ProgressBar label="読み込み中" />;
}
