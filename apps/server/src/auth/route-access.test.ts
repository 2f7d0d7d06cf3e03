import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('route access declarations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const ok = () => ({ ok: true });
    t.app.get('/v1/test/open', ok);
    t.app.get('/v1/test/optional', { onRequest: t.app.authenticateOptional }, ok);
    t.app.get('/v1/test/signed-in', { onRequest: [t.app.authenticate] }, ok);
    t.app.get('/v1/test/export', { preHandler: t.app.requireCapability('csvExport') }, ok);
    t.app.get(
      '/v1/test/explore',
      { onRequest: [t.app.authenticate, t.app.requireCapability('exploration')] },
      ok,
    );
    t.app.get(
      '/v1/test/detail',
      { onRequest: t.app.authenticateOptional, config: { capability: 'detailPages' } },
      ok,
    );
    await t.app.ready();
  });
  afterAll(() => t.close());

  const accessOf = (url: string) =>
    t.app.routeInventory.find((route) => route.url === url && route.method === 'GET')?.options.config?.access;

  it('are read from the guards and the declared capability', () => {
    expect(accessOf('/v1/test/open')).toEqual({ session: 'none' });
    expect(accessOf('/v1/test/optional')).toEqual({ session: 'optional' });
    expect(accessOf('/v1/test/signed-in')).toEqual({ session: 'required' });
    expect(accessOf('/v1/test/export')).toEqual({ session: 'optional', capability: 'csvExport' });
    expect(accessOf('/v1/test/explore')).toEqual({ session: 'required', capability: 'exploration' });
    expect(accessOf('/v1/test/detail')).toEqual({ session: 'optional', capability: 'detailPages' });
  });

  it('list every route once (no HEAD twin of a GET route)', () => {
    const names = t.app.routeInventory.map((route) => `${route.method} ${route.url}`);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('GET /v1/test/open');
    expect(names).not.toContain('HEAD /v1/test/open');
  });

  it('leave the marked guards guarding', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/test/signed-in' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/test/export' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/test/open' })).statusCode).toBe(200);
  });
});
