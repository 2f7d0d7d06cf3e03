import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type { PublicConfig } from '@app/contract/public-config';
import { AppProvider } from '../app/provider';
import { createAppRoutes, ROUTER_OPTIONS, type AppRouteOptions } from '../app/router';
import { setNavigator } from '../lib/navigation';

/** The app's providers, for tests of shared components that mount their own router (shared code may not import app/). */
export { AppProvider };

/** A JSON response as the API sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const PUBLIC_CONFIG: PublicConfig = {
  maintenanceMode: false,
  botCheck: 'altcha',
  demoData: false,
  errorReportUrl: null,
};

function toUrl(input: RequestInfo | URL): URL {
  return new URL(
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    'http://localhost:3000',
  );
}

export type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** The catalogue list pages search as soon as they open: an empty answer unless a test gives its own. */
function emptyList(): Response {
  return json({
    items: [],
    total: 0,
    page: 1,
    pageSize: 20,
    facets: {},
    access: {
      level: 'visitor',
      propertyValues: false,
      advancedSearch: false,
      patentResults: false,
      maxPage: 3,
    },
    expandedTerms: [],
    patentResults: null,
  });
}

const CATALOGUE_LISTS: Readonly<Record<string, Handler>> = {
  [`GET ${API_PATHS.patentsSearch.build()}`]: emptyList,
  [`GET ${API_PATHS.productsSearch.build()}`]: emptyList,
  [`GET ${API_PATHS.materialsSearch.build()}`]: emptyList,
  [`GET ${API_PATHS.productPropertyDefs.build()}`]: () => json({ items: [] }),
  [`GET ${API_PATHS.examplePropertyDefs.build()}`]: () => json({ items: [] }),
};

/** The defaults for the paths a test does not answer itself (in either "METHOD /path" or "/path" form). */
function catalogueDefaults(handlers: Record<string, Handler>): Record<string, Handler> {
  const answered = new Set(Object.keys(handlers).map((key) => key.replace(/^[A-Z]+ /, '')));
  return Object.fromEntries(
    Object.entries(CATALOGUE_LISTS).filter(([key]) => !answered.has(key.replace(/^[A-Z]+ /, ''))),
  );
}

/**
 * Mocks `fetch` at the boundary: handlers by "METHOD /path" (or "/path" for any method). Unknown calls
 * answer 404. Returns the mock to assert on the calls made.
 */
export function mockFetch(handlers: Record<string, Handler> = {}) {
  const all: Record<string, Handler> = {
    '/v1/company/public-config': () => json(PUBLIC_CONFIG),
    'POST /v1/company/page-views': () => new Response(null, { status: 204 }),
    ...catalogueDefaults(handlers),
    ...handlers,
  };
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = toUrl(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = all[`${method} ${url.pathname}`] ?? all[url.pathname];
    return handler ? handler(url, init) : json({ detail: 'Not Found' }, 404);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** Calls made to `path` (pathname only). */
export function callsTo(mock: ReturnType<typeof mockFetch>, path: string, method = 'GET') {
  return mock.mock.calls.filter(([input, init]) => {
    const url = toUrl(input);
    return url.pathname === path && (init?.method ?? 'GET').toUpperCase() === method;
  });
}

/** Renders the whole app (real routes, loaders, layout) in a memory router at `path`. */
export function renderApp(path: string, options: AppRouteOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(createAppRoutes(queryClient, options), {
    ...ROUTER_OPTIONS,
    initialEntries: [path],
  });
  setNavigator(
    (to, opts) => void router.navigate(to, opts),
    () => router.state.location,
  );
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
