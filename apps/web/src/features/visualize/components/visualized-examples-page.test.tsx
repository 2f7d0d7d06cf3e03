import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type { Profile } from '@app/contract/accounts';
import { closeNotification } from '../../../lib/notifications';
import { clearSession, setSession } from '../../../lib/session';
import { closeUpgradeModal } from '../../../lib/upgrade-modal';
import { PROFILE } from '../../../test/account-fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../../test/app-harness';
import { ELONGATION, exampleVisualization, FLEXURAL, FOUR_POINTS, TENSILE } from './examples-fixtures';

// ECharts draws on a canvas jsdom does not have: the runtime is replaced by a fake instance whose events
// the tests fire by hand (a finished box drag is `brushEnd` with the box in axis units).
const chart = vi.hoisted(() => {
  const handlers = new Map<string, (params: unknown) => void>();
  return {
    handlers,
    instance: {
      setOption: vi.fn(),
      resize: vi.fn(),
      dispose: vi.fn(),
      getDataURL: vi.fn(() => 'data:image/png;base64,AAAA'),
      on: vi.fn((name: string, handler: (params: unknown) => void) => handlers.set(name, handler)),
      off: vi.fn((name: string) => handlers.delete(name)),
      dispatchAction: vi.fn(),
    },
  };
});
vi.mock('../../../components/charts/echarts-runtime', () => ({ createChart: () => chart.instance }));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  closeNotification();
  closeUpgradeModal();
  clearSession();
  chart.handlers.clear();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PAGE = '/visualized/examples';
const STANDARD: Profile = { ...PROFILE, typeCode: 'standard' };

function signIn(profile: Profile) {
  setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: profile.typeCode });
  return { 'GET /v1/company/users/me': () => json(profile) };
}

/** The query string of the n-th call to the visualisation API (-1: the last). */
function apiQuery(fetch: ReturnType<typeof mockFetch>, n: number): Record<string, string> {
  const [input] = callsTo(fetch, API_PATHS.patentVisualization.build()).at(n)!;
  return Object.fromEntries(new URL(input as string, 'http://localhost').searchParams);
}

function answering(body = exampleVisualization(FOUR_POINTS, { pareto: [1, 2] })) {
  return { [`GET ${API_PATHS.patentVisualization.build()}`]: () => json(body) };
}

async function drawn() {
  await screen.findByRole('heading', { level: 2, name: '引張強度と破断伸びの散布図' }, { timeout: 8_000 });
  await waitFor(() => expect(chart.instance.setOption).toHaveBeenCalled());
  await waitFor(() => expect(chart.handlers.has('brushEnd')).toBe(true));
}

