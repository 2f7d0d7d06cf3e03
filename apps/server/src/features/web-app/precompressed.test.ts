import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { IMMUTABLE, NO_STORE } from './cache-policy.js';

// Large enough to be worth compressing, as the web build's chunks are.
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ i, label: '製品' })))};`;
const INDEX_HTML = `<!doctype html><html lang="ja"><body><div id="root"><p>${'読み込み中です…'.repeat(80)}</p></div></body></html>`;

const HOME_HTML = INDEX_HTML.replace('</p>', '</p><div class="first-view"><h1>横断して探す</h1></div>');

/** A web build with the `.br` / `.gz` copies apps/web/build/precompress-plugin.ts writes. */
async function writeCompressedDist(
  dir: string,
  extra: readonly (readonly [string, string])[] = [],
): Promise<void> {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  for (const [file, body] of [['assets/list-abc123.js', SCRIPT], ['index.html', INDEX_HTML], ...extra]) {
    const full = path.join(dir, file);
    await writeFile(full, body);
    await writeFile(`${full}.br`, brotliCompressSync(body));
    await writeFile(`${full}.gz`, gzipSync(body));
  }
}

describe('serving the precompressed web build (docs/decisions/0026)', () => {
  let t: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'web-dist-compressed-'));
    await writeCompressedDist(distDir);
    t = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('sends a hashed asset brotli-encoded and immutable to a browser that accepts br', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/list-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzipped = await t.app.inject({
      method: 'GET',
      url: '/assets/list-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/list-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends index.html compressed but never cached, at / and for any browser route', async () => {
    for (const url of ['/', '/products?q=PP', '/products/prd-00001']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe(NO_STORE);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });

  it('honours an encoding refused with q=0', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/products',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });
});

/** A build with home.html (apps/web/build/first-view-plugin.ts): `/` is painted from the HTML (decision 0039). */
describe('the home page with its first view', () => {
  let t: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'web-dist-home-'));
    await writeCompressedDist(distDir, [['home.html', HOME_HTML]]);
    t = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('sends home.html at / (with or without a query), compressed and never cached', async () => {
    for (const url of ['/', '/?from=mail']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe(NO_STORE);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(HOME_HTML);
    }
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.body).toBe(HOME_HTML);
  });

  it('sends the plain index.html for every other page', async () => {
    for (const url of ['/products?q=PP', '/login', '/tutorial']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });
});
