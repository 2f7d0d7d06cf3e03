import type { ExplorationCreated, ExplorationVariables } from '@app/contract/explorations';
import { API_BASE, API_PATHS } from '@app/contract/api-paths';
import type { InventoryRoute, RouteAccess } from '../../auth/route-access.js';
import { seedFixtures } from '../../features/catalogue/testing/catalogue-fixtures.js';
import { signInAs } from '../../features/catalogue/testing/catalogue-test-support.js';
import { randomUUID } from 'node:crypto';
import {
  bearer,
  createAccountsTestApp,
  createActiveUser,
  type AccountsTestApp,
} from '../accounts-test-app.js';

/*
 * The app the hardening suites attack: catalogue fixtures, one signed-in caller per column of the
 * authorisation matrix, and resources owned by a user so that "another user's resource" can be tried.
 */

export const CALLERS = ['visitor', 'inactive', 'free', 'standard'] as const;
export type Caller = (typeof CALLERS)[number];

export interface HardeningApp {
  t: AccountsTestApp;
  /**
   * Authorization headers of a caller, in a fresh session (a request may sign it out): none for the visitor,
   * a deactivated account's for the inactive user.
   */
  signIn(caller: Caller): Promise<Record<string, string>>;
  /** Route parameter values that exist, per caller's own resources ("mine") or the owner's. */
  params: { mine: Record<string, string>; owners: Record<string, string> };
  /** The input variables of the explorations above (for a valid prediction request). */
  explorationInputs: string[];
  /**
   * A fresh session of a standard user who signed up for real (a true password hash): a request may log
   * it out or change its password without spoiling the next one.
   */
  standardSession(): Promise<Record<string, string>>;
  /** The routes of the app that the suites cover (the web app's static fallback left out). */
  routes: InventoryRoute[];
  close(): Promise<void>;
}

/** Enough rows for the variables of a CSV scope; the job never runs (the suites drain no jobs). */
const CSV = [
  'in:樹脂A[質量部],in:タルク[質量部],out:曲げ弾性率[MPa]',
  ...Array.from({ length: 12 }, (_, i) => `100,${i * 3},${1500 + i * 40}`),
].join('\n');

async function createExploration(
  t: AccountsTestApp,
  headers: Record<string, string>,
): Promise<{ id: string; inputs: string[] }> {
  const scope = { type: 'csv', csv: CSV, fileName: 'hardening.csv' };
  const variables = await t.app.inject({
    method: 'POST',
    url: API_PATHS.exploreVariables.build(),
    headers,
    payload: { scope },
  });
  if (variables.statusCode !== 200) throw new Error(`variables: ${variables.statusCode} ${variables.body}`);
  const { defaults } = variables.json<ExplorationVariables>();
  const created = await t.app.inject({
    method: 'POST',
    url: API_PATHS.exploreForward.build(),
    headers,
    payload: { name: '堅牢性テスト', scope, inputs: defaults.inputs, targets: defaults.targets },
  });
  if (created.statusCode !== 202) throw new Error(`exploration: ${created.statusCode} ${created.body}`);
  return { id: String(created.json<ExplorationCreated>().id), inputs: defaults.inputs };
}

/**
 * Resources that belong to a user, by the path segment their routes start with: a new kind of owned
 * resource gets its maker here (the matrix fails, naming the route, until it has one).
 */
const OWNED_RESOURCE_MAKERS: Record<string, { url: string; body: unknown }> = {
  bookmarks: { url: `${API_BASE}/bookmarks`, body: { targetType: 'material', targetId: 'mat-pp' } },
  'saved-searches': {
    url: `${API_BASE}/saved-searches`,
    body: { kind: 'materials', name: '堅牢性テスト', query: 'q=樹脂' },
  },
};

async function ownedResources(
  t: AccountsTestApp,
  headers: Record<string, string>,
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const [resource, { url, body }] of Object.entries(OWNED_RESOURCE_MAKERS)) {
    const created = await t.app.inject({ method: 'POST', url, headers, payload: body as object });
    if (created.statusCode >= 300) throw new Error(`${resource}: ${created.statusCode} ${created.body}`);
    ids[resource] = String(created.json<{ id: string | number }>().id);
  }
  return ids;
}

