// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputSpreads, MIN_CANDIDATE_DISTANCE, scaledDistance } from '@app/analysis/candidate-diversity';
import { API_PATHS } from '@app/contract/api-paths';
import type {
  ExplorationCategories,
  ExplorationDetail,
  ExplorationList,
  ExplorationVariables,
  ForwardExplorationRequestInput,
  InverseExplorationRequestInput,
  InverseResult,
  PredictResponse,
} from '@app/contract/explorations';
import { interchangeRecordSchema, type InterchangeRecordInput } from '@app/contract/interchange';
import {
  bearer,
  createAccountsTestApp,
  createActiveUser,
  type AccountsTestApp,
} from '../../test/accounts-test-app.js';
import { runImport } from '../catalogue/write/import-runner.js';
import { EXPLORATION_JOB, MAX_RUNS } from './exploration-job.js';

/*
 * Explorations through the HTTP API on a real migrated database (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): a small electrode catalogue (質量%, sums to 100) with a live and an expired patent
 * claiming the same ranges, and an uploaded CSV.
 */

function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const MATERIALS = [
  { id: 'm-active', name: '活物質A', category: 'active_material' },
  { id: 'm-active2', name: '活物質B', category: 'active_material' },
  { id: 'm-carbon', name: 'アセチレンブラック', category: 'conductive_agent' },
  { id: 'm-binder', name: 'ポリフッ化ビニリデン', category: 'binder' },
  { id: 'm-additive', name: '添加剤X', category: 'additive' },
] as const;

/** The hidden relations: capacity from the active materials, resistance falling with carbon. */
function electrode(amounts: number[], noise: () => number) {
  const [a, b, c, d, e] = amounts as [number, number, number, number, number];
  const capacity = 1.9 * a + 1.5 * b - 0.8 * d - 0.3 * e + 4 * (noise() - 0.5);
  const resistance = 12 / (c + 0.8) + 0.15 * d + 0.05 * e + 0.2 * (noise() - 0.5);
  return { capacity, resistance };
}

