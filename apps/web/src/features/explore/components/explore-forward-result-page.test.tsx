import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { clearFatal } from '../../../lib/fatal-error';
import { closeNotification } from '../../../lib/notifications';
import { setSession } from '../../../lib/session';
import { sentBody } from '../../../test/account-fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../../test/app-harness';
import { FTO_FLAG, forwardDetail, IMPACT, MODULUS, PP, STANDARD_PROFILE, TALC } from '../test/fixtures';

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

const interval = (mean: number) => ({ mean, lower90: mean * 0.9, upper90: mean * 1.1 });

describe('/explore-products/forward/:id', { timeout: 20_000 }, () => {
  it('shows the metrics with their meaning, the charts with text alternatives, and predicts typed compositions', async () => {
    const fetch = mockFetch({
      'GET /v1/company/users/me': () => json(STANDARD_PROFILE),
      [`GET ${API_PATHS.exploreDetail.build({ id: '5' })}`]: () => json(forwardDetail()),
      [`POST ${API_PATHS.explorePredict.build({ id: '5' })}`]: () =>
        json({
          rows: [
            {
              inputs: { [PP.key]: 75, [TALC.key]: 25 },
              predictions: { [MODULUS.key]: interval(2600), [IMPACT.key]: interval(5) },
              domain: { score: 0.9, inside: true, warning: null },
              fto: [FTO_FLAG],
              explanations: {
                [MODULUS.key]: {
                  baseline: 2400,
                  contributions: [
                    { input: TALC.key, name: 'タルク', contribution: 250 },
                    { input: PP.key, name: 'ポリプロピレン', contribution: -50 },
                  ],
                },
              },
            },
            {
              inputs: { [PP.key]: 20, [TALC.key]: 80 },
              predictions: { [MODULUS.key]: interval(5200), [IMPACT.key]: interval(1) },
              domain: { score: 0.1, inside: false, warning: '学習データから離れています' },
              fto: [],
            },
          ],
        }),
    });
    const user = userEvent.setup();
    renderApp('/explore-products/forward/5');

    const metrics = await screen.findByRole(
      'table',
      { name: '物性ごとの予測精度（5分割交差検証）' },
      { timeout: 5000 },
    );
    const modulus = within(metrics).getByRole('row', { name: /曲げ弾性率 \[MPa\]/ });
    expect(within(modulus).getByText('0.860')).toBeInTheDocument();
    expect(within(modulus).getByText('91%')).toBeInTheDocument();
    expect(within(modulus).getByText('良好')).toBeInTheDocument();
    expect(
      within(within(metrics).getByRole('row', { name: /シャルピー/ })).getByText('要注意'),
    ).toBeInTheDocument();
    expect(screen.getByText('R²（決定係数）')).toBeInTheDocument();
    expect(screen.getByText(/実測値が 90% 予測区間に入った割合です/)).toBeInTheDocument();

    expect(
      screen.getByRole('img', {
        name: /曲げ弾性率の予測値と実測値の散布図。2件の実施例。決定係数 R² は 0.86。/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /重要度が高い順に タルク、ポリプロピレン/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'シャルピー衝撃強さ' }));
    expect(
      screen.getByRole('img', { name: /シャルピー衝撃強さの予測値と実測値の散布図/ }),
    ).toBeInTheDocument();

    expect(screen.getByRole('table', { name: '学習データの範囲' })).toBeInTheDocument();

    // The first row starts at the training means; a second row is typed in.
    expect(screen.getByLabelText<HTMLInputElement>('1行目のポリプロピレン [質量%]').value).toBe('75');
    await user.click(screen.getByRole('button', { name: '行を追加' }));
    const pp2 = screen.getByLabelText('2行目のポリプロピレン [質量%]');
    await user.clear(pp2);
    await user.type(pp2, '20');
    const talc2 = screen.getByLabelText('2行目のタルク [質量%]');
    await user.clear(talc2);
    await user.type(talc2, '80');
    expect(screen.getByLabelText('2行目の成分の合計').textContent).toBe('100');
    await user.click(screen.getByRole('button', { name: '予測する' }));

    const results = await screen.findByRole('table', { name: '予測結果（値の下は 90% 予測区間）' });
    expect(within(results).getByText('2,340〜2,860')).toBeInTheDocument();
    expect(within(results).getByText('学習データの範囲外です（10%）')).toBeInTheDocument();
    expect(
      within(results)
        .getByRole('link', { name: /特開2021-123456 請求項1/ })
        .getAttribute('href'),
    ).toBe('/patents/77');
    expect(screen.getByText(/学習データの範囲外です。学習に使った実施例から離れた配合/)).toBeInTheDocument();
    // Which inputs moved the first row's modulus, signed, largest first; the second row has none.
    const why = screen.getByRole('list', { name: '1行目・曲げ弾性率 [MPa]：この予測を動かした入力' });
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['タルク+250', 'ポリプロピレン−50']);
    expect(screen.getByText(/中央値の配合での予測 2,400/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /2行目・/ })).toBeNull();
    expect(sentBody(callsTo(fetch, API_PATHS.explorePredict.build({ id: '5' }), 'POST')[0]?.[1])).toEqual({
      rows: [
        { [PP.key]: 75, [TALC.key]: 25 },
        { [PP.key]: 20, [TALC.key]: 80 },
      ],
    });
  });

  it('says which cell is not a number and sends nothing', async () => {
    const fetch = mockFetch({
      'GET /v1/company/users/me': () => json(STANDARD_PROFILE),
      [`GET ${API_PATHS.exploreDetail.build({ id: '5' })}`]: () => json(forwardDetail()),
    });
    const user = userEvent.setup();
    renderApp('/explore-products/forward/5');
    const cell = await screen.findByLabelText('1行目のタルク [質量%]', {}, { timeout: 5000 });
    await user.clear(cell);
    await user.type(cell, 'abc');
    await user.click(screen.getByRole('button', { name: '予測する' }));
    expect(await screen.findByText('配合量は数値で入力してください')).toBeInTheDocument();
    expect(callsTo(fetch, API_PATHS.explorePredict.build({ id: '5' }), 'POST')).toHaveLength(0);
  });
});
