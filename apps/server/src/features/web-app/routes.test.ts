import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_META_PATHS } from '@app/contract/api-paths';
import { expectSecurityHeaders } from '../../test/expect-security-headers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const INDEX_HTML =
  '<!doctype html><html lang="ja"><body><div id="root"></div><script type="module" src="/assets/x-abc123.js"></script></body></html>';

/** A web build as Vite lays it out, in a scratch directory. */
async function writeWebDist(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await mkdir(path.join(dir, 'build'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dir, 'assets', 'x-abc123.js'), 'console.log("app");');
  await writeFile(path.join(dir, 'assets', 'x-abc123.js.map'), '{"version":3,"sourcesContent":["secret"]}');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(
    path.join(dir, 'build', 'meta.json'),
    JSON.stringify({ id: 'build-1', timestamp: 1700000000000 }),
  );
}

describe('serving the web app', () => {
  let t: TestApp;
  let distDir: string;

  beforeAll(async () => {
    // The dist must exist before the app is built: the server decides at start whether it serves a web app.
    distDir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await writeWebDist(distDir);
    t = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('serves index.html at / without caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(INDEX_HTML);
    expectSecurityHeaders(response);
  });

  it('serves hashed assets as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/x-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response);
  });

  it('never serves source maps: they stay on the server for decoding stack traces', async () => {
    for (const url of ['/assets/x-abc123.js.map', '/assets/X-ABC123.JS.MAP', '/assets/x-abc123.js.map?v=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('sourcesContent');
    }
  });

  it('lets other files be revalidated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers any unknown browser route with index.html (the browser router shows its own 404)', async () => {
    for (const url of ['/materials/xyz', '/patents/JP-2021-123456/detail?tab=claims', '/no/such/page']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toBe(INDEX_HTML);
      expectSecurityHeaders(response);
    }
  });

  it('keeps JSON 404s for the API, missing assets and non-GET requests', async () => {
    for (const [method, url] of [
      ['GET', '/v1/company/does-not-exist'],
      ['GET', '/v1'],
      ['GET', '/assets/gone-123.js'],
      ['POST', '/materials/xyz'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not Found' });
      expectSecurityHeaders(response);
    }
  });

  it('serves the deployed build id from disk on every request', async () => {
    const first = await t.app.inject({ method: 'GET', url: BUILD_META_PATHS.latest });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({ id: 'build-1', timestamp: 1700000000000 });

    // A redeploy replaces the file under the running server.
    await writeFile(
      path.join(distDir, 'build', 'meta.json'),
      JSON.stringify({ id: 'build-2', timestamp: 1700000001000 }),
    );
    const second = await t.app.inject({ method: 'GET', url: BUILD_META_PATHS.latest });
    expect(second.json()).toEqual({ id: 'build-2', timestamp: 1700000001000 });
  });
});

describe('without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers /build/latest.json and browser routes with JSON 404s', async () => {
    for (const url of [BUILD_META_PATHS.latest, '/', '/materials/xyz']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not Found' });
    }
  });
});
