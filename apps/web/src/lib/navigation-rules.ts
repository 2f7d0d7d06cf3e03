import { matchPath, type Params } from 'react-router';
import { paths, ROUTE_ID_PATTERN } from '../config/paths';
import { ROUTE_RULES, type RouteRule } from '../config/route-rules';
import type { RouteHandle } from './route-handle';

/**
 * The navigation rules of docs/spec/routes-and-navigation.md as pure functions, one per rule, applied in the spec's order by
 * the root loader (app/root-loader.ts) on every navigation. Loading the profile (rule 3) is the loader's
 * side effect between rules 2 and 4; `shouldLoadProfile` says when.
 */

export type NavigationDecision =
  | { type: 'continue' }
  | { type: 'redirect'; to: string; external?: boolean }
  | { type: 'not-found'; message: string };

export type NavigationInput = {
  /** Pathname as in the URL (still percent-encoded). */
  path: string;
  /** Query string with its '?', or ''. */
  search?: string;
  /** The deepest matched route: its handle and params. */
  route: { handle?: Partial<RouteHandle>; params: Params };
  /** Public configuration; null when it could not be fetched (treated as "not in maintenance"). */
  config: { maintenanceMode: boolean } | null;
  session: { isLoggedIn: boolean };
  rules?: readonly RouteRule[];
};

const CONTINUE: NavigationDecision = { type: 'continue' };

export const NOT_FOUND_MESSAGE = 'Page not found';

function defaultParamsValid(params: Params): boolean {
  return Object.entries(params).every(
    ([key, value]) => key === '*' || (value !== undefined && ROUTE_ID_PATTERN.test(value)),
  );
}

function findRule(path: string, rules: readonly RouteRule[]): RouteRule | undefined {
  return rules.find((rule) => matchPath({ path: rule.from, end: true }, path) !== null);
}

/** Rule 1: unmatched paths and routes whose params fail their check are a 404. */
export function checkValidity(input: NavigationInput): NavigationDecision | null {
  const { handle, params } = input.route;
  if (handle?.notFound) {
    return findRule(input.path, input.rules ?? ROUTE_RULES)
      ? null
      : { type: 'not-found', message: NOT_FOUND_MESSAGE };
  }
  const valid = handle?.validate ? handle.validate(params) : defaultParamsValid(params);
  return valid ? null : { type: 'not-found', message: `Page Not Found: ${input.path}` };
}

/** Rule 2: maintenance on sends everything to /maintenance; off sends /maintenance home. */
export function checkMaintenance(input: NavigationInput): NavigationDecision | null {
  const onMaintenancePage = input.path === paths.maintenance.path;
  const maintenance = input.config?.maintenanceMode === true;
  if (maintenance && !onMaintenancePage) return { type: 'redirect', to: paths.maintenance.getHref() };
  if (!maintenance && onMaintenancePage) return { type: 'redirect', to: paths.home.getHref() };
  return null;
}

/** Rule 3: the profile is loaded for a session, unless maintenance mode is on. */
export function shouldLoadProfile(input: Pick<NavigationInput, 'config' | 'session'>): boolean {
  return input.session.isLoggedIn && input.config?.maintenanceMode !== true;
}

function isExternalTarget(to: string): boolean {
  return /^https?:\/\//i.test(to);
}

/** Rule 4: route-rule redirects; an absolute URL is external (full page load). */
export function applyRouteRules(input: NavigationInput): NavigationDecision | null {
  const rule = findRule(input.path, input.rules ?? ROUTE_RULES);
  if (!rule) return null;
  if (isExternalTarget(rule.to)) return { type: 'redirect', to: rule.to, external: true };
  return { type: 'redirect', to: `${rule.to}${input.search ?? ''}` };
}

/** Route guard: an (auth) route without a session goes to /login, remembering where it was going. */
export function checkAuth(input: NavigationInput): NavigationDecision | null {
  if (!input.route.handle?.auth || input.session.isLoggedIn) return null;
  return { type: 'redirect', to: paths.login.getHref(`${input.path}${input.search ?? ''}`) };
}

/** All rules in order, for a session already known (the loader interleaves the profile load). */
export function resolveNavigation(input: NavigationInput): NavigationDecision {
  return (
    checkValidity(input) ?? checkMaintenance(input) ?? applyRouteRules(input) ?? checkAuth(input) ?? CONTINUE
  );
}
