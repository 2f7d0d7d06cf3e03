// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { API_DOCS_PATH, API_PATHS } from '@app/contract/api-paths';
import { entitlementOf } from '@app/contract/plans';
import type { InventoryRoute, RouteAccess } from '../../auth/route-access.js';
import { AUTH_ERROR_DETAILS } from '../../auth/auth-user.js';
import { createActiveUser, login } from '../accounts-test-app.js';
import { answerProblem } from './answer-shape.js';
import {
  accessOf,
  CALLERS,
  concreteUrl,
  createHardeningApp,
  hasParams,
  routeName,
  type Caller,
} from './hardening-app.js';

/*
 * docs/spec/sessions-and-accounts.md: every endpoint × {visitor, INACTIVE user, free, standard, another user's resource}. The
 * expected answer of each cell comes from the route's access declaration (config.access, filled in by the
 * auth plugin from the route's guards and `config.capability`) and the entitlement table CAPABILITIES; the
 * routes come from the app itself, so a new endpoint is in the matrix the moment it is registered.
 */

/** `not-found` is what another user's resource must look like; a caller's own requests are allowed or refused. */
type Outcome = 'allowed' | 'unauthenticated' | 'forbidden' | 'not-found';

const h = await createHardeningApp();
afterAll(() => h.close());

/** What the declaration and the entitlement table promise a caller. */
function expectedOutcome(access: RouteAccess, caller: Caller): Outcome {
  if (access.session === 'none') return 'allowed';
  // A deactivated account's token is refused wherever a session is read, even where visitors are welcome.
  if (caller === 'inactive') return 'unauthenticated';
  if (caller === 'visitor' && access.session === 'required') return 'unauthenticated';
  // The operator console (decision 0017): no caller of the matrix is an operator, so every one is refused.
  if (access.operator) return 'forbidden';
  if (!access.capability) return 'allowed';
  const entitlement = entitlementOf(caller, access.capability);
  if (entitlement === 'signup') return 'unauthenticated';
  if (entitlement === 'upgrade') return 'forbidden';
  return 'allowed';
}

/**
 * How an answer reads: only the auth answers' own details count as a refusal (a wrong password is no 401 of
 * the guard); any other answer (200, 404 of a missing file, 422 of an empty body) got past the guards.
 */
function outcomeOf(response: LightMyRequestResponse, foreign = false): Outcome {
  const detail =
    response.statusCode < 400 || response.raw.req.method === 'HEAD'
      ? undefined
      : response.json<{ detail: unknown }>().detail;
  if (response.statusCode === 401 && detail === AUTH_ERROR_DETAILS.notAuthenticated) return 'unauthenticated';
  if (response.statusCode === 403 && detail === AUTH_ERROR_DETAILS.standardPlanRequired) return 'forbidden';
  if (response.statusCode === 403 && detail === AUTH_ERROR_DETAILS.operatorRequired) return 'forbidden';
  if (foreign && response.statusCode === 404) return 'not-found';
  return 'allowed';
}

const tokenUser = await createActiveUser(h.t);

/**
 * Bodies that get a request past validation where the plan is checked after it (in the handler). Routes
 * that check the plan in a guard need none: the guard answers before the body is read.
 */
const SAMPLE_BODIES: Record<string, () => unknown> = {
  [`POST ${API_PATHS.refreshToken.build()}`]: async () =>
    // A live refresh token: without one the route answers 401 to everybody, which says nothing about the plan.
    ({
      refreshToken: (await login(h.t, tokenUser.email, tokenUser.password)).json<{ refreshToken: string }>()
        .refreshToken,
    }),
  [`POST ${API_PATHS.explorePredict.template}`]: () => ({
    rows: [Object.fromEntries(h.explorationInputs.map((key) => [key, 10]))],
  }),
};

async function call(
  route: InventoryRoute,
  url: string,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const sample = SAMPLE_BODIES[routeName(route)];
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  return h.t.app.inject({
    method: route.method as InjectOptions['method'],
    url,
    headers,
    ...(hasBody ? { payload: (await sample?.()) ?? {} } : {}),
  });
}

interface Cell {
  route: string;
  caller: Caller | "another user's resource";
  expected: Outcome;
  actual: Outcome;
  status: number;
}

const cells: Cell[] = [];

describe('authorisation matrix (docs/spec/sessions-and-accounts.md)', { timeout: 60_000 }, () => {
  it('has an access declaration for every route (only the API documentation is registered before the guards)', () => {
    const undeclared = h.routes.filter((route) => !accessOf(route)).map(routeName);
    expect(undeclared.filter((name) => !name.split(' ')[1]!.startsWith(API_DOCS_PATH.template))).toEqual([]);
  });

  it.each(h.routes.map((route) => [routeName(route), route] as const))('%s', async (name, route) => {
    const access = accessOf(route) ?? { session: 'none' };
    const url = concreteUrl(route, h.params.mine);
    expect(url, `${name}: add its resource to createHardeningApp`).not.toBeNull();
    for (const caller of CALLERS) {
      const response = await call(route, url!, await h.signIn(caller));
      expect(answerProblem(response), `${name} as ${caller}`).toBeNull();
      cells.push({
        route: name,
        caller,
        expected: expectedOutcome(access, caller),
        actual: outcomeOf(response),
        status: response.statusCode,
      });
    }
    if (access.session === 'required' && hasParams(route) && !access.operator) {
      // Somebody else's exploration (bookmark, …): the standard user learns not even that it exists.
      const theirs = concreteUrl(route, h.params.owners);
      expect(theirs, `${name}: add its resource to createHardeningApp`).not.toBeNull();
      const response = await call(route, theirs!, await h.signIn('standard'));
      cells.push({
        route: name,
        caller: "another user's resource",
        expected: 'not-found',
        actual: outcomeOf(response, true),
        status: response.statusCode,
      });
    }
    const mismatches = cells.filter((cell) => cell.route === name && cell.expected !== cell.actual);
    expect(mismatches, `declared access ${JSON.stringify(access)}`).toEqual([]);
  });

  afterAll(() => {
    const mismatches = cells.filter((cell) => cell.expected !== cell.actual).length;
    console.log(
      `authorisation matrix: ${cells.length} cells checked over ${h.routes.length} endpoints, ${mismatches} mismatches`,
    );
  });
});
