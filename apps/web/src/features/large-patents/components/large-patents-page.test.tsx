import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type { TypeCode } from '@app/contract/plans';
import type { CartesianChartOption, ChartOption } from '../../../components/charts/chart-types';
import { clearFatal } from '../../../lib/fatal-error';
import { closeNotification } from '../../../lib/notifications';
import { clearSession, setSession } from '../../../lib/session';
import { closeUpgradeModal } from '../../../lib/upgrade-modal';
import { PROFILE } from '../../../test/account-fixtures';
import { callsTo, json, mockFetch, renderApp, type Handler } from '../../../test/app-harness';
import { analysis, list, PATENT_ID } from '../test/fixtures';

// ECharts draws on a canvas jsdom does not have. Its core is replaced (not the app's echarts-runtime
// module: when several charts import that mocked module at once, only the first import gets the mock),
// keeping every option the page draws so the tests can read what each chart would show.
const drawn = vi.hoisted(() => [] as unknown[]);
vi.mock('echarts/core', () => ({
  use: () => {},
  registerTheme: () => {},
  init: () => ({
    setOption: (option: unknown) => drawn.push(option),
    resize: () => {},
    dispose: () => {},
    getDataURL: () => 'data:,',
    on: () => {},
    off: () => {},
  }),
}));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  drawn.length = 0;
});
afterEach(() => {
  closeNotification();
  closeUpgradeModal();
  clearFatal();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serve(typeCode: TypeCode, extra: Record<string, Handler> = {}) {
  setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode });
  return mockFetch({
    'GET /v1/company/users/me': () => json({ ...PROFILE, typeCode }),
    [`GET ${API_PATHS.largePatentAnalyze.build()}`]: (url) =>
      json(url.searchParams.get('patentId') === PATENT_ID ? analysis() : list()),
    ...extra,
  });
}

const h1 = () => screen.findByRole('heading', { level: 1, name: '大量実施例特許の分析' }, { timeout: 5_000 });

/** The first-column labels of the example table, top to bottom. */
function tableLabels(): string[] {
  const table = screen.getByRole('table', { name: '実施例・比較例の配合と物性（全件）' });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent ?? '');
}

