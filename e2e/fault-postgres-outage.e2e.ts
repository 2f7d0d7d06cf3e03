import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { createPostgresTestDatabase } from '../apps/server/src/test/test-database';
import { freePort, startServer, type RunningServer } from './support/server';

/*
 * Issue "hardening", faults: the database goes away under load. The built server runs on PostgreSQL
 * (TEST_DATABASE_URL names a server to make a database on; without it the test is skipped) and reaches it
 * through a TCP proxy of this test. Cutting the proxy is the outage: established connections break, new
 * ones are refused, as when PostgreSQL stops. Meanwhile every request must answer 503 (retry later), never
 * 500 and never a broken connection; once the proxy is back the server must answer normally again by
 * itself within 5 s.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const CLIENTS = 10;
const RECOVERY_WITHIN_MS = 5_000;

/** A TCP proxy to the database that can be cut (listener closed, connections destroyed) and restored. */
async function databaseProxy(target: URL) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.once('error', () => upstream.destroy());
        upstream.once('error', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen();
  return {
    url: (database: URL) => Object.assign(new URL(database), { host: `127.0.0.1:${port}` }).toString(),
    cut: async () => {
      const closed = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

it.skipIf(!adminUrl)(
  'PostgreSQL going away under load: 503 meanwhile, normal answers again within 5 s of its return',
  { timeout: 60_000 },
  async () => {
    const database = await createPostgresTestDatabase(adminUrl!);
    cleanups.push(() => database.drop());
    const proxy = await databaseProxy(new URL(database.url));
    cleanups.push(proxy.cut);
    const server: RunningServer = await startServer({ DATABASE_URL: proxy.url(new URL(database.url)) });
    cleanups.push(server.stop);

    const paths = [
      `${API_PATHS.materialsSearch.build()}?q=${encodeURIComponent('樹脂')}`,
      API_PATHS.productsSearch.build(),
      '/readyz',
    ];
    const answers: { at: number; status: number | string }[] = [];
    let stopped = false;
    const client = async (n: number) => {
      for (let i = n; !stopped; i++) {
        const status = await fetch(`${server.url}${paths[i % paths.length]}`)
          .then(async (res) => (await res.arrayBuffer(), res.status))
          .catch((error: Error) => `${error.name}: ${error.message}`);
        answers.push({ at: performance.now(), status });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const clients = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
    const waitFor = async (check: () => boolean, ms: number) => {
      const deadline = performance.now() + ms;
      while (!check() && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return check();
    };
    const since = (at: number) => answers.filter((answer) => answer.at > at);

    // Normal service first.
    expect(await waitFor(() => answers.length >= 30, 10_000)).toBe(true);
    const cutAt = performance.now();
    await proxy.cut();
    // The outage: once the requests that were already at the database are through, every answer is 503.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const outageFrom = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const duringOutage = since(outageFrom);
    expect(duringOutage.length).toBeGreaterThan(0);
    expect(server.process.exitCode, server.output().slice(-3000)).toBeNull();
    expect(new Set(duringOutage.map((answer) => answer.status))).toEqual(new Set([503]));
    // Nothing but 200 and 503 from the cut on: no 500, no broken connection to the server.
    expect(since(cutAt).filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);

    const restoredAt = performance.now();
    await proxy.restore();
    // Recovered: every client has had a 200 after the database came back.
    const recovered = await waitFor(() => {
      const after = since(restoredAt);
      return after.length >= CLIENTS && after.slice(-CLIENTS).every((answer) => answer.status === 200);
    }, RECOVERY_WITHIN_MS);
    const recoveredAt = performance.now();
    stopped = true;
    await clients;
    expect(recovered, 'normal answers again within 5 s of the database returning').toBe(true);
    const firstOk = since(restoredAt).find((answer) => answer.status === 200)!;
    expect(since(restoredAt).filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);

    console.log(
      `PostgreSQL outage under load (${CLIENTS} clients): ${duringOutage.length} requests answered 503 during ` +
        `the outage, none 500; first 200 ${Math.round(firstOk.at - restoredAt)} ms and every client back to ` +
        `200 ${Math.round(recoveredAt - restoredAt)} ms after the database returned`,
    );
  },
);
