import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type { PatentVisualization } from '@app/contract/visualization';
import type { ChartInstance, ChartOption } from '../../../components/charts/chart-types';
import { closeNotification } from '../../../lib/notifications';
import { setSession } from '../../../lib/session';
import { closeUpgradeModal } from '../../../lib/upgrade-modal';
import { PROFILE } from '../../../test/account-fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../../test/app-harness';
import { visualization } from '../test/patent-visualization-fixtures';

// ECharts draws on a canvas jsdom does not have. Its core is replaced (not the app's echarts-runtime module:
// when several charts import that mocked module at once, only the first import gets the mock); each chart
// gets a fake instance that records its option and its event handlers, so a test can "click" a bar or a
// point the way ECharts reports it.
type FakeChart = ChartInstance & { option?: ChartOption; handlers: Map<string, (params: unknown) => void> };
const charts = vi.hoisted(() => [] as FakeChart[]);
vi.mock('echarts/core', () => ({
  use: () => {},
  registerTheme: () => {},
  init: () => {
    const chart: FakeChart = {
      handlers: new Map(),
      setOption(option) {
        chart.option = option;
      },
      resize: () => {},
      dispose: () => {},
      getDataURL: () => 'data:,',
      on: (name, handler) => chart.handlers.set(name, handler),
      off: (name) => chart.handlers.delete(name),
    };
    charts.push(chart);
    return chart;
  },
}));

/** The first render loads the page's lazy route, slow on a busy machine. */
const SLOW = { timeout: 10_000 };

