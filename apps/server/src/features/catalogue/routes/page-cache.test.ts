// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type {
  MaterialSearchResponse,
  PatentSearchResponse,
  ProductSearchResponse,
} from '@app/contract/catalogue';
import { jsonLinesItems } from '../ingest/jsonl-source.js';
import { reindexAll, updateSearchIndexAfterImport } from '../search/reindex.js';
import { runImport } from '../write/import-runner.js';
import { VERSION_TTL_MS } from '../search/snapshot.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedFixtures } from '../testing/catalogue-fixtures.js';
import { signInAs } from '../testing/catalogue-test-support.js';

/**
 * The cache of presented search pages (page-cache.ts, one per read context, outside the search index): a page
 * presented for one access level is never served to another, and an import or reindex makes the next
 * request present the page again.
 */

type Headers = Record<string, string>;

describe('presented page cache', () => {
  let t: TestApp;
  const as: Record<'visitor' | 'free' | 'standard', Headers> = { visitor: {}, free: {}, standard: {} };

  beforeAll(async () => {
    // Reads on the main thread: the test looks into this thread's page cache (read threads have their own).
    t = await createTestApp({ env: { READ_THREADS: '0' } });
    await seedFixtures(t.database.db);
    as.free = await signInAs(t.app, 'free');
    as.standard = await signInAs(t.app, 'standard');
  }, 60_000);
  afterAll(() => t.close());

  async function get<T>(url: string, headers: Headers, status = 200): Promise<T> {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect({ url, status: response.statusCode }).toEqual({ url, status });
    return response.json<T>();
  }

  /** Another process's index write shows once the versions read by this one have expired. */
  const versionsExpire = () => new Promise((resolve) => setTimeout(resolve, VERSION_TTL_MS + 10));

  it('keeps the pages of each access level apart', async () => {
    const url = API_PATHS.productsSearch.build();
    const cache = t.app.catalogueReads.inline.pages.entries;
    const standard = await get<ProductSearchResponse>(url, as.standard);
    expect(standard.access.level).toBe('standard');
    expect(standard.items.length).toBeGreaterThan(0);
    expect(standard.items.every((item) => item.properties !== null)).toBe(true);

    const before = cache.stats();
    const visitor = await get<ProductSearchResponse>(url, as.visitor);
    expect(visitor.access).toMatchObject({ level: 'visitor', propertyValues: false });
    expect(visitor.items.map((item) => item.id)).toEqual(standard.items.map((item) => item.id));
    expect(visitor.items.every((item) => item.properties === null)).toBe(true);
    // Free users see values but not the advanced parts: their own entry again.
    const free = await get<ProductSearchResponse>(url, as.free);
    expect(free.access).toMatchObject({ level: 'free', propertyValues: true, advancedSearch: false });
    expect(cache.stats().misses).toBe(before.misses + 2);

    // Served from the cache now, still per level.
    const again = await get<ProductSearchResponse>(url, as.standard);
    expect(again).toEqual(standard);
    expect((await get<ProductSearchResponse>(url, as.visitor)).items.every((item) => !item.properties)).toBe(
      true,
    );
    expect(cache.stats().hits).toBe(before.hits + 2);
  });

  it('never serves a refused request from a page cached for a higher plan', async () => {
    const url = `${API_PATHS.productsSearch.build()}?withPatents=true`;
    const standard = await get<ProductSearchResponse>(url, as.standard);
    expect(standard.patentResults).not.toBeNull();
    await get(url, as.free, 403);
    await get(url, as.visitor, 403);
    const deep = `${API_PATHS.patentsSearch.build()}?page=4`;
    await get(deep, as.standard);
    await get(deep, as.visitor, 403);
  });

  it('presents the page again after a reindex changed the data under it', async () => {
    const url = `${API_PATHS.patentsSearch.build()}?q=${encodeURIComponent('樹脂組成物')}`;
    const first = await get<PatentSearchResponse>(url, as.standard);
    const patent = first.items.find((item) => item.id === 'pat-1')!;
    expect(patent).toBeDefined();
    expect(await get<PatentSearchResponse>(url, as.standard)).toEqual(first);

    const db = t.database.db;
    const retitled = `${patent.title}（補正後）`;
    await db.updateTable('patents').set({ title: retitled }).where('external_id', '=', 'pat-1').execute();
    await reindexAll(db, { kinds: ['patents'] });
    await versionsExpire();

    const after = await get<PatentSearchResponse>(url, as.standard);
    expect(after.items.find((item) => item.id === 'pat-1')!.title).toBe(retitled);
    // A query the new text alone matches: not a stale empty page either.
    const fresh = await get<PatentSearchResponse>(
      `${API_PATHS.patentsSearch.build()}?q=${encodeURIComponent('補正後')}`,
      as.visitor,
    );
    expect(fresh.items.map((item) => item.id)).toEqual(['pat-1']);
  });

  it('presents the page again after an index write through the app itself', async () => {
    const url = `${API_PATHS.patentsSearch.build()}?q=${encodeURIComponent('補正後')}`;
    expect((await get<PatentSearchResponse>(url, as.standard)).total).toBe(1);
    const row = await t.database.db
      .selectFrom('patents')
      .select('id')
      .where('external_id', '=', 'pat-1')
      .executeTakeFirstOrThrow();
    await t.app.searchIndex.remove('patents', [Number(row.id)]);
    expect((await get<PatentSearchResponse>(url, as.standard)).total).toBe(0);
  });

  it('presents the page again after an import updated the index', async () => {
    const url = `${API_PATHS.materialsSearch.build()}?q=${encodeURIComponent('ページキャッシュ樹脂')}`;
    const cache = t.app.catalogueReads.inline.pages.entries;
    expect((await get<MaterialSearchResponse>(url, as.free)).total).toBe(0);
    const before = cache.stats();
    expect((await get<MaterialSearchResponse>(url, as.free)).total).toBe(0);
    expect(cache.stats().hits).toBe(before.hits + 1);

    const record = {
      type: 'material',
      id: 'mat-page-cache',
      name: 'ページキャッシュ樹脂',
      category: 'polymer',
    };
    const summary = await runImport(t.database.db, jsonLinesItems(JSON.stringify(record)), {
      afterImport: updateSearchIndexAfterImport,
    });
    expect(summary).toMatchObject({ inserted: 1, failed: 0 });
    await versionsExpire();

    const after = await get<MaterialSearchResponse>(url, as.free);
    expect(after.items.map((item) => item.id)).toEqual(['mat-page-cache']);
  });
});
