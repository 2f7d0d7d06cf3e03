// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_DETAILS, type SessionResponse } from '@app/contract/accounts';
import { API_ERROR_DETAILS } from '@app/contract/api-errors';
import { API_PATHS } from '@app/contract/api-paths';
import {
  bearer,
  createAccountsTestApp,
  createActiveUser,
  latestMailTo,
  login,
  register,
  registrationForm,
  type AccountsTestApp,
} from '../../test/accounts-test-app.js';
import { tokenFromMail } from '../../test/mail-outbox.js';

describe('password reissue and reset', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ env: { APP_BASE_URL: 'https://sozai.example.co.jp' } });
  });
  afterAll(() => t.close());

  const reissue = (email: string) =>
    t.app.inject({ method: 'POST', url: API_PATHS.reissuePassword.build(), payload: { email } });
  const reset = (resetPasswordToken: string, newPassword: string) =>
    t.app.inject({
      method: 'PATCH',
      url: API_PATHS.resetPassword.build(),
      payload: { resetPasswordToken, newPassword },
    });

  it('answers the same for a registered, an unconfirmed and an unknown address', async () => {
    const active = await createActiveUser(t);
    const inactive = registrationForm();
    await register(t, inactive);
    await t.drainJobs();
    const answers = [];
    for (const email of [active.email, inactive.email, 'nobody@acme-chem.co.jp']) {
      const response = await reissue(email);
      answers.push([response.statusCode, response.body, response.headers['content-type']]);
    }
    expect(answers[0]?.[0]).toBe(200);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect((await latestMailTo(t, active.email)).subject).toBe('【素材特許ナビ】パスワード再設定のご案内');
    // The unconfirmed user gets what helps: a new sign-up link.
    expect((await latestMailTo(t, inactive.email)).subject).toBe('【素材特許ナビ】会員登録のご案内');
    expect((await t.outbox()).some((mail) => mail.to === 'nobody@acme-chem.co.jp')).toBe(false);
  });

  it('resets with the mailed single-use token, ends every session and mails a notice', async () => {
    const user = await createActiveUser(t);
    const before = (await login(t, user.email, user.password)).json<SessionResponse>();
    await reissue(user.email);
    const mail = await latestMailTo(t, user.email);
    expect(mail.text).toContain('https://sozai.example.co.jp/reset-password?token=');
    const token = tokenFromMail(mail, '/reset-password');

    const done = await reset(token, '新しいパスフレーズ 2025 秋');
    expect(done.statusCode).toBe(200);
    expect((await login(t, user.email, user.password)).statusCode).toBe(401);
    expect((await login(t, user.email, '新しいパスフレーズ 2025 秋')).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: API_PATHS.refreshToken.build(),
          payload: { refreshToken: before.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: API_PATHS.me.build(), headers: bearer(before.accessToken) }))
        .statusCode,
    ).toBe(401);
    expect((await latestMailTo(t, user.email)).subject).toBe(
      '【素材特許ナビ】パスワード再設定完了のお知らせ',
    );

    const again = await reset(token, 'もう一度別のパスフレーズ 2025');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: ACCOUNT_ERROR_DETAILS.invalidResetToken });
    const row = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow();
    const events = await t.database.db
      .selectFrom('audit_events')
      .select('kind')
      .where('user_id', '=', row.id)
      .execute();
    expect(events.map((event) => event.kind)).toContain('password.reset');
  });

  it('expires the token after an hour and keeps only the newest one', async () => {
    const user = await createActiveUser(t);
    await reissue(user.email);
    const first = tokenFromMail(await latestMailTo(t, user.email), '/reset-password');
    await reissue(user.email);
    const second = tokenFromMail(await latestMailTo(t, user.email), '/reset-password');
    expect((await reset(first, '新しいパスフレーズ 2025 冬')).statusCode).toBe(400);
    t.clock.advance(60 * 60_000 + 1);
    expect((await reset(second, '新しいパスフレーズ 2025 冬')).statusCode).toBe(400);
  });

  it('applies the password rules to the new password without using up the token', async () => {
    const user = await createActiveUser(t, { email: `kobayashi.${Date.now()}@acme-chem.co.jp` });
    await reissue(user.email);
    const token = tokenFromMail(await latestMailTo(t, user.email), '/reset-password');
    const common = await reset(token, 'iloveyou1');
    expect(common.statusCode).toBe(422);
    expect(common.json()).toMatchObject({
      detail: [{ loc: ['body', 'newPassword'], type: 'password_common' }],
    });
    const fromCompany = await reset(token, 'アクメ化学2025!');
    expect(fromCompany.json()).toMatchObject({
      detail: [{ loc: ['body', 'newPassword'], type: 'password_from_context' }],
    });
    expect((await reset(token, 'short')).statusCode).toBe(422);
    expect((await reset(token, '十分に長くて覚えやすい合言葉')).statusCode).toBe(200);
  });
});

describe('PATCH /users/change-password', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  const change = (accessToken: string, currentPassword: string, newPassword: string) =>
    t.app.inject({
      method: 'PATCH',
      url: API_PATHS.changePassword.build(),
      headers: bearer(accessToken),
      payload: { currentPassword, newPassword },
    });

  it('refuses a wrong current password with the catalogue detail', async () => {
    const user = await createActiveUser(t);
    const response = await change(user.session.accessToken, 'not my password', '別の長いパスフレーズです');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: API_ERROR_DETAILS.currentPasswordIncorrect });
    expect(
      (await t.app.inject({ method: 'PATCH', url: API_PATHS.changePassword.build(), payload: {} }))
        .statusCode,
    ).toBe(401);
  });

  it('changes the password, ends every other session, returns fresh tokens for this tab and mails a notice', async () => {
    const user = await createActiveUser(t);
    const otherDevice = (await login(t, user.email, user.password)).json<SessionResponse>();
    const response = await change(user.session.accessToken, user.password, '別の長いパスフレーズです');
    expect(response.statusCode).toBe(200);
    const fresh = response.json<SessionResponse>();
    expect(fresh).toMatchObject({ name: '山田 太郎', typeCode: 'free' });
    expect(String(response.headers['set-cookie'])).toContain(`refresh_token=${fresh.refreshToken}`);

    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: API_PATHS.me.build(), headers: bearer(token) });
    expect((await me(fresh.accessToken)).statusCode).toBe(200);
    expect((await me(otherDevice.accessToken)).statusCode).toBe(401);
    expect((await me(user.session.accessToken)).statusCode).toBe(401);
    expect((await login(t, user.email, '別の長いパスフレーズです')).statusCode).toBe(200);
    expect((await latestMailTo(t, user.email)).subject).toBe('【素材特許ナビ】パスワード変更のお知らせ');
  });

  it('validates the new password (same as current, too short, common)', async () => {
    const user = await createActiveUser(t);
    const same = await change(user.session.accessToken, user.password, user.password);
    expect(same.json()).toMatchObject({
      detail: [{ loc: ['body', 'newPassword'], msg: expect.stringContaining('異なる') as unknown }],
    });
    expect((await change(user.session.accessToken, user.password, 'qwertyuiop')).json()).toMatchObject({
      detail: [{ type: 'password_common' }],
    });
  });
});
