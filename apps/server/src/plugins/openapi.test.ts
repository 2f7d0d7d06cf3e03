import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, BUILD_META_PATHS } from '@app/contract/api-paths';
import { expectSecurityHeaders } from '../test/expect-security-headers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

interface OpenApiDocument {
  openapi: string;
  components?: { schemas?: Record<string, unknown> };
  paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
}

describe('OpenAPI document and Swagger UI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every route with the schemas it declares', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toBe('3.1.0');
    // Other features add their own paths; these must always be there.
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        API_PATHS.pageViews.build(),
        API_PATHS.publicConfig.build(),
        BUILD_META_PATHS.latest,
        '/healthz',
        '/readyz',
        API_PATHS.login.build(),
        API_PATHS.logout.build(),
        API_PATHS.refreshToken.build(),
        API_PATHS.reissuePassword.build(),
        API_PATHS.me.build(),
        API_PATHS.register.build(),
        API_PATHS.completeRegistration.build(),
        API_PATHS.resendRegistration.build(),
        API_PATHS.resetPassword.build(),
        API_PATHS.changePassword.build(),
        API_PATHS.contact.build(),
        API_PATHS.botCheckChallenge.build(),
      ]),
    );
    expect(document.paths[API_PATHS.publicConfig.build()]?.get?.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { properties: { maintenanceMode: { type: 'boolean' } } } } },
    });
    expect(document.paths[API_PATHS.pageViews.build()]?.post?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['path'] } } },
    });
    expect(document.paths[API_PATHS.pageViews.build()]?.post?.responses['4XX']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    });
    expect(document.components?.schemas).toHaveProperty('ErrorBody');
  });

  it('serves the UI with external scripts only, so it runs under the app-wide CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/v1/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(page);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="/);
      expect(body?.trim()).toBe('');
    }

    const initializer = await t.app.inject({ method: 'GET', url: '/v1/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });
});