describe('/visualized/examples', { timeout: 20_000 }, () => {
  it('shows a visitor the sample with the sign-up note, and exports lead to the upgrade dialog', async () => {
    const fetch = mockFetch(answering(exampleVisualization(FOUR_POINTS, { sample: true })));
    const user = userEvent.setup();
    renderApp(PAGE);
    await drawn();
    expect(screen.getByText(/ゲストの方にはサンプル表示となります/)).toBeInTheDocument();
    expect(screen.getByText('サンプル')).toBeInTheDocument();
    expect(screen.getByText(/ゲスト向けのサンプル表示です/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /PNG/ })).toBeNull();
    expect(apiQuery(fetch, 0)).toEqual({ mode: 'examples', color: 'patent' });

    await user.click(screen.getByRole('button', { name: '画像・CSVで保存' }));
    expect(await screen.findByRole('dialog', { name: 'スタンダードプランの機能です' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '閉じる' }));

    // Example pages need an account: the listed example links go to sign-up.
    chart.handlers.get('brushEnd')!({
      areas: [
        {
          coordRange: [
            [25, 50],
            [190, 400],
          ],
        },
      ],
    });
    const table = await screen.findByRole('table', { name: '選択した実施例の一覧' });
    expect(within(table).getByRole('link', { name: '特開2021-100001 の実施例1' }).getAttribute('href')).toBe(
      `/signup?referrerUrl=${encodeURIComponent('/patents/p1/examples/ex1')}`,
    );
  });

  it('gives a free user the full view without the sample note, exports through the upgrade path', async () => {
    mockFetch({ ...signIn(PROFILE), ...answering() });
    const user = userEvent.setup();
    renderApp(PAGE);
    await drawn();
    expect(screen.queryByText(/ゲストの方にはサンプル表示となります/)).toBeNull();
    expect(screen.queryByText('サンプル')).toBeNull();
    expect(screen.queryByRole('button', { name: /CSV で保存/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: '画像・CSVで保存' }));
    expect(await screen.findByRole('dialog', { name: 'スタンダードプランの機能です' })).toBeInTheDocument();
  });

  it('lets a standard user export, box-select examples into a linked list and clear the selection', async () => {
    mockFetch({ ...signIn(STANDARD), ...answering() });
    const user = userEvent.setup();
    renderApp(PAGE);
    await drawn();
    expect(screen.queryByRole('button', { name: '画像・CSVで保存' })).toBeNull();
    expect(
      screen.getByRole('button', { name: '引張強度と破断伸びの散布図の画像を PNG で保存' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: '引張強度と破断伸びの散布図のデータを CSV で保存' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/横軸の引張強度は大きいほど良い、縦軸の破断伸びは大きいほど良い/),
    ).toBeInTheDocument();
    // Dragging selects a box from the start.
    expect(chart.instance.dispatchAction).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'takeGlobalCursor', key: 'brush' }),
    );
    expect(screen.getByText('まだ選択されていません。')).toBeInTheDocument();

    chart.handlers.get('brushEnd')!({
      areas: [
        {
          coordRange: [
            [25, 50],
            [190, 400],
          ],
        },
      ],
    });
    expect(await screen.findByText('2件を選択中')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '選択した実施例の一覧' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '実施例1',
      '実施例2',
    ]);
    expect(
      within(rows[1]!).getByRole('link', { name: '特開2021-100001 の実施例2' }).getAttribute('href'),
    ).toBe('/patents/p1/examples/ex2');
    expect(within(rows[1]!).getByRole('link', { name: '特開2021-100001' }).getAttribute('href')).toBe(
      '/patents/p1',
    );
    expect(within(rows[1]!).getByText('東和化成株式会社')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('320')).toBeInTheDocument();
    // The drawn box shows in the range inputs.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '引張強度の下限' }).value).toBe('25');

    await user.click(screen.getByRole('button', { name: '選択を解除' }));
    expect(await screen.findByText('まだ選択されていません。')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '選択した実施例の一覧' })).toBeNull();
    expect(chart.instance.dispatchAction).toHaveBeenLastCalledWith({ type: 'brush', areas: [] });
  });

  it('selects by typed ranges for keyboard users, with Japanese messages for bad input', async () => {
    mockFetch({ ...signIn(PROFILE), ...answering() });
    const user = userEvent.setup();
    renderApp(PAGE);
    await drawn();
    await user.type(screen.getByRole('textbox', { name: '引張強度の下限' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'この範囲で選択' }));
    expect(await screen.findByText('数値を入力してください（例：12.5）')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: '引張強度の下限' }));
    await user.type(screen.getByRole('textbox', { name: '引張強度の下限' }), '40');
    await user.type(screen.getByRole('textbox', { name: '破断伸びの上限' }), '200');
    await user.click(screen.getByRole('button', { name: 'この範囲で選択' }));
    expect(await screen.findByText('1件を選択中')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '選択した実施例の一覧' });
    expect(within(table).getByRole('link', { name: '特開2022-200002 の実施例3' })).toBeInTheDocument();
    // The typed box is drawn on the chart, its open sides ending at the data.
    expect(chart.instance.dispatchAction).toHaveBeenCalledWith({
      type: 'brush',
      areas: [
        {
          brushType: 'rect',
          xAxisIndex: 0,
          yAxisIndex: 0,
          coordRange: [
            [40, 60],
            [100, 200],
          ],
        },
      ],
    });
  });

  it('asks for the chosen axes and colouring and keeps them in the URL', async () => {
    const fetch = mockFetch({ ...signIn(PROFILE), ...answering() });
    const user = userEvent.setup();
    const { router } = renderApp(`${PAGE}?q=${encodeURIComponent('ポリプロピレン')}`);
    await drawn();
    expect(
      screen.getByRole<HTMLInputElement>('searchbox', { name: '実施例を描く特許をキーワードで検索' }).value,
    ).toBe('ポリプロピレン');
    await user.selectOptions(screen.getByRole('combobox', { name: '横軸（X）' }), FLEXURAL.axis);
    await waitFor(() =>
      expect(router.state.location.search).toContain(`x=${encodeURIComponent(FLEXURAL.axis)}`),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: '色分け' }), 'ingredient:talc');
    await waitFor(() => {
      expect(apiQuery(fetch, -1)).toEqual({
        mode: 'examples',
        q: 'ポリプロピレン',
        x: FLEXURAL.axis,
        y: 'property:elongation-at-break',
        color: 'ingredient:talc',
      });
    });
  });

  it('says so when no example has both values', async () => {
    mockFetch({ ...signIn(PROFILE), ...answering(exampleVisualization([])) });
    renderApp(PAGE);
    expect(
      await screen.findByText(
        '引張強度と破断伸びの両方が測定された実施例はありません',
        {},
        { timeout: 8_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens on a classic trade-off when the default axes share no example', async () => {
    const offered = [FLEXURAL, { ...TENSILE, name: '引張強さ' }, ELONGATION];
    const fetch = mockFetch({
      ...signIn(PROFILE),
      [`GET ${API_PATHS.patentVisualization.build()}`]: (url) =>
        json(
          url.searchParams.has('x')
            ? exampleVisualization(FOUR_POINTS, { axisOptions: offered, x: offered[1]! })
            : exampleVisualization([], { axisOptions: offered, x: FLEXURAL }),
        ),
    });
    const { router } = renderApp(PAGE);
    await screen.findByRole('heading', { level: 2, name: '引張強さと破断伸びの散布図' }, { timeout: 8_000 });
    expect(apiQuery(fetch, -1)).toMatchObject({ x: TENSILE.axis, y: ELONGATION.axis });
    expect(router.state.location.search).toContain(`y=${encodeURIComponent(ELONGATION.axis)}`);
  });

  it('shows a search the API refuses with its Japanese message and a retry', async () => {
    mockFetch({
      ...signIn(PROFILE),
      [`GET ${API_PATHS.patentVisualization.build()}`]: () =>
        json({ detail: '軸は property:<物性ID> または ingredient:<原料ID> の形で指定してください' }, 400),
    });
    renderApp(`${PAGE}?q=x`);
    const alert = await screen.findByRole('alert', {}, { timeout: 8_000 });
    expect(alert.textContent).toContain(
      '表示できませんでした：軸は property:<物性ID> または ingredient:<原料ID> の形で指定してください',
    );
    expect(within(alert).getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
  });
});
