import { TERMS_VERSION } from '@app/contract/legal';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyBaseLogger, LightMyRequestResponse } from 'fastify';
import type { RegisterRequest, SessionResponse } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import { buildApp, type App } from '../app.js';
import type { AppOverrides } from '../config/app-overrides.js';
import {
  DEFAULT_ACCOUNTS_SETTINGS,
  type AccountsOverrides,
  type RateLimitedRoute,
} from '../features/accounts/settings.js';
import { readOutbox, tokenFromMail, type OutboxMail } from './mail-outbox.js';
import { createTestClock, type TestClock } from './test-clock.js';
import { createTestContext, type TestContext, type TestContextOptions } from './test-context.js';

const RATE_LIMITED_ROUTES = Object.keys(DEFAULT_ACCOUNTS_SETTINGS.rateLimits) as RateLimitedRoute[];

/** Cheap argon2 for the suite's many sign-ups; password-hashing.test.ts runs the production parameters. */
export const TEST_PASSWORD_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export interface AccountsTestApp extends TestContext {
  app: App;
  clock: TestClock;
  /** Delays the login throttle asked for (recorded, not waited). */
  sleeps: number[];
  /** Runs every due job (mails) now. */
  drainJobs(): Promise<number>;
  outbox(): Promise<OutboxMail[]>;
}

export interface AccountsTestAppOptions extends TestContextOptions {
  accounts?: AccountsOverrides;
  overrides?: Omit<AppOverrides, 'accounts' | 'clock'>;
  logger?: FastifyBaseLogger;
  /** Reuse a database (and its directory) instead of a fresh one: a second app instance after a "crash". */
  context?: TestContext;
}

/**
 * The whole app with fast, deterministic account settings: cheap hashing, a movable clock, recorded delays,
 * trivial ALTCHA work, and no background worker (tests drain the job queue themselves).
 */
export async function createAccountsTestApp(options: AccountsTestAppOptions = {}): Promise<AccountsTestApp> {
  const context = options.context ?? (await createTestContext(options));
  const clock = createTestClock();
  const sleeps: number[] = [];
  const app = await buildApp(context.config, {
    database: context.database,
    logger: options.logger,
    overrides: {
      clock: clock.now,
      jobs: { autoStart: false, ...options.overrides?.jobs },
      botCheck: { altcha: { cost: 1, counterMin: 1, counterMax: 20 }, ...options.overrides?.botCheck },
      accounts: {
        passwordHashing: TEST_PASSWORD_HASHING,
        // Many sign-ups from 127.0.0.1 per file: tests of the limits themselves lower them again.
        rateLimits: Object.fromEntries(
          RATE_LIMITED_ROUTES.map((route) => [route, { max: 10_000, timeWindow: 60_000 }]),
        ),
        sleep: (ms) => {
          sleeps.push(ms);
          return Promise.resolve();
        },
        ...options.accounts,
      },
    },
  });
  return {
    ...context,
    app,
    clock,
    sleeps,
    drainJobs: () => app.jobs.worker.runUntilIdle(),
    outbox: () => readOutbox(context.config.dataDir),
    async close() {
      await app.close();
      if (!options.context) await context.close();
    },
  };
}

/** Solves a real ALTCHA challenge of the app, as the widget would, and returns the form's `recaptchaToken`. */
export async function solveBotCheck(app: App): Promise<string> {
  const response = await app.inject({ method: 'GET', url: API_PATHS.botCheckChallenge.build() });
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.statusCode} ${response.body}`);
  const challenge = response.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

let counter = 0;

/** A valid sign-up form for a fresh company address. */
export function registrationForm(
  overrides: Partial<RegisterRequest> = {},
): Omit<RegisterRequest, 'recaptchaToken'> {
  counter += 1;
  return {
    email: `user${counter}.${Date.now()}@acme-chem.co.jp`,
    password: '樹脂の引張強度は60MPa以上',
    name: '山田 太郎',
    companyName: '株式会社アクメ化学',
    department: '研究開発部',
    position: '主任',
    phoneNumber: '03-1234-5678',
    postalCode: '100-0001',
    address: '東京都千代田区千代田1-1',
    agreedTermsVersion: TERMS_VERSION,
    ...overrides,
  };
}

export async function register(
  t: AccountsTestApp,
  form: Partial<RegisterRequest> = {},
): Promise<LightMyRequestResponse> {
  const recaptchaToken = form.recaptchaToken ?? (await solveBotCheck(t.app));
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.register.build(),
    payload: { ...registrationForm(form), ...form, recaptchaToken },
  });
}

/** The newest mail to `email` in the outbox (after draining the jobs). */
export async function latestMailTo(t: AccountsTestApp, email: string): Promise<OutboxMail> {
  await t.drainJobs();
  const mails = (await t.outbox()).filter((mail) => mail.to === email);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

export function completeRegistration(t: AccountsTestApp, token: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'PATCH',
    url: API_PATHS.completeRegistration.build(),
    headers: { authorization: `Bearer ${token}` },
  });
}

/** Signs up, opens the mailed link, logs in and returns the session (an ACTIVE free user). */
export async function createActiveUser(
  t: AccountsTestApp,
  form: Partial<RegisterRequest> = {},
): Promise<{ email: string; password: string; session: SessionResponse }> {
  const full = registrationForm(form);
  const response = await register(t, full);
  if (response.statusCode !== 201) throw new Error(`register: ${response.statusCode} ${response.body}`);
  const mail = await latestMailTo(t, full.email);
  const completed = await completeRegistration(t, tokenFromMail(mail, '/signup/confirm-register'));
  if (completed.statusCode !== 200) throw new Error(`complete: ${completed.statusCode} ${completed.body}`);
  // Completion opens no session: the user logs in, as the confirmation page asks.
  const loggedIn = await login(t, full.email, full.password);
  if (loggedIn.statusCode !== 200) throw new Error(`login: ${loggedIn.statusCode} ${loggedIn.body}`);
  return { email: full.email, password: full.password, session: loggedIn.json<SessionResponse>() };
}

export function login(
  t: AccountsTestApp,
  email: string,
  password: string,
  ip = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.login.build(),
    payload: { email, password },
    remoteAddress: ip,
  });
}

export function bearer(accessToken: string): { authorization: string } {
  return { authorization: `Bearer ${accessToken}` };
}

/** An active user moved to the standard plan (as an operator would), and the headers of its session. */
export async function standardUserHeaders(t: AccountsTestApp): Promise<{ authorization: string }> {
  const user = await createActiveUser(t);
  await t.database.db
    .updateTable('users')
    .set({ type_code: 'standard' })
    .where('email', '=', user.email)
    .execute();
  return bearer(user.session.accessToken);
}
