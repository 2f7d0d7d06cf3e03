import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { BootErrorBoundary, BootErrorScreen } from '../components/boot-error-boundary';
import { keepBootShell } from '../lib/boot-shell-handoff';
import { buildUpdate } from '../lib/build-update';
import { installPreloadErrorListener } from '../lib/chunk-reload';
import { setNavigator } from '../lib/navigation';
import { resetProfileOnSessionChange } from '../lib/profile';
import { syncErrorReportUrl } from '../lib/public-config';
import { createQueryClient } from '../lib/query-client';

/** Starts the app in #root; the static shell of index.html goes when React commits the first page. */
export function startApp(container: HTMLElement): void {
  // The painted shell stays until the page (or an error screen) commits, not until the boot progress bar does.
  keepBootShell(container);
  const root = createRoot(container);
  try {
    installPreloadErrorListener();
    buildUpdate.start();

    const queryClient = createQueryClient();
    syncErrorReportUrl(queryClient);
    resetProfileOnSessionChange(queryClient);

    const router = createAppRouter(queryClient);
    setNavigator(
      (to, opts) => void router.navigate(to, opts),
      () => router.state.location,
    );

    // Not a transition: the first render (providers and the boot progress bar; the navigation rules are still
    // running) must commit in the task that renders it. RouterProvider reads the router's state when it renders
    // and subscribes when it commits; a transition yields in between, and a router that finished its first
    // navigation meanwhile was never seen — the page stayed on the boot screen (docs/decisions/0026). The page
    // itself arrives through React Router's own update, which is a transition.
    root.render(
      <StrictMode>
        <BootErrorBoundary>
          <AppProvider queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProvider>
        </BootErrorBoundary>
      </StrictMode>,
    );
  } catch (error) {
    // The router (or anything before it) could not be set up: the error screen, with plain page loads.
    console.error(error);
    root.render(<BootErrorScreen />);
  }
}
