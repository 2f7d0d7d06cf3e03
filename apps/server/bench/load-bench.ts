/**
 * Load benchmark (issue "hardening", item 4; docs/spec/budgets-and-reliability.md): autocannon on loopback against the BUILT server
 * (`npm run build` output; built here when apps/server/dist is missing) with a realistic mix, in two set-ups:
 *
 *   (a) embedded default: one server process on SQLite with the demo dataset;
 *   (b) scale-out (docs/operations.md): PostgreSQL, two server processes with JOB_WORKER=off behind a
 *       round-robin TCP proxy of this file, and one `npm run worker` process.
 *
 *   npx tsx --conditions=source apps/server/bench/load-bench.ts
 *   BENCH_LOAD_SECONDS=15            seconds of load per set-up (default 15)
 *   BENCH_LOAD_CONNECTIONS=16        concurrent connections of the read mix (default 16)
 *   BENCH_DATABASE_URL=postgres://…  PostgreSQL admin URL (default TEST_DATABASE_URL; unset: a throwaway
 *                                    server from scripts/postgres-test-server.sh when PostgreSQL is installed)
 *   BENCH_LOAD_DIR=.data/bench-load  where the SQLite dataset is kept between runs
 *
 * The mix: authenticated (standard plan) list searches drawn like the search benchmark's stream (common and
 * rare terms, syntax, facets, ranges, page 2) and detail pages of products, patents and materials of the demo
 * data; alongside, a paced stream of logins and token refreshes. Logins and refreshes are limited per client
 * address and server process (docs/spec/sessions-and-accounts.md: 60 logins/min, 300 refreshes/5 min) and every client here is
 * 127.0.0.1, so that stream runs at a rate under those limits instead of measuring 429s; successful logins
 * never lock an account, and the accounts are spread over BENCH_ACCOUNTS users anyway. Prints tables; never
 * fails because the machine is slow.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { API_PATHS } from '@app/contract/api-paths';
import {
  BENCH_ACCOUNTS,
  BENCH_PASSWORD,
  benchDataRoot,
  benchEmail,
  ensureBuild,
  freePort,
  prepareDatabase,
  root,
  rssMiB,
  startBuilt,
  stop,
  type Running,
} from './built-server.js';
import { POPULAR as POPULAR_QUERIES, postgresDatabase } from './search-bench.js';

const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 16);
/** Share of the read mix that opens a detail page (the rest: list searches). */
const DETAIL_SHARE = 0.3;
/** Logins per server process and run: under the per-address limit of 60 per minute, warm-up included. */
const LOGINS_PER_SERVER = 40;

type Kind = 'search' | 'detail' | 'login' | 'refresh';