/** The drawn chart whose series has `id`, and a click on it with ECharts' params. */
async function chartWithSeries(id: string): Promise<FakeChart> {
  let found: FakeChart | undefined;
  await waitFor(() => {
    found = charts.find((chart) => {
      const series = (chart.option as { series?: { id?: string }[] } | undefined)?.series ?? [];
      return series.some((s) => s.id === id) && chart.handlers.has('click');
    });
    expect(found).toBeDefined();
  }, SLOW);
  return found!;
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  charts.length = 0;
  closeNotification();
  closeUpgradeModal();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const STANDARD = { ...PROFILE, typeCode: 'standard' as const };

function serve(answer: (url: URL) => PatentVisualization | Response = () => visualization()) {
  return mockFetch({
    'GET /v1/company/users/me': () => json(STANDARD),
    [`GET ${API_PATHS.patentVisualization.build()}`]: (url) => {
      const body = answer(url);
      return body instanceof Response ? body : json(body);
    },
    [`GET ${API_PATHS.examplePropertyDefs.build()}`]: () =>
      json({
        items: [
          {
            id: 'prop-flexural-modulus',
            name: '曲げ弾性率',
            nameEn: null,
            unit: 'GPa',
            unitFamily: 'pressure',
            canonicalUnit: 'MPa',
            units: ['GPa', 'MPa'],
            testStandards: [],
            direction: 'higher',
            group: null,
            levels: null,
            count: 900,
          },
        ],
      }),
  });
}

/** The URL of the `index`th visualisation call. */
function sentUrl(fetch: ReturnType<typeof mockFetch>, index: number): URL {
  const input = callsTo(fetch, API_PATHS.patentVisualization.build())[index]?.[0];
  const href = input instanceof Request ? input.url : input instanceof URL ? input.href : (input ?? '');
  return new URL(href, 'http://localhost');
}

const listItems = () => within(screen.getByRole('list', { name: '絞り込んだ特許' })).getAllByRole('listitem');

describe('/visualized/patents', { timeout: 40_000 }, () => {
  it('filters the patent list by a clicked cluster, year bar, applicant bar and matrix cell, with removable chips', async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'standard' });
    const fetch = serve();
    const user = userEvent.setup();
    renderApp('/visualized/patents');

    await screen.findByRole('heading', { level: 2, name: '技術マップ' }, SLOW);
    expect(sentUrl(fetch, 0).searchParams.get('mode')).toBe('patents');
    expect(await screen.findByText('12件中 1〜12件を表示')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /特許12件を文章の類似度で配置した地図。クラスタ2個/ }),
    ).toBeInTheDocument();

    // The cluster list beside the map: the keyboard way to the same filter.
    await user.click(screen.getByRole('button', { name: 'タルク・曲げ弾性率・ポリプロピレン（5件）' }));
    expect(await screen.findByText('5件中 1〜5件を表示')).toBeInTheDocument();
    expect(listItems().every((item) => item.getAttribute('data-cluster') === '0')).toBe(true);
    expect(
      screen.getByRole('button', { name: 'クラスタ: タルク・曲げ弾性率・ポリプロピレン（クリックで解除）' }),
    ).toBeInTheDocument();

    // A click on a point of the other cluster on the canvas moves the cluster filter there.
    const map = await chartWithSeries('labels');
    map.handlers.get('click')?.({ seriesId: 'cluster:1', value: [5, 5, 1, Number.NaN] });
    expect(await screen.findByText('6件中 1〜6件を表示')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^クラスタ: ポリアミド・ガラス繊維・耐熱/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^クラスタ: タルク/ })).toBeNull();

    // A year bar adds a year filter (2020 in cluster 1: p8, p9).
    const trend = await chartWithSeries('trend');
    trend.handlers.get('click')?.({ seriesId: 'trend', dataIndex: 2 });
    expect(await screen.findByText('2件中 1〜2件を表示')).toBeInTheDocument();
    expect(listItems().map((item) => within(item).getByRole('link').textContent)).toEqual([
      '耐熱ポリアミド成形品',
      '難燃性ポリアミド',
    ]);
    expect(within(listItems()[0]!).getByRole('link').getAttribute('href')).toBe('/patents/p8');

    // Removing the chips widens the list again.
    await user.click(screen.getByRole('button', { name: /^出願年: 2020年/ }));
    await user.click(screen.getByRole('button', { name: /^クラスタ: ポリアミド/ }));
    expect(await screen.findByText('12件中 1〜12件を表示')).toBeInTheDocument();

    // An applicant bar, then a cell of applicant × IPC (B樹脂工業 × C08K: p6, p7).
    const ranking = await chartWithSeries('ranking');
    ranking.handlers.get('click')?.({ seriesId: 'ranking', dataIndex: 0 });
    expect(await screen.findByText('5件中 1〜5件を表示')).toBeInTheDocument();
    const ipc = charts.find((chart) => JSON.stringify(chart.option).includes('"name":"IPC"'));
    ipc?.handlers.get('click')?.({ seriesId: 'matrix', value: [1, 0, 2] });
    expect(await screen.findByText('2件中 1〜2件を表示')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^出願人: B樹脂工業株式会社/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^IPC: C08K/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'すべて解除' }));
    expect(await screen.findByText('12件中 1〜12件を表示')).toBeInTheDocument();
  });

  it('the time slider narrows the map, the charts and the list to the period', async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'standard' });
    serve();
    renderApp('/visualized/patents');
    const end = await screen.findByRole('slider', { name: '期間の終了年' }, SLOW);
    end.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(await screen.findByText('期間（出願年）: 2018年〜2019年')).toBeInTheDocument();
    // 2018–2019: p1, p2, p3, p6, p7 (the patent without a year leaves with a narrowed period).
    expect(await screen.findByText('5件中 1〜5件を表示')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'タルク・曲げ弾性率・ポリプロピレン（3件）' }),
    ).toBeInTheDocument();
    const trend = await chartWithSeries('trend');
    expect((trend.option as { xAxis: { data: string[] } }).xAxis.data).toEqual(['2018', '2019']);
  });

  it('keeps the search in the URL and sends it to the API', async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'standard' });
    const fetch = serve();
    const user = userEvent.setup();
    const { router } = renderApp(
      '/visualized/patents?q=%E3%83%9D%E3%83%AA%E3%82%A2%E3%83%9F%E3%83%89&yearFrom=2018',
    );
    const q = await screen.findByRole('textbox', { name: '検索語' }, SLOW);
    expect((q as HTMLInputElement).value).toBe('ポリアミド');
    await waitFor(() => expect(callsTo(fetch, API_PATHS.patentVisualization.build())).toHaveLength(1));
    const sent = sentUrl(fetch, 0);
    expect(sent.searchParams.get('q')).toBe('ポリアミド');
    expect(sent.searchParams.get('yearFrom')).toBe('2018');

    await user.clear(q);
    await user.type(q, 'タルク');
    await user.type(screen.getByRole('textbox', { name: '出願年（まで）' }), '20xx');
    await user.click(screen.getByRole('button', { name: '可視化する' }));
    expect(await screen.findByText('西暦4桁（1800〜2200）で入力してください')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: '出願年（まで）' }));
    await user.type(screen.getByRole('textbox', { name: 'IPC' }), 'C08L');
    await user.click(screen.getByRole('button', { name: '可視化する' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=%E3%82%BF%E3%83%AB%E3%82%AF&ipc=C08L&yearFrom=2018'),
    );
    await waitFor(() => expect(callsTo(fetch, API_PATHS.patentVisualization.build())).toHaveLength(2));
    const next = sentUrl(fetch, 1);
    expect(next.searchParams.get('q')).toBe('タルク');
    expect(next.searchParams.getAll('ipc')).toEqual(['C08L']);
  });

  it('offers PNG and CSV of every chart to the standard plan', async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'standard' });
    serve();
    renderApp('/visualized/patents');
    await screen.findByRole('heading', { name: '技術マップ' }, SLOW);
    expect(await screen.findByRole('button', { name: '技術マップの画像を PNG で保存' })).toBeInTheDocument();
    for (const title of [
      '技術マップ',
      '出願件数の推移',
      '出願人ランキング',
      '出願人 × 出願年',
      '出願人 × IPC',
      '出願人 × テーマコード',
    ])
      expect(screen.getByRole('button', { name: `${title}のデータを CSV で保存` })).toBeInTheDocument();
  });

  it('shows a free user the way to the standard plan instead of the exports', async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'free' });
    mockFetch({
      'GET /v1/company/users/me': () => json(PROFILE),
      [`GET ${API_PATHS.patentVisualization.build()}`]: () => json(visualization()),
    });
    const user = userEvent.setup();
    renderApp('/visualized/patents');
    await screen.findByRole('heading', { name: '技術マップ' }, SLOW);
    expect(screen.queryByRole('button', { name: /CSV で保存$/ })).toBeNull();
    const upgrade = screen.getAllByRole('button', { name: '画像・CSV の保存（スタンダードプラン）' });
    expect(upgrade).toHaveLength(6);
    // A free user searches the whole data (no sample, no sign-up button).
    expect(screen.getByRole('button', { name: '可視化する' })).toBeInTheDocument();
    await user.click(upgrade[0]!);
    expect(
      await screen.findByRole('dialog', { name: 'スタンダードプランの機能です' }, SLOW),
    ).toBeInTheDocument();
  });

  it('shows a visitor the sample with sign-up for the search and the patent pages', async () => {
    mockFetch({
      [`GET ${API_PATHS.patentVisualization.build()}`]: () => json(visualization({ sample: true })),
    });
    renderApp('/visualized/patents');
    expect(await screen.findByText(/ゲストの方にはサンプル表示となります/, {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('サンプルとして 12 件の特許を表示しています')).toBeInTheDocument();
    expect(screen.getAllByText('サンプル').length).toBe(6);
    expect(screen.queryByRole('button', { name: /で保存/ })).toBeNull();
    const search = screen.getByRole('link', { name: '無料登録して可視化する' });
    expect(search.getAttribute('href')).toMatch(/^\/signup\?referrerUrl=%2Fvisualized%2Fpatents/);
    expect(within(listItems()[0]!).getByRole('link').getAttribute('href')).toMatch(
      /^\/signup\?referrerUrl=%2Fpatents%2F/,
    );
  });

  it('says so in Japanese when nothing matches', async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'standard' });
    serve((url) =>
      url.searchParams.get('q') === 'なし'
        ? visualization({ total: 0, shown: 0, points: [], clusters: [] })
        : json(
            {
              detail: [
                { loc: ['query', 'yearFrom'], msg: '出願年は1800以上で指定してください', type: 'too_small' },
              ],
            },
            422,
          ),
    );
    renderApp('/visualized/patents?q=%E3%81%AA%E3%81%97');
    expect(await screen.findByText('条件に一致する特許はありません', {}, SLOW)).toBeInTheDocument();
  });

  it('shows the API validation messages for a refused query', async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'standard' });
    serve(() =>
      json(
        {
          detail: [
            { loc: ['query', 'yearFrom'], msg: '出願年は1800以上で指定してください', type: 'too_small' },
          ],
        },
        422,
      ),
    );
    renderApp('/visualized/patents?yearFrom=1000');
    expect(await screen.findByText('検索条件を確認してください', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('出願年は1800以上で指定してください')).toBeInTheDocument();
  });
});
