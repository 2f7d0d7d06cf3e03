import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { clearFatal } from '../../../lib/fatal-error';
import { closeNotification } from '../../../lib/notifications';
import { setSession } from '../../../lib/session';
import { sentBody } from '../../../test/account-fixtures';
import { callsTo, json, mockFetch, renderApp, type Handler } from '../../../test/app-harness';
import {
  detail,
  IMPACT,
  MODULUS,
  PP,
  STANDARD_PROFILE,
  TALC,
  ELASTOMER,
  COMPAT,
  THEMES_ONLY,
  WITH_VARIABLES,
} from '../test/fixtures';

vi.mock('../../../components/charts/echarts-runtime', () => ({
  createChart: () => ({ setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn(), getDataURL: () => 'data:,' }),
}));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'standard' });
});
afterEach(() => {
  closeNotification();
  clearFatal();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serve(extra: Record<string, Handler> = {}) {
  return mockFetch({
    'GET /v1/company/users/me': () => json(STANDARD_PROFILE),
    [`GET ${API_PATHS.exploreCategories.build()}`]: (url) =>
      json(url.searchParams.get('scopeType') ? WITH_VARIABLES : THEMES_ONLY),
    [`GET ${API_PATHS.exploreDetail.build({ id: '41' })}`]: () =>
      json(detail({ id: 41, status: 'queued', progress: 0, finishedAt: null, inverse: null })),
    ...extra,
  });
}

/** Waits until the scope's variables are loaded and their defaults applied. */
async function openForm() {
  const user = userEvent.setup();
  renderApp('/explore-products/new-inverse');
  await screen.findByRole('heading', { level: 1, name: '逆解析による製品探索' }, { timeout: 5000 });
  await screen.findByText('対象の実施例は 150 件です（特許 12 件）。', {}, { timeout: 5000 });
  await waitFor(() => expect(screen.getAllByText('目標 2').length).toBe(1));
  return user;
}

const field = (label: string | RegExp) => screen.getByLabelText(label, { selector: 'input' });

// Typing into many fields with user-event is slow on a loaded two-core machine.
// Running the form navigates to the result page, a lazy route: its module is transformed here, before the
// tests, so the waits below wait for rendering only, not for a first transform on a busy machine (a 5 s
// wait for the result heading once ran out with the route still loading).
beforeAll(() => import('../../../app/routes/explore/explore-inverse-result'), 60_000);

describe('/explore-products/new-inverse', { timeout: 30_000 }, () => {
  it('fills defaults from the categories call and sends the contract-shaped body untouched', async () => {
    const fetch = serve({
      [`POST ${API_PATHS.exploreInverse.build()}`]: () =>
        json({ id: 41, kind: 'inverse', status: 'queued' }, 202),
    });
    const user = await openForm();
    expect((field('この探索の名前') as HTMLInputElement).value).toBe('ポリオレフィン組成物の逆解析');
    expect(screen.getByRole('checkbox', { name: '成分の合計を一定にする' })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('button', { name: '逆解析を実行する' }));
    await screen.findByRole('heading', { level: 1, name: '逆解析の結果' }, { timeout: 5000 });

    const body = sentBody(callsTo(fetch, API_PATHS.exploreInverse.build(), 'POST')[0]?.[1]);
    expect(body).toEqual({
      name: 'ポリオレフィン組成物の逆解析',
      scope: { type: 'classification', scheme: 'ipc', code: 'C08L23' },
      includeComparative: true,
      inputs: [PP.key, TALC.key, ELASTOMER.key, COMPAT.key],
      targets: [MODULUS.key, IMPACT.key],
      seed: 1,
      trainingRows: 1000,
      goals: [
        { target: MODULUS.key, kind: 'maximize', weight: 1 },
        { target: IMPACT.key, kind: 'maximize', weight: 1 },
      ],
      constraints: { sumTo: { total: 100 }, bounds: {}, fixed: {}, groups: [] },
      candidates: 20,
      nextToTest: 5,
    });
    expect(callsTo(fetch, API_PATHS.exploreDetail.build({ id: '41' })).length).toBeGreaterThan(0);
  });

  it('sends goals, bounds, fixed amounts, the ingredient limit and a group as the contract asks', async () => {
    const fetch = serve({
      [`POST ${API_PATHS.exploreInverse.build()}`]: () =>
        json({ id: 41, kind: 'inverse', status: 'queued' }, 202),
    });
    const user = await openForm();
    const goal2 = screen.getByRole('group', { name: '目標 2' });
    await user.click(within(goal2).getByRole('combobox', { name: '目標の種類' }));
    await user.click(await screen.findByRole('option', { name: '範囲内' }));
    await user.type(within(goal2).getByLabelText('下限 [kJ/m²]', { selector: 'input' }), '4');
    await user.type(field('使う成分の数の上限'), '3');
    await user.click(screen.getByRole('button', { name: '成分の制約を追加' }));
    await user.click(screen.getByRole('button', { name: '成分の制約を追加' }));
    const second = screen.getByRole('group', { name: '成分の制約 2' });
    await user.type(within(second).getByLabelText('上限 [質量%]', { selector: 'input' }), '30');
    await user.type(
      within(screen.getByRole('group', { name: '成分の制約 1' })).getByLabelText('固定値 [質量%]', {
        selector: 'input',
      }),
      '60',
    );
    await user.click(screen.getByRole('button', { name: 'グループの制約を追加' }));
    const group = screen.getByRole('group', { name: 'グループの制約 1' });
    await user.type(within(group).getByLabelText('グループ名', { selector: 'input' }), 'フィラー');
    await user.click(within(group).getByRole('combobox', { name: '含める成分' }));
    await user.click(await screen.findByRole('option', { name: 'タルク [質量%]' }));
    await user.type(within(group).getByLabelText('合計の上限', { selector: 'input' }), '40');

    await user.click(screen.getByRole('button', { name: '逆解析を実行する' }));
    await screen.findByRole('heading', { level: 1, name: '逆解析の結果' }, { timeout: 5000 });
    const body = sentBody(callsTo(fetch, API_PATHS.exploreInverse.build(), 'POST')[0]?.[1]);
    expect(body.goals).toEqual([
      { target: MODULUS.key, kind: 'maximize', weight: 1 },
      { target: IMPACT.key, kind: 'range', min: 4, weight: 1 },
    ]);
    expect(body.constraints).toEqual({
      sumTo: { total: 100 },
      bounds: { [TALC.key]: { max: 30 } },
      fixed: { [PP.key]: 60 },
      maxIngredients: 3,
      groups: [{ name: 'フィラー', inputs: [TALC.key], max: 40 }],
    });
  });

  it('shows the contract’s Japanese messages under the fields and sends nothing', async () => {
    const fetch = serve();
    const user = await openForm();
    await user.clear(field('この探索の名前'));
    const goal1 = screen.getByRole('group', { name: '目標 1' });
    await user.click(within(goal1).getByRole('combobox', { name: '目標の種類' }));
    await user.click(await screen.findByRole('option', { name: '目標値' }));
    await user.clear(field('予測が最良の候補'));
    await user.type(field('予測が最良の候補'), '0');
    await user.click(screen.getByRole('button', { name: '逆解析を実行する' }));

    expect(await screen.findByText('名前を入力してください')).toBeInTheDocument();
    expect(within(goal1).getByText('目標値を入力してください')).toBeInTheDocument();
    expect(screen.getByText('候補数は1以上にしてください')).toBeInTheDocument();
    expect(screen.getByText('入力内容を確認してください。赤字の項目に誤りがあります。')).toBeInTheDocument();
    expect(callsTo(fetch, API_PATHS.exploreInverse.build(), 'POST')).toHaveLength(0);
  });

  it('warns in Japanese about constraints that cannot all hold', async () => {
    serve();
    const user = await openForm();
    await user.type(field('使う成分の数の上限'), '1');
    await user.click(screen.getByRole('button', { name: '成分の制約を追加' }));
    await user.click(screen.getByRole('button', { name: '成分の制約を追加' }));
    await user.type(
      within(screen.getByRole('group', { name: '成分の制約 1' })).getByLabelText('固定値 [質量%]', {
        selector: 'input',
      }),
      '70',
    );
    await user.type(
      within(screen.getByRole('group', { name: '成分の制約 2' })).getByLabelText('固定値 [質量%]', {
        selector: 'input',
      }),
      '40',
    );

    expect(await screen.findByText('このままでは条件をすべて満たす配合がありません')).toBeInTheDocument();
    expect(
      screen.getByText(
        '固定した成分の合計（110）が合計値（100）を超えています。固定値を減らすか、合計値を見直してください。',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '0 以外に固定した成分が 2 種類（ポリプロピレン、タルク）あり、成分数の上限（1）を超えています。',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/制約に矛盾があります/)).toBeInTheDocument();
  });

  it('puts the server’s 422 issues under their fields and other reasons above the button', async () => {
    let answer = 0;
    serve({
      [`POST ${API_PATHS.exploreInverse.build()}`]: () =>
        answer++ === 0
          ? json(
              {
                detail: [
                  {
                    loc: ['body', 'constraints', 'maxIngredients'],
                    msg: '最大成分数は30以下にしてください',
                    type: 'value_error',
                  },
                  { loc: ['body', 'scope'], msg: 'この範囲には実施例がありません', type: 'value_error' },
                ],
              },
              422,
            )
          : json({ detail: '固定した成分だけで合計が100を超えています' }, 422),
    });
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: '逆解析を実行する' }));
    expect(await screen.findByText('最大成分数は30以下にしてください')).toBeInTheDocument();
    expect(screen.getByText('この範囲には実施例がありません')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '逆解析を実行する' }));
    expect(await screen.findByText('固定した成分だけで合計が100を超えています')).toBeInTheDocument();
    expect(screen.getByText('実行できませんでした')).toBeInTheDocument();
  });

  it('reads an uploaded examples CSV in the browser and shows its columns and rows', async () => {
    const fetch = serve({
      [`POST ${API_PATHS.exploreVariables.build()}`]: () =>
        json({
          examplesInScope: 3,
          patentsInScope: 0,
          inputs: [
            {
              key: 'csv:in:A[%]',
              kind: 'csvInput',
              name: 'A',
              unit: '%',
              count: 3,
              coverage: 1,
              min: 10,
              max: 60,
              direction: null,
            },
            {
              key: 'csv:in:B[%]',
              kind: 'csvInput',
              name: 'B',
              unit: '%',
              count: 3,
              coverage: 1,
              min: 40,
              max: 90,
              direction: null,
            },
          ],
          targets: [
            {
              key: 'csv:out:強度[MPa]',
              kind: 'csvTarget',
              name: '強度',
              unit: 'MPa',
              count: 3,
              coverage: 1,
              min: 10,
              max: 30,
              direction: null,
            },
          ],
          defaults: { inputs: ['csv:in:A[%]', 'csv:in:B[%]'], targets: ['csv:out:強度[MPa]'] },
          notes: [],
        }),
    });
    const user = await openForm();
    await user.click(screen.getByRole('radio', { name: 'CSVアップロード' }));
    const file = new File(
      ['in:A[%],in:B[%],out:強度[MPa],メモ\n10,90,12,a\n40,60,20,b\n60,40,"28",c\n'],
      'mydata.csv',
      {
        type: 'text/csv',
      },
    );
    await user.upload(screen.getByLabelText('CSVファイルを選択'), file);
    expect(await screen.findByText('mydata.csv：データ 3 行、入力 2 列、物性 1 列')).toBeInTheDocument();
    expect(screen.getByText('入力の列（2）')).toBeInTheDocument();
    expect(screen.getByText('使わない列（in:・out: で始まらない見出し）：メモ')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, API_PATHS.exploreVariables.build(), 'POST')).toHaveLength(1));
    const sent = sentBody(callsTo(fetch, API_PATHS.exploreVariables.build(), 'POST')[0]?.[1]);
    expect(sent.scope).toMatchObject({ type: 'csv', fileName: 'mydata.csv' });
    expect(await screen.findByText('対象の実施例は 3 件です。')).toBeInTheDocument();
    expect((field('この探索の名前') as HTMLInputElement).value).toBe('mydataの逆解析');
  });
});
