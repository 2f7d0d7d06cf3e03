// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { CSV_EXPORT } from '@app/contract/bookmarks';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedFixtures } from '../catalogue/testing/catalogue-fixtures.js';
import { signInAs } from '../catalogue/testing/catalogue-test-support.js';
import { UTF8_BOM } from './csv.js';

/**
 * CSV export of list results through app.inject() with the catalogue fixtures: the plan gate (401 visitor,
 * 403 free), the file's shape for Excel (BOM, Japanese headers, units in property headers) and that it
 * holds the same results as the list's search. SQLite and (TEST_DATABASE_URL) PostgreSQL.
 */

describe('CSV export', () => {
  let t: TestApp;
  let free: Record<string, string>;
  let standard: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedFixtures(t.database.db);
    free = await signInAs(t.app, 'free');
    standard = await signInAs(t.app, 'standard');
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = standard) =>
    t.app.inject({ method: 'GET', url, headers });

  /** Lines of the CSV body without the BOM. */
  const lines = (body: string) => body.slice(UTF8_BOM.length).trimEnd().split('\r\n');

  it('is for the standard plan: 401 for a visitor, 403 for a free user', async () => {
    for (const url of [
      API_PATHS.materialsExport.build(),
      API_PATHS.productsExport.build(),
      API_PATHS.patentsExport.build(),
    ]) {
      expect((await get(url, {})).statusCode).toBe(401);
      const refused = await get(url, free);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: 'Standard plan required' });
    }
  });

  it('exports the products of a search with BOM, Japanese headers and values under their unit', async () => {
    const response = await get(`${API_PATHS.productsExport.build()}?maker=co-toho&sort=name:asc`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{8}\.csv"/);
    expect(response.headers[CSV_EXPORT.truncatedHeader]).toBe('false');
    expect(response.body.startsWith(UTF8_BOM)).toBe(true);

    const search = (
      await get(`${API_PATHS.productsSearch.build()}?maker=co-toho&sort=name:asc&pageSize=100`)
    ).json<{
      items: { id: string }[];
      total: number;
    }>();
    const [header, ...rows] = lines(response.body);
    expect(response.headers[CSV_EXPORT.totalHeader]).toBe(String(search.total));
    expect(header!.split(',').slice(0, 7)).toEqual([
      '製品ID',
      '製品名',
      'ブランド',
      'グレード',
      'メーカー',
      'カテゴリ',
      '販売状況',
    ]);
    expect(rows.map((row) => row.split(',')[0])).toEqual(search.items.map((item) => item.id));
    const columns = header!.split(',');
    const flex = columns.findIndex((column) => /^曲げ弾性率（.+）$/.test(column));
    expect(flex).toBeGreaterThan(6);
    const toho = rows.find((row) => row.startsWith('prd-toho,'))!.split(',');
    expect(toho[1]).toBe('トーホーレン TP-2030');
    expect(toho[6]).toBe('販売中');
    // 24,500 kgf/cm² in the property's display unit, rounded as the page prints it: 2.40 GPa or 2,403 MPa.
    const unit = /（(.+)）/.exec(columns[flex]!)![1];
    expect(Number(toho[flex])).toBe(unit === 'GPa' ? 2.4 : 2403);
  });

  it('exports patents and materials of a keyword search, answering 422 like the search for bad input', async () => {
    const patents = await get(`${API_PATHS.patentsExport.build()}?q=${encodeURIComponent('樹脂組成物')}`);
    expect(patents.statusCode).toBe(200);
    const [header, ...rows] = lines(patents.body);
    expect(header).toBe(
      '特許ID,公報番号,国,発明の名称,出願人,出願日,公開日,法的状態,IPC,Fタームテーマ,請求項数,実施例数,要約',
    );
    expect(rows.map((row) => row.split(',')[0]).sort()).toEqual(['pat-1', 'pat-2']);

    const materials = await get(`${API_PATHS.materialsExport.build()}?q=${encodeURIComponent('タルク')}`);
    expect(lines(materials.body)[0]!.startsWith('素材ID,素材名,英語名,分類,CAS番号,別名,製品数')).toBe(true);
    expect(
      lines(materials.body)
        .slice(1)
        .map((row) => row.split(',')[0]),
    ).toContain('mat-talc');

    expect((await get(`${API_PATHS.productsExport.build()}?sort=bogus`)).statusCode).toBe(422);
  });
});