describe('/analyzed-patents gating', { timeout: 30_000 }, () => {
  it('sends a visitor to log in (the page needs an account) without calling the API', async () => {
    const fetch = mockFetch();
    const { router } = renderApp('/analyzed-patents?patentId=pat-000777');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5_000 });
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/analyzed-patents?patentId=pat-000777',
    );
    expect(callsTo(fetch, API_PATHS.largePatentAnalyze.build())).toHaveLength(0);
  });

  it('shows a free user what the analysis does and the upgrade modal, never the data', async () => {
    const fetch = serve('free');
    const user = userEvent.setup();
    renderApp('/analyzed-patents');
    await h1();
    expect(screen.getByText('この機能はスタンダードプランでご利用いただけます。')).toBeInTheDocument();
    expect(screen.getByText(/のような規則/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'スタンダードプランについて' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(callsTo(fetch, API_PATHS.largePatentAnalyze.build())).toHaveLength(0);
  });

  it('gives a standard user the list of large patents', async () => {
    const fetch = serve('standard');
    renderApp('/analyzed-patents');
    await h1();
    const items = await screen.findByRole('list', { name: '実施例の多い特許' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    expect(within(items).getByText('強化ポリアミド組成物')).toBeInTheDocument();
    // 240 examples of which 31 比較例 → 209 実施例.
    expect(within(items).getByText('209')).toBeInTheDocument();
    const [input] = callsTo(fetch, API_PATHS.largePatentAnalyze.build())[0]!;
    const sent = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    expect(sent.searchParams.get('minExamples')).toBe('100');
    expect(sent.searchParams.has('patentId')).toBe(false);
  });
});

describe('/analyzed-patents for a standard user', { timeout: 30_000 }, () => {
  it('searches the list, chooses a patent into the URL and shows every part of its analysis', async () => {
    const fetch = serve('standard');
    const user = userEvent.setup();
    const { router } = renderApp('/analyzed-patents');
    await screen.findByRole('list', { name: '実施例の多い特許' }, { timeout: 5_000 });

    await user.type(screen.getByLabelText('公報番号・発明の名称・出願人'), 'ポリプロピレン');
    await user.click(screen.getByRole('combobox', { name: '実施例の数' }));
    await user.click(await screen.findByRole('option', { name: '50件以上' }));
    await user.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        q: 'ポリプロピレン',
        minExamples: '50',
      }),
    );
    await waitFor(() =>
      expect(
        callsTo(fetch, API_PATHS.largePatentAnalyze.build()).some(([input]) =>
          String(input instanceof Request ? input.url : input).includes('minExamples=50'),
        ),
      ).toBe(true),
    );

    await user.click(await screen.findByRole('link', { name: /ポリプロピレン樹脂組成物7/ }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('patentId')).toBe(PATENT_ID),
    );
    // Header: publication number, title, applicants, counts, link to the patent's page.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'ポリプロピレン樹脂組成物7' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/特開2020-100007/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '特許の詳細（請求項・全文）を見る' }).getAttribute('href')).toBe(
      `/patents/${PATENT_ID}`,
    );
    for (const name of [
      '実施例・比較例の一覧',
      '物性の分布',
      '配合と物性の相関',
      '物性を左右する成分',
      '実施例と比較例を分けるもの',
      '例から読み取れる規則',
      '請求項の数値範囲と実施例',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();

    // Every example in the table, each linking to its own page.
    expect(tableLabels()).toHaveLength(8);
    expect(screen.getByRole('link', { name: '実施例1' }).getAttribute('href')).toBe(
      `/patents/${PATENT_ID}/examples/${PATENT_ID}-ex1`,
    );
    // Histograms, the heatmap with its text alternative, drivers with R² and a caveat where it is low.
    expect(
      screen.getByRole('img', { name: /曲げ弾性率のヒストグラム。値のある8件（うち比較例2件）/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: '4列の相関係数のヒートマップ。最も強い正の相関はタルクと曲げ弾性率（r = 0.97）。最も強い負の相関はポリプロピレンとタルク（r = −1.00）。',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/値が一定で相関を計算できない列（滑剤）は省いています。/)).toBeInTheDocument();
    expect(screen.getByText(/^交差検証 R² 0.91（8件）。棒が長いほど/)).toBeInTheDocument();
    expect(screen.getByText(/交差検証の R² が 0.21 と低く/)).toBeInTheDocument();
    expect(screen.getAllByText(/と低く/)).toHaveLength(1);
    // What separates the two kinds: the sentence and the ranking, strongest first.
    expect(
      screen.getByText('実施例と比較例を最もよく分けるのは 引張強さ（AUC 0.97）です。'),
    ).toBeInTheDocument();
    const ranking = screen.getByRole('table', { name: '実施例と比較例の違い（分ける力の大きい順）' });
    expect(
      within(ranking)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['引張強さ [MPa]', '曲げ弾性率 [GPa]', 'タルク [質量部]']);
    // Rules as sentences with their evidence against the base rate.
    const rules = screen.getByRole('list', { name: '規則' });
    expect(within(rules).getByText('タルク ≥ 20 質量部 のとき 曲げ弾性率 ≥ 2.4 GPa')).toBeInTheDocument();
    expect(
      within(rules).getByText('条件を満たす 5 件のうち 100% で成り立ちます（全体では 63%、1.6 倍）。'),
    ).toBeInTheDocument();
    // Exports on every chart.
    expect(screen.getByRole('button', { name: '相関行列の画像を PNG で保存' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '相関行列のデータを CSV で保存' })).toBeInTheDocument();

    // Back goes to the list, and forward (a reload of the URL) to the same patent.
    await user.click(screen.getByRole('link', { name: '特許の一覧に戻る' }));
    await screen.findByRole('list', { name: '実施例の多い特許' }, { timeout: 5_000 });
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('ポリプロピレン');
  });

  it('shows the measured properties before the composition, and lets the reader hide columns', async () => {
    serve('standard');
    const user = userEvent.setup();
    renderApp(`/analyzed-patents?patentId=${PATENT_ID}`);
    const table = await screen.findByRole(
      'table',
      { name: '実施例・比較例の配合と物性（全件）' },
      { timeout: 5_000 },
    );
    const kinds = () =>
      within(table)
        .getAllByRole('columnheader')
        .slice(1)
        .map((cell) => (cell.textContent?.includes('配合') ? '配合' : '物性'));
    const before = kinds();
    expect(before.indexOf('配合')).toBeGreaterThan(before.lastIndexOf('物性'));

    const picker = screen.getByRole('button', { name: /^表示する列/ });
    await user.click(picker);
    await user.click(
      within(await screen.findByRole('dialog', { name: '表示する列の選択' })).getByRole('checkbox', {
        name: '配合（すべて）',
      }),
    );
    await user.keyboard('{Escape}');
    expect(kinds().every((kind) => kind === '物性')).toBe(true);
  });

  it('sorts the table by any column and filters it by kind and label', async () => {
    serve('standard');
    const user = userEvent.setup();
    renderApp(`/analyzed-patents?patentId=${PATENT_ID}`);
    await screen.findByRole('table', { name: '実施例・比較例の配合と物性（全件）' }, { timeout: 5_000 });
    // Labels sort as people read them: 実施例10 after 実施例5.
    expect(tableLabels()).toEqual([
      '実施例1',
      '実施例2',
      '実施例3',
      '実施例4',
      '実施例5',
      '実施例10',
      '比較例1',
      '比較例2',
    ]);

    await user.click(screen.getByRole('button', { name: '引張強さ' }));
    expect(tableLabels()).toEqual([
      '比較例1',
      '実施例1',
      '実施例2',
      '実施例3',
      '実施例4',
      '実施例5',
      '実施例10',
      '比較例2',
    ]);
    await user.click(screen.getByRole('button', { name: '引張強さ' }));
    // Descending, and the row without a value stays last.
    expect(tableLabels()).toEqual([
      '実施例10',
      '実施例5',
      '実施例4',
      '実施例3',
      '実施例2',
      '実施例1',
      '比較例1',
      '比較例2',
    ]);
    expect(screen.getByRole('columnheader', { name: /引張強さ/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );

    await user.click(screen.getByRole('button', { name: '比較例（2）' }));
    expect(tableLabels()).toEqual(['比較例1', '比較例2']);
    await user.click(screen.getByRole('button', { name: 'すべて（8）' }));
    await user.type(screen.getByLabelText('例の名前で絞り込む'), '実施例1');
    expect(tableLabels()).toEqual(['実施例10', '実施例1']);
    expect(screen.getByText('8件中 2件（1〜2件目を表示）')).toBeInTheDocument();
    await user.type(screen.getByLabelText('例の名前で絞り込む'), 'x');
    expect(
      screen.getByText('条件に合う例はありません。絞り込みの文字や種別を変えてください。'),
    ).toBeInTheDocument();
  });

  it('draws the claim ranges of the chosen axes as bands over the examples', async () => {
    serve('standard');
    const user = userEvent.setup();
    renderApp(`/analyzed-patents?patentId=${PATENT_ID}`);
    const scatterImg = await screen.findByRole(
      'img',
      { name: /タルクを横軸、曲げ弾性率を縦軸にした散布図/ },
      { timeout: 5_000 },
    );
    expect(scatterImg.getAttribute('aria-label')).toContain('請求項1：タルク 10〜40 質量部');
    const scatter = () =>
      (drawn as ChartOption[]).filter((option): option is CartesianChartOption =>
        JSON.stringify((option as CartesianChartOption).series ?? []).includes('請求項の範囲'),
      );
    await waitFor(() => expect(scatter().length).toBeGreaterThan(0), { timeout: 10_000 });
    const series = scatter().at(-1)!.series as {
      name: string;
      data: unknown[];
      markArea?: { data: unknown[] };
      symbol?: string;
    }[];
    const bands = series.find((s) => s.name === '請求項の範囲')!.markArea!.data;
    expect(bands).toContainEqual([
      expect.objectContaining({ name: '請求項1：タルク 10〜40 質量部', xAxis: 10 }),
      { xAxis: 40 },
    ]);
    // 曲げ弾性率 ≥ 2 GPa is open above: its band runs to the top of the axis.
    expect(bands).toContainEqual([
      expect.objectContaining({ name: '請求項1：曲げ弾性率 2 以上 GPa', yAxis: 2 }),
      { yAxis: 4 },
    ]);
    const named = screen.getByRole('list', { name: '重ねて表示している請求項の範囲' });
    expect(within(named).getByText(/請求項1：タルク 10〜40 質量部/).textContent).toContain(
      '原文「10〜40質量部」',
    );
    expect(series.find((s) => s.name === '実施例')).toMatchObject({ symbol: 'circle' });
    expect(series.find((s) => s.name === '比較例')).toMatchObject({ symbol: 'triangle' });
    expect(series.find((s) => s.name === '比較例')!.data).toHaveLength(2);

    // An axis without a claim range: no band, and the caption says so.
    await user.click(screen.getByRole('combobox', { name: '横軸' }));
    await user.click(await screen.findByRole('option', { name: 'ポリプロピレン [質量部]' }));
    await user.click(screen.getByRole('combobox', { name: '縦軸' }));
    await user.click(await screen.findByRole('option', { name: '引張強さ [MPa]' }));
    expect(await screen.findByText(/この2つの列には請求項の数値範囲がありません/)).toBeInTheDocument();
    await waitFor(() => {
      const last = scatter().at(-1)!.series as { name: string; markArea?: { data: unknown[] } }[];
      expect(last.find((s) => s.name === '請求項の範囲')!.markArea!.data).toEqual([]);
    });
  });
});

describe('/analyzed-patents states', { timeout: 30_000 }, () => {
  it('says what to do when no patent has that many examples', async () => {
    serve('standard', {
      [`GET ${API_PATHS.largePatentAnalyze.build()}`]: () =>
        json(list({ items: [], total: 0, minExamples: 500 })),
    });
    renderApp('/analyzed-patents?minExamples=500');
    expect(await screen.findByText('条件に合う特許はありません', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(/実施例が500件以上ある特許はまだありません/)).toBeInTheDocument();
  });

  it('shows the API’s Japanese messages for a bad request and an unknown patent', async () => {
    serve('standard', {
      [`GET ${API_PATHS.largePatentAnalyze.build()}`]: (url) =>
        url.searchParams.has('patentId')
          ? json({ detail: '特許「pat-gone」は見つかりません' }, 404)
          : json(
              {
                detail: [
                  { loc: ['query', 'q'], msg: '検索語は200文字以内で入力してください', type: 'too_big' },
                ],
              },
              422,
            ),
    });
    const view = renderApp('/analyzed-patents?q=abc');
    expect(
      await screen.findByText('検索語は200文字以内で入力してください', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    view.unmount();
    renderApp('/analyzed-patents?patentId=pat-gone');
    expect(
      await screen.findByText('特許「pat-gone」は見つかりません', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '特許の一覧に戻る' }).getAttribute('href')).toBe(
      '/analyzed-patents',
    );
  });

  it('checks a hand-edited address before calling the API', async () => {
    const fetch = serve('standard');
    renderApp('/analyzed-patents?minExamples=1');
    expect(
      await screen.findByText('実施例数の下限は2以上で指定してください', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(callsTo(fetch, API_PATHS.largePatentAnalyze.build())).toHaveLength(0);
  });
});
