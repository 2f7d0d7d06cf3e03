/**
 * Overload benchmark (issue 16): can one client stall the server with costly catalogue reads?
 *
 *   npx tsx --conditions=source apps/server/bench/overload-bench.ts
 *   BENCH_OVERLOAD_SECONDS=15   seconds of each attack (default 15)
 *   BENCH_OVERLOAD_ATTACKS=0    throughput only
 *   BENCH_OVERLOAD_SETUPS=unprotected,main,threads  which server set-ups to measure (default all three)
 *
 * Runs the BUILT server (`npm run build`) on the kept demo dataset of the load bench (built-server.ts).
 * (a) The attack of the issue: one anonymous client, 40 connections looping a patent search of 32 two-kanji
 * terms joined by OR (pageSize 100, page 3; the terms drawn afresh for every request, so no cache helps), the
 * same with 8 terms (within the visitors' query-complexity limit), then the examples visualisation of 32
 * terms; meanwhile a probe asks /healthz every 100 ms. Prints /healthz
 * p50/p99/max and how the attacker's requests were answered (200, 429, 422, 503).
 * (b) Search throughput: 20 standard accounts (2 connections each) sending heavy searches of 8 OR terms —
 * within their limits — for the same time: answered searches per second.
 * Set-ups: "unprotected" (`READ_THREADS=0 COST_LIMIT_SCALE=0`: reads on the main thread and no per-client
 * limits, as before issue 16 but for the query-complexity limit), "main" (`READ_THREADS=0`), "threads"
 * (the default: catalogue read threads and cost limits). The attacker runs in a thread of its own.
 * Prints tables; never fails because the machine is slow.
 */
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { API_PATHS } from '@app/contract/api-paths';
import {
  BENCH_ACCOUNTS,
  BENCH_PASSWORD,
  benchDataRoot,
  benchEmail,
  ensureBuild,
  prepareDatabase,
  startBuilt,
  stop,
  type Running,
} from './built-server.js';

const seconds = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 15);
const setups = (process.env.BENCH_OVERLOAD_SETUPS ?? 'unprotected,main,threads').split(',');

/** The server set-ups compared: environment and label. */
const SETUPS: Record<string, { env: Record<string, string>; label: string }> = {
  unprotected: {
    env: { READ_THREADS: '0', COST_LIMIT_SCALE: '0' },
    label: 'as before issue 16: main thread, no cost limits',
  },
  main: { env: { READ_THREADS: '0' }, label: 'main thread (READ_THREADS=0), cost limits' },
  threads: { env: {}, label: 'read threads (default), cost limits' },
};
const runAttacks = process.env.BENCH_OVERLOAD_ATTACKS !== '0';
const ATTACK_CONNECTIONS = 40;

/** Two-kanji words of the materials domain: drawn at random, 32 of them make a costly OR query. */
const WORDS = (
  '樹脂 重合 溶媒 粒子 温度 強度 耐熱 硬化 成形 添加 塗料 接着 繊維 薄膜 基材 溶液 分散 架橋 触媒 単量 ' +
  '共重 弾性 透明 導電 酸化 還元 乾燥 加熱 冷却 延伸 圧縮 引張 衝撃 摩耗 耐候 難燃 可塑 充填 顔料 染料 ' +
  '界面 表面 塗膜 硬度 粘度 密度 結晶 融点 分子 重量 組成 配合 比較 実施 評価 測定 試験 製造 方法 用途'
).split(' ');

function randomTerms(count: number): string {
  const pool = [...WORDS];
  const picked: string[] = [];
  while (picked.length < count && pool.length > 0) {
    picked.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0]!);
  }
  return picked.join(' OR ');
}

const heavySearch = (terms: number) =>
  `${API_PATHS.patentsSearch.build()}?pageSize=100&page=3&q=${encodeURIComponent(randomTerms(terms))}`;
const heavyVisualisation = (terms: number): string =>
  `${API_PATHS.patentVisualization.build()}?mode=examples&q=${encodeURIComponent(randomTerms(terms))}`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Connections each looping `next()` until `end`; counts answers by status. */
async function loop(
  base: string,
  connections: number,
  end: number,
  next: (connection: number) => { path: string; token?: string },
): Promise<{ statuses: Record<string, number>; answered: number; retryAfter: Set<string> }> {
  const statuses: Record<string, number> = {};
  const retryAfter = new Set<string>();
  let answered = 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      while (performance.now() < end) {
        const { path: target, token } = next(connection);
        let status = 'error';
        try {
          const response = await fetch(`${base}${target}`, {
            headers: token ? { authorization: `Bearer ${token}` } : {},
            signal: AbortSignal.timeout(60_000),
          });
          await response.arrayBuffer();
          status = String(response.status);
          if (response.status === 429) retryAfter.add(response.headers.get('retry-after') ?? '(none)');
          // A refused client waits as a well-behaved one would not: straight on, the worst case.
        } catch {
          /* counted as an error */
        }
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === '200') answered += 1;
      }
    }),
  );
  return { statuses, answered, retryAfter };
}