/** A round-robin TCP load balancer on loopback: each new client connection goes to the next upstream. */
async function roundRobinProxy(
  upstreams: string[],
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const targets = upstreams.map((url) => new URL(url));
  const sockets = new Set<Socket>();
  let next = 0;
  const server: Server = createServer((client) => {
    const target = targets[next++ % targets.length]!;
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
    client.once('error', () => upstream.destroy());
    upstream.once('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The PostgreSQL to use: BENCH_DATABASE_URL / TEST_DATABASE_URL, else a throwaway one when the binaries exist. */
function postgresAdmin(): { url: string; stop(): void } | null {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return { url: given, stop: () => undefined };
  const installed = spawnSync('bash', ['-c', 'ls /usr/lib/postgresql/*/bin/initdb'], { stdio: 'ignore' });
  if (installed.status !== 0) return null;
  const started = spawnSync('bash', [path.join(root, 'scripts/postgres-test-server.sh'), 'start'], {
    encoding: 'utf8',
  });
  const url = /TEST_DATABASE_URL=(\S+)/.exec(started.stdout)?.[1];
  const dir = /PG_TEST_DIR=(\S+)/.exec(started.stdout)?.[1];
  if (!url || !dir) return null;
  return {
    url,
    stop: () => spawnSync('bash', [path.join(root, 'scripts/postgres-test-server.sh'), 'stop', dir]),
  };
}

// ---------------------------------------------------------------- the mix

interface Session {
  accessToken: string;
  refreshToken: string;
}

async function call<T>(base: string, pathname: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${pathname}`, init);
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The rotated refresh token of a session answer; undefined for an error answer. */
function refreshTokenOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as Partial<Session>).refreshToken;
  } catch {
    return undefined;
  }
}

const loginBody = (index: number) => JSON.stringify({ email: benchEmail(index), password: BENCH_PASSWORD });

/** Detail paths of demo records, taken from list answers (ids are the records' own, e.g. `pp-homo`). */
async function detailPaths(base: string, authorization: string): Promise<string[]> {
  const headers = { authorization };
  const ids = async (list: string, query: string) =>
    (await call<{ items: { id: string }[] }>(base, `${list}?${query}&pageSize=20`, { headers })).items.map(
      (item) => item.id,
    );
  return [
    ...(await ids(API_PATHS.productsSearch.build(), 'q=%E6%A8%B9%E8%84%82')).map((id) =>
      API_PATHS.productDetail.build({ id }),
    ),
    ...(await ids(API_PATHS.patentsSearch.build(), 'q=%E6%A8%B9%E8%84%82')).map((id) =>
      API_PATHS.patentDetail.build({ id }),
    ),
    ...(await ids(API_PATHS.materialsSearch.build(), 'q=PP')).map((id) =>
      API_PATHS.materialDetail.build({ id }),
    ),
  ];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

/** What each autocannon connection remembers between its requests. */
interface ConnectionContext {
  kind?: Kind;
  refreshToken?: string;
}
const contextOf = (context: object) => context as ConnectionContext;

/** autocannon's instance (for its events) and its result, from the callback form the types describe. */
function startLoad(options: autocannon.Options): {
  instance: autocannon.Instance;
  done: Promise<autocannon.Result>;
} {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(options, (error: Error | null, result: autocannon.Result) =>
      error ? reject(error) : resolve(result),
    );
  });
  return { instance: instance!, done };
}

interface MixResult {
  rows: Record<string, string | number>[];
  totalRps: number;
  p95: number;
}

/** The read mix at full speed and the paced login/refresh stream at the same time, for `seconds`. */
async function runMix(base: string, servers: number, warmUp = false): Promise<MixResult> {
  const duration = warmUp ? 3 : seconds;
  const token = await call<Session>(base, API_PATHS.login.build(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody(0),
  });
  const authorization = `Bearer ${token.accessToken}`;
  const details = await detailPaths(base, authorization);
  const cumulative: number[] = [];
  let sum = 0;
  POPULAR_QUERIES.forEach((_query, rank) => cumulative.push((sum += 1 / (rank + 1))));
  let seed = 1;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };

  const latencies: Record<Kind, number[]> = { search: [], detail: [], login: [], refresh: [] };
  const statuses: Record<Kind, { non2xx: number }> = {
    search: { non2xx: 0 },
    detail: { non2xx: 0 },
    login: { non2xx: 0 },
    refresh: { non2xx: 0 },
  };
  const track = (instance: autocannon.Instance) =>
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      // recordBody (onResponse) runs before this event: the context still names the answered request.
      const kind = (client as unknown as { requestIterator: { context: { kind: Kind } } }).requestIterator
        .context.kind;
      latencies[kind].push(responseTime);
      if (statusCode < 200 || statusCode > 299) statuses[kind].non2xx += 1;
    });

  const reads = startLoad({
    url: base,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (request, context) => {
          if (random() < DETAIL_SHARE) {
            contextOf(context).kind = 'detail';
            return {
              ...request,
              path: details[Math.floor(random() * details.length)]!,
              headers: { authorization },
            };
          }
          contextOf(context).kind = 'search';
          const at = random() * sum;
          const query = POPULAR_QUERIES[cumulative.findIndex((bound) => bound >= at)]!;
          return { ...request, path: query.url, headers: { authorization } };
        },
      },
    ],
  });
  // One login, then refreshes with the token each answer hands on (rotation), per connection.
  let account = 0;
  // Requests per second of the whole run (login + 2 refreshes); the warm-up uses the same pace.
  const authRate = Math.max(1, Math.floor(((LOGINS_PER_SERVER * servers) / seconds) * 3));
  const auth = startLoad({
    url: base,
    connections: servers,
    duration,
    overallRate: authRate,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          contextOf(context).kind = 'login';
          return {
            ...request,
            path: API_PATHS.login.build(),
            headers: { 'content-type': 'application/json' },
            body: loginBody(account++ % BENCH_ACCOUNTS),
          };
        },
        onResponse: (_status, body, context) => {
          contextOf(context).refreshToken = refreshTokenOf(body);
        },
      },
      ...Array.from({ length: 2 }, () => ({
        method: 'POST' as const,
        setupRequest: (request: autocannon.Request, context: object) => {
          contextOf(context).kind = 'refresh';
          return {
            ...request,
            path: API_PATHS.refreshToken.build(),
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ refreshToken: contextOf(context).refreshToken ?? 'none' }),
          };
        },
        onResponse: (_status: number, body: string, context: object) => {
          contextOf(context).refreshToken = refreshTokenOf(body) ?? contextOf(context).refreshToken;
        },
      })),
    ],
  });
  track(reads.instance);
  track(auth.instance);
  const [readResult, authResult] = await Promise.all([reads.done, auth.done]);
  const socketErrors = readResult.errors + authResult.errors;
  const timeouts = readResult.timeouts + authResult.timeouts;
  const all = Object.values(latencies)
    .flat()
    .sort((a, b) => a - b);
  const rows: Record<string, string | number>[] = (Object.keys(latencies) as Kind[]).map((kind) => {
    const sorted = [...latencies[kind]].sort((a, b) => a - b);
    return {
      requests: kind,
      count: sorted.length,
      'req/s': Math.round((sorted.length / duration) * 10) / 10,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      non2xx: statuses[kind].non2xx,
      'socket errors': '',
    };
  });
  const totalRps = Math.round(all.length / duration);
  const p95 = percentile(all, 95);
  rows.push({
    requests: 'all',
    count: all.length,
    'req/s': totalRps,
    p50: percentile(all, 50),
    p95,
    p99: percentile(all, 99),
    non2xx: Object.values(statuses).reduce((total, { non2xx }) => total + non2xx, 0),
    'socket errors': `${socketErrors} (timeouts ${timeouts})`,
  });
  return { rows, totalRps, p95 };
}

function printMix(title: string, result: MixResult, processes: Running[]): void {
  console.log(`\n### ${title}`);
  console.table(result.rows);
  console.log(processes.map((running) => `RSS ${running.name}: ${rssMiB(running)} MiB`).join(' · '));
}

// ---------------------------------------------------------------- set-ups

async function embedded(): Promise<void> {
  const dir = path.join(benchDataRoot, 'sqlite');
  mkdirSync(dir, { recursive: true });
  await prepareDatabase({ DATA_DIR: dir });
  const server = await startBuilt('server', 'server.js', { DATA_DIR: dir, LOG_LEVEL: 'warn' });
  try {
    await runMix(server.url, 1, true);
    printMix('(a) embedded default: one server process, SQLite, demo dataset', await runMix(server.url, 1), [
      server,
    ]);
  } finally {
    await stop(server);
  }
}

async function scaleOut(): Promise<void> {
  const admin = postgresAdmin();
  if (!admin) {
    console.log(
      '\n(b) skipped: no PostgreSQL (set BENCH_DATABASE_URL, or install PostgreSQL for scripts/postgres-test-server.sh)',
    );
    return;
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'load-bench-'));
  const processes: Running[] = [];
  let proxy: Awaited<ReturnType<typeof roundRobinProxy>> | undefined;
  try {
    // Every server of one installation shares the public origin: the access tokens' issuer and audience.
    const proxyPort = await freePort();
    const env = {
      DATABASE_URL: await postgresDatabase(admin.url, 'bench_load_demo'),
      DATA_DIR: scratch,
      APP_BASE_URL: `http://127.0.0.1:${proxyPort}`,
    };
    await prepareDatabase(env);
    for (const name of ['server 1', 'server 2']) {
      processes.push(await startBuilt(name, 'server.js', { ...env, JOB_WORKER: 'off', LOG_LEVEL: 'warn' }));
    }
    processes.push(await startBuilt('worker', 'worker.js', { ...env, LOG_LEVEL: 'info' }));
    proxy = await roundRobinProxy(
      processes.slice(0, 2).map((running) => running.url),
      proxyPort,
    );
    await runMix(proxy.url, 2, true);
    printMix(
      '(b) PostgreSQL: two server processes (JOB_WORKER=off) behind a round-robin proxy, one worker process',
      await runMix(proxy.url, 2),
      processes,
    );
  } finally {
    await proxy?.close();
    for (const running of processes.reverse()) await stop(running);
    rmSync(scratch, { recursive: true, force: true });
    admin.stop();
  }
}

ensureBuild();
console.log(
  `Mix: ${connections} connections of authenticated (standard plan) reads for ${seconds} s each — ` +
    `${Math.round((1 - DETAIL_SHARE) * 100)}% list searches (Zipf over ${POPULAR_QUERIES.length} queries: common and ` +
    `rare terms, syntax, facets, ranges, page 2), ${Math.round(DETAIL_SHARE * 100)}% detail pages (products, ` +
    `patents, materials) — plus one connection per server of logins and refreshes (1 login : 2 refreshes), paced ` +
    `under the per-address limits of docs/spec/sessions-and-accounts.md (all clients are 127.0.0.1). Latencies in ms; non-2xx answers ` +
    `and socket errors counted apart. After a 3 s warm-up.`,
);
await embedded();
await scaleOut();
