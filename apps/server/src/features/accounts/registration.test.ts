// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@app/contract/accounts';
import { API_ERROR_DETAILS } from '@app/contract/api-errors';
import { API_PATHS } from '@app/contract/api-paths';
import { runCli } from '../../cli/run-cli.js';
import {
  bearer,
  completeRegistration,
  createAccountsTestApp,
  createActiveUser,
  latestMailTo,
  login,
  register,
  registrationForm,
  solveBotCheck,
  type AccountsTestApp,
} from '../../test/accounts-test-app.js';
import { tokenFromMail } from '../../test/mail-outbox.js';

const CONFIRM_PAGE = '/signup/confirm-register';

describe('sign-up', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ env: { APP_BASE_URL: 'https://sozai.example.co.jp' } });
  });
  afterAll(() => t.close());

  it('registers an INACTIVE free user, mails the link, and completes into an ACTIVE user who then logs in (the link opens no session)', async () => {
    const form = registrationForm();
    const response = await register(t, form);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: expect.any(String) as unknown });
    expect(response.headers['set-cookie']).toBeUndefined();

    const user = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', form.email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      status: 'INACTIVE',
      type_code: 'free',
      name: '山田 太郎',
      company_name: '株式会社アクメ化学',
    });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    // INACTIVE: the right password does not sign in yet.
    expect((await login(t, form.email, form.password)).statusCode).toBe(403);

    const mail = await latestMailTo(t, form.email);
    expect(mail.subject).toBe('【素材特許ナビ】会員登録のご案内');
    expect(mail.text).toContain('山田 太郎 様');
    expect(mail.text).toContain(`https://sozai.example.co.jp${CONFIRM_PAGE}?token=`);
    // The token is stored only as a hash.
    const token = tokenFromMail(mail, CONFIRM_PAGE);
    const stored = await t.database.db.selectFrom('one_time_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const completed = await completeRegistration(t, token);
    expect(completed.statusCode).toBe(200);
    // The account is active, but the link is no login: no session, no refresh cookie.
    expect(completed.json()).toEqual({ message: 'Registration completed. Please log in.' });
    expect(completed.headers['set-cookie']).toBeUndefined();
    const families = await t.database.db
      .selectFrom('refresh_token_families')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(families).toEqual([]);

    const loggedIn = await login(t, form.email, form.password);
    expect(loggedIn.statusCode).toBe(200);
    const session = loggedIn.json<SessionResponse>();
    expect(session).toMatchObject({ name: '山田 太郎', typeCode: 'free', expiresIn: 900 });
    const me = await t.app.inject({
      method: 'GET',
      url: API_PATHS.me.build(),
      headers: bearer(session.accessToken),
    });
    expect(me.json()).toMatchObject({ email: form.email, typeCode: 'free', department: '研究開発部' });

    // Single use: the second completion is the catalogue's "link expired".
    const again = await completeRegistration(t, token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: API_ERROR_DETAILS.userNotInactive });
    const events = await t.database.db
      .selectFrom('audit_events')
      .select('kind')
      .where('user_id', '=', user.id)
      .execute();
    expect(events.map((event) => event.kind)).toContain('registration.completed');
  });

  it('answers User already exists (409) for an ACTIVE address', async () => {
    const form = registrationForm();
    await register(t, form);
    await completeRegistration(t, tokenFromMail(await latestMailTo(t, form.email), CONFIRM_PAGE));
    const response = await register(t, { ...form, name: '別人' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: API_ERROR_DETAILS.userAlreadyExists });
  });

  it('answers a repeated sign-up of an INACTIVE address exactly like a new one, and only the newest link works', async () => {
    const fresh = registrationForm();
    const first = registrationForm();
    const newResponse = await register(t, fresh);
    await register(t, first);
    const oldToken = tokenFromMail(await latestMailTo(t, first.email), CONFIRM_PAGE);
    const repeated = await register(t, { ...first, password: 'まったく別のパスワード2025' });

    expect(repeated.statusCode).toBe(newResponse.statusCode);
    expect(repeated.body).toBe(newResponse.body);
    expect(repeated.headers['content-type']).toBe(newResponse.headers['content-type']);

    const newToken = tokenFromMail(await latestMailTo(t, first.email), CONFIRM_PAGE);
    expect(newToken).not.toBe(oldToken);
    expect((await completeRegistration(t, oldToken)).json()).toEqual({
      detail: API_ERROR_DETAILS.userNotInactive,
    });
    expect((await completeRegistration(t, newToken)).statusCode).toBe(200);
    // The latest form's password is the one that counts.
    expect((await login(t, first.email, first.password)).statusCode).toBe(401);
    expect((await login(t, first.email, 'まったく別のパスワード2025')).statusCode).toBe(200);
  });

  it('refuses free and disposable mail domains, lower-cased, IDN-encoded and with their subdomains', async () => {
    for (const email of [
      'taro@gmail.com',
      'Taro@Yahoo.co.jp',
      'taro@docomo.ne.jp',
      'taro@ezweb.ne.jp',
      'taro@au.com',
      'taro@i.softbank.jp',
      'taro@ymobile.ne.jp',
      'taro@icloud.com',
      'taro@outlook.jp',
      'taro@hotmail.co.jp',
      'taro@nifty.com',
      'taro@mail.biglobe.ne.jp',
      'taro@ocn.ne.jp',
      'taro@so-net.ne.jp',
      'taro@mailinator.com',
      'TARO@GMAIL.COM.',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: API_PATHS.register.build(),
        payload: { ...registrationForm(), email, recaptchaToken: 'not checked yet' },
      });
      expect(response.statusCode, email).toBe(400);
      expect(response.json()).toEqual({ detail: API_ERROR_DETAILS.unauthorizedDomain });
    }
    // An internationalised company domain is fine (stored in punycode).
    const idn = registrationForm({ email: 'taro@アクメ化学.jp' });
    expect((await register(t, idn)).statusCode).toBe(201);
    const stored = await t.database.db
      .selectFrom('users')
      .select('email')
      .where('email', 'like', 'taro@xn--%')
      .executeTakeFirst();
    expect(stored?.email).toMatch(/^taro@xn--[a-z0-9-]+\.jp$/);
  });

  it('refuses a failed bot check with the catalogue detail', async () => {
    for (const recaptchaToken of ['garbage', Buffer.from('{"challenge":{}}').toString('base64')]) {
      const response = await register(t, { recaptchaToken });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: API_ERROR_DETAILS.botCheckFailed });
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: API_PATHS.register.build(),
      payload: registrationForm(),
    });
    expect(missing.statusCode).toBe(422);
  });

  it.each(['aaaaaaaa', 'abcdefgh', '        ', 'tanaka2024', 'sakura123'])(
    'refuses the guessable password %j by its zxcvbn score, in Japanese',
    async (password) => {
      const response = await register(t, { password });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        detail: [
          {
            loc: ['body', 'password'],
            msg: expect.stringContaining('推測されやすいパスワード') as unknown,
            type: 'password_weak',
          },
        ],
      });
    },
  );

  it('refuses common passwords and passwords built from the e-mail or company (422 on the field)', async () => {
    const common = await register(t, { password: 'password1234' });
    expect(common.statusCode).toBe(422);
    expect(common.json()).toEqual({
      detail: [
        {
          loc: ['body', 'password'],
          msg: expect.stringContaining('よく使われている') as unknown,
          type: 'password_common',
        },
      ],
    });
    const fromEmail = await register(t, {
      email: 'suzuki.ichiro@acme-chem.co.jp',
      password: 'Suzuki.Ichiro2024!',
    });
    expect(fromEmail.statusCode).toBe(422);
    expect(JSON.stringify(fromEmail.json())).toContain('メールアドレスや会社名');
    const short = await register(t, { password: 'short' });
    expect(short.json()).toMatchObject({
      detail: [{ loc: ['body', 'password'], msg: 'パスワードは8文字以上で入力してください' }],
    });
    const badEmail = await register(t, { email: 'not-an-address' });
    expect(badEmail.json()).toMatchObject({
      detail: [{ loc: ['body', 'email'], msg: 'メールアドレスの形式が正しくありません' }],
    });
  });

  it('never takes a typeCode from the sign-up form', async () => {
    const form = registrationForm();
    await t.app.inject({
      method: 'POST',
      url: API_PATHS.register.build(),
      payload: { ...form, typeCode: 'standard', recaptchaToken: await solveBotCheck(t.app) },
    });
    const user = await t.database.db
      .selectFrom('users')
      .select('type_code')
      .where('email', '=', form.email)
      .executeTakeFirstOrThrow();
    expect(user.type_code).toBe('free');
  });

  it('resend-registration mails a new link, with the same answer for unknown, INACTIVE and ACTIVE addresses', async () => {
    const form = registrationForm();
    await register(t, form);
    const active = await createActiveUser(t);
    await t.drainJobs();
    const before = (await t.outbox()).length;
    const answers = [];
    for (const email of [form.email, 'nobody@acme-chem.co.jp', active.email]) {
      const response = await t.app.inject({
        method: 'POST',
        url: API_PATHS.resendRegistration.build(),
        payload: { email },
      });
      answers.push({ status: response.statusCode, body: response.body });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[0]?.status).toBe(200);
    await t.drainJobs();
    const mails = (await t.outbox()).filter((mail) => mail.to === form.email);
    expect(mails).toHaveLength(2);
    expect((await t.outbox()).length).toBe(before + 1);
    expect((await completeRegistration(t, tokenFromMail(mails[1]!, CONFIRM_PAGE))).statusCode).toBe(200);
  });

  it('expires the link after 24 hours', async () => {
    const form = registrationForm();
    await register(t, form);
    const token = tokenFromMail(await latestMailTo(t, form.email), CONFIRM_PAGE);
    t.clock.advance(24 * 60 * 60_000 + 1_000);
    const response = await completeRegistration(t, token);
    expect(response.json()).toEqual({ detail: API_ERROR_DETAILS.userNotInactive });
    expect((await completeRegistration(t, 'made-up')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PATCH', url: API_PATHS.completeRegistration.build() })).statusCode,
    ).toBe(400);
  });
});

