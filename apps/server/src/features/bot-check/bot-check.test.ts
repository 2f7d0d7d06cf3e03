// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_DETAILS } from '@app/contract/api-errors';
import { API_PATHS } from '@app/contract/api-paths';
import {
  createAccountsTestApp,
  register,
  solveBotCheck,
  type AccountsTestApp,
} from '../../test/accounts-test-app.js';

describe('ALTCHA (default bot check)', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  it('serves signed, expiring challenges, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: API_PATHS.botCheckChallenge.build() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ parameters: { expiresAt: number; algorithm: string }; signature: string }>();
    expect(body.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it('accepts a solved challenge once; the replay is refused', async () => {
    const token = await solveBotCheck(t.app);
    expect((await register(t, { recaptchaToken: token })).statusCode).toBe(201);
    const replay = await register(t, { recaptchaToken: token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ detail: API_ERROR_DETAILS.botCheckFailed });
  });

  it('refuses a tampered challenge, a wrong solution and a foreign signature', async () => {
    const token = await solveBotCheck(t.app);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString()) as {
      challenge: { parameters: Record<string, unknown>; signature: string };
      solution: { counter: number; derivedKey: string };
    };
    const variants = [
      {
        ...payload,
        challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 0 } },
      },
      { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } },
      { ...payload, challenge: { ...payload.challenge, signature: 'ab'.repeat(32) } },
      {
        ...payload,
        challenge: {
          ...payload.challenge,
          parameters: { ...payload.challenge.parameters, algorithm: 'SHA-1' },
        },
      },
    ];
    for (const variant of variants) {
      const response = await register(t, {
        recaptchaToken: Buffer.from(JSON.stringify(variant)).toString('base64'),
      });
      expect(response.json()).toEqual({ detail: API_ERROR_DETAILS.botCheckFailed });
    }
    // The untouched original still works: failed attempts did not use it up.
    expect((await register(t, { recaptchaToken: token })).statusCode).toBe(201);
  });
});

describe('reCAPTCHA (BOT_CHECK=recaptcha)', () => {
  let t: AccountsTestApp;
  const seen: string[] = [];
  beforeAll(async () => {
    t = await createAccountsTestApp({
      env: { BOT_CHECK: 'recaptcha', RECAPTCHA_SECRET: 'test-secret' },
      overrides: {
        botCheck: {
          recaptchaVerifier: (token, ip) => {
            seen.push(`${token}@${ip}`);
            return Promise.resolve(token === 'good-token');
          },
        },
      },
    });
  });
  afterAll(() => t.close());

  it('asks the verifier with the client IP; a failure answers the catalogue detail', async () => {
    expect((await register(t, { recaptchaToken: 'good-token' })).statusCode).toBe(201);
    const bad = await register(t, { recaptchaToken: 'bad-token' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: API_ERROR_DETAILS.botCheckFailed });
    expect(seen).toEqual(['good-token@127.0.0.1', 'bad-token@127.0.0.1']);
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.botCheckChallenge.build() })).statusCode).toBe(
      404,
    );
  });
});
