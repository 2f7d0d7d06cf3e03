// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type {
  MatchedExamples,
  MaterialSearchResponse,
  PatentDetail,
  PatentSearchResponse,
} from '@app/contract/catalogue';
import type { InterchangeRecordInput } from '@app/contract/interchange';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { FIXTURE_RECORDS, seedRecords } from '../testing/catalogue-fixtures.js';
import { signInAs } from '../testing/catalogue-test-support.js';

/**
 * Issue 17: "which examples matched" a patent list's example filters (list rows and the detail page opened
 * from the list), and synonym hints in the catalogue's own spelling. On catalogue-fixtures.ts plus a patent
 * with seven examples (the list names five) and a material whose aliases normalise differently.
 */

const SEVEN: InterchangeRecordInput[] = [
  {
    type: 'patent',
    id: 'pat-7',
    publicationNumber: '特開2022-700007',
    title: '多数の実施例を持つ組成物',
    claims: [{ number: 1, text: '樹脂組成物。' }],
    applicants: ['アクメ樹脂株式会社'],
    applicationDate: '2022-02-02',
    legalStatus: 'pending',
  },
  ...[31, 33, 35, 37, 39, 41, 50].map((tensile, i): InterchangeRecordInput => ({
    type: 'example',
    id: `pat-7-e${i + 1}`,
    patentId: 'pat-7',
    label: `実施例${i + 1}`,
    comparative: false,
    composition: [{ materialId: 'mat-pa6', name: 'ナイロン6', amount: 100, unit: '質量部' }],
    properties: [{ propertyId: 'prop-tensile', name: '引張強さ', value: tensile, unit: 'MPa' }],
  })),
  {
    type: 'material',
    id: 'mat-pph',
    name: 'ホモポリプロピレン',
    aliases: ['PP-H', 'ホモPP'],
    category: 'polymer',
  },
];

