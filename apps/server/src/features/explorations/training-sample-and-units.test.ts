// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type {
  ExplorationCategories,
  ExplorationDetail,
  ForwardExplorationRequestInput,
} from '@app/contract/explorations';
import { interchangeRecordSchema, type InterchangeRecordInput } from '@app/contract/interchange';
import {
  createAccountsTestApp,
  standardUserHeaders,
  type AccountsTestApp,
} from '../../test/accounts-test-app.js';
import { runImport } from '../catalogue/write/import-runner.js';
import { createScopeRepository } from './scope-repository.js';

/*
 * Issue 17, point 6 through the HTTP API: a vulcanisation time is offered, learned and answered in
 * minutes (the catalogue stores it in hours, the canonical time unit), and the number of training
 * examples is the user's choice within the limit, reported back with the scope's count.
 */

const EXAMPLES = 60;

function catalogue(): InterchangeRecordInput[] {
  const records: InterchangeRecordInput[] = [
    { type: 'company', id: 'c-1', name: '株式会社テストゴム' },
    { type: 'property', id: 'prop-hs', name: '硬さ', unit: 'Shore A', unitFamily: 'shoreA' },
    { type: 'classification', id: 'ipc-c08l9', scheme: 'ipc', code: 'C08L9/00', title: 'ゴム組成物' },
    { type: 'material', id: 'm-nr', name: '天然ゴム', category: 'polymer' },
    { type: 'material', id: 'm-cb', name: 'カーボンブラック', category: 'filler' },
    {
      type: 'patent',
      id: 'pat-1',
      publicationNumber: '特開2021-200001',
      title: 'ゴム組成物',
      applicants: ['株式会社テストゴム'],
      ipc: ['C08L9/00'],
      applicationDate: '2020-01-01',
      legalStatus: 'pending',
      claims: [{ number: 1, text: '天然ゴムとカーボンブラックを含むゴム組成物。' }],
      claimRanges: [],
    },
  ];
  for (let e = 0; e < EXAMPLES; e++) {
    const carbon = 20 + (e % 10) * 5;
    const minutes = 8 + (e % 6) * 4;
    records.push({
      type: 'example',
      id: `ex-${e}`,
      patentId: 'pat-1',
      label: `実施例${e + 1}`,
      comparative: false,
      composition: [
        { materialId: 'm-nr', name: '天然ゴム', amount: 100, unit: '質量部' },
        { materialId: 'm-cb', name: 'カーボンブラック', amount: carbon, unit: '質量部' },
      ],
      conditions: [{ name: '加硫時間', value: minutes, unit: 'min' }],
      properties: [
        { propertyId: 'prop-hs', name: '硬さ', value: 40 + 0.4 * carbon + 0.3 * minutes, unit: 'Shore A' },
      ],
    });
  }
  return records;
}

describe('training sample and customary units of explorations', { timeout: 60_000 }, () => {
  let t: AccountsTestApp;
  let standard: { authorization: string };
  let body: ForwardExplorationRequestInput;

  beforeAll(async () => {
    t = await createAccountsTestApp();
    await t.app.ready();
    const items = catalogue().map((record, index) => ({
      line: index + 1,
      record: interchangeRecordSchema.parse(record),
    }));
    const summary = await runImport(t.database.db, items);
    expect(summary.failed, JSON.stringify(summary.errors)).toBe(0);
    standard = await standardUserHeaders(t);
  }, 60_000);
  afterAll(() => t.close());

  it('offers the vulcanisation time in minutes although it is stored in hours', async () => {
    const stored = await t.database.db
      .selectFrom('example_conditions')
      .select(['unit_canonical', 'value_canonical'])
      .where('name', '=', '加硫時間')
      .executeTakeFirstOrThrow();
    expect(stored.unit_canonical).toBe('h');

    const response = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.exploreCategories.build()}?scopeType=classification&scheme=ipc&code=C08L9`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const variables = response.json<ExplorationCategories>().variables!;
    const time = variables.inputs.find((v) => v.name === '加硫時間');
    expect(time).toMatchObject({ unit: 'min', min: 8, max: 28 });
    const key = (name: string) =>
      [...variables.inputs, ...variables.targets].find((v) => v.name === name)!.key;
    body = {
      name: 'ゴムの順解析',
      scope: { type: 'classification', scheme: 'ipc', code: 'C08L9' },
      inputs: [key('天然ゴム'), key('カーボンブラック'), key('加硫時間')],
      targets: [key('硬さ')],
      folds: 2,
      // Typed in minutes, as the page shows it.
      compositions: [{ [key('天然ゴム')]: 100, [key('カーボンブラック')]: 40, [key('加硫時間')]: 20 }],
    };
  });

  it('refuses more training examples than the limit with a Japanese 422', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.exploreForward.build(),
      headers: standard,
      payload: { ...body, trainingRows: 2001 },
    });
    expect(response.statusCode).toBe(422);
    const messages = response.json<{ detail: { loc: string[]; msg: string }[] }>().detail;
    const issue = messages.find((m) => m.loc.join('.') === 'body.trainingRows');
    expect(issue?.msg).toContain('学習に使う実施例数は2,000件までです');
  });

  it('trains on the chosen number of examples and answers in minutes', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.exploreForward.build(),
      headers: standard,
      payload: { ...body, trainingRows: 50 },
    });
    expect(response.statusCode, response.body).toBe(202);
    const id = response.json<{ id: number }>().id;
    await t.drainJobs();
    const done = (
      await t.app.inject({ method: 'GET', url: API_PATHS.exploreDetail.build({ id }), headers: standard })
    ).json<ExplorationDetail>();
    expect(done.status, done.errorReason ?? '').toBe('done');
    expect(done.request.trainingRows).toBe(50);
    expect(done.data).toMatchObject({ examplesInScope: EXAMPLES, used: 50 });
    const time = done.forward!.domain.find((d) => d.input.name === '加硫時間')!;
    expect(time.input.unit).toBe('min');
    // Minutes (8–28 in the data; the even sample of 50 keeps most of it), never hours (0.13–0.47).
    expect(time.min).toBe(8);
    expect(time.max).toBeGreaterThanOrEqual(20);
    // 20 min typed is inside the training range (it would be far outside if read as 20 h).
    expect(done.forward!.predictions[0]!.domain.warning ?? '').not.toContain('加硫時間');
  });

  it('reads only the examples of the scope that report a chosen target', async () => {
    const scopes = createScopeRepository(t.database.db);
    const scope = { type: 'classification', scheme: 'ipc', code: 'C08L9' } as const;
    const hardness = await t.database.db
      .selectFrom('property_defs')
      .select('id')
      .where('name', '=', '硬さ')
      .executeTakeFirstOrThrow();
    expect(await scopes.scopeExampleRefs(scope, false)).toHaveLength(EXAMPLES);
    expect(await scopes.scopeExampleRefs(scope, false, [Number(hardness.id)])).toHaveLength(EXAMPLES);
    expect(await scopes.scopeExampleRefs(scope, false, [Number(hardness.id) + 1000])).toEqual([]);
  });
});
