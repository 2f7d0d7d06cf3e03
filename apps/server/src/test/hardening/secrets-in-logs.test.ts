import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import {
  bearer,
  completeRegistration,
  createAccountsTestApp,
  latestMailTo,
  login,
  register,
  registrationForm,
  type AccountsTestApp,
} from '../accounts-test-app.js';
import { tokenFromMail } from '../mail-outbox.js';
import { createMemoryLogger } from '../memory-logger.js';

/*
 * docs/spec/budgets-and-reliability.md: no secrets in logs. A realistic account life (sign-up, confirmation link, login, refresh,
 * forgotten password, reset link, password change, logout, a stale token) runs on the production logger
 * (redaction included, at the info level servers run with); no password, access or refresh token, or
 * token of a mailed link may appear anywhere in what was written.
 */
describe('secrets in the logs (docs/spec/budgets-and-reliability.md)', () => {
  const { logger, entries } = createMemoryLogger();
  let t: AccountsTestApp;
  const secrets = new Map<string, string>();
  const remember = (label: string, value: string | undefined) => {
    expect(value, label).toMatch(/\S{8,}/);
    secrets.set(label, value!);
  };

  beforeAll(async () => {
    t = await createAccountsTestApp({ logger });
  });
  afterAll(() => t.close());

  function expectOk(response: LightMyRequestResponse, status: number): void {
    expect(response.statusCode, response.body).toBe(status);
  }

  it('holds none of the passwords, tokens and link tokens of a whole account life', async () => {
    const form = registrationForm({ password: '初回のパスフレーズ 樹脂 2026' });
    remember('sign-up password', form.password);
    expectOk(await register(t, form), 201);
    const registrationToken = tokenFromMail(await latestMailTo(t, form.email), '/signup/confirm-register');
    remember('registration link token', registrationToken);
    expectOk(await completeRegistration(t, registrationToken), 200);

    const wrong = 'まちがったパスフレーズ 2026';
    remember('wrong password', wrong);
    expectOk(await login(t, form.email, wrong), 401);
    const signedIn = await login(t, form.email, form.password);
    expectOk(signedIn, 200);
    const session = signedIn.json<SessionResponse>();
    remember('login access token', session.accessToken);
    remember('login refresh token', session.refreshToken);

    // API clients send the refresh token in the body, browsers in the cookie: both ways.
    const byBody = await t.app.inject({
      method: 'POST',
      url: API_PATHS.refreshToken.build(),
      payload: { refreshToken: session.refreshToken },
    });
    expectOk(byBody, 200);
    const rotated = byBody.json<SessionResponse>();
    remember('rotated access token', rotated.accessToken);
    remember('rotated refresh token', rotated.refreshToken);
    const cookie = byBody.cookies.find((c) => c.name.toLowerCase().includes('refresh'));
    if (cookie) {
      const byCookie = await t.app.inject({
        method: 'POST',
        url: API_PATHS.refreshToken.build(),
        cookies: { [cookie.name]: cookie.value },
        payload: {},
      });
      expectOk(byCookie, 200);
      remember('cookie-rotated refresh token', byCookie.json<SessionResponse>().refreshToken);
    }
    // Reusing a rotated token (theft detection) is logged as an event, still without the token.
    await t.app.inject({
      method: 'POST',
      url: API_PATHS.refreshToken.build(),
      payload: { refreshToken: session.refreshToken },
    });

    expectOk(
      await t.app.inject({
        method: 'POST',
        url: API_PATHS.reissuePassword.build(),
        payload: { email: form.email },
      }),
      200,
    );
    const resetToken = tokenFromMail(await latestMailTo(t, form.email), '/reset-password');
    remember('reset link token', resetToken);
    const reset = '再設定したパスフレーズ 2026 冬';
    remember('reset password', reset);
    expectOk(
      await t.app.inject({
        method: 'PATCH',
        url: API_PATHS.resetPassword.build(),
        payload: { newPassword: reset, resetPasswordToken: resetToken },
      }),
      200,
    );

    const again = (await login(t, form.email, reset)).json<SessionResponse>();
    remember('access token after reset', again.accessToken);
    const changed = '変更後のパスフレーズ 2027 春';
    remember('changed password', changed);
    expectOk(
      await t.app.inject({
        method: 'PATCH',
        url: API_PATHS.changePassword.build(),
        headers: bearer(again.accessToken),
        payload: { currentPassword: reset, newPassword: changed },
      }),
      200,
    );
    // A revoked token and a forged one are refused and logged as requests, not as tokens.
    await t.app.inject({ method: 'GET', url: API_PATHS.me.build(), headers: bearer(again.accessToken) });
    await t.app.inject({
      method: 'GET',
      url: API_PATHS.me.build(),
      headers: bearer(`${again.accessToken}x`),
    });
    const last = (await login(t, form.email, changed)).json<SessionResponse>();
    remember('last refresh token', last.refreshToken);
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: API_PATHS.logout.build(),
        headers: bearer(last.accessToken),
        payload: { refreshToken: last.refreshToken },
      }),
      204,
    );
    await t.drainJobs();

    const written = entries.map((entry) => JSON.stringify(entry)).join('\n');
    // The run was logged (requests, mails, audit events): an empty log would prove nothing.
    expect(entries.length).toBeGreaterThan(20);
    expect(written).toContain(API_PATHS.resetPassword.build());
    const leaked = [...secrets].filter(([, value]) => written.includes(value)).map(([label]) => label);
    expect(leaked).toEqual([]);
    // Nor any 20+ characters of a token (a truncated or differently escaped copy).
    const fragments = [...secrets]
      .filter(([label]) => label.includes('token'))
      .filter(([, value]) => written.includes(value.slice(5, 25)))
      .map(([label]) => label);
    expect(fragments).toEqual([]);
  });
});
