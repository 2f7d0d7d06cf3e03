import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { clearFatal, getFatalError } from '../../../lib/fatal-error';
import { closeNotification } from '../../../lib/notifications';
import { setSession } from '../../../lib/session';
import { callsTo, json, mockFetch, renderApp, type Handler } from '../../../test/app-harness';
import {
  candidate,
  detail,
  ELASTOMER,
  IMPACT,
  inverseResult,
  MODULUS,
  PP,
  STANDARD_PROFILE,
  TALC,
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

function serve(handlers: Record<string, Handler>) {
  return mockFetch({ 'GET /v1/company/users/me': () => json(STANDARD_PROFILE), ...handlers });
}

const DETAIL = API_PATHS.exploreDetail.build({ id: '1' });
const RESULT = API_PATHS.exploreInverseResult.build({ id: '1' });

describe('/explore-products/inverse/:id', { timeout: 20_000 }, () => {
  it('ranks the candidates with intervals, FTO chips and nearest examples, and keeps "test next" apart', async () => {
    const inputs = { [PP.key]: 70, [TALC.key]: 25, [ELASTOMER.key]: 5 };
    const known = candidate(1, inputs);
    const bestKnown = {
      ...known,
      nearestExamples: [{ ...known.nearestExamples[0]!, distance: 0 }],
      measured: { [MODULUS.key]: 3050, [IMPACT.key]: 4.8 },
    };
    serve({
      [`GET ${DETAIL}`]: () => json(detail()),
      [`GET ${RESULT}`]: () => json(inverseResult({ bestKnown })),
    });
    const user = userEvent.setup();
    renderApp('/explore-products/inverse/1');
    const table = await screen.findByRole('table', { name: '予測が最良の候補' }, { timeout: 5000 });
    // In the frame that shows a table wider than the page scrolls sideways.
    expect(screen.getByRole('region', { name: '予測が最良の候補の表' })).toContainElement(table);
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-candidate'));
    expect(rows).toHaveLength(2);
    const first = rows[0]!;
    // The composition as a small table, largest first, to a weighable precision.
    const composition = within(first).getByRole('table', { name: '1位の候補の配合' });
    expect(
      within(composition)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['ポリプロピレン', '72', '質量%'],
      ['タルク', '25', '質量%'],
      ['エラストマー', '3', '質量%'],
    ]);
    expect(within(first).getByText('合計 100・3 成分')).toBeInTheDocument();
    expect(within(first).getByText('2,700〜3,100')).toBeInTheDocument();
    const chip = within(first).getByRole('link', { name: /請求範囲内：特開2021-123456 請求項1/ });
    expect(chip.getAttribute('href')).toBe('/patents/77');
    expect(within(first).getByRole('link', { name: '実施例3' }).getAttribute('href')).toBe(
      '/patents/77/examples/501',
    );
    expect(within(rows[1]!).getByText('該当なし')).toBeInTheDocument();
    // Beside the candidates: the best real example that meets the constraints, measured vs predicted.
    const best = screen.getByTestId('best-known-example');
    expect(within(best).getByText('制約を満たす既知の最良例（実測）')).toBeInTheDocument();
    expect(within(best).getByRole('link', { name: '実施例3' }).getAttribute('href')).toBe(
      '/patents/77/examples/501',
    );
    expect(within(best).getByRole('table', { name: '既知の最良例の配合' })).toBeInTheDocument();
    expect(
      within(best).getByText(/曲げ弾性率.*：実測 3,050・予測 2,900（2,700〜3,100）/),
    ).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: /1位の候補の詳細.*を開く/ }));
    expect((await screen.findByRole('link', { name: 'ノバプロ TX-25' })).getAttribute('href')).toBe(
      '/products/9',
    );
    expect(screen.getByText(/タルク 10以上・30以下 質量%（この配合：25）/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /次に試すべき候補（情報量が多い）/ }));
    const next = screen.getByRole('table', { name: '次に試すべき候補' });
    expect(within(next).getByText('期待改善量')).toBeInTheDocument();
    expect(within(next).getByText('0.12')).toBeInTheDocument();

    expect(
      screen.getByRole('img', { name: /曲げ弾性率とシャルピー衝撃強さのトレードオフ（パレート解 2件）/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('推奨の折衷案')).toBeInTheDocument();
  });

  it('explains a 次に試すべき list whose expected improvements are all ~0 (the goals are already met)', async () => {
    const base = inverseResult();
    const nextToTest = base.nextToTest.map((c) => ({ ...c, expectedImprovement: 0.0001 }));
    serve({
      [`GET ${DETAIL}`]: () => json(detail()),
      [`GET ${RESULT}`]: () => json({ ...base, nextToTest }),
    });
    const user = userEvent.setup();
    renderApp('/explore-products/inverse/1');
    await screen.findByRole('table', { name: '予測が最良の候補' }, { timeout: 5000 });
    expect(screen.queryByTestId('no-improvement')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /次に試すべき候補（情報量が多い）/ }));
    expect(screen.getByTestId('no-improvement').textContent).toContain('期待改善量はどの候補もほぼ 0');
  });

  it('says how many near-duplicates each list folded: best, 次に試すべき and the Pareto front', async () => {
    const folded = { candidates: 3, nextToTest: 2, pareto: 4, minDistance: 0.3 };
    serve({
      [`GET ${DETAIL}`]: () => json(detail()),
      [`GET ${RESULT}`]: () => json({ ...inverseResult(), folded }),
    });
    const user = userEvent.setup();
    renderApp('/explore-products/inverse/1');
    await screen.findByRole('table', { name: '予測が最良の候補' }, { timeout: 5000 });
    expect(screen.getByTestId('folded-candidates').textContent).toBe(
      '上位の候補とほぼ同じ配合の候補 3 件をまとめ、互いに異なる 2 件を示しています（入力ごとのばらつきで測った距離が 0.3 未満のものをまとめます）。',
    );
    expect(screen.getByTestId('folded-pareto').textContent).toContain(
      'ほぼ同じ配合のパレート解 4 件をまとめ、互いに異なる 2 件',
    );
    await user.click(screen.getByRole('tab', { name: /次に試すべき候補（情報量が多い）/ }));
    expect(screen.getByTestId('folded-candidates').textContent).toContain(
      '候補 2 件をまとめ、互いに異なる 1 件',
    );
  });

  it('says nothing of folding when nothing was folded', async () => {
    serve({
      [`GET ${DETAIL}`]: () => json(detail()),
      [`GET ${RESULT}`]: () =>
        json({ ...inverseResult(), folded: { candidates: 0, nextToTest: 0, pareto: 0, minDistance: 0.3 } }),
    });
    renderApp('/explore-products/inverse/1');
    await screen.findByRole('table', { name: '予測が最良の候補' }, { timeout: 5000 });
    expect(screen.queryByTestId('folded-candidates')).toBeNull();
    expect(screen.queryByTestId('folded-pareto')).toBeNull();
  });

  it('reports infeasible constraints with the reasons instead of candidates', async () => {
    serve({
      [`GET ${DETAIL}`]: () =>
        json(detail({ inverse: { feasible: false, reasons: ['x'], candidateCount: 0 } })),
      [`GET ${RESULT}`]: () =>
        json(
          inverseResult({
            feasible: false,
            reasons: [
              '固定した成分の合計（110）が合計（100）を超えています',
              '成分数の上限（1）が固定した成分の数（2）より少ない',
            ],
            candidates: [],
            nextToTest: [],
            pareto: [],
            compromise: null,
          }),
        ),
    });
    renderApp('/explore-products/inverse/1');
    expect(
      await screen.findByText('条件をすべて満たす配合はありません', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('固定した成分の合計（110）が合計（100）を超えています')).toBeInTheDocument();
    expect(screen.getByText('成分数の上限（1）が固定した成分の数（2）より少ない')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '条件を見直す' }).getAttribute('href')).toBe(
      '/explore-products/new-inverse',
    );
    expect(screen.queryByRole('table', { name: '予測が最良の候補' })).toBeNull();
  });

  it('shows the progress while the job runs and loads the result once it is done', async () => {
    let polls = 0;
    const fetch = serve({
      [`GET ${DETAIL}`]: () =>
        json(
          polls++ === 0
            ? detail({
                status: 'running',
                progress: 0.5,
                progressMessage: '候補を探索しています',
                finishedAt: null,
                inverse: null,
              })
            : detail(),
        ),
      [`GET ${RESULT}`]: () => json(inverseResult()),
    });
    renderApp('/explore-products/inverse/1');
    expect(await screen.findByText('候補を探索しています', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: '「ポリオレフィン組成物の逆解析」の進捗' }),
    ).toBeInTheDocument();
    expect(callsTo(fetch, RESULT)).toHaveLength(0);
    expect(
      await screen.findByRole('table', { name: '予測が最良の候補' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /の進捗$/ })).toBeNull();
  });

  it('shows the failure reason of a failed job', async () => {
    serve({
      [`GET ${DETAIL}`]: () =>
        json(
          detail({
            status: 'failed',
            errorReason: '学習に使える実施例が2件しかありません（5件以上必要です）',
            inverse: null,
          }),
        ),
    });
    renderApp('/explore-products/inverse/1');
    expect(await screen.findByText('解析を完了できませんでした', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('学習に使える実施例が2件しかありません（5件以上必要です）')).toBeInTheDocument();
  });

  it("answers another user's exploration with the not-found screen", async () => {
    serve({ [`GET ${DETAIL}`]: () => json({ detail: '指定した製品探索が見つかりません' }, 404) });
    renderApp('/explore-products/inverse/1');
    await vi.waitFor(() => expect(getFatalError()).toBe('Page not found'), { timeout: 5000 });
  });

  it('exports the candidates as a CSV with a BOM and Japanese headers', async () => {
    serve({ [`GET ${DETAIL}`]: () => json(detail()), [`GET ${RESULT}`]: () => json(inverseResult()) });
    const blobs: Blob[] = [];
    // jsdom has no object URLs: capture the Blob the page builds.
    const urls = URL as unknown as Record<'createObjectURL' | 'revokeObjectURL', unknown>;
    const saved = { create: urls.createObjectURL, revoke: urls.revokeObjectURL };
    urls.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    };
    urls.revokeObjectURL = () => {};
    onTestFinished(() => {
      urls.createObjectURL = saved.create;
      urls.revokeObjectURL = saved.revoke;
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/explore-products/inverse/1');
    await user.click(await screen.findByRole('button', { name: 'CSV をダウンロード' }, { timeout: 5000 }));
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('逆解析_ポリオレフィン組成物の逆解析_1.csv');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [header, row1] = text.split('\r\n');
    expect(header).toContain('区分,順位,ポリプロピレン [質量%],タルク [質量%]');
    expect(header).toContain('曲げ弾性率 [MPa] 予測値,曲げ弾性率 [MPa] 90%区間 下限');
    expect(header).toContain('請求範囲に入る特許,近い実施例');
    expect(row1).toMatch(/^予測が最良,1,72,25,3,0,2900,2700,3100,5,4,6,/);
    expect(row1).toContain('特開2021-123456 請求項1');
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(4);
  });
});
