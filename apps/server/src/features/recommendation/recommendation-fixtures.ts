import { parseInterchangeLine, type InterchangeRecordInput } from '@app/contract/interchange';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { FIXTURE_RECORDS } from '../catalogue/testing/catalogue-fixtures.js';
import { runImport } from '../catalogue/write/import-runner.js';
import { updateSearchIndexAfterImport } from '../catalogue/search/reindex.js';

/**
 * The catalogue fixtures plus grades made for the recommendation tests, all used for 自動車内装 with a
 * known 曲げ弾性率 (prop-flex) and 引張強さ (prop-tensile), so each expected rank can be worked out by hand:
 *   prd-toho       2.4026 GPa (24,500 kgf/cm²), 35 MPa  — catalogue fixture
 *   prd-r-high     2.2 GPa, 40 MPa
 *   prd-r-near     1.9 GPa (5 % under 2 GPa), 45 MPa
 *   prd-r-far      1.0 GPa (50 % under), 60 MPa
 *   prd-r-unknown  no 曲げ弾性率, 50 MPa
 *   prd-r-pa       3.0 GPa, 20 MPa                       — category cat-pa, the others cat-pp
 */
const RECOMMENDATION_RECORDS: InterchangeRecordInput[] = [
  {
    type: 'product',
    id: 'prd-r-high',
    name: 'リコメンド高剛性 R-1',
    makerId: 'co-acme',
    categoryId: 'cat-pp',
    materialIds: ['mat-pp', 'mat-talc'],
    applications: ['自動車内装部品', 'ドアトリム'],
    properties: [
      { propertyId: 'prop-flex', value: 2.2, unit: 'GPa' },
      { propertyId: 'prop-tensile', value: 40, unit: 'MPa' },
    ],
  },
  {
    type: 'product',
    id: 'prd-r-near',
    name: 'リコメンド惜しい R-2',
    makerId: 'co-acme',
    categoryId: 'cat-pp',
    materialIds: ['mat-pp'],
    applications: ['自動車内装部品'],
    properties: [
      { propertyId: 'prop-flex', value: 1900, unit: 'MPa' },
      { propertyId: 'prop-tensile', value: 45, unit: 'MPa' },
    ],
  },
  {
    type: 'product',
    id: 'prd-r-far',
    name: 'リコメンド低剛性 R-4',
    makerId: 'co-beta',
    categoryId: 'cat-pp',
    materialIds: ['mat-pp'],
    applications: ['自動車内装部品'],
    properties: [
      { propertyId: 'prop-flex', value: 1000, unit: 'MPa' },
      { propertyId: 'prop-tensile', value: 60, unit: 'MPa' },
    ],
  },
  {
    type: 'product',
    id: 'prd-r-unknown',
    name: 'リコメンド不明 R-3',
    makerId: 'co-beta',
    categoryId: 'cat-pp',
    materialIds: ['mat-pp'],
    applications: ['自動車内装'],
    properties: [{ propertyId: 'prop-tensile', value: 50, unit: 'MPa' }],
  },
  {
    type: 'product',
    id: 'prd-r-pa',
    name: 'リコメンドPA R-5',
    makerId: 'co-toho',
    categoryId: 'cat-pa',
    materialIds: ['mat-pa6', 'mat-gf'],
    applications: ['自動車内装部品'],
    properties: [
      { propertyId: 'prop-flex', value: 3, unit: 'GPa' },
      { propertyId: 'prop-tensile', value: 20, unit: 'MPa' },
    ],
  },
];

export async function seedRecommendationFixtures(db: Kysely<Database>): Promise<void> {
  const items = [...FIXTURE_RECORDS, ...RECOMMENDATION_RECORDS].map((input, i) => {
    const parsed = parseInterchangeLine(JSON.stringify(input));
    if (!parsed.ok) throw new Error(`fixture ${i}: ${parsed.error}`);
    return { line: i + 1, record: parsed.record };
  });
  const summary = await runImport(db, items, {
    defaultSource: 'test',
    afterImport: updateSearchIndexAfterImport,
  });
  if (summary.failed > 0) throw new Error(`fixtures: ${JSON.stringify(summary.errors)}`);
}
