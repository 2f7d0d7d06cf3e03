import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import {
  bearer,
  createAccountsTestApp,
  createActiveUser,
  type AccountsTestApp,
} from '../../test/accounts-test-app.js';
import { seedFixtures } from '../catalogue/testing/catalogue-fixtures.js';
import { FIRST_VIEW_MARKER } from './first-view-html.js';

const INDEX_HTML = `<!doctype html><html lang="ja"><body><div id="root"><div id="boot-shell"><p>読み込み中です…</p>${FIRST_VIEW_MARKER}</div></div></body></html>`;

/** The build's page for patent lists: index.html naming the list route's chunks (decision 0039). */
const LIST_PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/patents-abc123.js">';
const LIST_PAGE_HTML = INDEX_HTML.replace('<body>', `<head>${LIST_PRELOAD}</head><body>`);

/** The JSON data block of a page, parsed; undefined when the page has none. */
function dataBlock(html: string): { url: string; body: unknown } | undefined {
  const match = /<script type="application\/json" id="first-answer">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]!) as { url: string; body: unknown }) : undefined;
}

/**
 * The first answer of a page (docs/decisions/0032): a patent list or detail is served with its first API
 * answer painted into the shell and embedded for the app, asked as the browser would ask it.
 */
describe('first answer of a patent list or detail page', () => {
  let t: AccountsTestApp;
  let distDir: string;
  let session: { cookie: string; authorization: string };

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'web-dist-first-answer-'));
    await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
    await mkdir(path.join(distDir, 'first-view'));
    await writeFile(path.join(distDir, 'first-view', 'patent-list.html'), LIST_PAGE_HTML);
    t = await createAccountsTestApp({ env: { WEB_DIST_DIR: distDir } });
    await seedFixtures(t.database.db);
    const user = await createActiveUser(t);
    const token = user.session.accessToken;
    session = { cookie: `isLoggedIn=true; accessToken=${encodeURIComponent(token)}`, ...bearer(token) };
    // The first search of a new app builds its index: not what a page waits for (the wait has a limit).
    await t.app.inject({ method: 'GET', url: `${API_PATHS.patentsSearch.build()}?q=x` });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it("paints a list's results in the shell, escaped, and embeds the API's own answer", async () => {
    const response = await page(`/patents?q=${encodeURIComponent('樹脂')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('「樹脂」の検索結果');
    expect(html).toContain('ポリプロピレン樹脂組成物及び成形体');
    // A title holding markup is text, in the view and in the data block.
    expect(html).toContain('表示用&lt;script&gt;樹脂&lt;/script&gt;フィルム');
    expect(html.match(/<script/g)).toHaveLength(1);

    const block = dataBlock(html)!;
    // The call the list page makes: its URL's parameters, page and page size spelled out.
    expect(block.url).toBe(
      `${API_PATHS.patentsSearch.build()}?q=${encodeURIComponent('樹脂')}&page=1&pageSize=20`,
    );
    const api = await t.app.inject({ method: 'GET', url: block.url });
    const { items, total } = api.json<{ items: { id: string }[]; total: number }>();
    const embedded = block.body as { items: { id: string }[]; total: number };
    expect(embedded.total).toBe(total);
    expect(embedded.items.map((item) => item.id)).toEqual(items.map((item) => item.id));
  });

  it("paints a patent's title and abstract for a signed-in user, brotli-encoded when accepted", async () => {
    const response = await page('/patents/pat-1', { cookie: session.cookie, 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('<h1>ポリプロピレン樹脂組成物及び成形体</h1>');
    expect(html).toContain('剛性に優れたＰＰ組成物を提供する');
    const block = dataBlock(html)!;
    expect(block.url).toBe(API_PATHS.patentDetail.build({ id: 'pat-1' }));
    const api = await t.app.inject({
      method: 'GET',
      url: block.url,
      headers: { authorization: session.authorization },
    });
    expect(block.body).toEqual(api.json());
  });

  it("starts from the build's page of the kind when there is one (the route's chunks preloaded), else index.html", async () => {
    const list = (await page(`/patents?q=${encodeURIComponent('樹脂')}`)).body;
    expect(list.startsWith(`<!doctype html><html lang="ja"><head>${LIST_PRELOAD}</head><body>`)).toBe(true);
    expect(list).toContain('「樹脂」の検索結果');
    const detail = (await page('/patents/pat-1', { cookie: session.cookie })).body;
    expect(detail).not.toContain(LIST_PRELOAD);
    expect(detail).toContain('<h1>ポリプロピレン樹脂組成物及び成形体</h1>');
  });

  it('serves the plain page where there is no first answer to give', async () => {
    const plain = [
      page('/patents/pat-1'), // a detail without a session: the route guard sends the visitor to log in
      page('/patents/pat-1', { cookie: 'accessToken=not-a-token' }), // a session the API refuses
      page('/patents/no-such-patent', { cookie: session.cookie }), // the API's 404
      page('/patents/pat-1?filters=x', { cookie: session.cookie }), // a detail asked with its own parameters
      page('/patents'), // a list without a search term
      page('/products?q=樹脂'), // another page
    ];
    for (const response of await Promise.all(plain)) {
      expect(response.statusCode).toBe(200);
      expect(response.body.replace(FIRST_VIEW_MARKER, '')).toBe(INDEX_HTML.replace(FIRST_VIEW_MARKER, ''));
    }
  });
});
