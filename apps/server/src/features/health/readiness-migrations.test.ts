import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(response.json()).toEqual({ detail: 'Migrations pending: 0001_app_settings, 0002_page_views' });
  });
});
