import { StrictMode, startTransition } from 'react';
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

    // As a transition, the first render yields to the browser every few milliseconds instead of blocking
    // the main thread for the whole page (slow phones: Lighthouse's blocking time; docs/decisions/0026).
    // The static shell of index.html stays on screen until React commits.
    startTransition(() => {
      root.render(
        <StrictMode>
          <BootErrorBoundary>
            <AppProvider queryClient={queryClient}>
              <RouterProvider router={router} />
            </AppProvider>
          </BootErrorBoundary>
        </StrictMode>,
      );
    });
  } catch (error) {
    // The router (or anything before it) could not be set up: the error screen, with plain page loads.
    console.error(error);
    root.render(<BootErrorScreen />);
  }
}
