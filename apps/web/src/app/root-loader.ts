import { data, matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicConfig } from '@app/contract/public-config';
import { ROUTE_RULES, type RouteRule } from '../config/route-rules';
import { buildUpdate as defaultBuildUpdate, type BuildUpdateWatcher } from '../lib/build-update';
import {
  applyRouteRules,
  checkAuth,
  checkMaintenance,
  checkValidity,
  shouldLoadProfile,
  type NavigationDecision,
  type NavigationInput,
} from '../lib/navigation-rules';
import { setNavigationTarget } from '../lib/navigation-target';
import { pageLoad, pendingForever } from '../lib/page-load';
import { loadProfile } from '../lib/profile';
import { loadPublicConfig } from '../lib/public-config';
import { isRouteHandle } from '../lib/route-handle';
import { getSession } from '../lib/session';

export type RootLoaderData = { config: PublicConfig | null };

export type RootLoaderDeps = {
  queryClient: QueryClient;
  /** The route tree, to find the matched page's handle before its code is loaded. */
  getRoutes: () => RouteObject[];
  rules?: readonly RouteRule[];
  buildUpdate?: Pick<BuildUpdateWatcher, 'shouldReloadFor'>;
};

function leafOf(routes: RouteObject[], path: string): NavigationInput['route'] {
  const matches = matchRoutes(routes, path) ?? [];
  const leaf = matches[matches.length - 1];
  const handle: unknown = leaf?.route.handle;
  return { handle: isRouteHandle(handle) ? handle : { notFound: true }, params: leaf?.params ?? {} };
}

function follow(decision: NavigationDecision): Response | Promise<never> {
  if (decision.type === 'not-found') {
    // React Router's way to reach the errorElement with a status: a thrown data response, not an Error.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw data(decision.message, { status: 404, statusText: 'Not Found' });
  }
  if (decision.type === 'redirect') {
    if (!decision.external) return redirect(decision.to);
    pageLoad.assign(decision.to); // another site: a full page load (docs/spec/routes-and-navigation.md rule 4)
    return pendingForever();
  }
  throw new Error('follow() called with "continue"');
}

/**
 * The root route's loader: runs on every navigation (shouldRevalidate → true) and applies the navigation
 * rules of docs/spec/routes-and-navigation.md in order — validity, maintenance, profile, route rules, auth guard — after giving
 * a pending new build the chance to load the target page in full.
 */
export function createRootLoader(deps: RootLoaderDeps) {
  const { queryClient, rules = ROUTE_RULES, buildUpdate = defaultBuildUpdate } = deps;

  return async ({ request }: LoaderFunctionArgs): Promise<RootLoaderData | Response> => {
    const url = new URL(request.url);
    const path = url.pathname;
    const search = url.search;
    const target = `${path}${search}${url.hash}`;
    setNavigationTarget(target);

    if (buildUpdate.shouldReloadFor(path)) {
      pageLoad.assign(target);
      return pendingForever();
    }

    const input: NavigationInput = {
      path,
      search,
      route: leafOf(deps.getRoutes(), path),
      config: null,
      session: getSession(),
      rules,
    };

    const invalid = checkValidity(input);
    if (invalid) return follow(invalid);

    const config = await loadPublicConfig(queryClient);
    const withConfig = { ...input, config };
    const maintenance = checkMaintenance(withConfig);
    if (maintenance) return follow(maintenance);

    if (shouldLoadProfile(withConfig)) await loadProfile(queryClient);

    // The profile call may have ended the session (refresh refused): read it again for the guard.
    const afterProfile = { ...withConfig, session: getSession() };
    const decision = applyRouteRules(afterProfile) ?? checkAuth(afterProfile);
    if (decision) return follow(decision);

    return { config };
  };
}