function catalogue(): InterchangeRecordInput[] {
  const rng = lcg(7);
  const records: InterchangeRecordInput[] = [
    { type: 'company', id: 'c-1', name: '株式会社テスト電池' },
    {
      type: 'property',
      id: 'prop-capacity',
      name: '放電容量',
      unit: 'mAh/g',
      unitFamily: 'specificCapacity',
      direction: 'higher',
    },
    {
      type: 'property',
      id: 'prop-resistance',
      name: '直流抵抗',
      unit: 'Ω',
      unitFamily: 'resistance',
      direction: 'lower',
    },
    { type: 'category', id: 'cat-1', name: '電極材料' },
    { type: 'classification', id: 'ipc-h01m4-62', scheme: 'ipc', code: 'H01M4/62', title: '電極の導電材料' },
    ...MATERIALS.map((m) => ({ type: 'material' as const, id: m.id, name: m.name, category: m.category })),
    {
      type: 'product',
      id: 'prod-1',
      name: 'テスト正極合材 EC-100',
      makerId: 'c-1',
      categoryId: 'cat-1',
      materialIds: ['m-active', 'm-carbon', 'm-binder'],
    },
    {
      type: 'product',
      id: 'prod-2',
      name: 'テスト負極合材 EC-200',
      makerId: 'c-1',
      categoryId: 'cat-1',
      materialIds: ['m-active2', 'm-binder'],
    },
  ];
  const ranges = [
    { id: 'm-active', name: '活物質A', min: 30, max: 100 },
    { id: 'm-carbon', name: 'アセチレンブラック', min: 0, max: 30 },
  ].map((r) => ({
    claim: 1,
    kind: 'ingredient' as const,
    name: r.name,
    materialIds: [r.id],
    min: r.min,
    max: r.max,
    unit: '質量%',
    basis: '合材全体に対して',
  }));
  const claimPatent = (id: string, number: string, status: 'granted' | 'expired') => ({
    type: 'patent' as const,
    id,
    publicationNumber: number,
    title: `電極合材（${status === 'granted' ? '存続' : '消滅'}）`,
    applicants: ['株式会社テスト電池'],
    ipc: ['H01M4/62'],
    applicationDate: '2015-04-01',
    grantDate: '2018-06-01',
    grantNumber: number,
    legalStatus: status,
    claims: [{ number: 1, text: '活物質Aを30〜100質量%含む電極合材。' }],
    claimRanges: ranges,
  });
  records.push(claimPatent('pat-live', '特許第7000001号', 'granted'));
  records.push(claimPatent('pat-expired', '特許第6000001号', 'expired'));
  for (let p = 0; p < 4; p++) {
    records.push({
      type: 'patent',
      id: `pat-data-${p}`,
      publicationNumber: `特開2020-10000${p}`,
      title: `電極用組成物 ${p + 1}`,
      applicants: ['株式会社テスト電池'],
      ipc: ['H01M4/62'],
      applicationDate: '2019-01-01',
      legalStatus: 'pending',
      claims: [{ number: 1, text: '活物質と導電助剤とを含む電極用組成物。' }],
      claimRanges: [],
    });
    for (let e = 0; e < 20; e++) {
      const used = MATERIALS.map((_, k) => k === 2 || k === 3 || k === 0 || rng() < 0.4);
      const raw = used.map((u) => (u ? 0.2 + rng() : 0));
      raw[0]! *= 6;
      const sum = raw.reduce((s, v) => s + v, 0);
      const amounts = raw.map((v) => Math.round((v / sum) * 1000) / 10);
      amounts[0] = Math.round((100 - amounts.slice(1).reduce((s, v) => s + v, 0)) * 10) / 10;
      const { capacity, resistance } = electrode(amounts, rng);
      records.push({
        type: 'example',
        id: `ex-${p}-${e}`,
        patentId: `pat-data-${p}`,
        label: `実施例${e + 1}`,
        comparative: e >= 17,
        composition: MATERIALS.flatMap((m, k) =>
          amounts[k]! > 0 ? [{ materialId: m.id, name: m.name, amount: amounts[k]!, unit: '質量%' }] : [],
        ),
        properties: [
          {
            propertyId: 'prop-capacity',
            name: '放電容量',
            value: Math.round(capacity * 10) / 10,
            unit: 'mAh/g',
          },
          {
            propertyId: 'prop-resistance',
            name: '直流抵抗',
            value: Math.round(resistance * 100) / 100,
            unit: 'Ω',
          },
        ],
      });
    }
  }
  return records;
}

/** An uploaded examples CSV (docs/spec/analyses.md format): 3 inputs in 質量部, 2 targets, a bad row. */
function csvText(rows: number): string {
  const rng = lcg(11);
  const lines = [
    'in:樹脂A[質量部],in:タルク[質量部],in:エラストマー[質量部],out:曲げ弾性率[MPa],out:衝撃強さ[kJ/m2]',
  ];
  for (let i = 0; i < rows; i++) {
    const talc = Math.round(rng() * 40);
    const elastomer = Math.round(rng() * 20);
    const modulus = 1500 + 45 * talc - 30 * elastomer + 40 * (rng() - 0.5);
    const impact = 3 + 0.5 * elastomer - 0.05 * talc + 0.5 * (rng() - 0.5);
    lines.push(`100,${talc},${elastomer},${modulus.toFixed(0)},${impact.toFixed(2)}`);
  }
  lines.push('100,abc,5,1500,4');
  return `${lines.join('\n')}\n`;
}

