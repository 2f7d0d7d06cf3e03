import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@app/contract/accounts';
import { runCli } from '../cli/run-cli.js';
import {
  bearer,
  createAccountsTestApp,
  createActiveUser,
  type AccountsTestApp,
} from '../test/accounts-test-app.js';
import { enrolTwoFactor, loginWithCode, totpCode } from '../test/operator-test-support.js';
import { AUTH_ERROR_DETAILS } from './auth-user.js';

/*
 * Decision 0017: the console needs the operator role (granted only by `user:role`) and a session that proved
 * the second factor. Each missing piece answers its own 403.
 */
describe('app.requireOperator and `user:role`', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
    t.app.get('/test/console', { onRequest: t.app.requireOperator }, (request) => ({ id: request.user?.id }));
  });
  afterAll(() => t.close());

  const role = async (...args: string[]) => {
    let out = '';
    const code = await runCli(['user:role', ...args], {
      config: t.config,
      database: t.database,
      stdout: { write: (text: string) => (out += text) },
      stderr: { write: () => true },
    });
    return { code, out };
  };
  const consoleAs = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/test/console', headers });

  it('refuses visitors (401), users (403) and operators whose session lacks the second factor (403)', async () => {
    expect((await consoleAs()).statusCode).toBe(401);
    const user = await createActiveUser(t);
    const asUser = await consoleAs(bearer(user.session.accessToken));
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ detail: AUTH_ERROR_DETAILS.operatorRequired });

    const granted = await role(user.email, 'operator');
    expect(granted.code).toBe(0);
    expect(granted.out).toContain('none → operator');
    // The role applies on the next request; without a second factor it is still not enough.
    const noFactor = await consoleAs(bearer(user.session.accessToken));
    expect(noFactor.statusCode).toBe(403);
    expect(noFactor.json()).toEqual({ detail: AUTH_ERROR_DETAILS.secondFactorRequired });

    // Enrolling proves the factor in this session; another session opened with only a password is refused.
    const other = (await loginWithCode(t, user.email, user.password)).json<SessionResponse>();
    const { secret } = await enrolTwoFactor(t, user.session.accessToken);
    expect((await consoleAs(bearer(user.session.accessToken))).statusCode).toBe(200);
    expect((await consoleAs(bearer(other.accessToken))).statusCode).toBe(403);

    t.clock.advance(30_000);
    const withCode = await loginWithCode(t, user.email, user.password, totpCode(t, secret));
    expect((await consoleAs(bearer(withCode.json<SessionResponse>().accessToken))).statusCode).toBe(200);

    // Taking the role away applies on the next request too, and both changes are audited.
    expect((await role(user.email, 'none')).code).toBe(0);
    expect((await consoleAs(bearer(user.session.accessToken))).json()).toEqual({
      detail: AUTH_ERROR_DETAILS.operatorRequired,
    });
    const events = await t.database.db
      .selectFrom('audit_events')
      .select(['kind', 'data'])
      .where('kind', '=', 'role.changed')
      .execute();
    expect(events.map((event) => JSON.parse(event.data!) as unknown)).toEqual([
      { from: 'none', to: 'operator', by: 'cli' },
      { from: 'operator', to: 'none', by: 'cli' },
    ]);
  });

  it('rejects unknown roles and unknown users', async () => {
    expect((await role('someone@acme-chem.co.jp', 'admin')).code).toBe(2);
    expect((await role('nobody@acme-chem.co.jp', 'operator')).code).toBe(1);
  });
});
