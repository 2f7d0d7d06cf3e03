import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startServer, type RunningServer } from './support/server';

/*
 * Issue 17, Lighthouse on phones (docs/decisions/0026): what the built server sends before any page
 * script runs. Checked on the build itself, not timed: the first page is brotli-compressed and carries the
 * static shell, the scripts it names are brotli-compressed and cached for good, and the chunks a first
 * visit of home, a list or a detail page loads hold neither the chart library nor the password checker.
 */

const dist = join(repoRoot, 'apps/web/dist');
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
const ENTRY = 'index.html';
const BOOT = 'src/app/boot.tsx';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/**
 * The files a first visit of `route` loads before the page renders: the entry, the app it imports once the
 * shell is painted (src/app/boot.tsx, decision 0044), the route module, and their static imports.
 */
function firstVisitFiles(route: string): string[] {
  if (!manifest[ENTRY] || !manifest[BOOT] || !manifest[route])
    throw new Error(`${ENTRY}, ${BOOT} or ${route} missing from the Vite manifest`);
  return staticGraph([ENTRY, BOOT, route]);
}

/** The chunks of `keys` and every chunk they import statically (what runs when they run). */
function staticGraph(keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/** The source modules bundled into a chunk, from its (hidden, never served) source map; the bundler's own runtime chunk has none. */
function modulesOf(file: string): string[] {
  const map = join(dist, `${file}.map`);
  if (!existsSync(map)) return [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('the first page a phone loads', () => {
  it('is sent brotli-compressed, never cached, with the static shell inside #root', async () => {
    const response = await fetch(`${server.url}/products?q=PP`, { headers: BROWSER_ENCODINGS });
    expect(response.status).toBe(200);
    // fetch decodes the body itself: the header says what went over the wire.
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toMatch(/<div id="root">\s*<div id="boot-shell">/);
  });

  it('names scripts that are sent brotli-compressed and immutable', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.filter((script) => statSync(join(dist, script)).size >= 1024).length).toBeGreaterThan(1);
    for (const script of scripts) {
      const response = await fetch(`${server.url}${script}`, { headers: BROWSER_ENCODINGS });
      expect(response.status, script).toBe(200);
      // Files under 1 KB have no compressed copy (apps/web/build/precompress-plugin.ts): sent as they are.
      const small = statSync(join(dist, script)).size < 1024;
      expect(response.headers.get('content-encoding'), script).toBe(small ? null : 'br');
      expect(response.headers.get('cache-control'), script).toBe('public, max-age=31536000, immutable');
      await response.arrayBuffer();
    }
  });

  it('paints home from the HTML (decision 0039): its opening section, and every chunk of its first visit named at once', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toMatch(
      /<div id="boot-shell">[\s\S]*<section class="fv-hero"><h1>特許・素材・製品を、実施例のデータまで横断して探す<\/h1>/,
    );
    const named = new Set(
      [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]),
    );
    for (const file of firstVisitFiles('src/app/routes/home/home.tsx')) expect(named, file).toContain(file);
    // Any other page starts from the plain index.html.
    const other = await (await fetch(`${server.url}/tutorial`)).text();
    expect(other).not.toContain('<section class="fv-hero">');
  });

  it('has a brotli copy beside every script of the build that is the same script', () => {
    const app = manifest[BOOT]!.file;
    const plain = readFileSync(join(dist, app));
    expect(brotliDecompressSync(readFileSync(join(dist, `${app}.br`)))).toEqual(plain);
  });
});

describe('the entry script (decision 0044)', () => {
  it('holds neither React nor MUI: the app is a dynamic import, run after the shell and first view are painted', () => {
    expect(manifest[ENTRY]?.dynamicImports).toContain(BOOT);
    const modules = staticGraph([ENTRY]).flatMap(modulesOf);
    expect(modules.some((source) => source.endsWith('src/main.tsx'))).toBe(true);
    const framework = modules.filter((source) =>
      /node_modules\/(?:react|react-dom|react-router|@mui\/[^/]+|@emotion\/[^/]+|zod|@tanstack\/[^/]+)\//.test(
        source,
      ),
    );
    expect(framework).toEqual([]);
  });

  for (const [page, route] of [
    ['/', 'src/app/routes/home/home.tsx'],
    ['/patents?q=PP', 'src/app/routes/catalogue/patents.tsx'],
    ['/patents/JP2007031456A', 'src/app/routes/catalogue/patent-detail.tsx'],
  ] as const) {
    it(`${page} names the app's chunks in its head, so they load while the entry does`, async () => {
      const html = await (await fetch(`${server.url}${page}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const named = [...head.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
      for (const file of staticGraph([ENTRY, BOOT])) expect(named, file).toContain(file);
      // The page's route chunks are named too (decision 0039), after its first view.
      const all = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
      for (const file of firstVisitFiles(route)) expect(all, file).toContain(file);
    });
  }
});

describe('the chunks of a first visit', () => {
  for (const route of [
    'src/app/routes/home/home.tsx',
    'src/app/routes/catalogue/products.tsx',
    'src/app/routes/catalogue/product-detail.tsx',
  ]) {
    it(`hold no chart library or password checker for ${route}`, () => {
      const modules = firstVisitFiles(route).flatMap(modulesOf);
      // The maps were read: React itself is among the modules of a first visit.
      expect(modules.some((source) => source.includes('node_modules/react-dom/'))).toBe(true);
      const heavy = modules.filter((source) => /node_modules\/(?:echarts|zrender|@zxcvbn-ts)\//.test(source));
      expect(heavy).toEqual([]);
    });
  }
});
