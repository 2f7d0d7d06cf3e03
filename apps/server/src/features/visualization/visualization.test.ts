// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@app/contract/api-errors';
import { API_PATHS } from '@app/contract/api-paths';
import type { PatentSearchResponse } from '@app/contract/catalogue';
import type { ExampleVisualization, PatentVisualization } from '@app/contract/visualization';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInAs } from '../catalogue/testing/catalogue-test-support.js';
import { reindexWithLandscape } from './index-with-landscape.js';
import {
  METAL_COUNT,
  PARETO_POINTS,
  RESIN_COUNT,
  seedVisualizationFixtures,
  VISUALIZATION_RECORDS,
} from './visualization-fixtures.js';

/**
 * patents/visualization through app.inject() on a migrated database seeded with visualization-fixtures.ts
 * (whose comment lists the data). Aggregates are checked against counts made directly from the fixture
 * records; filters against the /patents search. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */

type Headers = Record<string, string>;
type Params = Record<string, string | string[] | number>;

function url(path: string, params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of [value].flat()) search.append(key, String(item));
  }
  return `${path}?${search.toString()}`;
}

interface FixturePatent {
  id: string;
  applicants: string[];
  year: number;
  ipcs: string[];
  themes: string[];
}

/** The fixture's patents as plain data, for brute-force counts. */
const FIXTURE_PATENTS: FixturePatent[] = VISUALIZATION_RECORDS.flatMap((record) => {
  if (record.type !== 'patent') return [];
  return [
    {
      id: record.id,
      applicants: (record.applicants ?? []).map(String),
      year: Number(String(record.applicationDate).slice(0, 4)),
      ipcs: [...new Set((record.ipc ?? []).map((code) => String(code).slice(0, 4)))],
      themes: (record.themes ?? []).map(String),
    },
  ];
});

const COMPANY_IDS: Record<string, string> = {
  アルファ樹脂株式会社: 'co-alpha',
  ベータ金属株式会社: 'co-beta',
  ガンマ化学株式会社: 'co-gamma',
};