// Analyses take seconds on a loaded 2-core machine: generous limits, the work itself is measured by the bench.
describe('product explorations', { timeout: 60_000 }, () => {
  let t: AccountsTestApp;
  let standard: { authorization: string };
  let other: { authorization: string };
  let free: { authorization: string };
  let variables: ExplorationVariables;
  const key = (name: string) => {
    const variable = [...variables.inputs, ...variables.targets].find((v) => v.name === name);
    if (!variable) throw new Error(`no variable ${name}`);
    return variable.key;
  };
  let livePatentId: number;
  let expiredPatentId: number;

  async function standardUser(): Promise<{ authorization: string }> {
    const user = await createActiveUser(t);
    await t.database.db
      .updateTable('users')
      .set({ type_code: 'standard' })
      .where('email', '=', user.email)
      .execute();
    return bearer(user.session.accessToken);
  }

  const post = (url: string, payload: unknown, headers = standard) =>
    t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
  const get = (url: string, headers: Record<string, string> = standard) =>
    t.app.inject({ method: 'GET', url, headers });
  const detail = async (id: number, headers = standard) =>
    (await get(API_PATHS.exploreDetail.build({ id: String(id) }), headers)).json<ExplorationDetail>();
  const created = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(202);
    return response.json<{ id: number }>().id;
  };

  beforeAll(async () => {
    t = await createAccountsTestApp();
    await t.app.ready();
    const items = catalogue().map((record, index) => ({
      line: index + 1,
      record: interchangeRecordSchema.parse(record),
    }));
    const summary = await runImport(t.database.db, items);
    expect(summary.failed, JSON.stringify(summary.errors)).toBe(0);
    const patents = await t.database.db.selectFrom('patents').select(['id', 'external_id']).execute();
    livePatentId = Number(patents.find((p) => p.external_id === 'pat-live')!.id);
    expiredPatentId = Number(patents.find((p) => p.external_id === 'pat-expired')!.id);
    standard = await standardUser();
    other = await standardUser();
    free = bearer((await createActiveUser(t)).session.accessToken);
  }, 60_000);
  afterAll(() => t.close());

  const scope = { type: 'classification', scheme: 'ipc', code: 'H01M4' } as const;

  it('offers themes and, for a scope, its variables with working defaults (open to visitors)', async () => {
    const response = await get(
      `${API_PATHS.exploreCategories.build()}?scopeType=classification&scheme=ipc&code=H01M4`,
      {},
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ExplorationCategories>();
    expect(body.themes).toContainEqual(
      expect.objectContaining({ scheme: 'ipc', code: 'H01M4', title: '電極の導電材料', exampleCount: 80 }),
    );
    variables = body.variables!;
    expect(variables.examplesInScope).toBe(80);
    expect(variables.inputs.map((v) => v.name)).toEqual(
      expect.arrayContaining(['活物質A', '活物質B', 'アセチレンブラック', 'ポリフッ化ビニリデン', '添加剤X']),
    );
    expect(variables.inputs.find((v) => v.name === '活物質A')).toMatchObject({
      unit: '質量%',
      count: 80,
      coverage: 1,
    });
    expect(variables.targets.map((v) => v.name)).toEqual(expect.arrayContaining(['放電容量', '直流抵抗']));
    expect(variables.defaults.inputs.length).toBeGreaterThanOrEqual(3);
    expect(variables.defaults.targets).toHaveLength(2);

    const bad = await get(`${API_PATHS.exploreCategories.build()}?scopeType=classification&code=`, {});
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('分類コードを入力してください');
  });

  it('is for the standard plan: visitor 401, free 403, standard 202; Japanese validation messages', async () => {
    const body: ForwardExplorationRequestInput = {
      name: '容量の予測',
      scope,
      inputs: variables.defaults.inputs,
      targets: variables.defaults.targets,
      folds: 3,
    };
    expect((await post(API_PATHS.exploreForward.build(), body, {} as typeof standard)).statusCode).toBe(401);
    const forbidden = await post(API_PATHS.exploreForward.build(), body, free);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ detail: 'Standard plan required' });
    const invalid = await post(API_PATHS.exploreInverse.build(), {
      ...body,
      name: '',
      goals: [{ target: 'property:p:999999', kind: 'target' }],
    });
    expect(invalid.statusCode).toBe(422);
    const messages = invalid.json<{ detail: { msg: string }[] }>().detail.map((d) => d.msg);
    expect(messages).toEqual(
      expect.arrayContaining([
        '名前を入力してください',
        '目標値を入力してください',
        '目標の物性は目的変数から選択してください',
      ]),
    );
    // Visitors see an empty list; nothing leaks.
    expect((await get(API_PATHS.exploreSearch.build(), {})).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
  });

  let forwardId: number;

  it('runs a forward analysis on the catalogue: CV metrics, predicted vs actual, importance, domain, predictions with FTO', async () => {
    const inputs = ['活物質A', '活物質B', 'アセチレンブラック', 'ポリフッ化ビニリデン', '添加剤X'].map(key);
    const targets = ['放電容量', '直流抵抗'].map(key);
    const inside = { [inputs[0]!]: 90, [inputs[2]!]: 5, [inputs[3]!]: 5 };
    forwardId = created(
      await post(API_PATHS.exploreForward.build(), {
        name: '電極の順解析',
        scope,
        inputs,
        targets,
        folds: 3,
        compositions: [inside],
      } satisfies ForwardExplorationRequestInput),
    );
    const queued = await detail(forwardId);
    expect(queued).toMatchObject({ status: 'queued', progress: 0, targetNames: ['放電容量', '直流抵抗'] });
    await t.drainJobs();
    const done = await detail(forwardId);
    expect(done.status, done.errorReason ?? '').toBe('done');
    expect(done.progress).toBe(1);
    expect(done.finishedAt).not.toBeNull();
    expect(done.data).toMatchObject({ examplesInScope: 80, used: 80, dropped: 0 });
    const capacity = done.forward!.targets[0]!;
    expect(capacity.target).toMatchObject({ name: '放電容量', unit: 'mAh/g' });
    expect(capacity.metrics.r2).toBeGreaterThan(0.8);
    expect(capacity.metrics.coverage90).toBeGreaterThan(0.6);
    expect(capacity.points).toHaveLength(80);
    expect(capacity.points[0]!.label).toMatch(/^実施例\d+（特開2020-10000\d）$/);
    expect(capacity.importance[0]!.name).toMatch(/活物質/);
    expect(done.forward!.domain[0]).toMatchObject({ input: { name: '活物質A', unit: '質量%' } });
    const [row] = done.forward!.predictions;
    expect(row!.predictions[targets[0]!]!.lower90).toBeLessThan(row!.predictions[targets[0]!]!.upper90);
    expect(row!.fto.map((f) => f.patentId)).toEqual([livePatentId]);
    expect(row!.fto[0]).toMatchObject({ publicationNumber: '特許第7000001号', claimNumber: 1 });
    // The input representation chosen inside the training rows, and what moved each prediction.
    expect(['inputs', 'fractions', 'pair-shares', 'log-inputs']).toContain(capacity.features!.kind);
    expect(capacity.features!.candidates[0]).toMatchObject({ kind: 'inputs' });
    const why = row!.explanations![targets[0]!]!;
    expect(why.contributions.length).toBeGreaterThan(0);
    expect(why.contributions.length).toBeLessThanOrEqual(5);
    for (const c of why.contributions) expect(inputs).toContain(c.input);
    const sizes = why.contributions.map((c) => Math.abs(c.contribution));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    // Five inputs, so every non-zero contribution is listed: they add up to the move from the median recipe.
    const moved = why.contributions.reduce((s, c) => s + c.contribution, 0);
    expect(why.baseline + moved).toBeCloseTo(row!.predictions[targets[0]!]!.mean, 6);

    // The interactive table: typed compositions, intervals, domain warnings, FTO flags.
    const predicted = await post(API_PATHS.explorePredict.build({ id: forwardId }), {
      rows: [inside, { [inputs[1]!]: 95, [inputs[2]!]: 3, [inputs[3]!]: 2 }, { [inputs[0]!]: 300 }],
    });
    expect(predicted.statusCode, predicted.body).toBe(200);
    const rows = predicted.json<PredictResponse>().rows;
    expect(rows[0]!.predictions[targets[0]!]!.mean).toBeCloseTo(row!.predictions[targets[0]!]!.mean, 6);
    expect(rows[0]!.explanations![targets[0]!]!.contributions[0]!.input).toBe(why.contributions[0]!.input);
    expect(rows[0]!.fto.map((f) => f.patentId)).toEqual([livePatentId]);
    expect(rows[1]!.fto).toEqual([]); // no 活物質A: outside the claim
    expect(rows[2]!.domain.inside).toBe(false);
    expect(rows[2]!.domain.warning).toContain('学習データの範囲外の値があります: 活物質A');
    expect(rows.flatMap((r) => r.fto.map((f) => f.patentId))).not.toContain(expiredPatentId);
    const unknown = await post(API_PATHS.explorePredict.build({ id: forwardId }), {
      rows: [{ 'ingredient:m:999999': 1 }],
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('answers 404 for another user and lists only the owner’s explorations', async () => {
    expect((await get(API_PATHS.exploreDetail.build({ id: String(forwardId) }), other)).statusCode).toBe(404);
    expect(
      (await post(API_PATHS.explorePredict.build({ id: forwardId }), { rows: [{}] }, other)).statusCode,
    ).toBe(404);
    expect((await post(API_PATHS.exploreCancel.build({ id: forwardId }), {}, other)).statusCode).toBe(404);
    expect((await get(API_PATHS.exploreDetail.build({ id: '999999' }))).statusCode).toBe(404);
    expect((await get(API_PATHS.exploreDetail.build({ id: String(forwardId) }), free)).statusCode).toBe(403);
    expect((await get(API_PATHS.exploreDetail.build({ id: String(forwardId) }), {})).statusCode).toBe(401);
    const mine = (await get(`${API_PATHS.exploreSearch.build()}?pageSize=5`)).json<ExplorationList>();
    expect(mine.items.map((i) => i.id)).toContain(forwardId);
    expect(mine.items[0]).toMatchObject({ kind: 'forward', status: 'done', scopeLabel: 'IPC H01M4' });
    expect((await get(API_PATHS.exploreSearch.build(), other)).json<ExplorationList>().total).toBe(0);
  });

  it('runs an inverse analysis with sum-to-100 and at most 3 ingredients: candidates obey, carry nearest examples, products and FTO flags', async () => {
    const inputs = ['活物質A', '活物質B', 'アセチレンブラック', 'ポリフッ化ビニリデン', '添加剤X'].map(key);
    const [capacity, resistance] = ['放電容量', '直流抵抗'].map(key) as [string, string];
    const id = created(
      await post(API_PATHS.exploreInverse.build(), {
        name: '高容量・低抵抗の配合',
        scope,
        inputs,
        targets: [capacity, resistance],
        goals: [
          { target: capacity, kind: 'maximize', weight: 2 },
          { target: resistance, kind: 'minimize' },
        ],
        constraints: { sumTo: { total: 100 }, maxIngredients: 3 },
        candidates: 6,
        nextToTest: 2,
      } satisfies InverseExplorationRequestInput),
    );
    await t.drainJobs();
    const done = await detail(id);
    expect(done.status, done.errorReason ?? '').toBe('done');
    expect(done.inverse).toMatchObject({ feasible: true, candidateCount: 6 });
    const response = await get(API_PATHS.exploreInverseResult.build({ id: String(id) }));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<InverseResult>();
    expect(result.feasible).toBe(true);
    expect(result.candidates).toHaveLength(6);
    expect(result.nextToTest.length).toBeGreaterThan(0);
    expect(result.pareto.length).toBeGreaterThan(1);
    expect(result.compromise).not.toBeNull();
    // No list shows near-duplicates (decision 0033): the page is told how many were folded per list, and
    // every two candidates of a list are at least 0.3 apart in inputs scaled by their training spread.
    expect(result.folded).toEqual({
      candidates: expect.any(Number) as number,
      nextToTest: expect.any(Number) as number,
      pareto: expect.any(Number) as number,
      minDistance: MIN_CANDIDATE_DISTANCE,
    });
    const training = await t.database.db
      .selectFrom('explorations')
      .select('training')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const { X, inputs: trained } = JSON.parse(training.training!) as {
      X: number[][];
      inputs: { key: string }[];
    };
    const spreads = inputSpreads(X);
    for (const list of [result.candidates, result.nextToTest, result.pareto]) {
      const rows = list.map((c) => trained.map((input) => c.inputs[input.key] ?? 0));
      rows.forEach((row, i) =>
        rows
          .slice(0, i)
          .forEach((other) =>
            expect(scaledDistance(row, other, spreads)).toBeGreaterThanOrEqual(MIN_CANDIDATE_DISTANCE),
          ),
      );
    }
    expect(
      result.pareto.some((c) => JSON.stringify(c.inputs) === JSON.stringify(result.compromise!.inputs)),
    ).toBe(true);
    let flagged = 0;
    for (const candidate of [...result.candidates, ...result.nextToTest, ...result.pareto]) {
      const amounts = inputs.map((k) => candidate.inputs[k] ?? 0);
      expect(amounts.reduce((s, v) => s + v, 0)).toBeCloseTo(100, 6);
      expect(amounts.filter((v) => v > 1e-9).length).toBeLessThanOrEqual(3);
      expect(candidate.predictions[capacity]!.lower90).toBeLessThanOrEqual(
        candidate.predictions[capacity]!.mean,
      );
      expect(candidate.nearestExamples.length).toBeGreaterThan(0);
      expect(candidate.nearestExamples[0]).toMatchObject({
        patentId: expect.any(Number) as number,
        publicationNumber: expect.stringMatching(/^特開2020-/) as string,
        title: expect.stringMatching(/^電極用組成物/) as string,
      });
      const inside = (candidate.inputs[inputs[0]!] ?? 0) >= 30 && (candidate.inputs[inputs[2]!] ?? 0) <= 30;
      expect(candidate.fto.map((f) => f.patentId)).toEqual(inside ? [livePatentId] : []);
      if (inside) flagged++;
    }
    expect(flagged).toBeGreaterThan(0);
    expect(
      result.candidates.some((c) => c.nearestProducts.some((p) => p.name === 'テスト正極合材 EC-100')),
    ).toBe(true);
    expect(result.candidates[0]!.goals.map((g) => g.target)).toEqual([capacity, resistance]);
    expect((await get(API_PATHS.exploreInverseResult.build({ id: String(forwardId) }))).statusCode).toBe(404);

    // The stored JSON carries its version; a row written before versioning (no such field) reads the same.
    const columns = ['request', 'training', 'data_report', 'result'] as const;
    const stored = await t.database.db
      .selectFrom('explorations')
      .select(columns)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const unversioned: Record<string, string> = {};
    for (const column of columns) {
      const { version, ...rest } = JSON.parse(stored[column]!) as { version?: number };
      expect(version, column).toBe(2);
      unversioned[column] = JSON.stringify(rest);
    }
    await t.database.db.updateTable('explorations').set(unversioned).where('id', '=', id).execute();
    expect(await detail(id)).toEqual(done);
    expect((await get(API_PATHS.exploreInverseResult.build({ id: String(id) }))).json()).toEqual(result);
  });

  it('reports infeasible constraints as infeasible, with a Japanese reason', async () => {
    const [active, carbon] = [key('活物質A'), key('アセチレンブラック')] as [string, string];
    const id = created(
      await post(API_PATHS.exploreInverse.build(), {
        name: '無理な条件',
        scope,
        inputs: [active, carbon, key('ポリフッ化ビニリデン')],
        targets: [key('放電容量')],
        goals: [{ target: key('放電容量'), kind: 'maximize' }],
        constraints: { sumTo: { total: 100 }, fixed: { [active]: 80, [carbon]: 30 } },
      } satisfies InverseExplorationRequestInput),
    );
    await t.drainJobs();
    const result = (
      await get(API_PATHS.exploreInverseResult.build({ id: String(id) }))
    ).json<InverseResult>();
    expect(result.feasible).toBe(false);
    expect(result.candidates).toEqual([]);
    expect(result.reasons.join('')).toContain('固定成分の合計 110');
    // The engine ran on the variable keys; the reason shows the display labels and no key.
    expect(result.reasons.join('')).toContain('（活物質A、アセチレンブラック）');
    expect(result.reasons.join('')).not.toMatch(/ingredient:|property:/);
    const stored = await t.database.db
      .selectFrom('explorations')
      .select(['request', 'training'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.request)).toMatchObject({
      inputs: [active, carbon, key('ポリフッ化ビニリデン')],
    });
    expect(JSON.parse(stored.training!)).not.toHaveProperty('inputLabels');
  });

  it('fails with a clear reason when the scope has too little data', async () => {
    const id = created(
      await post(API_PATHS.exploreForward.build(), {
        name: '範囲外',
        scope: { type: 'search', query: '存在しない語句' },
        inputs: [key('活物質A')],
        targets: [key('放電容量')],
      } satisfies ForwardExplorationRequestInput),
    );
    await t.drainJobs();
    expect(await detail(id)).toMatchObject({
      status: 'failed',
      errorReason: '指定した範囲に実施例がありません。範囲を広げてください',
    });
  });

  it('runs on an uploaded CSV, reporting progress as it goes', async () => {
    const csv = csvText(150);
    const vars = await post(API_PATHS.exploreVariables.build(), { scope: { type: 'csv', csv } });
    expect(vars.statusCode, vars.body).toBe(200);
    const csvVariables = vars.json<ExplorationVariables>();
    expect(csvVariables.inputs.map((v) => [v.name, v.unit])).toEqual([
      ['樹脂A', '質量部'],
      ['タルク', '質量部'],
      ['エラストマー', '質量部'],
    ]);
    expect(csvVariables.notes.join()).toContain('152行目');
    const wrong = await post(API_PATHS.exploreForward.build(), {
      name: 'CSV',
      scope: { type: 'csv', csv },
      inputs: ['csv:in:存在しない列[質量部]'],
      targets: csvVariables.defaults.targets,
    });
    expect(wrong.statusCode).toBe(422);
    expect(JSON.stringify(wrong.json())).toContain('CSVにない列が指定されています');

    const id = created(
      await post(API_PATHS.exploreForward.build(), {
        name: 'アップロードしたデータ',
        scope: { type: 'csv', csv, fileName: 'talc.csv' },
        inputs: csvVariables.defaults.inputs,
        targets: csvVariables.defaults.targets,
        folds: 3,
      } satisfies ForwardExplorationRequestInput),
    );
    const seen: number[] = [];
    const messages = new Set<string>();
    const draining = t.drainJobs();
    let finished = false;
    void draining.then(() => (finished = true));
    while (!finished) {
      const now = await detail(id);
      if (now.status === 'running') {
        seen.push(now.progress);
        if (now.progressMessage) messages.add(now.progressMessage);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await draining;
    const done = await detail(id);
    expect(done.status, JSON.stringify(done)).toBe('done');
    expect(done.scopeLabel).toBe('CSV: talc.csv');
    expect(done.request.scope).toEqual({ type: 'csv', fileName: 'talc.csv', bytes: Buffer.byteLength(csv) });
    // The CSV text is kept apart from the request: lists and details never carry it.
    expect((await get(API_PATHS.exploreSearch.build())).body).not.toContain('100,');
    expect(done.data).toMatchObject({ used: 150, dropped: 1 });
    expect(done.forward!.targets[0]!.metrics.r2).toBeGreaterThan(0.8);
    expect(done.forward!.targets[0]!.points[0]!.label).toMatch(/^\d+行目$/);
    // Progress only grows, and the folds were reported.
    expect(seen.length).toBeGreaterThan(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBeGreaterThan(1);
    expect([...messages].some((m) => /^交差検証 \d\/3$/.test(m))).toBe(true);
  });

  it('cancels a queued exploration at once and a running one by stopping its worker', async () => {
    const csv = csvText(150);
    const body = {
      name: 'キャンセルする解析',
      scope: { type: 'csv', csv },
      inputs: ['csv:in:タルク[質量部]', 'csv:in:エラストマー[質量部]'],
      targets: ['csv:out:曲げ弾性率[MPa]', 'csv:out:衝撃強さ[kJ/m2]'],
      folds: 10,
    } satisfies ForwardExplorationRequestInput;
    const queued = created(await post(API_PATHS.exploreForward.build(), body));
    const cancelledQueued = await post(API_PATHS.exploreCancel.build({ id: queued }), {});
    expect(cancelledQueued.json()).toMatchObject({ status: 'cancelled', cancelRequested: true });

    const running = created(await post(API_PATHS.exploreForward.build(), body));
    const draining = t.drainJobs();
    for (let i = 0; i < 500; i++) {
      const now = await detail(running);
      if (now.status === 'running' && now.progress > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const started = performance.now();
    const cancel = await post(API_PATHS.exploreCancel.build({ id: running }), {});
    expect(cancel.statusCode).toBe(200);
    await draining;
    expect(performance.now() - started).toBeLessThan(3000);
    expect(await detail(running)).toMatchObject({
      status: 'cancelled',
      progressMessage: 'キャンセルしました',
    });
    expect((await post(API_PATHS.exploreCancel.build({ id: running }), {})).statusCode).toBe(409);
    const job = await t.database.db
      .selectFrom('jobs')
      .select('status')
      .where('kind', '=', EXPLORATION_JOB)
      .where('status', '=', 'running')
      .execute();
    expect(job).toEqual([]);
  });

  it('picks up an exploration a dead process left running, and fails one that was interrupted too often', async () => {
    const body = {
      name: '再起動の確認',
      scope,
      inputs: [key('活物質A'), key('アセチレンブラック')],
      targets: [key('直流抵抗')],
      folds: 2,
    } satisfies ForwardExplorationRequestInput;
    const revived = created(await post(API_PATHS.exploreForward.build(), body));
    const doomed = created(await post(API_PATHS.exploreForward.build(), body));
    const recent = created(await post(API_PATHS.exploreForward.build(), body));
    // What kill -9 on another host leaves behind: rows 'running' under a worker that no longer exists.
    // Two minutes: older than the exploration kind's lease in the job queue (1 min), younger than the queue's
    // default 5-minute lease — the queue itself takes these back, by the kind's own lease.
    // A new server process on the same database; the times are on its clock.
    const second = await createAccountsTestApp({ context: t });
    const ago = (seconds: number) => new Date(second.clock.now().getTime() - seconds * 1000).toISOString();
    for (const [id, attempts, lockedAt] of [
      [revived, 1, ago(120)],
      [doomed, MAX_RUNS, ago(120)],
      [recent, 1, ago(30)],
    ] as const) {
      const { job_id } = await t.database.db
        .selectFrom('explorations')
        .select('job_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await t.database.db
        .updateTable('jobs')
        .set({ status: 'running', attempts, locked_by: 'dead-host:1:gone', locked_at: lockedAt })
        .where('id', '=', Number(job_id))
        .execute();
      await t.database.db
        .updateTable('explorations')
        .set({ status: 'running', progress: 0.4, started_at: lockedAt })
        .where('id', '=', id)
        .execute();
    }
    try {
      await second.app.ready();
      expect(await second.drainJobs()).toBeGreaterThanOrEqual(2);
      const row = (id: number) =>
        second.database.db
          .selectFrom('explorations')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
      expect(await row(revived)).toMatchObject({ status: 'done', progress: 1 });
      expect(await row(doomed)).toMatchObject({
        status: 'failed',
        error_reason: expect.stringContaining(`処理が${MAX_RUNS}回中断された`) as string,
      });
      // Its lease (renewed every second while alive) is 30 s old: not yet taken as crashed …
      expect(await row(recent)).toMatchObject({ status: 'running', progress: 0.4 });
      // … until the minute has passed without a heartbeat.
      second.clock.advance(31_000);
      expect(await second.drainJobs()).toBe(1);
      expect(await row(recent)).toMatchObject({ status: 'done', progress: 1 });
    } finally {
      await second.app.close();
    }
  });
});
