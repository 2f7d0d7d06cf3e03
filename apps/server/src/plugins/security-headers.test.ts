import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { expectSecurityHeaders } from '../test/expect-security-headers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get('/v1/test/crash', () => {
      throw new Error('boom');
    });
  });
  afterAll(() => t.close());

  it.each([
    ['an API answer', 'GET', API_PATHS.publicConfig.build(), 200],
    ['a probe', 'GET', '/healthz', 200],
    ['a 404', 'GET', '/v1/company/nope', 404],
    ['a validation error', 'POST', API_PATHS.pageViews.build(), 422],
    ['a 500', 'GET', '/v1/test/crash', 500],
  ] as const)('are on %s', async (_label, method, url, status) => {
    const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response);
  });

  it('include the full CSP without inline scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
        "font-src 'self' data:;connect-src 'self';worker-src 'self' blob:;object-src 'none';base-uri 'self';" +
        "form-action 'self';frame-ancestors 'none'",
    );
  });

  it('allow no cross-origin reads (no CORS headers, even when asked)', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: API_PATHS.publicConfig.build(),
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