describe('patent and example visualisation API', () => {
  let t: TestApp;
  const as: Record<'visitor' | 'free' | 'standard', Headers> = { visitor: {}, free: {}, standard: {} };

  beforeAll(async () => {
    t = await createTestApp();
    await seedVisualizationFixtures(t.database.db);
    as.free = await signInAs(t.app, 'free');
    as.standard = await signInAs(t.app, 'standard');
  }, 120_000);
  afterAll(() => t.close());

  async function get<T>(params: Params, headers: Headers = as.standard): Promise<T> {
    const response = await t.app.inject({
      method: 'GET',
      url: url(API_PATHS.patentVisualization.build(), params),
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }
  const patents = (params: Params = {}, headers?: Headers) =>
    get<PatentVisualization>({ mode: 'patents', ...params }, headers);
  const examples = (params: Params = {}, headers?: Headers) =>
    get<ExampleVisualization>({ mode: 'examples', ...params }, headers);

  async function refused(params: Params) {
    const response = await t.app.inject({
      method: 'GET',
      url: url(API_PATHS.patentVisualization.build(), params),
      headers: as.standard,
    });
    return { status: response.statusCode, body: response.json<ErrorBody>() };
  }

  /** Every id the /patents list finds for these filters (all pages). */
  async function listed(params: Params): Promise<string[]> {
    const ids: string[] = [];
    for (let page = 1; ; page += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: url(API_PATHS.patentsSearch.build(), { ...params, page, pageSize: 50 }),
        headers: as.standard,
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<PatentSearchResponse>();
      ids.push(...body.items.map((item) => item.id));
      if (ids.length >= body.total || body.items.length === 0) return ids;
    }
  }

  describe('stored landscape layout', () => {
    it('has a place for every patent after the import, and the same one after a reindex', async () => {
      const db = t.database.db;
      const before = await db.selectFrom('patent_landscape').selectAll().orderBy('patent_id').execute();
      const patentCount = await db
        .selectFrom('patents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(before).toHaveLength(Number(patentCount.n));
      const clustersBefore = await db.selectFrom('landscape_clusters').selectAll().orderBy('id').execute();
      const state = await db.selectFrom('landscape_state').selectAll().executeTakeFirstOrThrow();
      expect(Number(state.documents)).toBe(before.length);

      await reindexWithLandscape(db);
      const after = await db.selectFrom('patent_landscape').selectAll().orderBy('patent_id').execute();
      expect(after).toEqual(before);
      expect(await db.selectFrom('landscape_clusters').selectAll().orderBy('id').execute()).toEqual(
        clustersBefore,
      );
      const body = await patents();
      expect(body.layoutComputedAt).not.toBeNull();
      expect(Date.parse(body.layoutComputedAt!)).toBeGreaterThanOrEqual(Date.parse(state.computed_at));
    });

    it('separates the two themes into labelled clusters, similar patents close together', async () => {
      const body = await patents();
      const isResin = (id: string) => id.startsWith('pat-r') || id === 'pat-pareto';
      const resin = body.points.filter((point) => isResin(point.id));
      const metal = body.points.filter((point) => !isResin(point.id));
      expect(resin).toHaveLength(RESIN_COUNT + 1);
      expect(metal).toHaveLength(METAL_COUNT);
      const resinClusters = new Set(resin.map((point) => point.cluster));
      const metalClusters = new Set(metal.map((point) => point.cluster));
      for (const cluster of resinClusters) {
        expect(cluster).not.toBeNull();
        expect(metalClusters.has(cluster)).toBe(false);
      }

      const mean = (pairs: [(typeof resin)[number], (typeof resin)[number]][]) =>
        pairs.reduce((sum, [a, b]) => sum + Math.hypot(a.x - b.x, a.y - b.y), 0) / pairs.length;
      const within = [
        ...resin.flatMap((a, i) => resin.slice(i + 1).map((b) => [a, b] as [typeof a, typeof a])),
        ...metal.flatMap((a, i) => metal.slice(i + 1).map((b) => [a, b] as [typeof a, typeof a])),
      ];
      const across = resin.flatMap((a) => metal.map((b) => [a, b] as [typeof a, typeof a]));
      expect(mean(within)).toBeLessThan(mean(across) * 0.6);

      const terms = (clusters: Set<number | null>) => [...clusters].flatMap((i) => body.clusters[i!]!.terms);
      expect(terms(resinClusters).some((term) => /ポリプロピレン|タルク/.test(term))).toBe(true);
      expect(terms(metalClusters).some((term) => /銅合金|ニッケル/.test(term))).toBe(true);
      for (const cluster of body.clusters) expect(cluster.label).toBe(cluster.terms.join('・'));
      expect(body.clusters.reduce((sum, cluster) => sum + cluster.size, 0)).toBe(body.total);
    });
  });

  describe('patents mode aggregates', () => {
    it('counts trends, applicants and matrices exactly as the fixture holds them', async () => {
      const body = await patents();
      expect(body.total).toBe(FIXTURE_PATENTS.length);
      expect(body.shown).toBe(FIXTURE_PATENTS.length);
      expect(body.sample).toBe(false);

      const years = new Map<number, number>();
      for (const patent of FIXTURE_PATENTS) years.set(patent.year, (years.get(patent.year) ?? 0) + 1);
      expect(body.trends).toEqual(
        [...years].sort((a, b) => a[0] - b[0]).map(([year, count]) => ({ year, count })),
      );

      for (const applicant of body.applicants) {
        const mine = FIXTURE_PATENTS.filter((patent) =>
          patent.applicants.some((name) => COMPANY_IDS[name] === applicant.id),
        );
        expect(applicant.count).toBe(mine.length);
        const perYear = new Map<number, number>();
        for (const patent of mine) perYear.set(patent.year, (perYear.get(patent.year) ?? 0) + 1);
        expect(applicant.byYear).toEqual(
          [...perYear].sort((a, b) => a[0] - b[0]).map(([year, count]) => ({ year, count })),
        );
      }
      expect(body.applicants.map((applicant) => applicant.id).sort()).toEqual([
        'co-alpha',
        'co-beta',
        'co-gamma',
      ]);
      const counts = body.applicants.map((applicant) => applicant.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));

      const check = (
        matrix: PatentVisualization['applicantYear'],
        codesOf: (patent: FixturePatent) => string[],
      ) => {
        expect(matrix.rows.map((row) => row.id)).toEqual(body.applicants.map((applicant) => applicant.id));
        matrix.rows.forEach((row, r) => {
          matrix.columns.forEach((column, c) => {
            const expected = FIXTURE_PATENTS.filter(
              (patent) =>
                patent.applicants.some((name) => COMPANY_IDS[name] === row.id) &&
                codesOf(patent).includes(column.code),
            ).length;
            expect(matrix.counts[r]![c], `${row.id} × ${column.code}`).toBe(expected);
          });
        });
      };
      check(body.applicantYear, (patent) => [String(patent.year)]);
      check(body.applicantIpc, (patent) => patent.ipcs);
      check(body.applicantTheme, (patent) => patent.themes);
      expect(body.applicantIpc.columns.map((column) => column.code).sort()).toEqual(['C08L', 'C22C', 'C22F']);
      expect(body.applicantIpc.columns.find((column) => column.code === 'C22C')?.title).toBe('合金');
      expect(body.applicantTheme.columns).toEqual(
        expect.arrayContaining([
          { code: '4J002', title: '高分子組成物' },
          { code: '4K018', title: null },
        ]),
      );

      const r3 = body.points.find((point) => point.id === 'pat-r3')!;
      expect(r3).toMatchObject({ applicantId: 'co-alpha', applicant: 'アルファ樹脂株式会社', year: 2021 });
      expect(r3.ipcs).toEqual(['C08L']);
      expect(r3.themes).toEqual(['4J002']);
    });

    it('colours points by the median of a property over the patent examples, in its display unit', async () => {
      const body = await patents({ colorProperty: 'prop-flex' });
      expect(body.colorProperty).toEqual({ id: 'prop-flex', name: '曲げ弾性率', unit: 'GPa' });
      // pat-r2: 1700, 1750 and 1200 MPa → median 1700 MPa = 1.7 GPa; metal patents have none.
      expect(body.points.find((point) => point.id === 'pat-r2')?.value).toBeCloseTo(1.7, 9);
      expect(body.points.find((point) => point.id === 'pat-m2')?.value).toBeNull();
    });

    it('narrows to exactly the patents the /patents list finds for q, applicant and years', async () => {
      for (const filters of [
        { q: '銅合金' },
        { q: 'タルク' },
        { applicant: 'co-gamma' },
        { yearFrom: 2019, yearTo: 2020 },
        { q: 'ポリプロピレン', applicant: 'co-alpha', yearFrom: 2020 },
        { q: 'どこにもない語' },
      ] as Params[]) {
        const body = await patents(filters);
        const expected = await listed(filters);
        expect(body.total, JSON.stringify(filters)).toBe(expected.length);
        expect(body.points.map((point) => point.id).sort()).toEqual([...expected].sort());
        expect(body.trends.reduce((sum, entry) => sum + entry.count, 0)).toBe(
          body.points.filter((point) => point.year !== null).length,
        );
      }
    });

    it('limits the points but not the aggregates', async () => {
      const body = await patents({ limit: 5 });
      expect(body.shown).toBe(5);
      expect(body.points).toHaveLength(5);
      expect(body.total).toBe(FIXTURE_PATENTS.length);
      expect(body.trends.reduce((sum, entry) => sum + entry.count, 0)).toBe(FIXTURE_PATENTS.length);
    });
  });

  describe('examples mode', () => {
    it('plots the chosen axes in display units with the Pareto front of the hand-made set', async () => {
      const body = await examples({ q: 'パレート検証', x: 'property:prop-flex', y: 'property:prop-density' });
      expect(body.total).toBe(PARETO_POINTS.length);
      expect(body.x).toMatchObject({
        axis: 'property:prop-flex',
        unit: 'GPa',
        direction: 'higher',
        count: 5,
      });
      expect(body.y).toMatchObject({ axis: 'property:prop-density', unit: 'g/cm³', direction: 'lower' });
      expect(body.points.label).toEqual(['P1', 'P2', 'P3', 'P4', 'P5']);
      expect(body.points.x).toEqual(PARETO_POINTS.map(([x]) => x));
      expect(body.points.y).toEqual(PARETO_POINTS.map(([, y]) => y));
      // P5 (2.5, 0.89) and P2 (3, 0.95), in x order.
      expect(body.pareto).toEqual([4, 1]);
      expect(body.patents).toEqual([
        {
          id: 'pat-pareto',
          publicationNumber: '特開2023-300001',
          title: 'パレート検証用ポリプロピレン組成物',
          applicant: 'アルファ樹脂株式会社',
        },
      ]);
    });

    it('defaults to the two most measured properties and counts every axis option', async () => {
      const body = await examples();
      // 曲げ弾性率: 12 × 3 + 5 examples; 密度: those + 12 metal examples; 引張強さ: 12.
      const resinExamples = RESIN_COUNT * 3 + PARETO_POINTS.length;
      const option = (axis: string) => body.axisOptions.find((entry) => entry.axis === axis);
      expect(option('property:prop-density')?.count).toBe(resinExamples + METAL_COUNT);
      expect(option('property:prop-flex')?.count).toBe(resinExamples);
      expect(option('property:prop-tensile')?.count).toBe(METAL_COUNT);
      expect(option('ingredient:mat-pp')).toMatchObject({
        count: resinExamples,
        unit: '質量部',
        direction: null,
      });
      expect(option('ingredient:mat-talc')?.count).toBe(RESIN_COUNT * 2);
      expect(option('ingredient:mat-ni')).toMatchObject({ count: METAL_COUNT, unit: '質量%' });
      expect(body.x.axis).toBe('property:prop-density');
      expect(body.y.axis).toBe('property:prop-flex');
      expect(body.total).toBe(resinExamples);
      expect(body.shown).toBe(resinExamples);
    });

    it('colours by patent, applicant, 実施例/比較例 and ingredient amount', async () => {
      const axes = { q: 'タルク', x: 'ingredient:mat-talc', y: 'property:prop-flex' };
      const byPatent = await examples({ ...axes, color: 'patent' });
      // Examples with talc: 実施例1 and 実施例2 of each resin patent.
      expect(byPatent.total).toBe(RESIN_COUNT * 2);
      expect(byPatent.categories.map((category) => category.id)).toEqual(
        byPatent.patents.map((patent) => patent.id),
      );
      byPatent.points.color.forEach((color, i) => expect(color).toBe(byPatent.points.patent[i]));
      const r4 = byPatent.points.exampleId.indexOf('pat-r4-e2');
      expect(byPatent.points.x[r4]).toBe(45);
      expect(byPatent.points.y[r4]).toBe(1.95);

      const byApplicant = await examples({ ...axes, color: 'applicant' });
      expect(byApplicant.categories.map((category) => category.name).sort()).toEqual([
        'アルファ樹脂株式会社',
        'ガンマ化学株式会社',
      ]);
      byApplicant.points.exampleId.forEach((id, i) => {
        const odd = Number(/^pat-r(\d+)/.exec(id)![1]) % 2 === 1;
        expect(byApplicant.categories[byApplicant.points.color[i]!]!.name).toBe(
          odd ? 'アルファ樹脂株式会社' : 'ガンマ化学株式会社',
        );
      });

      const byKind = await examples({
        q: 'タルク',
        x: 'property:prop-flex',
        y: 'property:prop-density',
        color: 'comparative',
      });
      expect(byKind.categories).toEqual([
        { id: 'example', name: '実施例' },
        { id: 'comparative', name: '比較例' },
      ]);
      byKind.points.comparative.forEach((comparative, i) => {
        expect(byKind.points.color[i]).toBe(comparative ? 1 : 0);
        expect(comparative).toBe(byKind.points.label[i] === '比較例1');
      });

      const byAmount = await examples({
        q: 'タルク',
        x: 'property:prop-flex',
        y: 'property:prop-density',
        color: 'ingredient:mat-talc',
      });
      expect(byAmount.categories).toEqual([]);
      byAmount.points.exampleId.forEach((id, i) => {
        const n = Number(/^pat-r(\d+)/.exec(id)![1]);
        const expected = id.endsWith('-c1') ? null : id.endsWith('-e1') ? 10 * n : 10 * n + 5;
        expect(byAmount.points.color[i]).toBe(expected);
      });
    });
  });

  describe('access and validation', () => {
    it('gives visitors the sample view and signed-in users the full one', async () => {
      const visitor = await patents({}, as.visitor);
      expect(visitor.sample).toBe(true);
      expect(visitor.points.length).toBeLessThanOrEqual(300);
      const free = await patents({}, as.free);
      expect(free.sample).toBe(false);
      const visitorExamples = await examples({}, as.visitor);
      expect(visitorExamples.sample).toBe(true);
      expect(visitorExamples.shown).toBeLessThanOrEqual(300);
    });

    it('refuses unknown properties, materials and malformed axes with Japanese 422s', async () => {
      for (const [params, field] of [
        [{ mode: 'examples', x: 'property:prop-nothing' }, 'x'],
        [{ mode: 'examples', y: 'ingredient:mat-nothing' }, 'y'],
        [{ mode: 'examples', color: 'ingredient:mat-nothing' }, 'color'],
        [{ mode: 'patents', colorProperty: 'prop-nothing' }, 'colorProperty'],
        [{ mode: 'examples', x: 'flex' }, 'x'],
        [{ mode: 'maps' }, 'mode'],
        [{ mode: 'examples', color: 'rainbow' }, 'color'],
      ] as [Params, string][]) {
        const { status, body } = await refused(params);
        expect(status, JSON.stringify(params)).toBe(422);
        const issue = (body.detail as { loc: string[]; msg: string }[])[0]!;
        expect(issue.loc).toEqual(['query', field]);
        expect(issue.msg).toMatch(/[ぁ-んァ-ン一-龥]/);
      }
    });
  });
});