describe('which examples matched a patent list filter', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedRecords(t.database.db, [...FIXTURE_RECORDS, ...SEVEN]);
    headers = await signInAs(t.app, 'standard');
  }, 60_000);
  afterAll(() => t.close());

  async function ok<T>(url: string): Promise<T> {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    return response.json<T>();
  }

  const prop = (...ranges: string[]) => ranges.map((range) => `prop=${encodeURIComponent(range)}`).join('&');
  const matchedOf = (body: PatentSearchResponse) =>
    Object.fromEntries(body.items.map((item) => [item.id, item.matchedExamples]));
  const labels = (matched: MatchedExamples | undefined) => matched?.examples.map((example) => example.label);

  it('names the examples within a range, with their values in the range’s unit', async () => {
    const body = await ok<PatentSearchResponse>(
      `${API_PATHS.patentsSearch.build()}?${prop('prop-tensile:30:40:MPa')}&sort=date:asc`,
    );
    const matched = matchedOf(body);
    expect(Object.keys(matched).sort()).toEqual(['pat-1', 'pat-7']);
    // Bounds are inclusive, like the search: 比較例1 (30 MPa) is in.
    expect(matched['pat-1']).toEqual([
      {
        by: 'ranges',
        condition: '引張強さ 30〜40 MPa',
        total: 2,
        examples: [
          {
            id: 'pat-1-e1',
            label: '実施例1',
            comparative: false,
            values: [{ name: '引張強さ', value: 32, unit: 'MPa' }],
          },
          {
            id: 'pat-1-c1',
            label: '比較例1',
            comparative: true,
            values: [{ name: '引張強さ', value: 30, unit: 'MPa' }],
          },
        ],
      },
    ]);
    // Seven examples, five within 30–40 MPa (41 and 50 are not); the list names them all here.
    expect(matched['pat-7']![0]!.total).toBe(5);
    expect(labels(matched['pat-7']![0])).toEqual(['実施例1', '実施例2', '実施例3', '実施例4', '実施例5']);
  });

  it('names only the examples meeting every range together, never one meeting a single range', async () => {
    const body = await ok<PatentSearchResponse>(
      `${API_PATHS.patentsSearch.build()}?${prop('prop-flex:2000::MPa', 'prop-tensile:300:340:kgf/cm2')}`,
    );
    const [matched] = body.items.find((item) => item.id === 'pat-1')!.matchedExamples!;
    // 比較例1 has 30 MPa (306 kgf/cm²) but a modulus of 1600 MPa: not named.
    expect(matched!.condition).toBe('曲げ弾性率 2000 MPa 以上、引張強さ 300〜340 kgf/cm2');
    expect(matched!.total).toBe(1);
    expect(matched!.examples[0]!.label).toBe('実施例1');
    const [modulus, tensile] = matched!.examples[0]!.values;
    expect(modulus).toEqual({ name: '曲げ弾性率', value: 2400, unit: 'MPa' });
    expect(tensile!.unit).toBe('kgf/cm2');
    expect(tensile!.value).toBeCloseTo(326.3, 1);
  });

  it('names at most five examples per list row and counts the rest', async () => {
    const body = await ok<PatentSearchResponse>(
      `${API_PATHS.patentsSearch.build()}?${prop('prop-tensile:30::MPa')}`,
    );
    const [matched] = body.items.find((item) => item.id === 'pat-7')!.matchedExamples!;
    expect(matched!.total).toBe(7);
    expect(labels(matched)).toEqual(['実施例1', '実施例2', '実施例3', '実施例4', '実施例5']);
  });

  it('names the examples using a chosen material, with the amount used', async () => {
    const body = await ok<PatentSearchResponse>(`${API_PATHS.patentsSearch.build()}?material=mat-pp`);
    const matched = matchedOf(body);
    expect(Object.keys(matched).sort()).toEqual(['pat-1', 'pat-3']);
    expect(matched['pat-3']).toEqual([
      {
        by: 'material',
        condition: 'ポリプロピレン',
        total: 1,
        examples: [
          {
            id: 'pat-3-e1',
            label: '実施例1',
            comparative: false,
            values: [{ name: 'ポリプロピレン', value: 3, unit: '質量%' }],
          },
        ],
      },
    ]);
    expect(labels(matched['pat-1']![0])).toEqual(['実施例1', '比較例1']);
    const either = await ok<PatentSearchResponse>(
      `${API_PATHS.patentsSearch.build()}?material=mat-gf,mat-talc`,
    );
    const conditions = either.items.flatMap((item) => item.matchedExamples!.map((entry) => entry.condition));
    expect(new Set(conditions)).toEqual(new Set(['ガラス繊維・タルク のいずれか']));
  });

  it('adds nothing when the list has no example filter', async () => {
    const body = await ok<PatentSearchResponse>(
      `${API_PATHS.patentsSearch.build()}?q=${encodeURIComponent('樹脂')}`,
    );
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((item) => item.matchedExamples === undefined)).toBe(true);
  });

  it('gives the detail page opened from a filtered list every matching example', async () => {
    const url = `${API_PATHS.patentDetail.build({ id: 'pat-7' })}?${prop('prop-tensile:30::MPa')}&material=mat-pa6`;
    const detail = await ok<PatentDetail>(url);
    expect(detail.matchedExamples!.map((entry) => [entry.by, entry.total, entry.examples.length])).toEqual([
      ['ranges', 7, 7],
      ['material', 7, 7],
    ]);
    const narrow = await ok<PatentDetail>(
      `${API_PATHS.patentDetail.build({ id: 'pat-1' })}?${prop('prop-tensile:1000::MPa')}`,
    );
    expect(narrow.matchedExamples).toEqual([
      { by: 'ranges', condition: '引張強さ 1000 MPa 以上', total: 0, examples: [] },
    ]);
    expect(
      (await ok<PatentDetail>(API_PATHS.patentDetail.build({ id: 'pat-1' }))).matchedExamples,
    ).toBeUndefined();
  });

  it('refuses a detail filter it cannot read with a clear 422', async () => {
    for (const query of [prop('prop-nothing:1:2:MPa'), prop('prop-tensile:1:2:℃'), 'prop=abc']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API_PATHS.patentDetail.build({ id: 'pat-1' })}?${query}`,
        headers,
      });
      expect(response.statusCode).toBe(422);
    }
  });

  it('reports synonym expansions in the catalogue’s spelling, not the index’s normalised keys', async () => {
    const body = await ok<MaterialSearchResponse>(
      `${API_PATHS.materialsSearch.build()}?q=${encodeURIComponent('ホモPP')}`,
    );
    expect(body.items.map((item) => item.id)).toEqual(['mat-pph']);
    expect(body.expandedTerms).toEqual(expect.arrayContaining(['PP-H', 'ホモポリプロピレン']));
    expect(body.expandedTerms).not.toContain('ppーh');
  });
});
