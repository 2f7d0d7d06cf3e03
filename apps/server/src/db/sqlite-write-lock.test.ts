import { createRequire } from 'node:module';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeRegistration,
  createAccountsTestApp,
  latestMailTo,
  register,
  registrationForm,
  type AccountsTestApp,
} from '../test/accounts-test-app.js';
import { tokenFromMail } from '../test/mail-outbox.js';

/*
 * Another process writing to the same SQLite file (the operator CLI: `user:plan` right after a sign-up,
 * an import) holds the write lock for a moment. A user's write that arrives meanwhile must wait for it
 * (busy_timeout), not fail with 503. Completing a sign-up reads its token before it writes — the case
 * SQLite answered with an immediate SQLITE_BUSY while transactions began deferred (sqlite-dialect.ts).
 * PostgreSQL has row locks and no such upgrade: SQLite only.
 */

/** The other process: a second connection, in a thread so that it can let go while the app waits. */
const LOCK_HOLDER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.exec('begin immediate');
parentPort.postMessage('locked');
parentPort.once('message', () => {
  // Held on a little after the writes were sent, so that they reach SQLite while it is still taken.
  setTimeout(() => {
    db.exec('commit');
    db.close();
    parentPort.postMessage('released');
  }, workerData.holdMs);
});
`;

const WRITES = 5;

describe.skipIf(process.env.TEST_DATABASE_URL)(
  'SQLite writes while another process holds the write lock',
  () => {
    let t: AccountsTestApp;
    beforeAll(async () => {
      t = await createAccountsTestApp();
    });
    afterAll(() => t.close());

    it(`completes ${WRITES} sign-ups sent while the lock is held: none answers 503`, async () => {
      const tokens: string[] = [];
      const emails: string[] = [];
      for (let i = 0; i < WRITES; i += 1) {
        const form = registrationForm();
        expect((await register(t, form)).statusCode).toBe(201);
        emails.push(form.email);
        tokens.push(tokenFromMail(await latestMailTo(t, form.email), '/signup/confirm-register'));
      }
      const { database } = t.config;
      if (database.dialect !== 'sqlite') throw new Error('SQLite only');

      const holder = new Worker(LOCK_HOLDER, {
        eval: true,
        workerData: {
          driver: createRequire(import.meta.url).resolve('better-sqlite3'),
          file: database.file,
          holdMs: 1000,
        },
      });
      expect(await once(holder, 'message')).toEqual(['locked']);
      const released = once(holder, 'message');
      const answers = Promise.all(tokens.map((token) => completeRegistration(t, token)));
      holder.postMessage('release');
      const statuses = (await answers).map((response) => response.statusCode);
      expect(await released).toEqual(['released']);
      await holder.terminate();

      expect(statuses).toEqual(tokens.map(() => 200));
      const users = await t.database.db
        .selectFrom('users')
        .select('status')
        .where('email', 'in', emails)
        .execute();
      expect(users.map((user) => user.status)).toEqual(emails.map(() => 'ACTIVE'));
    });
  },
);