/** /healthz every 100 ms until `end`: latencies in ms (a request that fails counts as its time). */
async function probe(base: string, end: number): Promise<number[]> {
  const latencies: number[] = [];
  while (performance.now() < end) {
    const started = performance.now();
    try {
      await (await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(30_000) })).arrayBuffer();
    } catch {
      /* timed out: its time still counts */
    }
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return latencies.sort((a, b) => a - b);
}

/**
 * The attacker runs in a thread of its own: its 40 connections (and the hundreds of refusals per second
 * they get) must not delay the probe's own event loop, or the probe would measure the bench, not the server.
 */
const ATTACKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, paths, connections, until } = workerData;
const statuses = {};
const retryAfter = new Set();
let next = 0;
const end = Date.now() + until;
Promise.all(Array.from({ length: connections }, async () => {
  while (Date.now() < end) {
    const path = paths[next++ % paths.length];
    let status = 'error';
    try {
      const response = await fetch(base + path, { signal: AbortSignal.timeout(60000) });
      await response.arrayBuffer();
      status = String(response.status);
      if (response.status === 429) retryAfter.add(response.headers.get('retry-after') || '(none)');
    } catch {}
    statuses[status] = (statuses[status] || 0) + 1;
  }
})).then(() => parentPort.postMessage({ statuses, retryAfter: [...retryAfter] }));
`;

async function attack(server: Running, title: string, path: () => string) {
  // Paths drawn up front (a fresh random query each; far more than the attack can send).
  const paths = Array.from({ length: 50_000 }, path);
  const attacker = new Worker(ATTACKER, {
    eval: true,
    workerData: { base: server.url, paths, connections: ATTACK_CONNECTIONS, until: seconds * 1000 },
  });
  const done = once(attacker, 'message') as Promise<
    [{ statuses: Record<string, number>; retryAfter: string[] }]
  >;
  const healthz = await probe(server.url, performance.now() + seconds * 1000);
  const [load] = await done;
  await attacker.terminate();
  return {
    attack: title,
    'healthz p50 ms': Math.round(percentile(healthz, 50)),
    'healthz p99 ms': Math.round(percentile(healthz, 99)),
    'healthz max ms': Math.round(healthz.at(-1) ?? Number.NaN),
    'attacker answers': Object.entries(load.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' '),
    'Retry-After': load.retryAfter.slice(0, 3).join(','),
  };
}

async function tokens(base: string): Promise<string[]> {
  const all: string[] = [];
  for (let index = 0; index < BENCH_ACCOUNTS; index += 1) {
    const response = await fetch(`${base}${API_PATHS.login.build()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: benchEmail(index), password: BENCH_PASSWORD }),
    });
    const body = (await response.json()) as { access_token?: string; accessToken?: string };
    const token = body.access_token ?? body.accessToken;
    if (!token) throw new Error(`login of bench account ${index} failed: ${response.status}`);
    all.push(token);
  }
  return all;
}

async function throughput(server: Running) {
  const accounts = await tokens(server.url);
  const end = performance.now() + seconds * 1000;
  const load = await loop(server.url, accounts.length * 2, end, (connection) => ({
    path: heavySearch(8),
    token: accounts[connection % accounts.length],
  }));
  return {
    'searches/s (200)': (load.answered / seconds).toFixed(1),
    answers: Object.entries(load.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' '),
  };
}

ensureBuild();
const dir = path.join(benchDataRoot, 'sqlite');
mkdirSync(dir, { recursive: true });
await prepareDatabase({ DATA_DIR: dir });
console.log(
  `One anonymous client, ${ATTACK_CONNECTIONS} connections, ${seconds} s per attack; /healthz probed every 100 ms ` +
    `(goal: p99 ≤ 250 ms). Throughput: ${BENCH_ACCOUNTS} standard accounts × 2 connections of 8-term OR searches.`,
);
const attacks: Record<string, unknown>[] = [];
const rates: Record<string, unknown>[] = [];
for (const setup of setups) {
  const { env: setupEnv, label } = SETUPS[setup]!;
  const env = { DATA_DIR: dir, LOG_LEVEL: 'warn', ...setupEnv };
  const server = await startBuilt('server', 'server.js', env);
  try {
    if (runAttacks) {
      // Warm-up (threads started, code compiled): 10 searches, the attacker's address's first of the minute.
      for (let i = 0; i < 10; i += 1) await (await fetch(`${server.url}${heavySearch(8)}`)).arrayBuffer();
      attacks.push({ setup: label, ...(await attack(server, 'search, 32 OR terms', () => heavySearch(32))) });
      // Within the visitors' query-complexity limit: the attack the read threads and cost limits must absorb.
      attacks.push({ setup: label, ...(await attack(server, 'search, 8 OR terms', () => heavySearch(8))) });
      attacks.push({
        setup: label,
        ...(await attack(server, 'examples visualisation, 32 OR terms', () => heavyVisualisation(32))),
      });
    }
    rates.push({ setup: label, ...(await throughput(server)) });
  } finally {
    await stop(server);
  }
}
console.table(attacks);
console.table(rates);
