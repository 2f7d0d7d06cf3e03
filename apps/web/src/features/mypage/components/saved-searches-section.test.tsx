import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type { SavedSearch } from '@app/contract/bookmarks';
import { clearFatal } from '../../../lib/fatal-error';
import { closeNotification, getNotification } from '../../../lib/notifications';
import { setSession } from '../../../lib/session';
import { PROFILE } from '../../../test/account-fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../../test/app-harness';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'free' });
});
afterEach(() => {
  clearFatal();
  closeNotification();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SAVED: SavedSearch[] = [
  {
    id: 5,
    kind: 'products',
    name: 'PP 高剛性',
    query: 'q=PP&maker=co-toho',
    createdAt: '2026-11-02T00:00:00Z',
  },
  {
    id: 4,
    kind: 'patents',
    name: '難燃 樹脂',
    query: 'q=%E9%9B%A3%E7%87%83',
    createdAt: '2026-11-01T00:00:00Z',
  },
];

describe('saved searches on my page', { timeout: 20_000 }, () => {
  it('lists saved searches as links that reopen the list page with the query, and deletes them', async () => {
    let items = SAVED;
    const fetch = mockFetch({
      '/v1/company/users/me': () => json(PROFILE),
      [`GET ${API_PATHS.savedSearches.build()}`]: () => json({ items }),
      [`DELETE ${API_PATHS.savedSearch.build({ id: 5 })}`]: () => {
        items = items.filter((item) => item.id !== 5);
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderApp('/mypage');
    // The first render loads the lazy route module (slow on a busy machine).
    await screen.findByRole('heading', { level: 1, name: 'マイページ' }, { timeout: 10_000 });
    const section = await screen.findByRole('region', { name: '保存した検索条件' });
    const link = await within(section).findByRole('link', { name: 'PP 高剛性' });
    expect(link.getAttribute('href')).toBe('/products?q=PP&maker=co-toho');
    expect(within(section).getByRole('link', { name: '難燃 樹脂' }).getAttribute('href')).toBe(
      '/patents?q=%E9%9B%A3%E7%87%83',
    );

    await user.click(within(section).getByRole('button', { name: '検索条件「PP 高剛性」を削除' }));
    await vi.waitFor(() => expect(within(section).queryByRole('link', { name: 'PP 高剛性' })).toBeNull());
    expect(getNotification().message).toBe('検索条件「PP 高剛性」を削除しました');
    expect(callsTo(fetch, API_PATHS.savedSearch.build({ id: 5 }), 'DELETE')).toHaveLength(1);
  });

  it('explains where saved searches come from when there are none', async () => {
    mockFetch({
      '/v1/company/users/me': () => json(PROFILE),
      [`GET ${API_PATHS.savedSearches.build()}`]: () => json({ items: [] }),
    });
    renderApp('/mypage');
    // The first render loads the lazy route module (slow on a busy machine).
    await screen.findByRole('heading', { level: 1, name: 'マイページ' }, { timeout: 10_000 });
    expect(await screen.findByText(/一覧ページで「検索条件を保存」を押すと/)).toBeInTheDocument();
  });
});
