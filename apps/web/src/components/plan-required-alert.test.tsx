import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { closeNotification } from '../lib/notifications';
import { setSession } from '../lib/session';
import { json, mockFetch, renderApp } from '../test/app-harness';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'free' });
});
afterEach(() => {
  closeNotification();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FREE_PROFILE = { name: '山田 太郎', email: 'yamada@example.co.jp', typeCode: 'free' };

describe('a page of the standard plan opened on the free plan', () => {
  it.each([
    ['/explore-products/forward/5', API_PATHS.exploreDetail.build({ id: '5' })],
    ['/explore-products/inverse/5', API_PATHS.exploreDetail.build({ id: '5' })],
  ])('%s explains the plan and how to upgrade, not a network error', async (path, api) => {
    mockFetch({
      'GET /v1/company/users/me': () => json(FREE_PROFILE),
      [`GET ${api}`]: () => json({ detail: 'Standard plan required' }, 403),
    });
    renderApp(path);
    const notice = await screen.findByRole('region', { name: 'ご利用中のプランについて' });
    expect(within(notice).getByText('製品探索はスタンダードプランでご利用いただけます')).toBeInTheDocument();
    expect(notice.textContent).toMatch(/ご利用中のフリープランでお使いいただける機能: .*キーワード検索/);
    expect(notice.textContent).toMatch(/スタンダードプランで加わる機能: .*製品探索（順解析・逆解析）/);
    expect(
      within(notice).getByRole('link', { name: 'スタンダードプランを申し込む' }).getAttribute('href'),
    ).toBe('/mypage/plan-request');
    expect(screen.queryByText(/通信状態を確認/)).toBeNull();
    expect(screen.queryByText('この操作を行う権限がありません')).toBeNull();
  });
});