/** Sign-in headers of a fresh user whose account is then deactivated (its token is still well signed). */
async function deactivatedUser(t: AccountsTestApp): Promise<Record<string, string>> {
  const headers = await signInAs(t.app, 'free');
  await t.database.db
    .updateTable('users')
    .set({ status: 'INACTIVE' })
    .where('id', '=', userIdOf(headers))
    .execute();
  return headers;
}

/** The user id in a Bearer token (read without verifying: this is a fresh token of our own). */
function userIdOf(headers: { authorization: string }): number {
  const payload = headers.authorization.split('.')[1] ?? '';
  return Number((JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string }).sub);
}

/** A new live session (refresh-token family) of a user, and an access token for it. */
async function openSession(t: AccountsTestApp, userId: number): Promise<{ authorization: string }> {
  const sessionId = randomUUID();
  const now = Date.now();
  await t.database.db
    .insertInto('refresh_token_families')
    .values({
      id: sessionId,
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + 86_400_000).toISOString(),
      revoked_at: null,
      revoked_reason: null,
    })
    .execute();
  return bearer(await t.app.accessTokens.sign({ userId, sessionId }));
}

/** `env`: e.g. WEB_DIST_DIR, for a suite that needs the web app's files served too. */
export async function createHardeningApp(env: Record<string, string> = {}): Promise<HardeningApp> {
  const t = await createAccountsTestApp({ env });
  await seedFixtures(t.database.db);
  const standard = await signInAs(t.app, 'standard');
  const owner = await signInAs(t.app, 'standard');
  const users = { free: userIdOf(await signInAs(t.app, 'free')), standard: userIdOf(standard) };
  const inactive = await deactivatedUser(t);
  const catalogue = { patentId: 'pat-1', exampleId: 'pat-1-e1' };
  const mine = await createExploration(t, standard);
  const owners = await createExploration(t, owner);
  // The console's routes take any user's or request's id (operators act on others' accounts by design).
  const admin = String(users.free);
  const params = {
    mine: { ...catalogue, admin, 'explore-products': mine.id, ...(await ownedResources(t, standard)) },
    owners: { ...catalogue, admin, 'explore-products': owners.id, ...(await ownedResources(t, owner)) },
  };
  await t.app.ready();
  const fuzzUser = await createActiveUser(t);
  await t.database.db
    .updateTable('users')
    .set({ type_code: 'standard' })
    .where('email', '=', fuzzUser.email)
    .execute();
  const { id: userId } = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', fuzzUser.email)
    .executeTakeFirstOrThrow();
  const standardSession = () => openSession(t, Number(userId));
  return {
    t,
    signIn: async (caller) =>
      caller === 'visitor' ? {} : caller === 'inactive' ? inactive : openSession(t, users[caller]),
    params,
    explorationInputs: mine.inputs,
    standardSession,
    routes: t.app.routeInventory.filter((route) => route.url !== '/*'),
    close: () => t.close(),
  };
}

export function accessOf(route: InventoryRoute): RouteAccess | undefined {
  return route.options.config?.access;
}

/** The first path segment after the API base (`materials`, `explore-products`): what a route's :id names. */
export function resourceOf(url: string): string {
  return url.startsWith(API_BASE) ? (url.slice(API_BASE.length + 1).split('/')[0] ?? '') : '';
}

/** Catalogue ids of the fixtures, by resource. */
const CATALOGUE_IDS: Record<string, string> = {
  materials: 'mat-pp',
  products: 'prd-toho',
  patents: 'pat-1',
};

/**
 * The route's URL with its parameters filled in by existing resources; `null` when a parameter names a
 * resource the suite cannot make (a new feature: add it to createHardeningApp).
 */
export function concreteUrl(route: InventoryRoute, values: Record<string, string>): string | null {
  const resource = resourceOf(route.url);
  let missing = false;
  const url = route.url.replace(/:(\w+)|\*$/g, (_match, name: string | undefined) => {
    const value =
      name === undefined
        ? 'json'
        : (values[name] ?? (name === 'id' ? (values[resource] ?? CATALOGUE_IDS[resource]) : undefined));
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : url;
}

export function hasParams(route: InventoryRoute): boolean {
  return /:\w+|\*$/.test(route.url);
}

export const routeName = (route: InventoryRoute): string => `${route.method} ${route.url}`;
