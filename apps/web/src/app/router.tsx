import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppLayout } from '../components/layout/app-layout';
import { RouteErrorScreen } from '../components/route-error-screen';
import type { RouteRule } from '../config/route-rules';
import type { BuildUpdateWatcher } from '../lib/build-update';
import { loadRouteModule } from '../lib/chunk-reload';
import { setNavigationTarget } from '../lib/navigation-target';
import { setRoutePreloadResolver, type PreloadResolver } from '../lib/preload-queue';
import { NOT_FOUND_HANDLE, PAGE_ROUTES, type PageRoute } from './page-routes';
import { rootFirstDataStrategy } from './root-first-data-strategy';
import { createRootLoader } from './root-loader';
import { BootProgress, RootShell } from './routes/root';

export type AppRouteOptions = {
  pages?: readonly PageRoute[];
  rules?: readonly RouteRule[];
  buildUpdate?: Pick<BuildUpdateWatcher, 'shouldReloadFor'>;
};

/** The catch-all never renders: the root loader answers its paths with a 404 or a route-rule redirect. */
function Unreachable() {
  return null;
}

function toRoute(page: PageRoute): RouteObject {
  return { path: page.path, handle: page.handle, lazy: () => loadRouteModule(page.load) };
}

/**
 * The route tree:
 *   root (navigation rules loader, error screen, shell)
 *   ├─ layout (app bar, drawer, footer) → every page with `layout !== false`, and the catch-all 404
 *   └─ pages without the layout (/maintenance)
 */
export function createAppRoutes(queryClient: QueryClient, options: AppRouteOptions = {}): RouteObject[] {
  const pages = options.pages ?? PAGE_ROUTES;
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      Component: RootShell,
      HydrateFallback: BootProgress,
      errorElement: <RouteErrorScreen />,
      loader: createRootLoader({
        queryClient,
        getRoutes: () => routes,
        ...(options.rules ? { rules: options.rules } : {}),
        ...(options.buildUpdate ? { buildUpdate: options.buildUpdate } : {}),
      }),
      // Navigation rules apply on every navigation, including query-only changes.
      shouldRevalidate: () => true,
      children: [
        {
          id: 'layout',
          Component: AppLayout,
          children: [
            ...pages.filter((page) => page.handle.layout !== false).map(toRoute),
            { path: '*', handle: NOT_FOUND_HANDLE, Component: Unreachable },
          ],
        },
        ...pages.filter((page) => page.handle.layout === false).map(toRoute),
      ],
    },
  ];
  return routes;
}

/** Finds the route modules of a path for link preloading (raw imports: a failed preload is just ignored). */
function createPreloadResolver(pages: readonly PageRoute[] = PAGE_ROUTES): PreloadResolver {
  const table = pages.map((page) => ({ path: page.path, page }));
  return (path) => {
    const matches = matchRoutes(table, path) ?? [];
    const leaf = matches[matches.length - 1]?.route.page;
    return leaf ? [{ key: leaf.path, load: leaf.load }] : [];
  };
}

/** Options of the app's router (also used by tests with createMemoryRouter). */
export const ROUTER_OPTIONS = { dataStrategy: rootFirstDataStrategy };

export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(createAppRoutes(queryClient), ROUTER_OPTIONS);
  setRoutePreloadResolver(createPreloadResolver());
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') setNavigationTarget(null);
  });
  return router;
}
