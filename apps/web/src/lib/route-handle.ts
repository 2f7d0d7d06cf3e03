import { useMatches } from 'react-router';
import type { Params } from 'react-router';

/**
 * What every route declares in its `handle` (read by the root loader before the route's code is loaded,
 * so it is always static, never lazy).
 */
export type RouteHandle = {
  /** Japanese page title; the document title becomes "<title> | 素材特許ナビ". */
  title: string;
  /** Needs a signed-in session (docs/spec/routes-and-navigation.md "(auth)"). */
  auth?: boolean;
  /** false: no page transition (detail pages and others, docs/spec/routes-and-navigation.md). Default true. */
  transition?: boolean;
  /** false: rendered without the app layout (only /maintenance). Default true. */
  layout?: boolean;
  /** The catch-all route: the path matched no page. */
  notFound?: boolean;
  /** Validity check of the params; default: every param must be an id (ROUTE_ID_PATTERN). */
  validate?: (params: Params) => boolean;
};

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string'
  );
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
