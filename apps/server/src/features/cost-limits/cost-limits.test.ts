import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedFixtures } from '../catalogue/testing/catalogue-fixtures.js';
import { signInAs } from '../catalogue/testing/catalogue-test-support.js';
import { OVERLOAD_DETAILS } from '../read-pool/overload-details.js';
import { COST_BUDGET_MS, COST_LIMITS, COST_WINDOW_MS, createCostLimiter } from './cost-limits.js';

/**
 * Per-client limits of the costly calls (issue 16): a hammering client gets 429 with Retry-After and the
 * Japanese detail, per address for visitors and per account for users, and other clients are not affected.
 */

describe('cost limiter', () => {
  function clock() {
    let at = 1_000;
    return { now: () => at, move: (ms: number) => (at += ms) };
  }

  it('refuses calls over the per-minute count until the window ends, visitors before accounts', () => {
    const time = clock();
    const limiter = createCostLimiter({ scale: 1, now: time.now });
    const { visitor, account } = COST_LIMITS.search;
    for (let i = 0; i < visitor.perMinute; i += 1) {
      const verdict = limiter.admit('address:1', 'search', false);
      expect(verdict.ok).toBe(true);
      if (verdict.ok) verdict.release(1);
    }
    time.move(15_000);
    expect(limiter.admit('address:1', 'search', false)).toEqual({
      ok: false,
      retryAfterSeconds: 45,
      reason: 'rate',
    });
    // Another address, and an account, still have their own counts.
    expect(limiter.admit('address:2', 'search', false).ok).toBe(true);
    expect(account.perMinute).toBeGreaterThan(visitor.perMinute);
    time.move(COST_WINDOW_MS);
    expect(limiter.admit('address:1', 'search', false).ok).toBe(true);
  });

  it('limits calls in progress at once and gives the slot back on release', () => {
    const limiter = createCostLimiter({ scale: 1, now: clock().now });
    const { concurrent } = COST_LIMITS.visualisation.visitor;
    const running = Array.from({ length: concurrent }, () =>
      limiter.admit('address:1', 'visualisation', false),
    );
    expect(running.every((verdict) => verdict.ok)).toBe(true);
    expect(limiter.admit('address:1', 'visualisation', false)).toMatchObject({
      ok: false,
      reason: 'concurrent',
      retryAfterSeconds: 1,
    });
    const first = running[0]!;
    if (first.ok) {
      first.release(5);
      first.release(5); // a second release changes nothing
    }
    expect(limiter.admit('address:1', 'visualisation', false).ok).toBe(true);
    expect(limiter.admit('address:1', 'visualisation', false).ok).toBe(false);
  });

  it('stops a client whose calls used up its answer time of the minute, across classes', () => {
    const limiter = createCostLimiter({ scale: 1, now: clock().now });
    const verdict = limiter.admit('user:7', 'search', true);
    if (verdict.ok) verdict.release(COST_BUDGET_MS.account);
    expect(limiter.admit('user:7', 'detail', true)).toMatchObject({ ok: false, reason: 'budget' });
  });

  it('scales every number, and 0 turns the limits off', () => {
    const doubled = createCostLimiter({ scale: 2, now: clock().now });
    const off = createCostLimiter({ scale: 0, now: clock().now });
    const { perMinute } = COST_LIMITS.export.account;
    for (let i = 0; i < perMinute * 2; i += 1) {
      const verdict = doubled.admit('user:1', 'export', true);
      if (verdict.ok) verdict.release(0);
      expect(verdict.ok).toBe(true);
    }
    expect(doubled.admit('user:1', 'export', true).ok).toBe(false);
    for (let i = 0; i < 10_000; i += 1) expect(off.admit('user:1', 'export', true).ok).toBe(true);
  });
});

describe('cost limits on the routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { COST_LIMIT_SCALE: '1' } });
    await seedFixtures(t.database.db);
  }, 60_000);
  afterAll(() => t.close());

  const search = (headers: Record<string, string> = {}, remoteAddress = '198.51.100.7') =>
    t.app.inject({ method: 'GET', url: `${API_PATHS.patentsSearch.build()}?q=樹脂`, headers, remoteAddress });

  it('answers a hammering visitor 429 with Retry-After and the Japanese detail; others are served', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < COST_LIMITS.search.visitor.perMinute + 5; i += 1) {
      statuses.push((await search()).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(COST_LIMITS.search.visitor.perMinute);
    const refused = await search();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: OVERLOAD_DETAILS.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Another address, and a signed-in user from the same address, are counted apart.
    expect((await search({}, '198.51.100.8')).statusCode).toBe(200);
    const user = await signInAs(t.app, 'standard');
    expect((await search(user)).statusCode).toBe(200);
  });

  it('limits page views per address', async () => {
    const view = () =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.pageViews.build(),
        payload: { path: '/materials' },
        remoteAddress: '203.0.113.9',
      });
    for (let i = 0; i < COST_LIMITS.pageView.visitor.perMinute; i += 1) {
      expect((await view()).statusCode).toBe(204);
    }
    const refused = await view();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
