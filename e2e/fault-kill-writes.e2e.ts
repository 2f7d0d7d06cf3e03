import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { apiCall, apiLogIn, botCheckToken, createAccount, registrationBody } from './support/accounts';
import { killServer, startServer, type RunningServer } from './support/server';

/*
 * Issue "hardening", faults: the built server on its embedded SQLite takes a stream of concurrent writes
 * (sign-ups, bookmarks of catalogue items, contact messages) and is killed with SIGKILL in the middle of it.
 * Started again on the same data directory, it must hold every write it had acknowledged (answered 2xx):
 * an acknowledgement is a promise that the write is on disk.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'e2e-fault-kill-'));
const servers: RunningServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(options: { catalogue?: 'demo' } = {}): Promise<RunningServer> {
  // The same configuration on every start, as a restarted service has (the tokens' issuer is the base URL).
  const server = await startServer({ DATA_DIR: dataDir, APP_BASE_URL: 'http://localhost:8080' }, options);
  servers.push(server);
  return server;
}

/**
 * Writes per kind, within the per-address rate limits (sign-ups 20 an hour, one of them the bookmark user's;
 * contact 10). Each sign-up and contact message costs the client a bot check of about a second.
 */
const SIGN_UPS = 12;
const CONTACTS = 6;
const BOOKMARKS = 90;
/** Concurrent clients sending the writes. */
const CLIENTS = 8;

type Write =
  | { kind: 'sign-up'; email: string; body: unknown }
  | { kind: 'contact'; subject: string; body: unknown }
  | { kind: 'bookmark'; targetType: 'material' | 'patent'; targetId: string; body: unknown };

async function catalogueTargets(server: RunningServer, token: string): Promise<Write[]> {
  const page = (path: string) =>
    apiCall<{ items: { id: string }[] }>(server, 'GET', `${path}?pageSize=100`, undefined, token);
  const [materials, patents] = await Promise.all([
    page(API_PATHS.materialsSearch.build()),
    page(API_PATHS.patentsSearch.build()),
  ]);
  const refs = [
    ...materials.items.map((item) => ({ targetType: 'material' as const, targetId: item.id })),
    ...patents.items.map((item) => ({ targetType: 'patent' as const, targetId: item.id })),
  ].slice(0, BOOKMARKS);
  expect(refs).toHaveLength(BOOKMARKS);
  return refs.map((ref, i) => ({
    kind: 'bookmark',
    ...ref,
    body: { ...ref, folder: '強制終了', memo: `書き込み${i + 1}` },
  }));
}

it(
  'every write acknowledged before a kill -9 is still there after the restart',
  { timeout: 120_000 },
  async () => {
    const first = await start({ catalogue: 'demo' });
    // Bot checks are solved up front (while the bookmark user is made) so that the writes come as a dense stream.
    const solving = Promise.all(Array.from({ length: SIGN_UPS + CONTACTS }, () => botCheckToken(first)));
    const user = await createAccount(first, 'standard', 'fault-kill');
    const token = await apiLogIn(first, user);
    const bookmarks = await catalogueTargets(first, token);
    const tokens = await solving;
    const stamp = Date.now();
    const signUps: Write[] = Array.from({ length: SIGN_UPS }, (_, i) => {
      const email = `fault-kill-${stamp}-${i}@example-corp.co.jp`;
      return { kind: 'sign-up', email, body: registrationBody(email, tokens[i]!) };
    });
    const contacts: Write[] = Array.from({ length: CONTACTS }, (_, i) => {
      const subject = `強制終了中のお問い合わせ ${stamp}-${i}`;
      const body = {
        name: '材料 開発',
        email: `fault-contact-${i}@example-corp.co.jp`,
        companyName: '株式会社サンプル化学',
        subject,
        message: '書き込みの途中でサーバーが止まっても、受け付けた内容は失われないはずです。',
        recaptchaToken: tokens[SIGN_UPS + i]!,
      };
      return { kind: 'contact', subject, body };
    });
    // Interleaved, so that every kind is in flight around the kill.
    const writes: Write[] = [];
    for (let i = 0; writes.length < SIGN_UPS + CONTACTS + BOOKMARKS; i++) {
      for (const list of [bookmarks, signUps, bookmarks, bookmarks, contacts]) {
        const next = list.shift();
        if (next) writes.push(next);
      }
    }

    const pathOf = (write: Write) =>
      write.kind === 'sign-up'
        ? API_PATHS.register.build()
        : write.kind === 'contact'
          ? API_PATHS.contact.build()
          : API_PATHS.bookmarks.build();
    const acknowledged: Write[] = [];
    const refused: string[] = [];
    let failedInFlight = 0;
    let killed: Promise<void> | undefined;
    const killAfter = Math.floor(writes.length / 2);
    const queue = [...writes];
    const client = async () => {
      for (let write = queue.shift(); write && !killed; write = queue.shift()) {
        try {
          const res = await fetch(`${first.url}${pathOf(write)}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...(write.kind === 'bookmark' ? { authorization: `Bearer ${token}` } : {}),
            },
            body: JSON.stringify(write.body),
          });
          await res.arrayBuffer();
          if (res.ok) acknowledged.push(write);
          else refused.push(`${write.kind} ${res.status}`);
        } catch {
          failedInFlight++; // no answer: the process is gone; nothing was promised
        }
        // Killed while the other clients' writes are still running.
        if (acknowledged.length >= killAfter) killed ??= killServer(first);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    await killed;
    expect(killed).toBeDefined();
    expect(refused).toEqual([]);
    servers.splice(servers.indexOf(first), 1);

    const second = await start();
    const byKind = (kind: Write['kind']) => acknowledged.filter((write) => write.kind === kind);

    // Bookmarks: listed for their user, through the API of the restarted server.
    const secondToken = await apiLogIn(second, user);
    const listed = await apiCall<{ items: { targetType: string; targetId: string }[]; total: number }>(
      second,
      'GET',
      `${API_PATHS.bookmarks.build()}?pageSize=100`,
      undefined,
      secondToken,
    );
    const listedKeys = new Set(listed.items.map((item) => `${item.targetType}:${item.targetId}`));
    for (const write of byKind('bookmark'))
      if (write.kind === 'bookmark') expect(listedKeys).toContain(`${write.targetType}:${write.targetId}`);

    // Sign-ups and contact messages have no reading API: read the database file.
    const db = new Database(join(dataDir, 'app.db'), { readonly: true });
    try {
      const emails = new Set(
        (db.prepare('select email from users').all() as { email: string }[]).map((row) => row.email),
      );
      for (const write of byKind('sign-up'))
        if (write.kind === 'sign-up') expect(emails).toContain(write.email);
      const subjects = new Set(
        (db.prepare('select subject from contact_messages').all() as { subject: string }[]).map(
          (row) => row.subject,
        ),
      );
      for (const write of byKind('contact'))
        if (write.kind === 'contact') expect(subjects).toContain(write.subject);
    } finally {
      db.close();
    }

    console.log(
      `kill -9 during writes: ${acknowledged.length} acknowledged writes verified after the restart ` +
        `(sign-ups ${byKind('sign-up').length}, bookmarks ${byKind('bookmark').length}, ` +
        `contact messages ${byKind('contact').length}); ${failedInFlight} in flight unanswered`,
    );
  },
);
