import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { expectSecurityHeaders } from '../expect-security-headers.js';
import { concreteUrl, createHardeningApp, routeName } from './hardening-app.js';

/*
 * docs/spec/budgets-and-reliability.md: every response carries the security headers (CSP without inline scripts, HSTS,
 * frame-ancestors 'none' and X-Frame-Options, nosniff) and strict CORS (a foreign Origin gets no
 * Access-Control-Allow-Origin) — every route of the app for a visitor and a signed-in user, the web app's
 * HTML and assets, and the error answers (404, 422, 401, a URL Fastify cannot decode).
 */

const FOREIGN = { origin: 'https://evil.example' };

const distDir = await mkdtemp(path.join(tmpdir(), 'hardening-web-'));
await mkdir(path.join(distDir, 'assets'), { recursive: true });
await writeFile(
  path.join(distDir, 'index.html'),
  '<!doctype html><html lang="ja"><body><div id="root"></div><script type="module" src="/assets/app-1a2b3c.js"></script></body></html>',
);
await writeFile(path.join(distDir, 'assets', 'app-1a2b3c.js'), 'export {};');

const h = await createHardeningApp({ WEB_DIST_DIR: distDir });
afterAll(async () => {
  await h.close();
  await rm(distDir, { recursive: true, force: true });
});

let checked = 0;

async function expectHeaders(request: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
  const response = await h.t.app.inject({ ...request, headers: { ...FOREIGN, ...request.headers } });
  expectSecurityHeaders(response);
  expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  checked += 1;
  return response;
}

describe('security headers on every response (docs/spec/budgets-and-reliability.md)', () => {
  it.each(h.routes.map((route) => [routeName(route), route] as const))('%s', async (_name, route) => {
    const url = concreteUrl(route, h.params.mine) ?? route.url.replace(/:\w+/g, 'x');
    const method = route.method as InjectOptions['method'];
    const payload = method === 'GET' || method === 'HEAD' ? undefined : {};
    await expectHeaders({ method, url, payload });
    await expectHeaders({ method, url, payload, headers: await h.signIn('standard') });
  });

  it.each([
    ['the web app at /', '/', 200, 'text/html'],
    ['a browser route (SPA fallback)', '/materials/mat-pp', 200, 'text/html'],
    ['a hashed asset', '/assets/app-1a2b3c.js', 200, 'javascript'],
    ['an unknown API path', '/v1/company/nope', 404, 'application/json'],
    ['a URL that cannot be decoded', '/v1/company/materials/%ED%A0%80/detail', 400, 'application/json'],
  ] as const)('are on %s', async (_label, url, status, type) => {
    const response = await expectHeaders({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain(type);
  });

  it('are on a 422 and a 401', async () => {
    expect(
      (await expectHeaders({ method: 'POST', url: API_PATHS.pageViews.build(), payload: {} })).statusCode,
    ).toBe(422);
    const refused = await expectHeaders({ method: 'GET', url: API_PATHS.me.build() });
    expect(refused.statusCode).toBe(401);
  });

  it('answer no CORS preflight from a foreign origin', async () => {
    for (const url of [API_PATHS.login.build(), API_PATHS.me.build(), API_PATHS.materialsSearch.build()]) {
      const response = await expectHeaders({
        method: 'OPTIONS',
        url,
        headers: {
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(response.headers['access-control-allow-methods']).toBeUndefined();
      expect(response.headers['access-control-allow-headers']).toBeUndefined();
    }
  });

  afterAll(() => {
    console.log(`security headers: ${checked} responses checked over ${h.routes.length} endpoints`);
  });
});
