import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { COST_LIMITS } from '../cost-limits/cost-limits.js';

/** expect.any() is typed `any`; one typed alias keeps the assertions lint-clean. */
const anyString = expect.any(String) as unknown;

describe('POST /v1/company/page-views', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores the view and answers 204 without a body', async () => {
    const before = new Date().toISOString();
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.pageViews.build(),
      payload: { path: '/materials/123', referrer: '/materials' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const rows = await t.database.db.selectFrom('page_views').selectAll().execute();
    expect(rows).toEqual([
      { id: 1, path: '/materials/123', referrer: '/materials', user_id: null, created_at: anyString },
    ]);
    // The same ISO-8601 UTC text on both dialects.
    expect(rows[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(rows[0]!.created_at >= before).toBe(true);
  });

  it('stores a missing referrer as null', async () => {
    await t.app.inject({ method: 'POST', url: API_PATHS.pageViews.build(), payload: { path: '/' } });
    const row = await t.database.db
      .selectFrom('page_views')
      .selectAll()
      .where('path', '=', '/')
      .executeTakeFirstOrThrow();
    expect(row.referrer).toBeNull();
  });

  it('rejects an invalid view with 422 and stores nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.pageViews.build(),
      payload: { path: '' },
    });
    expect(response.statusCode).toBe(422);
    const { count } = await t.database.db
      .selectFrom('page_views')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(2);
  });

  it('is limited per client (cost-limits.ts, class pageView)', async () => {
    const limited = await createTestApp({ env: { COST_LIMIT_SCALE: '1' } });
    try {
      const view = () =>
        limited.app.inject({ method: 'POST', url: API_PATHS.pageViews.build(), payload: { path: '/x' } });
      for (let i = 0; i < COST_LIMITS.pageView.visitor.perMinute; i += 1) {
        expect((await view()).statusCode).toBe(204);
      }
      const refused = await view();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
