import { TERMS_VERSION } from '@app/contract/legal';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Page } from 'playwright-core';
import { API_PATHS } from '@app/contract/api-paths';
import type { TypeCode } from '@app/contract/plans';
import { waitForMailLink } from './mail';
import { repoRoot, type ServerAddress } from './server';

const run = promisify(execFile);

/** The password of every account made here (long enough for the strength rules). */
export const E2E_PASSWORD = '図書館の窓辺で特許を読む';

/** One JSON call to the API; anything but 2xx throws with the status and body. */
export async function apiCall<T>(
  server: ServerAddress,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A solved bot check (the real ALTCHA challenge of the server), as the form sends it in `recaptchaToken`. */
export async function botCheckToken(server: ServerAddress): Promise<string> {
  const challenge = await apiCall<Challenge>(server, 'GET', API_PATHS.botCheckChallenge.build());
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('bot check not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The body of a sign-up (POST register) with the e2e password. */
export function registrationBody(email: string, recaptchaToken: string) {
  return {
    email,
    password: E2E_PASSWORD,
    name: '材料 開発',
    companyName: '株式会社サンプル化学',
    department: '材料開発部',
    agreedTermsVersion: TERMS_VERSION,
    recaptchaToken,
  };
}

/** Logs in through the API; the access token. */
export async function apiLogIn(server: ServerAddress, email: string): Promise<string> {
  const session = await apiCall<{ accessToken: string }>(server, 'POST', API_PATHS.login.build(), {
    email,
    password: E2E_PASSWORD,
  });
  return session.accessToken;
}

/**
 * A confirmed account of the given plan, made through the API as a browser would (solving the real bot
 * check, completing with the mailed token) and upgraded with the operator CLI. Faster than the sign-up
 * pages, which accounts.e2e.ts covers.
 */
export async function createAccount(server: ServerAddress, plan: TypeCode, prefix = 'e2e'): Promise<string> {
  const email = `${prefix}-${Date.now()}@example-corp.co.jp`;
  await apiCall(
    server,
    'POST',
    API_PATHS.register.build(),
    registrationBody(email, await botCheckToken(server)),
  );
  const { path } = await waitForMailLink(server.dataDir, email, '/signup/confirm-register');
  const token = new URL(path, server.url).searchParams.get('token');
  if (!token) throw new Error(`no token in ${path}`);
  await apiCall(server, 'PATCH', API_PATHS.completeRegistration.build(), undefined, token);
  if (plan === 'standard') await setPlan(server, email, plan);
  return email;
}

/** Changes a user's plan with the operator CLI (`user:plan`), as an operator does. */
export async function setPlan(server: ServerAddress, email: string, plan: TypeCode): Promise<void> {
  await run(process.execPath, [join(repoRoot, 'apps/server/dist/cli.js'), 'user:plan', email, plan], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: server.dataDir, LOG_LEVEL: 'warn' },
  });
}

/** Logs in through the login page and waits for the home page. */
export async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.locator('[name="email"]').fill(email);
  await page.locator('[name="password"]').fill(E2E_PASSWORD);
  await page.locator('main').getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
