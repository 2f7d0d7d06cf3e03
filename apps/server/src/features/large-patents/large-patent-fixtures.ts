import { parseInterchangeLine, type InterchangeRecordInput } from '@app/contract/interchange';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { FIXTURE_RECORDS } from '../catalogue/testing/catalogue-fixtures.js';
import { runImport } from '../catalogue/write/import-runner.js';
import { updateSearchIndexAfterImport } from '../catalogue/search/reindex.js';

/**
 * The catalogue fixtures plus 特開2022-500005 (pat-large), a patent of LARGE_EXAMPLE_COUNT examples whose
 * hidden relations the large-patent tests know:
 *   (A) ポリプロピレン  100 質量部 in every example (constant);
 *   (B) タルク          (i mod 11) × 5 質量部 → 0…50;
 *   (C) エラストマー    ((7i) mod 5) × 5 質量部 → 0…20 (independent of タルク);
 *   曲げ弾性率 = 1500 + 30·タルク + a deterministic ±200 MPa scatter (driven by タルク, upwards);
 *   引張強さ   = 40 − 0.8·エラストマー + a ±1 MPa scatter (driven by エラストマー, downwards);
 *   比較例 ⇔ タルク < 10: タルク separates 実施例 from 比較例 perfectly, 曲げ弾性率 only nearly (the scatter
 *   makes the groups overlap).
 * Claim 1 bounds タルク to 10〜50 質量部, claim 2 曲げ弾性率 to ≥ 2.0 GPa (2000 MPa in the table's unit).
 */

export const LARGE_EXAMPLE_COUNT = 60;
/** i mod 11 ∈ {0, 1}: 12 of the 60. */
export const LARGE_COMPARATIVE_COUNT = 12;

function talcOf(i: number): number {
  return (i % 11) * 5;
}

function elastomerOf(i: number): number {
  return ((7 * i) % 5) * 5;
}

function flexOf(i: number): number {
  return 1500 + 30 * talcOf(i) + (((i * 7919) % 401) - 200);
}

function tensileOf(i: number): number {
  return Number((40 - 0.8 * elastomerOf(i) + (((i * 104729) % 21) - 10) / 10).toFixed(1));
}

const LARGE_PATENT_RECORDS: InterchangeRecordInput[] = [
  {
    type: 'patent',
    id: 'pat-large',
    publicationNumber: '特開2022-500005',
    title: 'タルク強化ポリプロピレン組成物の配合設計',
    abstract: 'タルクとエラストマーの配合量を変えた多数の実施例を含む。',
    claims: [
      { number: 1, text: '(A)ポリプロピレン100質量部と(B)タルク10〜50質量部とを含有する樹脂組成物。' },
      { number: 2, text: '曲げ弾性率が2.0GPa以上である請求項1に記載の樹脂組成物。', dependsOn: [1] },
    ],
    applicants: ['アクメ樹脂株式会社'],
    ipc: ['C08L23/10'],
    applicationDate: '2022-02-02',
    publicationDate: '2023-08-01',
    legalStatus: 'pending',
    claimRanges: [
      {
        claim: 1,
        kind: 'ingredient',
        name: 'タルク',
        group: '(B)',
        materialIds: ['mat-talc'],
        min: 10,
        max: 50,
        unit: '質量部',
      },
      { claim: 2, kind: 'property', name: '曲げ弾性率', propertyId: 'prop-flex', min: 2, unit: 'GPa' },
    ],
  },
  ...Array.from({ length: LARGE_EXAMPLE_COUNT }, (_, i): InterchangeRecordInput => {
    const comparative = talcOf(i) < 10;
    return {
      type: 'example',
      id: `pat-large-${i + 1}`,
      patentId: 'pat-large',
      label: `${comparative ? '比較例' : '実施例'}${i + 1}`,
      comparative,
      composition: [
        { materialId: 'mat-pp', group: '(A)', name: 'ポリプロピレン', amount: 100, unit: '質量部' },
        { materialId: 'mat-talc', group: '(B)', name: 'タルク', amount: talcOf(i), unit: '質量部' },
        { group: '(C)', name: 'エラストマー', amount: elastomerOf(i), unit: '質量部' },
      ],
      properties: [
        { propertyId: 'prop-flex', name: '曲げ弾性率', value: flexOf(i), unit: 'MPa' },
        { propertyId: 'prop-tensile', name: '引張強さ', value: tensileOf(i), unit: 'MPa' },
      ],
    };
  }),
];

/** Imports records through the catalogue importer (and indexes them through its hook). */
export async function importRecords(
  db: Kysely<Database>,
  records: readonly InterchangeRecordInput[],
): Promise<void> {
  const items = records.map((input, i) => {
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

export async function seedLargePatentFixtures(db: Kysely<Database>): Promise<void> {
  await importRecords(db, [...FIXTURE_RECORDS, ...LARGE_PATENT_RECORDS]);
}
