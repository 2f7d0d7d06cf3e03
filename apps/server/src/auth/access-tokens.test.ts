import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import {
  bearer,
  createAccountsTestApp,
  createActiveUser,
  login,
  type AccountsTestApp,
} from '../test/accounts-test-app.js';
import { getOrCreateAppSecret, SECRET_KEYS } from '../security/app-secrets.js';

describe('access tokens', () => {
  let t: AccountsTestApp;
  let session: SessionResponse;
  let claims: ReturnType<typeof decodeJwt>;
  let key: Uint8Array;

  beforeAll(async () => {
    t = await createAccountsTestApp();
    const user = await createActiveUser(t);
    session = (await login(t, user.email, user.password)).json<SessionResponse>();
    claims = decodeJwt(session.accessToken);
    key = new TextEncoder().encode(await getOrCreateAppSecret(t.database.db, SECRET_KEYS.jwt));
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: API_PATHS.me.build(), headers });
  const resign = (payload: Record<string, unknown>, signingKey = key, alg = 'HS256') =>
    new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(signingKey);

  it('carries sub, sid, typ access, iss, aud and a 15-minute exp', () => {
    expect(claims).toMatchObject({
      typ: 'access',
      sub: expect.stringMatching(/^\d+$/) as unknown,
      sid: expect.any(String) as unknown,
    });
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(claims.iss).toBe(t.config.appBaseUrl);
    expect(claims.aud).toBe(`${t.config.appBaseUrl}/v1/company`);
  });

  it('accepts the genuine token, a re-signed copy with the real key, and nothing forged', async () => {
    expect((await me(bearer(session.accessToken))).statusCode).toBe(200);
    expect((await me(bearer(await resign(claims)))).statusCode).toBe(200);

    const [header, payload] = session.accessToken.split('.') as [string, string, string];
    const tampered = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    tampered.sub = '999999';
    const forged = {
      'alg none': new UnsecuredJWT(claims).encode(),
      'wrong key': await resign(claims, new TextEncoder().encode('x'.repeat(32))),
      'HS512 with the real key': await resign(claims, key, 'HS512'),
      'tampered payload': `${header}.${Buffer.from(JSON.stringify(tampered)).toString('base64url')}.${session.accessToken.split('.')[2]}`,
      'refresh token as access token': session.refreshToken,
      'typ refresh': await resign({ ...claims, typ: 'refresh' }),
      'no typ': await resign({ ...claims, typ: undefined }),
      'other audience': await resign({ ...claims, aud: 'https://elsewhere.example' }),
      'other issuer': await resign({ ...claims, iss: 'https://elsewhere.example' }),
      'no session': await resign({ ...claims, sid: undefined }),
      'unknown session': await resign({ ...claims, sid: 'not-a-session' }),
      garbage: 'abc.def.ghi',
      empty: '',
    };
    for (const [name, token] of Object.entries(forged)) {
      const response = await me(bearer(token));
      expect(response.statusCode, name).toBe(401);
      expect(response.json(), name).toEqual({ detail: 'Not authenticated' });
      expect(response.headers['www-authenticate'], name).toBe('Bearer');
    }
    expect((await me({ authorization: `Basic ${session.accessToken}` })).statusCode).toBe(401);
    expect((await me({})).statusCode).toBe(401);
  });

  it('expires after 15 minutes', async () => {
    t.clock.advance(14 * 60_000);
    expect((await me(bearer(session.accessToken))).statusCode).toBe(200);
    t.clock.advance(60_000 + 1_000);
    expect((await me(bearer(session.accessToken))).statusCode).toBe(401);
  });
});
