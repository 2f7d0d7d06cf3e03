// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type {
  ExplorationCategories,
  ExplorationList,
  ForwardExplorationRequestInput,
  InverseExplorationRequestInput,
  InverseResult,
  PredictResponse,
} from '@app/contract/explorations';
import { createAccountsTestApp } from '../../test/accounts-test-app.js';
import { EXPLORATION_JOB, MAX_RUNS } from './exploration-job.js';
import {
  csvText,
  ELECTRODE_EXAMPLES,
  ELECTRODE_SCOPE as scope,
  openExplorationsWorld,
  type ExplorationsWorld,
} from '../../test/explorations-world.js';

/*
 * Explorations through the HTTP API on a real migrated database (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): what goes through SQL and the job queue — the scope's variables and training rows,
 * access, storing and listing, FTO flags from the claims, nearest examples and products, the stored JSON,
 * cancelling and crash recovery. The analyses are small (few inputs, one target, two folds); what the
 * analyses themselves answer is checked on SQLite in explorations-analyses.test.ts.
 */

// Analyses take seconds on a loaded 2-core machine: generous limits, the work itself is measured by the bench.
describe('product explorations', { timeout: 60_000 }, () => {
  let w: ExplorationsWorld;
  let t: ExplorationsWorld['t'];
  let other: ExplorationsWorld['other'];
  let free: ExplorationsWorld['free'];
  let variables: ExplorationsWorld['variables'];
  let post: ExplorationsWorld['post'];
  let get: ExplorationsWorld['get'];
  let detail: ExplorationsWorld['detail'];
  let created: ExplorationsWorld['created'];
  let key: ExplorationsWorld['key'];

  beforeAll(async () => {
    w = await openExplorationsWorld();
    ({ t, other, free, variables, post, get, detail, created, key } = w);
  }, 60_000);
  afterAll(() => t.close());

  it('offers themes and, for a scope, its variables with working defaults (open to visitors)', async () => {
    const response = await get(
      `${API_PATHS.exploreCategories.build()}?scopeType=classification&scheme=ipc&code=H01M4`,
      {},
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ExplorationCategories>();
    expect(body.themes).toContainEqual(
      expect.objectContaining({
        scheme: 'ipc',
        code: 'H01M4',
        title: '電極の導電材料',
        exampleCount: ELECTRODE_EXAMPLES,
      }),
    );
    const offered = body.variables!;
    expect(offered.examplesInScope).toBe(ELECTRODE_EXAMPLES);
    expect(offered.inputs.map((v) => v.name)).toEqual(
      expect.arrayContaining(['活物質A', '活物質B', 'アセチレンブラック', 'ポリフッ化ビニリデン', '添加剤X']),
    );
    expect(offered.inputs.find((v) => v.name === '活物質A')).toMatchObject({
      unit: '質量%',
      count: ELECTRODE_EXAMPLES,
      coverage: 1,
    });
    expect(offered.targets.map((v) => v.name)).toEqual(expect.arrayContaining(['放電容量', '直流抵抗']));
    expect(offered.defaults.inputs.length).toBeGreaterThanOrEqual(3);
    expect(offered.defaults.targets).toHaveLength(2);

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
    expect(
      (await post(API_PATHS.exploreForward.build(), body, {} as ExplorationsWorld['standard'])).statusCode,
    ).toBe(401);
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

  it('stores a forward analysis of the catalogue scope: its rows labelled, FTO flags from the live claim, predictions', async () => {
    // Every ingredient of the catalogue, so that no example is dropped; one target and two folds keep it quick.
    const inputs = ['活物質A', '活物質B', 'アセチレンブラック', 'ポリフッ化ビニリデン', '添加剤X'].map(key);
    const [active, , carbon, binder] = inputs as [string, string, string, string];
    const resistance = key('直流抵抗');
    const inside = { [active]: 90, [carbon]: 5, [binder]: 5 };
    forwardId = created(
      await post(API_PATHS.exploreForward.build(), {
        name: '電極の順解析',
        scope,
        inputs,
        targets: [resistance],
        folds: 2,
        compositions: [inside],
      } satisfies ForwardExplorationRequestInput),
    );
    const queued = await detail(forwardId);
    expect(queued).toMatchObject({ status: 'queued', progress: 0, targetNames: ['直流抵抗'] });
    await t.drainJobs();
    const done = await detail(forwardId);
    expect(done.status, done.errorReason ?? '').toBe('done');
    expect(done.progress).toBe(1);
    expect(done.finishedAt).not.toBeNull();
    expect(done.data).toMatchObject({
      examplesInScope: ELECTRODE_EXAMPLES,
      used: ELECTRODE_EXAMPLES,
      dropped: 0,
    });
    const target = done.forward!.targets[0]!;
    expect(target.target).toMatchObject({ name: '直流抵抗', unit: 'Ω' });
    expect(target.points).toHaveLength(ELECTRODE_EXAMPLES);
    expect(target.points[0]!.label).toMatch(/^実施例\d+（特開2020-10000\d）$/);
    expect(done.forward!.domain[0]).toMatchObject({ input: { name: '活物質A', unit: '質量%' } });
    const [row] = done.forward!.predictions;
    expect(row!.predictions[resistance]!.lower90).toBeLessThan(row!.predictions[resistance]!.upper90);
    expect(row!.fto.map((f) => f.patentId)).toEqual([w.livePatentId]);
    expect(row!.fto[0]).toMatchObject({ publicationNumber: '特許第7000001号', claimNumber: 1 });

    // The interactive table: typed compositions, intervals, domain warnings, FTO flags.
    const predicted = await post(API_PATHS.explorePredict.build({ id: forwardId }), {
      rows: [inside, { [carbon]: 50, [binder]: 50 }, { [active]: 300 }],
    });
    expect(predicted.statusCode, predicted.body).toBe(200);
    const rows = predicted.json<PredictResponse>().rows;
    expect(rows[0]!.predictions[resistance]!.mean).toBeCloseTo(row!.predictions[resistance]!.mean, 6);
    expect(rows[0]!.fto.map((f) => f.patentId)).toEqual([w.livePatentId]);
    expect(rows[1]!.fto).toEqual([]); // no 活物質A: outside the claim
    expect(rows[2]!.domain.inside).toBe(false);
    expect(rows[2]!.domain.warning).toContain('学習データの範囲外の値があります: 活物質A');
    expect(rows.flatMap((r) => r.fto.map((f) => f.patentId))).not.toContain(w.expiredPatentId);
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

  it('stores an inverse analysis: candidates carry nearest examples, products and FTO flags; stored JSON is versioned', async () => {
    const inputs = ['活物質A', 'アセチレンブラック', 'ポリフッ化ビニリデン'].map(key) as [
      string,
      string,
      string,
    ];
    const resistance = key('直流抵抗');
    const id = created(
      await post(API_PATHS.exploreInverse.build(), {
        name: '低抵抗の配合',
        scope,
        inputs,
        targets: [resistance],
        goals: [{ target: resistance, kind: 'minimize' }],
        constraints: { sumTo: { total: 100 } },
        candidates: 4,
        nextToTest: 2,
      } satisfies InverseExplorationRequestInput),
    );
    await t.drainJobs();
    const done = await detail(id);
    expect(done.status, done.errorReason ?? '').toBe('done');
    const response = await get(API_PATHS.exploreInverseResult.build({ id: String(id) }));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<InverseResult>();
    expect(result.feasible).toBe(true);
    expect(result.candidates.length).toBeGreaterThan(0);
    let flagged = 0;
    for (const candidate of [...result.candidates, ...result.nextToTest, ...result.pareto]) {
      expect(candidate.nearestExamples.length).toBeGreaterThan(0);
      expect(candidate.nearestExamples[0]).toMatchObject({
        patentId: expect.any(Number) as number,
        publicationNumber: expect.stringMatching(/^特開2020-/) as string,
        title: expect.stringMatching(/^電極用組成物/) as string,
      });
      const inside = (candidate.inputs[inputs[0]] ?? 0) >= 30 && (candidate.inputs[inputs[1]] ?? 0) <= 30;
      expect(candidate.fto.map((f) => f.patentId)).toEqual(inside ? [w.livePatentId] : []);
      if (inside) flagged++;
    }
    expect(flagged).toBeGreaterThan(0);
    expect(
      result.candidates.some((c) => c.nearestProducts.some((p) => p.name === 'テスト正極合材 EC-100')),
    ).toBe(true);
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
    // One patent's 12 examples: the queue's recovery is what this checks, the analyses only have to finish.
    const { id: onePatent } = await t.database.db
      .selectFrom('patents')
      .select('id')
      .where('external_id', '=', 'pat-data-0')
      .executeTakeFirstOrThrow();
    const body = {
      name: '再起動の確認',
      scope: { type: 'patents', patentIds: [Number(onePatent)] },
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
