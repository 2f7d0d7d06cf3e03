import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('health probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('/healthz answers while the process runs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 200 with a reachable, migrated database, then 503 once the database is gone', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });

    await t.database.destroy();

    const gone = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toEqual({ detail: 'Database unavailable' });
    // Liveness does not depend on the database: restarting would not bring it back.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    // API calls answer 503 (retry later), not 500, while the database is unavailable.
    const api = await t.app.inject({ method: 'GET', url: '/v1/company/public-config' });
    expect(api.statusCode).toBe(503);
    expect(api.json()).toEqual({ detail: 'Service Unavailable' });
  });
});
