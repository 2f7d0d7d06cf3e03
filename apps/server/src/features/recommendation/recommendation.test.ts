// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@app/contract/api-errors';
import { API_PATHS } from '@app/contract/api-paths';
import { PLAN_LIMITS } from '@app/contract/plans';
import type { RecommendKeywords, RecommendResponse } from '@app/contract/recommendation';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInAs } from '../catalogue/testing/catalogue-test-support.js';
import { seedRecommendationFixtures } from './recommendation-fixtures.js';

/**
 * products/recommend and products/recommend-keywords through app.inject() on a migrated database seeded
 * with recommendation-fixtures.ts (whose comment lists every value used below). SQLite, or PostgreSQL
 * with TEST_DATABASE_URL.
 */

type Headers = Record<string, string>;

const FLEX_2_GPA = 'prop-flex:2:::3:GPa';

function url(params: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of [value].flat()) search.append(key, item);
  }
  return `${API_PATHS.productRecommend.build()}?${search.toString()}`;
}

describe('product recommendation API', () => {
  let t: TestApp;
  const as: Record<'visitor' | 'free' | 'standard', Headers> = { visitor: {}, free: {}, standard: {} };

  beforeAll(async () => {
    t = await createTestApp();
    await seedRecommendationFixtures(t.database.db);
    as.free = await signInAs(t.app, 'free');
    as.standard = await signInAs(t.app, 'standard');
  }, 60_000);
  afterAll(() => t.close());

  async function recommend(
    params: Record<string, string | string[]>,
    headers: Headers = as.standard,
  ): Promise<RecommendResponse> {
    const response = await t.app.inject({ method: 'GET', url: url(params), headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RecommendResponse>();
  }

  async function refused(params: Record<string, string | string[]>, headers: Headers = as.standard) {
    const response = await t.app.inject({ method: 'GET', url: url(params), headers });
    return { status: response.statusCode, body: response.json<ErrorBody>() };
  }

  const order = (body: RecommendResponse) => body.items.map((item) => item.product.id);

  it('ranks products meeting 曲げ弾性率 ≥ 2 GPa first, then near misses by how close, unknown last', async () => {
    const body = await recommend({ keyword: '自動車内装', req: FLEX_2_GPA });
    // Met: 3.0, 2.40, 2.2 GPa (100 points, by headroom); missed: 1.9 (5 % short), 1.0 (50 % short); unknown.
    expect(order(body)).toEqual([
      'prd-r-pa',
      'prd-toho',
      'prd-r-high',
      'prd-r-near',
      'prd-r-far',
      'prd-r-unknown',
    ]);
    expect(body.items.map((item) => item.score)).toEqual([100, 100, 100, 47.5, 25, 0]);
    expect(body).toMatchObject({
      total: 6,
      page: 1,
      limited: false,
      hiddenCount: 0,
      keywords: ['自動車内装'],
    });
    expect(body.requirements[0]).toMatchObject({
      propertyName: '曲げ弾性率',
      min: 2,
      unit: 'GPa',
      canonicalMin: 2000,
      canonicalUnit: 'MPa',
    });

    const toho = body.items[1]!;
    expect(toho.product).toMatchObject({ name: 'トーホーレン TP-2030', matchedKeywords: ['自動車内装'] });
    expect(toho.requirements[0]).toMatchObject({
      status: 'pass',
      value: {
        unit: 'GPa',
        canonicalUnit: 'MPa',
        originalValue: 24500,
        originalUnit: 'kgf/cm²',
        originalText: '24,500 kgf/cm²',
        testStandard: 'JIS K 7171',
      },
      margin: { bound: 'min', unit: 'GPa' },
    });
    expect(toho.requirements[0]!.value!.value).toBeCloseTo(2.40263, 4);
    expect(toho.requirements[0]!.margin!.value).toBeCloseTo(0.40263, 4);
    expect(toho.requirements[0]!.reason).toContain('下限 2 GPa 以上');
    expect(toho.materials.map((material) => material.id)).toEqual(['mat-pp', 'mat-talc']);
    // pat-1's 実施例1 uses its materials and measured 2,400 MPa (meets); 比較例1 (1,600 MPa) comes later.
    expect(toho.supportingExamples[0]).toMatchObject({
      patentId: 'pat-1',
      exampleId: 'pat-1-e1',
      via: 'material',
      comparative: false,
      values: [{ propertyId: 'prop-flex', value: 2.4, unit: 'GPa', meets: true }],
    });

    const near = body.items[3]!;
    expect(near.requirements[0]).toMatchObject({
      status: 'fail',
      credit: 0.475,
      margin: { bound: 'min', value: -0.1, unit: 'GPa', relative: -0.05 },
    });
    expect(near.requirements[0]!.reason).toContain('足りない');

    const unknown = body.items[5]!;
    expect(unknown).toMatchObject({ unknownCount: 1, allMet: false });
    expect(unknown.requirements[0]).toMatchObject({
      status: 'unknown',
      value: null,
      margin: null,
      points: 0,
    });
    expect(unknown.requirements[0]!.reason).toContain('値が登録されていない');
  });

  it('explains the score: a product meeting every requirement outranks one missing only a light one', async () => {
    // 曲げ弾性率 ≥ 2 GPa (weight 1) and 引張強さ ≥ 30 MPa (weight 5). prd-r-near misses only the light
    // requirement, and by 5 %, with the largest tensile margin; prd-r-high meets both with less to spare.
    const body = await recommend({
      keyword: '自動車内装',
      req: ['prop-flex:2:::1:GPa', 'prop-tensile:30:::5:MPa'],
    });
    const rank = (id: string) => order(body).indexOf(id);
    expect(rank('prd-r-high')).toBeLessThan(rank('prd-r-near'));
    expect(rank('prd-toho')).toBeLessThan(rank('prd-r-near'));
    const high = body.items[rank('prd-r-high')]!;
    const near = body.items[rank('prd-r-near')]!;
    expect(high).toMatchObject({ score: 100, allMet: true, metCount: 2 });
    expect(near).toMatchObject({ allMet: false, metCount: 1, failedCount: 1 });
    expect(near.score).toBeLessThan(100);

    for (const item of body.items) {
      // The score is the sum of the points shown per requirement, each 100 × weight × credit ÷ Σ weights.
      const points = item.requirements.reduce((sum, requirement) => sum + requirement.points, 0);
      expect(Math.abs(item.score - points)).toBeLessThanOrEqual(0.2);
      for (const requirement of item.requirements) {
        expect(requirement.maxPoints).toBeCloseTo((100 * requirement.weight) / 6, 1);
        const exact = (100 * requirement.weight * requirement.credit) / 6;
        expect(Math.abs(requirement.points - exact)).toBeLessThanOrEqual(0.051);
      }
      expect(item.allMet).toBe(item.score === 100);
    }
    // Every product meeting all requirements precedes every product missing one.
    const firstMiss = body.items.findIndex((item) => !item.allMet);
    expect(body.items.slice(firstMiss).every((item) => !item.allMet)).toBe(true);
    expect(body.formula).toContain('100');
  });

  it('converts requirement units: 2000 MPa, 2 GPa and kgf/cm² rank and judge alike', async () => {
    const gpa = await recommend({ keyword: '自動車内装', req: FLEX_2_GPA });
    const mpa = await recommend({ keyword: '自動車内装', req: 'prop-flex:2000:::3:MPa' });
    const kgf = await recommend({ keyword: '自動車内装', req: 'prop-flex:20394.3:::3:kgf/cm2' });
    expect(order(mpa)).toEqual(order(gpa));
    expect(order(kgf)).toEqual(order(gpa));
    expect(mpa.items.map((item) => item.score)).toEqual(gpa.items.map((item) => item.score));
    const toho = mpa.items.find((item) => item.product.id === 'prd-toho')!;
    expect(toho.requirements[0]!.margin).toMatchObject({ unit: 'MPa' });
    expect(toho.requirements[0]!.margin!.value).toBeCloseTo(402.63, 1);
    expect(kgf.requirements[0]).toMatchObject({ unit: 'kgf/cm²' });
    // An upper bound in GPa: only the stiff grade exceeds 2.5 GPa.
    const soft = await recommend({ keyword: '自動車内装', req: 'prop-flex::2.5::3:GPa' });
    expect(soft.items.find((item) => item.product.id === 'prd-r-pa')!.requirements[0]).toMatchObject({
      status: 'fail',
      margin: { bound: 'max', value: -0.5 },
    });
  });

  it('filters by category subtree and keyword, target-only requirements pass within ±10 %', async () => {
    const pa = await recommend({ keyword: '自動車内装', category: 'cat-pa', req: FLEX_2_GPA });
    expect(order(pa)).toEqual(['prd-r-pa']);
    expect(pa.category).toEqual({ id: 'cat-pa', name: 'ポリアミド' });
    const resin = await recommend({ keyword: '自動車内装', category: 'cat-resin', req: FLEX_2_GPA });
    expect(resin.total).toBe(6);
    const none = await recommend({ keyword: '宇宙船', req: FLEX_2_GPA });
    expect(none).toMatchObject({ total: 0, items: [] });
    const all = await recommend({ req: FLEX_2_GPA, pageSize: '50' });
    expect(all.total).toBe(9); // every product of the catalogue

    const target = await recommend({ keyword: 'ドアトリム', req: 'prop-flex:::2.1:3:GPa' });
    expect(target.items[0]!.requirements[0]).toMatchObject({ status: 'pass', margin: { bound: 'target' } });
  });

  it('gives the standard plan every page and supporting examples of the product itself', async () => {
    const second = await recommend({ keyword: '自動車内装', req: FLEX_2_GPA, page: '2', pageSize: '2' });
    expect(second.items.map((item) => item.rank)).toEqual([3, 4]);
    expect(order(second)).toEqual(['prd-r-high', 'prd-r-near']);

    const acme = await recommend({ keyword: 'エンジン', req: FLEX_2_GPA });
    expect(acme.items[0]!.supportingExamples[0]).toMatchObject({
      patentId: 'pat-2',
      exampleId: 'pat-2-e1',
      via: 'product',
      viaName: 'アクメロン A100',
    });
  });

  it('caps a free user at the top 3 and says how many more exist', async () => {
    const body = await recommend({ keyword: '自動車内装', req: FLEX_2_GPA, page: '2' }, as.free);
    expect(body.items).toHaveLength(PLAN_LIMITS.freeRecommendationResults);
    expect(order(body)).toEqual(['prd-r-pa', 'prd-toho', 'prd-r-high']);
    expect(body).toMatchObject({ total: 6, limited: true, hiddenCount: 3, page: 1 });
  });

  it('answers 401 to a visitor, whatever the query', async () => {
    expect((await refused({ keyword: '自動車内装', req: FLEX_2_GPA }, as.visitor)).status).toBe(401);
    expect((await refused({ req: 'nonsense' }, as.visitor)).status).toBe(401);
  });

  it('refuses bad requirements with 422 and Japanese messages', async () => {
    const cases: [Record<string, string | string[]>, string][] = [
      [{ keyword: '自動車内装' }, '物性の要件を1つ以上指定してください'],
      [{ req: 'prop-flex' }, '物性の要件は「物性ID:下限:上限:目標値:重み:単位」の形'],
      [{ req: 'prop-flex:3:2::3:GPa' }, '上限は下限以上の値を入力してください'],
      [{ req: 'prop-flex::::3:GPa' }, '下限・上限・目標値のいずれかを入力してください'],
      [{ req: 'prop-flex:2:::9:GPa' }, '重みは1〜5の整数で指定してください'],
      [{ req: 'prop-flex:2:::3:kg' }, '曲げ弾性率の単位に「kg」は使えません'],
      [{ req: 'prop-nothing:2:::3:GPa' }, '物性「prop-nothing」は見つかりません'],
      [{ req: FLEX_2_GPA, category: 'cat-nothing' }, 'カテゴリ「cat-nothing」は見つかりません'],
    ];
    for (const [params, message] of cases) {
      const { status, body } = await refused(params);
      expect({ params, status }).toEqual({ params, status: 422 });
      const messages = (body.detail as { msg: string }[]).map((issue) => issue.msg).join(' / ');
      expect(messages).toContain(message);
    }
  });

  it('suggests application keywords with counts, prefix matches first', async () => {
    const get = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API_PATHS.productRecommendKeywords.build()}${query}`,
      });
      expect(response.statusCode).toBe(200);
      return response.json<RecommendKeywords>().items;
    };
    expect(await get(`?q=${encodeURIComponent('自動車')}`)).toEqual([
      { keyword: '自動車内装部品', count: 4 },
      { keyword: '自動車内装', count: 2 },
    ]);
    expect((await get(`?q=${encodeURIComponent('トリム')}`)).map((item) => item.keyword)).toEqual([
      'ドアトリム',
    ]);
    expect(await get('?limit=1')).toEqual([{ keyword: '自動車内装部品', count: 4 }]);
  });
});
