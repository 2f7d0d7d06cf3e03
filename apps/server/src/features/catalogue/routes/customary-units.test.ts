// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type {
  ExampleSearchResponse,
  PatentDetail,
  PatentSearchResponse,
  ProductDetail,
  PropertyDefList,
} from '@app/contract/catalogue';
import type { InterchangeRecordInput } from '@app/contract/interchange';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedRecords } from '../testing/catalogue-fixtures.js';
import { signInAs } from '../testing/catalogue-test-support.js';

/**
 * Catalogue pages in the units the analyses use (decision 0033, after 0024): a cure time whose property is
 * defined in hours is shown in minutes on the product page, in the patent's example table, in the examples
 * search, in the "which examples matched" line and in the CSV export; a dimensionless value has no unit in
 * the CSV header; CSV numbers are rounded as the pages show them. SQLite and PostgreSQL.
 */

const RECORDS: InterchangeRecordInput[] = [
  { type: 'property', id: 'prop-cure', name: '硬化時間', unit: 'h', unitFamily: 'time', direction: 'lower' },
  { type: 'property', id: 'prop-sg', name: '比重', unit: '-', unitFamily: 'ratio' },
  { type: 'property', id: 'prop-flex', name: '曲げ弾性率', unit: 'MPa', unitFamily: 'stress' },
  { type: 'category', id: 'cat-adhesive', name: '接着剤' },
  { type: 'company', id: 'co-cure', name: '硬化化学株式会社', country: 'JP' },
  { type: 'material', id: 'mat-epoxy', name: 'エポキシ樹脂', category: 'polymer' },
  {
    type: 'product',
    id: 'prd-cure',
    name: 'キュアボンド E-15',
    makerId: 'co-cure',
    categoryId: 'cat-adhesive',
    materialIds: ['mat-epoxy'],
    properties: [
      { propertyId: 'prop-cure', value: 0.25, unit: 'h' },
      { propertyId: 'prop-sg', value: 1.15, unit: '-' },
      // 1,310 kgf/cm² = 128.467115 MPa: the page prints 128.5.
      { propertyId: 'prop-flex', value: 1310, unit: 'kgf/cm²' },
    ],
  },
  {
    type: 'patent',
    id: 'pat-cure',
    publicationNumber: '特開2024-500005',
    title: '速硬化性エポキシ樹脂組成物',
    abstract: '硬化時間の短いエポキシ樹脂組成物。',
    claims: [{ number: 1, text: 'エポキシ樹脂を含む組成物。' }],
    applicants: ['硬化化学株式会社'],
    applicationDate: '2023-02-01',
    publicationDate: '2024-08-01',
    legalStatus: 'pending',
  },
  {
    type: 'example',
    id: 'pat-cure-e1',
    patentId: 'pat-cure',
    label: '実施例1',
    comparative: false,
    composition: [{ materialId: 'mat-epoxy', name: 'エポキシ樹脂', amount: 100, unit: '質量部' }],
    // The patent printed its cure time in hours.
    properties: [{ propertyId: 'prop-cure', name: '硬化時間', value: 0.5, unit: 'h' }],
  },
];

describe('customary units on catalogue pages', () => {
  let t: TestApp;
  let standard: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedRecords(t.database.db, RECORDS);
    standard = await signInAs(t.app, 'standard');
  }, 60_000);
  afterAll(() => t.close());

  const get = async <T>(url: string): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url, headers: standard });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  it('offers the property in minutes for range filters and column headers', async () => {
    const defs = await get<PropertyDefList>(API_PATHS.productPropertyDefs.build());
    expect(defs.items.find((def) => def.id === 'prop-cure')).toMatchObject({
      unit: 'min',
      canonicalUnit: 'h',
    });
    expect(defs.items.find((def) => def.id === 'prop-cure')!.units).toContain('min');
  });

  it('shows a product’s cure time in minutes', async () => {
    const product = await get<ProductDetail>(API_PATHS.productDetail.build({ id: 'prd-cure' }));
    expect(product.properties.find((value) => value.propertyId === 'prop-cure')).toMatchObject({
      displayValue: 15,
      displayUnit: 'min',
    });
  });

  it('shows the example table’s column in minutes, and the examples search’s values too', async () => {
    const patent = await get<PatentDetail>(API_PATHS.patentDetail.build({ id: 'pat-cure' }));
    expect(patent.examples.properties).toEqual([expect.objectContaining({ name: '硬化時間', unit: 'min' })]);
    expect(patent.examples.rows[0]!.values).toEqual([30]);
    const examples = await get<ExampleSearchResponse>(`${API_PATHS.examplesSearch.build()}?q=エポキシ`);
    expect(examples.items[0]!.properties![0]).toMatchObject({ displayValue: 30, displayUnit: 'min' });
  });

  it('says which examples matched a range typed in minutes, in minutes', async () => {
    const prop = encodeURIComponent('prop-cure:20:40:min');
    const list = await get<PatentSearchResponse>(`${API_PATHS.patentsSearch.build()}?prop=${prop}`);
    const matched = list.items.find((item) => item.id === 'pat-cure')!.matchedExamples![0]!;
    expect(matched.condition).toBe('硬化時間 20〜40 min');
    expect(matched.examples[0]!.values).toEqual([{ name: '硬化時間', value: 30, unit: 'min' }]);
  });

  it('exports minutes, no unit for a dimensionless value, and numbers as the page prints them', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.productsExport.build()}?q=${encodeURIComponent('キュアボンド')}`,
      headers: standard,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [header, row] = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const columns = header!.split(',');
    const cells = row!.split(',');
    expect(columns).toContain('硬化時間（min）');
    expect(columns).toContain('比重');
    expect(columns.some((column) => column.startsWith('比重（'))).toBe(false);
    expect(cells[columns.indexOf('硬化時間（min）')]).toBe('15');
    expect(cells[columns.indexOf('比重')]).toBe('1.15');
    expect(cells[columns.indexOf('曲げ弾性率（MPa）')]).toBe('128.5');
  });
});
