// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@app/contract/api-errors';
import { API_PATHS } from '@app/contract/api-paths';
import type { LargePatentAnalysis, LargePatentList } from '@app/contract/large-patents';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInAs } from '../catalogue/testing/catalogue-test-support.js';
import { VERSION_TTL_MS } from '../catalogue/search/snapshot.js';
import {
  importRecords,
  LARGE_COMPARATIVE_COUNT,
  LARGE_EXAMPLE_COUNT,
  seedLargePatentFixtures,
} from './large-patent-fixtures.js';

/**
 * large-patents/analyze through app.inject() on a migrated database seeded with large-patent-fixtures.ts
 * (its comment gives the hidden relations asserted below). SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */

type Headers = Record<string, string>;

type Params = Record<string, string | number | undefined>;

function url(params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return `${API_PATHS.largePatentAnalyze.build()}?${search.toString()}`;
}

describe('large-patent analysis API', () => {
  let t: TestApp;
  const as: Record<'visitor' | 'free' | 'standard', Headers> = { visitor: {}, free: {}, standard: {} };
  let analysis: LargePatentAnalysis;

  beforeAll(async () => {
    t = await createTestApp();
    await seedLargePatentFixtures(t.database.db);
    as.free = await signInAs(t.app, 'free');
    as.standard = await signInAs(t.app, 'standard');
  }, 60_000);
  afterAll(() => t.close());

  async function get<T>(params: Params, headers: Headers = as.standard) {
    const response = await t.app.inject({ method: 'GET', url: url(params), headers });
    return { status: response.statusCode, body: response.json<T>() };
  }

  async function list(params: Params = {}): Promise<LargePatentList> {
    const { status, body } = await get<LargePatentList>(params);
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  }

  it('asks a visitor to sign up and a free user to upgrade, whatever the query', async () => {
    for (const params of [{}, { patentId: 'pat-large' }, { minExamples: 'x' }]) {
      const visitor = await get<ErrorBody>(params, as.visitor);
      expect(visitor.status).toBe(401);
      const free = await get<ErrorBody>(params, as.free);
      expect(free.status).toBe(403);
    }
  });

  it('lists patents with at least minExamples examples, most first, with totals and paging', async () => {
    expect(await list()).toMatchObject({ kind: 'list', items: [], total: 0, minExamples: 100, page: 1 });
    const two = await list({ minExamples: 2 });
    expect(two.total).toBe(2);
    expect(two.items).toEqual([
      {
        id: 'pat-large',
        publicationNumber: '特開2022-500005',
        title: 'タルク強化ポリプロピレン組成物の配合設計',
        applicants: ['アクメ樹脂株式会社'],
        filingDate: '2022-02-02',
        exampleCount: LARGE_EXAMPLE_COUNT,
        comparativeCount: LARGE_COMPARATIVE_COUNT,
      },
      expect.objectContaining({ id: 'pat-1', exampleCount: 2, comparativeCount: 1 }),
    ]);
    const second = await list({ minExamples: 2, pageSize: 1, page: 2 });
    expect(second.items.map((item) => item.id)).toEqual(['pat-1']);
    expect(second.total).toBe(2);
    expect((await list({ minExamples: 50 })).items.map((item) => item.id)).toEqual(['pat-large']);
  });

  it('searches the list by applicant, title and publication number', async () => {
    const ids = async (q: string) => (await list({ minExamples: 2, q })).items.map((item) => item.id);
    expect(await ids('アクメ')).toEqual(['pat-large']);
    expect(await ids('成形体')).toEqual(['pat-1']);
    expect(await ids('2021-100001')).toEqual(['pat-1']);
    expect(await ids('特開２０２２５０００05')).toEqual(['pat-large']);
    expect(await ids('ポリプロピレン 東邦')).toEqual(['pat-1']);
    expect(await ids('100%_')).toEqual([]);
  });

  it('rejects a bad minExamples with a Japanese message', async () => {
    const { status, body } = await get<ErrorBody>({ minExamples: 1 });
    expect(status).toBe(422);
    expect(JSON.stringify(body.detail)).toContain('実施例数の下限は2以上で指定してください');
  });

  it('answers 404 for an unknown patent and 422 for a patent with fewer than two examples', async () => {
    expect(await get<ErrorBody>({ patentId: 'no-such-patent' })).toEqual({
      status: 404,
      body: { detail: 'Not Found' },
    });
    const one = await get<ErrorBody>({ patentId: 'pat-3' });
    expect(one.status).toBe(422);
    expect(one.body.detail).toEqual([
      {
        loc: ['query', 'patentId'],
        msg: 'この特許の実施例・比較例は1件のため分析できません（2件以上必要です）',
        type: 'value_error',
      },
    ]);
  });

  describe('the analysis of pat-large', () => {
    beforeAll(async () => {
      const { status, body } = await get<LargePatentAnalysis>({ patentId: 'pat-large' });
      expect(status, JSON.stringify(body)).toBe(200);
      analysis = body;
    }, 60_000);

    const key = (name: string) =>
      [...analysis.table.components, ...analysis.table.properties].find((column) => column.name === name)!
        .key;
    const column = (name: string) => {
      const components = analysis.table.components.findIndex((c) => c.name === name);
      return analysis.table.rows.map((row) =>
        components >= 0
          ? (row.amounts[components] ?? 0)
          : row.values[analysis.table.properties.findIndex((p) => p.name === name)]!,
      );
    };

    it('holds the patent and its whole example table', () => {
      expect(analysis.kind).toBe('analysis');
      expect(analysis.patent).toMatchObject({
        id: 'pat-large',
        exampleCount: LARGE_EXAMPLE_COUNT,
        comparativeCount: LARGE_COMPARATIVE_COUNT,
        legalStatus: 'pending',
      });
      expect(analysis.table.total).toBe(LARGE_EXAMPLE_COUNT);
      expect(analysis.table.rows).toHaveLength(LARGE_EXAMPLE_COUNT);
      expect(analysis.elapsedMs).toBeGreaterThan(0);
    });

    it('gives each column its distribution', () => {
      const talc = analysis.distributions.find((d) => d.name === 'タルク')!;
      expect(talc).toMatchObject({ kind: 'component', unit: '質量部', count: 60, min: 0, max: 50 });
      expect(talc.bins.reduce((s, b) => s + b.count, 0)).toBe(60);
      expect(talc.bins.reduce((s, b) => s + b.comparative, 0)).toBe(LARGE_COMPARATIVE_COUNT);
      expect(analysis.distributions.map((d) => d.key)).toEqual(
        analysis.correlation.variables.map((v) => v.key),
      );
    });

    it('correlates every pair symmetrically, 1 on the diagonal, none for a constant column', () => {
      const { variables, matrix } = analysis.correlation;
      variables.forEach((_, i) => variables.forEach((__, j) => expect(matrix[i]![j]).toBe(matrix[j]![i])));
      const index = (name: string) => variables.findIndex((v) => v.name === name);
      for (const name of ['タルク', 'エラストマー', '曲げ弾性率', '引張強さ'])
        expect(matrix[index(name)]![index(name)]).toBe(1);
      expect(matrix[index('ポリプロピレン')]![index('ポリプロピレン')]).toBeNull();
      expect(matrix[index('タルク')]![index('曲げ弾性率')]).toBeGreaterThan(0.9);
      expect(matrix[index('エラストマー')]![index('引張強さ')]).toBeLessThan(-0.9);
    });

    it('finds the ingredient that really drives each property, with its direction and CV R²', () => {
      const flex = analysis.drivers.find((d) => d.name === '曲げ弾性率')!;
      expect(flex.drivers[0]).toMatchObject({ componentKey: key('タルク'), direction: 'up' });
      expect(flex.drivers[0]!.importance).toBeGreaterThan(0.7);
      expect(flex.r2).toBeGreaterThan(0.7);
      expect(flex.rows).toBe(60);
      const tensile = analysis.drivers.find((d) => d.name === '引張強さ')!;
      expect(tensile.drivers[0]).toMatchObject({ componentKey: key('エラストマー'), direction: 'down' });
      expect(tensile.r2).toBeGreaterThan(0.7);
      for (const entry of analysis.drivers) {
        expect(entry.drivers.reduce((s, d) => s + d.importance, 0)).toBeCloseTo(1, 5);
        // The constant ポリプロピレン cannot drive anything.
        expect(entry.drivers.map((d) => d.name)).not.toContain('ポリプロピレン');
      }
    });

    it('ranks タルク first among the columns separating 実施例 from 比較例', () => {
      const { separation } = analysis;
      expect(separation).toMatchObject({
        exampleCount: LARGE_EXAMPLE_COUNT - LARGE_COMPARATIVE_COUNT,
        comparativeCount: LARGE_COMPARATIVE_COUNT,
      });
      expect(separation.features[0]).toMatchObject({ name: 'タルク', auc: 1 });
      expect(separation.features[0]!.effectSize).toBeGreaterThan(1);
      const flex = separation.features.find((f) => f.name === '曲げ弾性率')!;
      expect(flex.auc).toBeGreaterThan(0.8);
      expect(flex.auc).toBeLessThan(1);
      expect(separation.summary).toContain('「タルク」');
    });

    it('reports rules whose support, confidence and base rate hold on the rows', () => {
      expect(analysis.rules.length).toBeGreaterThan(0);
      for (const rule of analysis.rules) {
        const x = column(rule.condition.name);
        const y = column(rule.conclusion.name);
        const meets = (v: number, op: string, w: number) => (op === '>=' ? v >= w : v <= w);
        const inside = x.filter((v, i) => y[i] !== null && meets(v, rule.condition.op, rule.condition.value));
        const hits = x.filter(
          (v, i) =>
            meets(v, rule.condition.op, rule.condition.value) &&
            meets(y[i]!, rule.conclusion.op, rule.conclusion.value),
        );
        expect(inside).toHaveLength(rule.support);
        expect(hits.length / rule.support).toBeCloseTo(rule.confidence, 10);
        const base = y.filter((v) => meets(v, rule.conclusion.op, rule.conclusion.value)).length / y.length;
        expect(rule.baseRate).toBeCloseTo(base, 10);
        expect(rule.confidence).toBeGreaterThan(rule.baseRate);
        expect(rule.text).toContain(' のとき ');
      }
      const talcFlex = analysis.rules.find(
        (rule) => rule.condition.name === 'タルク' && rule.conclusion.name === '曲げ弾性率',
      );
      expect(talcFlex?.text).toMatch(/^タルク [≥≤] [\d.]+ 質量部 のとき 曲げ弾性率 [≥≤] [\d.]+ MPa$/);
    });

    it('maps the claim ranges onto the table columns in their units', () => {
      expect(analysis.claimRanges).toEqual([
        expect.objectContaining({
          claim: 1,
          kind: 'ingredient',
          columnKey: key('タルク'),
          columnMin: 10,
          columnMax: 50,
        }),
        expect.objectContaining({
          claim: 2,
          kind: 'property',
          columnKey: key('曲げ弾性率'),
          columnMin: 2000,
          columnMax: null,
        }),
      ]);
    });

    it('answers a second open from the cache, and computes again after a catalogue change', async () => {
      const again = await get<LargePatentAnalysis>({ patentId: 'pat-large' });
      expect(again.status).toBe(200);
      expect(again.body.elapsedMs).toBe(0);
      expect({ ...again.body, elapsedMs: analysis.elapsedMs }).toEqual(analysis);
      await importRecords(t.database.db, [
        {
          type: 'example',
          id: 'pat-large-extra',
          patentId: 'pat-large',
          label: '実施例61',
          comparative: false,
          composition: [{ materialId: 'mat-talc', group: '(B)', name: 'タルク', amount: 20, unit: '質量部' }],
          properties: [{ propertyId: 'prop-flex', name: '曲げ弾性率', value: 2100, unit: 'MPa' }],
        },
      ]);
      // The import wrote beside the app (as another process would): the app sees it once its last read of
      // the index versions is older than VERSION_TTL_MS.
      await new Promise((resolve) => setTimeout(resolve, VERSION_TTL_MS + 10));
      const changed = await get<LargePatentAnalysis>({ patentId: 'pat-large' });
      expect(changed.status).toBe(200);
      expect(changed.body.elapsedMs).toBeGreaterThan(0);
      expect(changed.body.table.total).toBe(LARGE_EXAMPLE_COUNT + 1);
    }, 60_000);
  });
});
