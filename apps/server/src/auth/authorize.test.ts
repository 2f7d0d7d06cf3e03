import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import { CAPABILITIES, type Capability } from '@app/contract/plans';
import { runCli } from '../cli/run-cli.js';
import {
  bearer,
  createAccountsTestApp,
  createActiveUser,
  login,
  type AccountsTestApp,
} from '../test/accounts-test-app.js';
import { authorize } from './authorize.js';

describe('authorize(user, capability)', () => {
  it('follows the entitlement table: signup → 401, upgrade → 403, limited → allowed but limited', () => {
    for (const capability of Object.keys(CAPABILITIES) as Capability[]) {
      for (const [level, user] of [
        ['visitor', null],
        ['free', { typeCode: 'free' as const }],
        ['standard', { typeCode: 'standard' as const }],
      ] as const) {
        const entitlement = CAPABILITIES[capability][level];
        const result = authorize(user, capability);
        if (entitlement === 'yes') expect(result).toEqual({ allowed: true, limited: false });
        if (entitlement === 'limited') expect(result).toEqual({ allowed: true, limited: true });
        if (entitlement === 'signup')
          expect(result).toEqual({ allowed: false, status: 401, detail: 'Not authenticated' });
        if (entitlement === 'upgrade') {
          expect(result).toEqual({ allowed: false, status: 403, detail: 'Standard plan required' });
        }
      }
    }
  });
});

describe('capability-guarded routes and `user:plan`', () => {
  let t: AccountsTestApp;
  let email: string;
  let session: SessionResponse;

  beforeAll(async () => {
    t = await createAccountsTestApp();
    // How a catalogue route uses the guards: requireCapability, then request.user.
    t.app.get('/test/detail', { onRequest: t.app.requireCapability('detailPages') }, (request) => ({
      userId: request.user?.id,
    }));
    t.app.get('/test/exploration', { preHandler: t.app.requireCapability('exploration') }, (request) => ({
      typeCode: request.user?.typeCode,
    }));
    t.app.get('/test/list', { preHandler: t.app.requireCapability('listAndKeywordSearch') }, (request) => ({
      visitor: request.user === null,
    }));
    const user = await createActiveUser(t);
    email = user.email;
    session = (await login(t, user.email, user.password)).json<SessionResponse>();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const plan = async (...args: string[]) => {
    let out = '';
    const code = await runCli(['user:plan', ...args], {
      config: t.config,
      database: t.database,
      stdout: { write: (text: string) => (out += text) },
      stderr: { write: () => true },
    });
    return { code, out };
  };

  it('answers 401 to a visitor where the table says sign-up, 403 where it says upgrade', async () => {
    const visitorDetail = await get('/test/detail');
    expect(visitorDetail.statusCode).toBe(401);
    expect(visitorDetail.json()).toEqual({ detail: 'Not authenticated' });
    const visitorExplore = await get('/test/exploration');
    expect(visitorExplore.statusCode).toBe(403);
    expect(visitorExplore.json()).toEqual({ detail: 'Standard plan required' });
    expect((await get('/test/list')).json()).toEqual({ visitor: true });
    // A bad token is a 401 even where visitors are welcome: the browser then refreshes instead of silently degrading.
    expect((await get('/test/list', bearer('bad'))).statusCode).toBe(401);
  });

  it('lets a free user open details but not explorations', async () => {
    expect((await get('/test/detail', bearer(session.accessToken))).statusCode).toBe(200);
    const explore = await get('/test/exploration', bearer(session.accessToken));
    expect(explore.statusCode).toBe(403);
    expect(explore.json()).toEqual({ detail: 'Standard plan required' });
  });

  it('applies `user:plan` on the very next request, with an audit event', async () => {
    const upgraded = await plan(email.toUpperCase(), 'standard');
    expect(upgraded.code).toBe(0);
    expect(upgraded.out).toContain('free → standard');
    expect((await get(API_PATHS.me.build(), bearer(session.accessToken))).json()).toMatchObject({
      typeCode: 'standard',
    });
    expect((await get('/test/exploration', bearer(session.accessToken))).json()).toEqual({
      typeCode: 'standard',
    });
    // The refresh answer reports it too.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: API_PATHS.refreshToken.build(),
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.json()).toMatchObject({ typeCode: 'standard' });

    await plan(email, 'free');
    expect((await get('/test/exploration', bearer(session.accessToken))).statusCode).toBe(403);
    const events = await t.database.db
      .selectFrom('audit_events')
      .select('data')
      .where('kind', '=', 'plan.changed')
      .execute();
    expect(events.map((event) => JSON.parse(event.data!) as unknown)).toEqual([
      { from: 'free', to: 'standard', by: 'cli' },
      { from: 'standard', to: 'free', by: 'cli' },
    ]);
  });

  it('refuses bad arguments and unknown users', async () => {
    expect((await plan(email, 'gold')).code).toBe(2);
    expect((await plan(email)).code).toBe(2);
    expect((await plan('nobody@acme-chem.co.jp', 'standard')).code).toBe(1);
  });
});
