// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MIGRATIONS } from '../../db/migrations/registry.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('/readyz before migrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ migrate: false });
  });
  afterAll(() => t.close());

  it('answers 503 naming the pending migrations', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: `Migrations pending: ${Object.keys(APP_MIGRATIONS).join(', ')}`,
    });
    expect(Object.keys(APP_MIGRATIONS).slice(0, 2)).toEqual(['0001_app_settings', '0002_page_views']);
  });
});
