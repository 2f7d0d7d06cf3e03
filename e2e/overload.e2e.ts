import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { startServer, type RunningServer } from './support/server';

/*
 * Issue 16, overload: one anonymous client must not stall the built server. 40 connections from one
 * address loop costly catalogue reads on the demo dataset — patent searches of many OR terms, 100 per page,
 * page 3, terms drawn afresh so no cache helps; example visualisations — while /healthz is asked one call
 * after another. Before the fix /healthz took seconds per answer (reads ran on the main thread) and not one
 * attacker request was refused. Now /healthz keeps answering during the attack, the hammering client gets
 * 429 with Retry-After, and a query beyond the complexity limit gets 422 with its reason. The bounds are
 * generous (no tight timing): a healthy server answers /healthz in milliseconds.
 */

const CONNECTIONS = 40;
const ATTACK_MS = 8_000;

const WORDS = (
  '樹脂 重合 溶媒 粒子 温度 強度 耐熱 硬化 成形 添加 塗料 接着 繊維 薄膜 基材 溶液 分散 架橋 触媒 弾性 ' +
  '透明 導電 酸化 還元 乾燥 加熱 冷却 延伸 圧縮 引張 衝撃 摩耗 耐候 難燃 可塑 充填 顔料 界面 表面 硬度'
).split(' ');

function orQuery(terms: number): string {
  const pool = [...WORDS];
  return Array.from({ length: terms }, () => pool.splice(Math.floor(Math.random() * pool.length), 1)[0]).join(
    ' OR ',
  );
}

let server: RunningServer | undefined;
beforeAll(async () => {
  server = await startServer({ COST_LIMIT_SCALE: '1' }, { catalogue: 'demo' });
}, 600_000);
afterAll(async () => server?.stop());

// First: after the attack this address is over its limits and would get 429 before any query check.
it('answers a visitor 422 with the reason for a query beyond the complexity limit', async () => {
  const response = await fetch(
    `${server!.url}${API_PATHS.patentsSearch.build()}?pageSize=100&page=3&q=${encodeURIComponent(orQuery(32))}`,
  );
  expect(response.status).toBe(422);
  const body = (await response.json()) as { detail: { loc: string[]; msg: string; type: string }[] };
  expect(body.detail[0]).toMatchObject({ loc: ['query', 'q'], type: 'value_error.query_complexity' });
  expect(body.detail[0]?.msg).toMatch(/検索語が多すぎます/);
});

it('keeps /healthz answering and refuses the hammering client while 40 connections search', async () => {
  const base = server!.url;
  const end = performance.now() + ATTACK_MS;
  const statuses = new Map<number, number>();
  const retryAfter: string[] = [];
  let attackRequests = 0;
  const attackers = Array.from({ length: CONNECTIONS }, async (_, connection) => {
    while (performance.now() < end) {
      const path =
        connection % 4 === 3
          ? `${API_PATHS.patentVisualization.build()}?mode=examples&q=${encodeURIComponent(orQuery(8))}`
          : `${API_PATHS.patentsSearch.build()}?pageSize=100&page=3&q=${encodeURIComponent(orQuery(8))}`;
      const response = await fetch(`${base}${path}`).catch(() => null);
      attackRequests += 1;
      if (!response) continue;
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status === 429) retryAfter.push(response.headers.get('retry-after') ?? '');
    }
  });

  // /healthz one call after another for as long as the attack runs.
  const healthz: number[] = [];
  const prober = (async () => {
    while (performance.now() < end) {
      const response = await fetch(`${base}/healthz`);
      await response.arrayBuffer();
      healthz.push(response.status);
    }
  })();
  await Promise.all([...attackers, prober]);

  // Before the fix a /healthz answer took 4–17 s: a handful in 8 s at best. 20 means ≤ 400 ms each on average.
  expect(healthz.length).toBeGreaterThanOrEqual(20);
  expect(healthz.every((status) => status === 200)).toBe(true);
  // The attacker is refused with 429 and told when to come back; nothing failed on the server.
  expect(statuses.get(429) ?? 0).toBeGreaterThan(0);
  expect(retryAfter.every((value) => Number(value) > 0)).toBe(true);
  expect([...statuses.keys()].filter((status) => status >= 500 && status !== 503)).toEqual([]);
  expect(attackRequests).toBeGreaterThan(CONNECTIONS);
}, 60_000);
