import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { closeNotification } from '../../../lib/notifications';
import { setSession } from '../../../lib/session';
import { closeUpgradeModal } from '../../../lib/upgrade-modal';
import { PROFILE } from '../../../test/account-fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../../test/app-harness';
import { STANDARD_PROFILE, summary } from '../test/fixtures';

// ECharts draws on a canvas jsdom does not have: the wrapper's dynamic import is replaced at its boundary.
vi.mock('../../../components/charts/echarts-runtime', () => ({
  createChart: () => ({ setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn(), getDataURL: () => 'data:,' }),
}));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  closeNotification();
  closeUpgradeModal();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const list = (items: ReturnType<typeof summary>[]) =>
  json({ items, total: items.length, page: 1, pageSize: 20 });

describe('/explore-products', { timeout: 20_000 }, () => {
  it('explains exploration to a visitor with a labelled sample, and the start buttons open the upgrade modal', async () => {
    const fetch = mockFetch();
    const user = userEvent.setup();
    renderApp('/explore-products');
    await screen.findByRole('heading', { level: 1, name: '製品探索' });
    expect(screen.getByRole('heading', { name: '配合から物性を予測（順解析）' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '目標物性を満たす配合を提案（逆解析）' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '特許の請求範囲に入る候補を警告' })).toBeInTheDocument();
    expect(screen.getAllByText('サンプル').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: /曲げ弾性率の予測値と実測値の散布図/ })).toBeInTheDocument();
    expect(callsTo(fetch, API_PATHS.exploreSearch.build())).toHaveLength(0);

    await user.click(screen.getAllByRole('button', { name: '逆解析を始める' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'スタンダードプランの機能です' })).toBeInTheDocument();
  });

  it('shows the same explanation to a free user, never their (empty) list', async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'free' });
    const fetch = mockFetch({ 'GET /v1/company/users/me': () => json(PROFILE) });
    renderApp('/explore-products');
    expect(await screen.findByText('この機能はスタンダードプランでご利用いただけます。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '製品探索でできること' })).toBeInTheDocument();
    expect(callsTo(fetch, API_PATHS.exploreSearch.build())).toHaveLength(0);
  });

  it("lists a standard user's explorations with status, failure reason and links to results", async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'standard' });
    mockFetch({
      'GET /v1/company/users/me': () => json(STANDARD_PROFILE),
      [`GET ${API_PATHS.exploreSearch.build()}`]: () =>
        list([
          summary({ id: 3, kind: 'forward', name: '順解析A', status: 'done' }),
          summary({
            id: 2,
            name: '逆解析B',
            status: 'failed',
            errorReason: '学習に使える実施例が3件しかありません',
          }),
          summary({ id: 1, name: '逆解析C', status: 'cancelled', finishedAt: null }),
        ]),
    });
    renderApp('/explore-products');
    const a = await screen.findByRole('listitem', { name: '順解析A' });
    expect(within(a).getByText('完了')).toBeInTheDocument();
    expect(within(a).getByText('順解析')).toBeInTheDocument();
    expect(within(a).getByRole('link', { name: '「順解析A」の結果を見る' }).getAttribute('href')).toBe(
      '/explore-products/forward/3',
    );
    const b = screen.getByRole('listitem', { name: '逆解析B' });
    expect(within(b).getByText('失敗')).toBeInTheDocument();
    expect(within(b).getByText(/学習に使える実施例が3件しかありません/)).toBeInTheDocument();
    expect(within(b).getByRole('link', { name: '逆解析B' }).getAttribute('href')).toBe(
      '/explore-products/inverse/2',
    );
    expect(
      within(screen.getByRole('listitem', { name: '逆解析C' })).getByText('キャンセル済み'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /をキャンセル$/ })).toBeNull();
  });

  it('polls while an exploration runs, shows its live progress, and stops when all are final', async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'standard' });
    const answers = [
      summary({ status: 'queued', progress: 0, finishedAt: null }),
      summary({ status: 'running', progress: 0.4, progressMessage: '交差検証 2/5', finishedAt: null }),
      summary({ status: 'done', progress: 1 }),
    ];
    let call = 0;
    const fetch = mockFetch({
      'GET /v1/company/users/me': () => json(STANDARD_PROFILE),
      [`GET ${API_PATHS.exploreSearch.build()}`]: () =>
        list([answers[Math.min(call++, answers.length - 1)]!]),
    });
    renderApp('/explore-products');
    expect(await screen.findByText('待機中')).toBeInTheDocument();
    expect(screen.getByText('順番を待っています。まもなく開始します。')).toBeInTheDocument();

    expect(await screen.findByText('交差検証 2/5', {}, { timeout: 5000 })).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: '「ポリオレフィン組成物の逆解析」の進捗' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('40%')).toBeInTheDocument();

    expect(await screen.findByText('完了', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /の進捗$/ })).toBeNull();
    const calls = callsTo(fetch, API_PATHS.exploreSearch.build()).length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(callsTo(fetch, API_PATHS.exploreSearch.build())).toHaveLength(calls);
  });

  it('cancels a running exploration', async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'standard' });
    let cancelled = false;
    const fetch = mockFetch({
      'GET /v1/company/users/me': () => json(STANDARD_PROFILE),
      [`GET ${API_PATHS.exploreSearch.build()}`]: () =>
        list([
          summary({
            status: cancelled ? 'cancelled' : 'running',
            progress: 0.2,
            progressMessage: 'モデルを学習しています',
            finishedAt: null,
          }),
        ]),
      [`POST ${API_PATHS.exploreCancel.build({ id: 1 })}`]: () => {
        cancelled = true;
        return json(summary({ status: 'cancelled' }));
      },
    });
    const user = userEvent.setup();
    renderApp('/explore-products');
    await user.click(
      await screen.findByRole('button', { name: '「ポリオレフィン組成物の逆解析」をキャンセル' }),
    );
    expect(
      await screen.findByText('「ポリオレフィン組成物の逆解析」のキャンセルを受け付けました'),
    ).toBeInTheDocument();
    expect(await screen.findByText('キャンセル済み')).toBeInTheDocument();
    expect(callsTo(fetch, API_PATHS.exploreCancel.build({ id: 1 }), 'POST')).toHaveLength(1);
  });
});
