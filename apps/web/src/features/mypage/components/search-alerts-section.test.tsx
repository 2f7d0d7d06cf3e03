import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type { SavedSearch } from '@app/contract/bookmarks';
import type { SearchAlerts, SearchWatch } from '@app/contract/search-alerts';
import { clearFatal } from '../../../lib/fatal-error';
import { closeNotification, getNotification } from '../../../lib/notifications';
import { clearSession, setSession } from '../../../lib/session';
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

const PATENT_SEARCH: SavedSearch = {
  id: 4,
  kind: 'patents',
  name: 'CNF強化',
  query: 'q=CNF',
  createdAt: '2026-11-01T00:00:00Z',
};
const PRODUCT_SEARCH: SavedSearch = { ...PATENT_SEARCH, id: 5, kind: 'products', name: 'PP 高剛性' };

describe('saved-search alerts on my page', { timeout: 20_000 }, () => {
  it('watches a saved patent search daily and lists the new matches with links', async () => {
    let watches: SearchWatch[] = [];
    const alerts = (): SearchAlerts => ({
      watches,
      matches: [
        {
          savedSearchId: 4,
          searchName: 'CNF強化',
          patentId: 'pat-cnf-1',
          title: 'セルロースナノファイバー強化組成物',
          publicationNumber: '特開2025-500001',
          matchedAt: '2026-11-20T00:00:00Z',
          mailedAt: null,
        },
      ],
      usage: { count: watches.length, limit: 3 },
    });
    const fetch = mockFetch({
      '/v1/company/users/me': () => json(PROFILE),
      [`GET ${API_PATHS.savedSearches.build()}`]: () => json({ items: [PRODUCT_SEARCH, PATENT_SEARCH] }),
      [`GET ${API_PATHS.searchAlerts.build()}`]: () => json(alerts()),
      [`PUT ${API_PATHS.savedSearchWatch.build({ id: 4 })}`]: () => {
        watches = [
          {
            savedSearchId: 4,
            name: 'CNF強化',
            query: 'q=CNF',
            frequency: 'daily',
            createdAt: '2026-11-20T00:00:00Z',
            lastDigestAt: null,
          },
        ];
        return json(watches[0], 201);
      },
    });
    const user = userEvent.setup();
    renderApp('/mypage');
    await screen.findByRole('heading', { level: 1, name: 'マイページ' }, { timeout: 10_000 });
    const saved = await screen.findByRole('region', { name: '保存した検索条件' });
    // Only a patent search can be watched.
    const selects = await within(saved).findAllByRole('combobox', { name: '新着のお知らせ' });
    expect(selects).toHaveLength(1);
    await user.click(selects[0]!);
    await user.click(await screen.findByRole('option', { name: '毎日' }));
    await vi.waitFor(() =>
      expect(callsTo(fetch, API_PATHS.savedSearchWatch.build({ id: 4 }), 'PUT')).toHaveLength(1),
    );
    expect(getNotification().message).toBe('「CNF強化」の新着を毎日お知らせします');

    const section = await screen.findByRole('region', { name: '新着アラート' });
    const link = await within(section).findByRole('link', { name: /特開2025-500001/ });
    expect(link.getAttribute('href')).toBe('/patents/pat-cnf-1');
    expect(within(section).getByText(/次回のメールでお知らせします/)).toBeInTheDocument();
    expect(await within(section).findByText(/1 \/ 3件を設定中/)).toBeInTheDocument();
  });

  it('stops an alert from the mail link without signing in', async () => {
    clearSession();
    const fetch = mockFetch({
      [`POST ${API_PATHS.searchAlertsUnsubscribe.build()}`]: () => json({ searchName: 'CNF強化' }),
    });
    renderApp('/alerts/unsubscribe?token=4_abc');
    expect(
      await screen.findByText('検索条件「CNF強化」の新着のお知らせを停止しました。', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(callsTo(fetch, API_PATHS.searchAlertsUnsubscribe.build(), 'POST')).toHaveLength(1);
  });
});
