import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputSpreads, MIN_CANDIDATE_DISTANCE, scaledDistance } from '@app/analysis/candidate-diversity';
import { API_PATHS } from '@app/contract/api-paths';
import type {
  ExplorationVariables,
  ForwardExplorationRequestInput,
  InverseExplorationRequestInput,
  InverseResult,
  PredictResponse,
} from '@app/contract/explorations';
import {
  csvText,
  ELECTRODE_EXAMPLES,
  ELECTRODE_SCOPE as scope,
  openExplorationsWorld,
  type ExplorationsWorld,
} from '../../test/explorations-world.js';

/*
 * What the forward and inverse analyses answer through the HTTP API: metrics, importance, the chosen input
 * representation, explanations, constraints of the candidates, distinct lists, infeasibility and progress.
 * None of it depends on the SQL dialect, so this file runs on SQLite only; what goes through SQL and the job
 * queue (scope rows, FTO flags, nearest examples and products, stored JSON, cancel, recovery) is
 * explorations.test.ts, on both dialects.
 */

// Analyses take seconds on a loaded 2-core machine: generous limits, the work itself is measured by the bench.
describe('product exploration analyses', { timeout: 60_000 }, () => {
  let t: ExplorationsWorld['t'];
  let post: ExplorationsWorld['post'];
  let get: ExplorationsWorld['get'];
  let detail: ExplorationsWorld['detail'];
  let created: ExplorationsWorld['created'];
  let key: ExplorationsWorld['key'];

  beforeAll(async () => {
    ({ t, post, get, detail, created, key } = await openExplorationsWorld());
  }, 60_000);
  afterAll(() => t.close());

  it('runs a forward analysis on the catalogue: CV metrics, importance, the chosen representation, explained predictions', async () => {
    const inputs = ['活物質A', '活物質B', 'アセチレンブラック', 'ポリフッ化ビニリデン', '添加剤X'].map(key);
    // One target: several targets in one analysis are the uploaded CSV's case below.
    const targets = [key('放電容量')];
    const inside = { [inputs[0]!]: 90, [inputs[2]!]: 5, [inputs[3]!]: 5 };
    const id = created(
      await post(API_PATHS.exploreForward.build(), {
        name: '電極の順解析',
        scope,
        inputs,
        targets,
        folds: 3,
        compositions: [inside],
      } satisfies ForwardExplorationRequestInput),
    );
    await t.drainJobs();
    const done = await detail(id);
    expect(done.status, done.errorReason ?? '').toBe('done');
    const capacity = done.forward!.targets[0]!;
    expect(capacity.target).toMatchObject({ name: '放電容量', unit: 'mAh/g' });
    expect(capacity.metrics.r2).toBeGreaterThan(0.8);
    expect(capacity.metrics.coverage90).toBeGreaterThan(0.6);
    expect(capacity.points).toHaveLength(ELECTRODE_EXAMPLES);
    expect(capacity.importance[0]!.name).toMatch(/活物質/);
    const [row] = done.forward!.predictions;
    expect(row!.predictions[targets[0]!]!.lower90).toBeLessThan(row!.predictions[targets[0]!]!.upper90);
    // The input representation chosen inside the training rows, and what moved each prediction.
    expect(['inputs', 'fractions', 'pair-shares', 'log-inputs', 'root-inputs']).toContain(
      capacity.features!.kind,
    );
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

    // The interactive table refits the same model: the same prediction, explained the same way.
    const predicted = await post(API_PATHS.explorePredict.build({ id }), { rows: [inside] });
    expect(predicted.statusCode, predicted.body).toBe(200);
    const [again] = predicted.json<PredictResponse>().rows;
    expect(again!.predictions[targets[0]!]!.mean).toBeCloseTo(row!.predictions[targets[0]!]!.mean, 6);
    expect(again!.explanations![targets[0]!]!.contributions[0]!.input).toBe(why.contributions[0]!.input);
  });

  it('runs an inverse analysis with sum-to-100 and at most 3 ingredients: candidates obey, distinct lists, a Pareto front', async () => {
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
    for (const candidate of [...result.candidates, ...result.nextToTest, ...result.pareto]) {
      const amounts = inputs.map((k) => candidate.inputs[k] ?? 0);
      expect(amounts.reduce((s, v) => s + v, 0)).toBeCloseTo(100, 6);
      expect(amounts.filter((v) => v > 1e-9).length).toBeLessThanOrEqual(3);
      expect(candidate.predictions[capacity]!.lower90).toBeLessThanOrEqual(
        candidate.predictions[capacity]!.mean,
      );
    }
    expect(result.candidates[0]!.goals.map((g) => g.target)).toEqual([capacity, resistance]);
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

  it('runs on an uploaded CSV, reporting progress as it goes', async () => {
    // 60 rows and the bad one: enough for three folds of a clear fit, and the analysis a few seconds long.
    const csv = csvText(60);
    const vars = await post(API_PATHS.exploreVariables.build(), { scope: { type: 'csv', csv } });
    expect(vars.statusCode, vars.body).toBe(200);
    const csvVariables = vars.json<ExplorationVariables>();
    expect(csvVariables.inputs.map((v) => [v.name, v.unit])).toEqual([
      ['樹脂A', '質量部'],
      ['タルク', '質量部'],
      ['エラストマー', '質量部'],
    ]);
    expect(csvVariables.notes.join()).toContain('62行目');
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
      // Every 100 ms: the progress moves a few times per run, and each look is a whole request; at 20 ms a run
      // on a loaded machine made about 700 of them (about 2 CPU-ms each) to see the same 6–7 steps.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await draining;
    const done = await detail(id);
    expect(done.status, JSON.stringify(done)).toBe('done');
    expect(done.scopeLabel).toBe('CSV: talc.csv');
    expect(done.request.scope).toEqual({ type: 'csv', fileName: 'talc.csv', bytes: Buffer.byteLength(csv) });
    // The CSV text is kept apart from the request: lists and details never carry it.
    expect((await get(API_PATHS.exploreSearch.build())).body).not.toContain('100,');
    expect(done.data).toMatchObject({ used: 60, dropped: 1 });
    expect(done.forward!.targets[0]!.metrics.r2).toBeGreaterThan(0.8);
    expect(done.forward!.targets[0]!.points[0]!.label).toMatch(/^\d+行目$/);
    // Progress only grows, and the folds were reported.
    expect(seen.length).toBeGreaterThan(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBeGreaterThan(1);
    expect([...messages].some((m) => /^交差検証 \d\/3$/.test(m))).toBe(true);
  });
});
