import { paths } from './paths';

/**
 * Route-rule redirects (docs/spec/routes-and-navigation.md navigation rule 4). `from` is a router path pattern; `to` is an app
 * path (client-side redirect, the query string is kept) or an absolute http(s) URL (full page load).
 * A path listed here counts as a known address: it is redirected, never answered with a 404.
 */
export type RouteRule = { from: string; to: string };

export const ROUTE_RULES: readonly RouteRule[] = [
  { from: paths.changePasswordConfirm.path, to: paths.mypageChangePasswordConfirm.path },
];
