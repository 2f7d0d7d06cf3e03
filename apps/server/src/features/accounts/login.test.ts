// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_DETAILS, type SessionResponse } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import {
  createAccountsTestApp,
  createActiveUser,
  login,
  register,
  registrationForm,
  type AccountsTestApp,
} from '../../test/accounts-test-app.js';

const GENERIC_401 = { detail: ACCOUNT_ERROR_DETAILS.incorrectCredentials };

describe('POST /auth/login', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({
      accounts: {
        loginThrottle: {
          delayAfter: 2,
          baseDelayMs: 100,
          maxDelayMs: 400,
          lockAfter: 5,
          lockMs: 15 * 60_000,
          failureWindowMs: 60 * 60_000,
        },
      },
    });
  });
  afterAll(() => t.close());

  it('answers tokens, name and typeCode, and sets the refresh cookie HttpOnly; Secure; SameSite=Strict on the auth path', async () => {
    const user = await createActiveUser(t);
    const response = await login(t, user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    const body = response.json<SessionResponse>();
    expect(body).toEqual({
      accessToken: expect.stringMatching(/^ey/) as unknown,
      refreshToken: expect.any(String) as unknown,
      name: '山田 太郎',
      typeCode: 'free',
      expiresIn: 900,
    });
    expect(body.refreshToken.length).toBeGreaterThanOrEqual(43);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`refresh_token=${body.refreshToken}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toContain('Path=/v1/company/auth');
    expect(response.headers['cache-control']).toBe('no-store');
    // Full-width characters typed with the IME in the wrong mode are the same password (NFKC).
    const fullWidth = await createActiveUser(t, { password: 'ｓｅｃｕｒｅ ｐａｓｓｐｈｒａｓｅ ２０２５' });
    expect((await login(t, fullWidth.email, 'secure passphrase 2025')).statusCode).toBe(200);
  });

  it('gives an unknown address and a wrong password the identical answer', async () => {
    const user = await createActiveUser(t);
    const wrong = await login(t, user.email, 'wrong password here', '10.0.0.1');
    const unknown = await login(t, 'nobody-here@acme-chem.co.jp', 'wrong password here', '10.0.0.2');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(GENERIC_401);
    }
    expect(wrong.body).toBe(unknown.body);
    expect(Object.keys(wrong.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
  });

  it('tells an INACTIVE user only after the right password', async () => {
    const form = registrationForm();
    await register(t, form);
    const wrong = await login(t, form.email, 'wrong password here');
    expect(wrong.json()).toEqual(GENERIC_401);
    const right = await login(t, form.email, form.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ detail: ACCOUNT_ERROR_DETAILS.emailNotConfirmed });
  });

  it('slows down, then locks the address temporarily; during the lock even the right password fails', async () => {
    const user = await createActiveUser(t);
    t.sleeps.length = 0;
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login(t, user.email, `wrong ${attempt}`)).json()).toEqual(GENERIC_401);
    }
    // Failures 1 and 2 free, then doubling delays before attempts 3 and 4.
    expect(t.sleeps).toEqual([100, 200]);
    // The 5th failure locks.
    expect((await login(t, user.email, 'wrong 5')).json()).toEqual(GENERIC_401);
    const locked = await login(t, user.email, user.password);
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual(GENERIC_401);

    const events = await t.database.db
      .selectFrom('audit_events')
      .select('kind')
      .where('kind', 'like', 'login.%')
      .execute();
    expect(events.map((event) => event.kind)).toContain('login.locked');

    t.clock.advance(14 * 60_000);
    expect((await login(t, user.email, user.password)).statusCode).toBe(401);
    t.clock.advance(60_000 + 1);
    // Locks are never permanent.
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
    // Success clears the count.
    t.sleeps.length = 0;
    await login(t, user.email, 'wrong again');
    await login(t, user.email, 'wrong again');
    expect(t.sleeps).toEqual([]);
  });

  it('holds the lock under concurrency: of 25 wrong guesses and the right password sent at once, only lockAfter are checked', async () => {
    const user = await createActiveUser(t);
    const guesses = Array.from({ length: 25 }, (_, i) => login(t, user.email, `wrong guess ${i}`));
    const responses = await Promise.all([...guesses, login(t, user.email, user.password)]);
    // The right password came after the 5th attempt: it is refused like every guess beyond the lock.
    expect(responses.map((response) => response.statusCode)).toEqual(Array(26).fill(401));
    const failures = await t.database.db
      .selectFrom('audit_events')
      .select('data')
      .where('kind', '=', 'login.failed')
      .execute();
    const reasons = failures
      .map((row) => JSON.parse(String(row.data)) as { email: string; reason: string })
      .filter((data) => data.email === user.email)
      .map((data) => data.reason);
    // Exactly lockAfter passwords were really verified; the rest met the lock unchecked.
    expect(reasons.filter((reason) => reason === 'credentials')).toHaveLength(5);
    expect(reasons.filter((reason) => reason === 'locked')).toHaveLength(21);
  });

  it('locks an unknown address exactly like a real one (no enumeration through the lock)', async () => {
    const user = await createActiveUser(t);
    const unknown = 'ghost@acme-chem.co.jp';
    const answers: string[][] = [[], []];
    for (let attempt = 1; attempt <= 6; attempt++) {
      for (const [index, email] of [user.email, unknown].entries()) {
        const response = await login(t, email, `wrong ${attempt}`);
        answers[index]!.push(`${response.statusCode} ${response.body}`);
      }
    }
    expect(answers[0]).toEqual(answers[1]);
  });

  it('writes audit events for success and failure', async () => {
    const user = await createActiveUser(t);
    await login(t, user.email, 'wrong password here');
    await login(t, user.email, user.password);
    const row = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow();
    const events = await t.database.db
      .selectFrom('audit_events')
      .select(['kind', 'data'])
      .where('user_id', '=', row.id)
      .execute();
    expect(events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['registration.completed', 'login.failed', 'login.succeeded']),
    );
    expect(JSON.stringify(events)).not.toContain(user.password);
  });
});

describe('per-IP rate limits', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ accounts: { rateLimits: { login: { max: 2, timeWindow: 60_000 } } } });
  });
  afterAll(() => t.close());

  it('answers 429 in the {"detail"} shape', async () => {
    await login(t, 'a@acme-chem.co.jp', 'whatever password');
    await login(t, 'a@acme-chem.co.jp', 'whatever password');
    const limited = await login(t, 'a@acme-chem.co.jp', 'whatever password');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: 'Too Many Requests' });
    // Another client is not affected.
    expect((await login(t, 'a@acme-chem.co.jp', 'whatever password', '192.0.2.7')).statusCode).toBe(401);
    const reissue = await t.app.inject({
      method: 'POST',
      url: API_PATHS.reissuePassword.build(),
      payload: { email: 'a@acme-chem.co.jp' },
    });
    expect(reissue.headers['x-ratelimit-limit']).toBeDefined();
  });
});
