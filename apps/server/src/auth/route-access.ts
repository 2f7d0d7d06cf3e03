import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Capability } from '@app/contract/plans';

/**
 * Who may call a route, in a machine-readable form (docs/spec/sessions-and-accounts.md): the authorisation-matrix test derives
 * the expected answer of every route × caller from it and the entitlement table.
 * - `session`: `none` = the route reads no session (a token is ignored); `optional` = visitors welcome, a
 *   bad token answers 401; `required` = 401 without a valid session.
 * - `capability`: the row of CAPABILITIES the route as a whole needs (checked by requireCapability or by
 *   the handler); parts of a request that need more (advanced filters) are checked on top.
 */
export interface RouteAccess {
  session: 'none' | 'optional' | 'required';
  capability?: Capability;
  /** The operator console: role 'operator' and a session that proved the second factor (decision 0017). */
  operator?: true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Declared by a route whose handler checks a capability itself (the guards declare their own). */
    capability?: Capability;
    /** Filled in for every route by the auth plugin from its guards and `capability`. */
    access?: RouteAccess;
  }
}

/** What a guard function tells about a route; set by the auth plugin on the functions it hands out. */
const GUARDS = new WeakMap<object, RouteAccess>();

export function markGuard<T extends object>(guard: T, access: RouteAccess): T {
  GUARDS.set(guard, access);
  return guard;
}

const SESSION_ORDER = { none: 0, optional: 1, required: 2 } as const;

function hooksOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The access a route's guards (onRequest, preValidation, preHandler) and its `config.capability` add up to. */
export function routeAccessOf(
  route: Pick<RouteOptions, 'onRequest' | 'preValidation' | 'preHandler' | 'config'>,
): RouteAccess {
  const config = route.config;
  let access: RouteAccess = { session: config?.capability ? 'optional' : 'none' };
  if (config?.capability) access.capability = config.capability;
  for (const hook of [route.onRequest, route.preValidation, route.preHandler].flatMap(hooksOf)) {
    const guard = typeof hook === 'function' ? GUARDS.get(hook) : undefined;
    if (!guard) continue;
    access = {
      session: SESSION_ORDER[guard.session] > SESSION_ORDER[access.session] ? guard.session : access.session,
      ...((guard.capability ?? access.capability)
        ? { capability: guard.capability ?? access.capability }
        : {}),
      ...((guard.operator ?? access.operator) ? { operator: true as const } : {}),
    };
  }
  return access;
}

export interface InventoryRoute {
  method: string;
  url: string;
  /** The route's options as registered; `config.access` is filled in once the auth plugin has seen it. */
  options: RouteOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app (HEAD twins of GET routes left out), for tests that must cover them all. */
    routeInventory: InventoryRoute[];
  }
}

/**
 * Lists every route registered after it; registered first in buildApp so the hardening suites (fuzzing,
 * authorisation matrix, headers) enumerate the routes instead of a hand-kept list that new features forget.
 */
export const routeInventoryPlugin = fp(
  (app, _options, done) => {
    const routes: InventoryRoute[] = [];
    app.decorate('routeInventory', routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' && routes.some((r) => r.method === 'GET' && r.url === route.url)) continue;
        routes.push({ method, url: route.url, options: route });
      }
    });
    done();
  },
  { name: 'route-inventory' },
);
