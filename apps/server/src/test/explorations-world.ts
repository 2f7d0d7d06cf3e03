import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type {
  ExplorationCategories,
  ExplorationDetail,
  ExplorationVariables,
} from '@app/contract/explorations';
import { interchangeRecordSchema, type InterchangeRecordInput } from '@app/contract/interchange';
import {
  bearer,
  createAccountsTestApp,
  createActiveUser,
  standardUserHeaders,
  type AccountsTestApp,
} from './accounts-test-app.js';
import { runImport } from '../features/catalogue/write/import-runner.js';

/*
 * The explorations tests' world (explorations.test.ts: storage, queue and SQL on both dialects;
 * explorations-analyses.test.ts: what the analyses answer, on SQLite): a small electrode catalogue (質量%,
 * sums to 100) with a live and an expired patent claiming the same ranges, an uploaded CSV, and the app
 * with a standard user, a second standard user and a free user.
 */

/**
 * Four patents of 12 examples (the last three comparative): enough for clear fits (the analyses' R² and
 * interval checks), few enough that every analysis of the two files stays cheap.
 */
const DATA_PATENTS = 4;
const EXAMPLES_PER_PATENT = 12;
/** The examples of the catalogue, all in the electrode scope. */
export const ELECTRODE_EXAMPLES = DATA_PATENTS * EXAMPLES_PER_PATENT;

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
  for (let p = 0; p < DATA_PATENTS; p++) {
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
    for (let e = 0; e < EXAMPLES_PER_PATENT; e++) {
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
        comparative: e >= EXAMPLES_PER_PATENT - 3,
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
export function csvText(rows: number): string {
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

/** The catalogue's scope: the IPC subclass every patent of it carries. */
export const ELECTRODE_SCOPE = { type: 'classification', scheme: 'ipc', code: 'H01M4' } as const;

export interface ExplorationsWorld {
  t: AccountsTestApp;
  standard: { authorization: string };
  other: { authorization: string };
  free: { authorization: string };
  livePatentId: number;
  expiredPatentId: number;
  /** The catalogue scope's variables, as categories hands them out. */
  variables: ExplorationVariables;
  /** The variable key of a display name. */
  key: (name: string) => string;
  post: (
    url: string,
    payload: unknown,
    headers?: { authorization: string },
  ) => Promise<LightMyRequestResponse>;
  get: (url: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  detail: (id: number, headers?: { authorization: string }) => Promise<ExplorationDetail>;
  /** The id of a 202 answer (fails the test on any other status). */
  created: (response: LightMyRequestResponse) => number;
}

/** A fresh app on its own database with the catalogue imported; `world.t.close()` ends it. */
export async function openExplorationsWorld(): Promise<ExplorationsWorld> {
  const t = await createAccountsTestApp();
  await t.app.ready();
  const items = catalogue().map((record, index) => ({
    line: index + 1,
    record: interchangeRecordSchema.parse(record),
  }));
  const summary = await runImport(t.database.db, items);
  expect(summary.failed, JSON.stringify(summary.errors)).toBe(0);
  const patents = await t.database.db.selectFrom('patents').select(['id', 'external_id']).execute();
  const patentId = (externalId: string) => Number(patents.find((p) => p.external_id === externalId)!.id);

  const standardUser = () => standardUserHeaders(t);
  const standard = await standardUser();
  const other = await standardUser();
  const free = bearer((await createActiveUser(t)).session.accessToken);

  const post = (url: string, payload: unknown, headers = standard) =>
    t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
  const get = (url: string, headers: Record<string, string> = standard) =>
    t.app.inject({ method: 'GET', url, headers });
  const categories = await get(
    `${API_PATHS.exploreCategories.build()}?scopeType=classification&scheme=ipc&code=H01M4`,
    {},
  );
  const variables = categories.json<ExplorationCategories>().variables!;
  return {
    t,
    standard,
    other,
    free,
    livePatentId: patentId('pat-live'),
    expiredPatentId: patentId('pat-expired'),
    variables,
    key: (name) => {
      const variable = [...variables.inputs, ...variables.targets].find((v) => v.name === name);
      if (!variable) throw new Error(`no variable ${name}`);
      return variable.key;
    },
    post,
    get,
    detail: async (id, headers = standard) =>
      (await get(API_PATHS.exploreDetail.build({ id: String(id) }), headers)).json<ExplorationDetail>(),
    created: (response) => {
      expect(response.statusCode, response.body).toBe(202);
      return response.json<{ id: number }>().id;
    },
  };
}
