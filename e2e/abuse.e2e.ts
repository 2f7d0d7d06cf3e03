import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { EXPLORATION_LIMITS, TOO_MANY_ACTIVE_EXPLORATIONS } from '@app/contract/explorations';
import { apiLogIn, createAccount, E2E_PASSWORD } from './support/accounts';
import { readOutbox } from './support/mail';
import { repoRoot, startServer, type RunningServer } from './support/server';

/*
 * Issue 16, abuse: the attacks of the issue against the built server (its own process, embedded SQLite),
 * over real HTTP connections. Each failed on the code before the fix.
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** The server's own database, read-only, for what only the server sees (audit events, jobs). */
function withDatabase<T>(read: (db: Database.Database) => T): T {
  const db = new Database(join(server.dataDir, 'app.db'), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; waited < 20_000; waited += 100) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('abuse of the built server', () => {
  it('verifies no more than 10 of 25 guesses sent at once, then refuses even the right password', async () => {
    const email = await createAccount(server, 'free', 'e2e-lock');
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => post(API_PATHS.login.build(), { email, password: `guess ${i}` })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(25).fill(401));
    const reasons = withDatabase((db) =>
      db
        .prepare(`select data from audit_events where kind = 'login.failed'`)
        .all()
        .map((row) => JSON.parse((row as { data: string }).data) as { email: string; reason: string })
        .filter((data) => data.email === email)
        .map((data) => data.reason),
    );
    // Before the fix every guess in flight was verified (25), and the right password sent among them got in
    // (login.test.ts sends it in the same burst, in a known order).
    expect(reasons.filter((reason) => reason === 'credentials')).toHaveLength(10);
    expect(reasons.filter((reason) => reason === 'locked')).toHaveLength(15);
    expect((await post(API_PATHS.login.build(), { email, password: E2E_PASSWORD })).status).toBe(401);
  });

  it('answers a replayed refresh token inside the grace with the same child, never a second chain', async () => {
    const email = await createAccount(server, 'free', 'e2e-refresh');
    const login = (await (await post(API_PATHS.login.build(), { email, password: E2E_PASSWORD })).json()) as {
      refreshToken: string;
    };
    const refresh = async () =>
      (await (await post(API_PATHS.refreshToken.build(), { refreshToken: login.refreshToken })).json()) as {
        refreshToken: string;
      };
    const [first, replay] = [await refresh(), await refresh()];
    expect(replay.refreshToken).toBe(first.refreshToken);
  });

  it('answers the variables of a 500,000-row CSV (1.9 MiB) instead of a 500', async () => {
    const token = await apiLogIn(server, await createAccount(server, 'standard', 'e2e-csv'));
    const rows = Array.from({ length: 500_000 }, (_, i) => `${i % 7},${(i % 13) + 1}`);
    const csv = ['in:樹脂A[質量部],out:曲げ弾性率[MPa]', ...rows].join('\n');
    const answer = await post(API_PATHS.exploreVariables.build(), { scope: { type: 'csv', csv } }, token);
    expect(answer.status).toBe(200);
  });

  it('caps explorations waiting or running per user with a Japanese answer', async () => {
    const token = await apiLogIn(server, await createAccount(server, 'standard', 'e2e-fair'));
    const csv = [
      'in:樹脂A[質量部],in:タルク[質量部],out:曲げ弾性率[MPa]',
      ...Array.from({ length: 12 }, (_, i) => `100,${i * 3},${1500 + i * 40}`),
    ].join('\n');
    const request = {
      name: '公平性',
      scope: { type: 'csv', csv, fileName: 'fair.csv' },
      inputs: ['csv:in:樹脂A[質量部]', 'csv:in:タルク[質量部]'],
      targets: ['csv:out:曲げ弾性率[MPa]'],
    };
    const answers = await Promise.all(
      Array.from({ length: EXPLORATION_LIMITS.activePerUser + 5 }, () =>
        post(API_PATHS.exploreForward.build(), request, token),
      ),
    );
    // Some may have finished already (a 12-row analysis is quick): at least the 5 beyond the cap at once
    // cannot all pass, and every refusal carries the message.
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    expect(await refused[0]!.json()).toEqual({ detail: TOO_MANY_ACTIVE_EXPLORATIONS });
  });

  it('sends one address at most 3 link mails an hour, however many reissue requests arrive', async () => {
    const email = await createAccount(server, 'free', 'e2e-flood');
    const mailsTo = () => readOutbox(server.dataDir).filter((mail) => mail.to.includes(email)).length;
    const before = mailsTo();
    await Promise.all(Array.from({ length: 15 }, () => post(API_PATHS.reissuePassword.build(), { email })));
    const pending = () =>
      withDatabase(
        (db) =>
          (
            db.prepare(`select count(*) as n from jobs where status in ('queued', 'running')`).get() as {
              n: number;
            }
          ).n,
      );
    await until(() => pending() === 0, 'the mail jobs');
    // The sign-up link counts towards the 3: two reset mails, not fifteen.
    expect(mailsTo() - before).toBe(2);
  });

  it('serves no source maps of the web app', async () => {
    const assets = join(repoRoot, 'apps/web/dist/assets');
    const map = readdirSync(assets).find((name) => name.endsWith('.js.map'));
    expect(map).toBeDefined();
    const answer = await fetch(`${server.url}/assets/${map}`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('sourcesContent');
  });
});