describe('sign-up with an operator allow-list', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ env: { ALLOWED_EMAIL_DOMAINS: 'ocn.ne.jp, example.nifty.com' } });
  });
  afterAll(() => t.close());

  it('lets listed domains through, from the environment and from the `email-domains` CLI (app_settings)', async () => {
    expect((await register(t, { email: 'shop@ocn.ne.jp' })).statusCode).toBe(201);
    expect((await register(t, { email: 'shop@example.nifty.com' })).statusCode).toBe(201);
    expect((await register(t, { email: 'shop@nifty.com' })).statusCode).toBe(400);
    expect((await register(t, { email: 'shop@biglobe.ne.jp' })).statusCode).toBe(400);
    const cli = async (...args: string[]) => {
      let out = '';
      const code = await runCli(['email-domains', ...args], {
        config: t.config,
        database: t.database,
        stdout: { write: (text: string) => (out += text) },
        stderr: { write: () => true },
      });
      return { code, out };
    };
    expect((await cli('allow', 'BIGLOBE.ne.jp')).code).toBe(0);
    expect((await register(t, { email: 'shop2@biglobe.ne.jp' })).statusCode).toBe(201);
    const listed = await cli();
    expect(listed.out).toContain('biglobe.ne.jp');
    expect(listed.out).toContain('ocn.ne.jp');
    await cli('disallow', 'biglobe.ne.jp');
    expect((await register(t, { email: 'shop3@biglobe.ne.jp' })).statusCode).toBe(400);
    expect((await cli('allow')).code).toBe(2);
  });
});

describe('an acknowledged sign-up survives a crash', () => {
  it('is mailed by the worker of the next app instance on the same database', async () => {
    const first = await createAccountsTestApp();
    const form = registrationForm();
    expect((await register(first, form)).statusCode).toBe(201);
    // "kill -9": the first instance never runs its jobs.
    await first.app.close();

    const second = await createAccountsTestApp({
      context: first,
      overrides: { jobs: { autoStart: true, pollIntervalMs: 20 } },
    });
    try {
      await second.app.ready();
      let mails = await second.outbox();
      for (let i = 0; i < 200 && mails.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        mails = await second.outbox();
      }
      expect(mails.map((mail) => mail.to)).toEqual([form.email]);
      expect((await completeRegistration(second, tokenFromMail(mails[0]!, CONFIRM_PAGE))).statusCode).toBe(
        200,
      );
    } finally {
      await second.close();
      await first.close();
    }
  });
});
