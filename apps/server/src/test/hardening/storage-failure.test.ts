import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_UNAVAILABLE_DETAIL } from '../../db/storage-failure.js';
import { STORAGE_FAILURE_HOLD_MS } from '../../plugins/app-context.js';
import {
  createAccountsTestApp,
  createActiveUser,
  login,
  register,
  registrationForm,
  type AccountsTestApp,
} from '../accounts-test-app.js';

/*
 * Issue 16: with the disk full, register and login answered 500 and /readyz stayed 200. SQLite reproduces
 * both conditions on a live database: `max_page_count` at the current size is a full disk (SQLITE_FULL),
 * `query_only` a read-only one (SQLITE_READONLY).
 */

const sqliteOnly = process.env.TEST_DATABASE_URL ? describe.skip : describe;

sqliteOnly('a full or read-only data directory', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  const readyz = () => t.app.inject({ method: 'GET', url: '/readyz' });

  async function fillDisk(): Promise<() => Promise<void>> {
    const [{ page_count: pages }] = (
      await sql<{ page_count: number }>`pragma page_count`.execute(t.database.db)
    ).rows as [{ page_count: number }];
    await sql.raw(`pragma max_page_count = ${pages}`).execute(t.database.db);
    return async () => {
      await sql.raw('pragma max_page_count = 1073741823').execute(t.database.db);
    };
  }

  it('answers sign-up with a clear 503 when the disk is full, and /readyz reports not ready', async () => {
    expect((await readyz()).statusCode).toBe(200);
    const free = await fillDisk();
    // Enough sign-ups to need new pages.
    let answer = await register(t, registrationForm());
    for (let i = 0; i < 50 && answer.statusCode === 201; i++) answer = await register(t, registrationForm());
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ detail: STORAGE_UNAVAILABLE_DETAIL });
    const notReady = await readyz();
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ detail: 'Storage not writable' });

    await free();
    t.clock.advance(STORAGE_FAILURE_HOLD_MS + 1);
    expect((await readyz()).statusCode).toBe(200);
    expect((await register(t, registrationForm())).statusCode).toBe(201);
  });

  it('answers login with a clear 503 on a read-only database, and /readyz stays not ready while it is', async () => {
    const user = await createActiveUser(t);
    await sql`pragma query_only = on`.execute(t.database.db);
    try {
      const answer = await login(t, user.email, user.password);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ detail: STORAGE_UNAVAILABLE_DETAIL });
      t.clock.advance(STORAGE_FAILURE_HOLD_MS + 1);
      // The hold has passed, but the probe write still fails.
      expect((await readyz()).statusCode).toBe(503);
    } finally {
      await sql`pragma query_only = off`.execute(t.database.db);
    }
    t.clock.advance(STORAGE_FAILURE_HOLD_MS + 1);
    expect((await readyz()).statusCode).toBe(200);
    expect((await login(t, user.email, user.password)).statusCode).toBe(200);
  });
});
