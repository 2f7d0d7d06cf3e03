import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_DETAILS, type SessionResponse } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import { TWO_FACTOR_ERROR_DETAILS, type SecurityStatus, type TwoFactorSetup } from '@app/contract/two-factor';
import {
  bearer,
  createAccountsTestApp,
  createActiveUser,
  type AccountsTestApp,
} from '../../../test/accounts-test-app.js';
import { enrolTwoFactor, loginWithCode, totpCode } from '../../../test/operator-test-support.js';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

async function security(accessToken: string): Promise<SecurityStatus> {
  const response = await t.app.inject({
    method: 'GET',
    url: API_PATHS.mySecurity.build(),
    headers: bearer(accessToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json<SecurityStatus>();
}

describe('second factor (TOTP) on my page and at sign-in', () => {
  it('enrols with a QR code and the first code, then asks for a code at every sign-in', async () => {
    const user = await createActiveUser(t);
    expect(await security(user.session.accessToken)).toEqual({
      role: 'none',
      twoFactorEnabled: false,
      recoveryCodesLeft: 0,
      sessionSecondFactor: false,
    });

    const setup = await t.app.inject({
      method: 'POST',
      url: API_PATHS.twoFactorSetup.build(),
      headers: bearer(user.session.accessToken),
    });
    const pending = setup.json<TwoFactorSetup>();
    expect(pending.otpauthUri).toContain(`secret=${pending.secret}`);
    expect(pending.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    // A pending secret does not protect the account yet.
    expect((await loginWithCode(t, user.email, user.password)).statusCode).toBe(200);

    const wrong = await t.app.inject({
      method: 'POST',
      url: API_PATHS.twoFactorEnable.build(),
      headers: bearer(user.session.accessToken),
      payload: { code: '000000' === totpCode(t, pending.secret) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: TWO_FACTOR_ERROR_DETAILS.invalidCode });

    const enabled = await t.app.inject({
      method: 'POST',
      url: API_PATHS.twoFactorEnable.build(),
      headers: bearer(user.session.accessToken),
      payload: { code: totpCode(t, pending.secret) },
    });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Stored hashed only.
    const stored = await t.database.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
    expect(await security(user.session.accessToken)).toMatchObject({
      twoFactorEnabled: true,
      recoveryCodesLeft: 10,
      sessionSecondFactor: true,
    });

    const withoutCode = await loginWithCode(t, user.email, user.password);
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toEqual({ detail: ACCOUNT_ERROR_DETAILS.twoFactorCodeRequired });
    // A wrong password still says only "incorrect", never that a code is needed.
    const wrongPassword = await loginWithCode(t, user.email, 'まちがったパスワードです');
    expect(wrongPassword.json()).toEqual({ detail: ACCOUNT_ERROR_DETAILS.incorrectCredentials });

    t.clock.advance(30_000);
    const code = totpCode(t, pending.secret);
    const signedIn = await loginWithCode(t, user.email, user.password, code);
    expect(signedIn.statusCode).toBe(200);
    expect(await security(signedIn.json<SessionResponse>().accessToken)).toMatchObject({
      sessionSecondFactor: true,
    });
    // The same code is never accepted twice (RFC 6238 §5.2).
    const replay = await loginWithCode(t, user.email, user.password, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: ACCOUNT_ERROR_DETAILS.twoFactorCodeInvalid });

    // A recovery code works once, typed in any case and with spaces.
    const recovery = recoveryCodes[3]!;
    const typed = ` ${recovery.toLowerCase()} `;
    expect((await loginWithCode(t, user.email, user.password, typed)).statusCode).toBe(200);
    expect((await loginWithCode(t, user.email, user.password, recovery)).statusCode).toBe(401);
    expect(await security(user.session.accessToken)).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('counts wrong codes towards the sign-in lock, and audits enrolment', async () => {
    const user = await createActiveUser(t);
    const { secret } = await enrolTwoFactor(t, user.session.accessToken);
    for (let i = 0; i < 12; i += 1) await loginWithCode(t, user.email, user.password, '999999');
    // Locked: now even the right password and code get the generic answer.
    t.clock.advance(30_000);
    const locked = await loginWithCode(t, user.email, user.password, totpCode(t, secret));
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual({ detail: ACCOUNT_ERROR_DETAILS.incorrectCredentials });
    const kinds = await t.database.db
      .selectFrom('audit_events')
      .innerJoin('users', 'users.id', 'audit_events.user_id')
      .select('kind')
      .where('users.email', '=', user.email)
      .execute();
    expect(kinds.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['two_factor.enabled', 'two_factor.failed', 'login.locked']),
    );
  });

  it('regenerates recovery codes and disables only with the password and a code', async () => {
    const user = await createActiveUser(t);
    const headers = bearer(user.session.accessToken);
    const { secret, recoveryCodes } = await enrolTwoFactor(t, user.session.accessToken);
    const again = await t.app.inject({ method: 'POST', url: API_PATHS.twoFactorSetup.build(), headers });
    expect(again.statusCode).toBe(409);

    t.clock.advance(30_000);
    const regenerated = await t.app.inject({
      method: 'POST',
      url: API_PATHS.twoFactorRecoveryCodes.build(),
      headers,
      payload: { code: totpCode(t, secret) },
    });
    expect(regenerated.statusCode).toBe(200);
    // The old codes stop working.
    expect((await loginWithCode(t, user.email, user.password, recoveryCodes[0])).statusCode).toBe(401);

    t.clock.advance(30_000);
    const badPassword = await t.app.inject({
      method: 'POST',
      url: API_PATHS.twoFactorDisable.build(),
      headers,
      payload: { password: 'ちがうパスワード', code: totpCode(t, secret) },
    });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json()).toEqual({ detail: TWO_FACTOR_ERROR_DETAILS.wrongPassword });

    const disabled = await t.app.inject({
      method: 'POST',
      url: API_PATHS.twoFactorDisable.build(),
      headers,
      payload: { password: user.password, code: totpCode(t, secret) },
    });
    expect(disabled.statusCode).toBe(204);
    expect((await loginWithCode(t, user.email, user.password)).statusCode).toBe(200);
  });

  it('answers 422 in Japanese for a malformed code', async () => {
    const user = await createActiveUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.twoFactorEnable.build(),
      headers: bearer(user.session.accessToken),
      payload: { code: 'abc' },
    });
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json())).toContain('6桁');
  });
});
