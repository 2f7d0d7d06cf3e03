import { Secret, TOTP } from 'otpauth';
import type { LightMyRequestResponse } from 'fastify';
import type { SessionResponse } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import type { RecoveryCodes, TwoFactorSetup } from '@app/contract/two-factor';
import { bearer, createActiveUser, type AccountsTestApp } from './accounts-test-app.js';

/** The code an authenticator app would show for `secret` at the app's clock (same library as the server). */
export function totpCode(t: AccountsTestApp, secret: string): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now().getTime() });
}

/** Enrols the second factor in the session `accessToken` (that session is then verified). */
export async function enrolTwoFactor(
  t: AccountsTestApp,
  accessToken: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await t.app.inject({
    method: 'POST',
    url: API_PATHS.twoFactorSetup.build(),
    headers: bearer(accessToken),
  });
  if (setup.statusCode !== 200) throw new Error(`setup: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json<TwoFactorSetup>();
  const enabled = await t.app.inject({
    method: 'POST',
    url: API_PATHS.twoFactorEnable.build(),
    headers: bearer(accessToken),
    payload: { code: totpCode(t, secret) },
  });
  if (enabled.statusCode !== 200) throw new Error(`enable: ${enabled.statusCode} ${enabled.body}`);
  return { secret, recoveryCodes: enabled.json<RecoveryCodes>().recoveryCodes };
}

export function loginWithCode(
  t: AccountsTestApp,
  email: string,
  password: string,
  otp?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: API_PATHS.login.build(), payload: { email, password, otp } });
}

/** Grants the role as the CLI does (the database column; the CLI itself is tested in user-role.test.ts). */
export async function makeOperator(t: AccountsTestApp, email: string): Promise<void> {
  await t.database.db.updateTable('users').set({ role: 'operator' }).where('email', '=', email).execute();
}

export interface TestOperator {
  id: number;
  email: string;
  password: string;
  secret: string;
  /** Headers of a session that proved the second factor. */
  headers: { authorization: string };
}

/** An ACTIVE user with the operator role and an enrolled second factor, signed in with it. */
export async function createOperator(t: AccountsTestApp): Promise<TestOperator> {
  const user = await createActiveUser(t, { name: '運営 花子' });
  await makeOperator(t, user.email);
  const { secret } = await enrolTwoFactor(t, user.session.accessToken);
  const { id } = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', user.email)
    .executeTakeFirstOrThrow();
  return { ...user, id, secret, headers: bearer(user.session.accessToken) };
}

/** A fresh verified operator session (the clock moves one TOTP step so the code is new). */
export async function operatorSession(t: AccountsTestApp, operator: TestOperator): Promise<SessionResponse> {
  t.clock.advance(30_000);
  const response = await loginWithCode(t, operator.email, operator.password, totpCode(t, operator.secret));
  if (response.statusCode !== 200) throw new Error(`operator login: ${response.statusCode} ${response.body}`);
  return response.json<SessionResponse>();
}
