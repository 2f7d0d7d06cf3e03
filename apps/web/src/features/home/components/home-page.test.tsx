import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { json, mockFetch, PUBLIC_CONFIG, renderApp } from '../../../test/app-harness';
import { chipLabelOf, FEATURE_CARDS } from '../feature-list';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('home page', { timeout: 40_000 }, () => {
  it('searches the chosen kind with ?q=', async () => {
    mockFetch({
      [`GET ${API_PATHS.materialsSearch.build()}`]: () =>
        json({
          items: [],
          total: 0,
          page: 1,
          pageSize: 20,
          facets: {},
          access: {
            level: 'visitor',
            propertyValues: false,
            advancedSearch: false,
            patentResults: false,
            maxPage: 3,
          },
          expandedTerms: [],
          patentResults: null,
        }),
      [`GET ${API_PATHS.productPropertyDefs.build()}`]: () => json({ items: [] }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /横断して探す/ });
    await user.click(screen.getByRole('button', { name: '素材' }));
    await user.type(screen.getByLabelText('素材をキーワードで検索'), 'ポリプロピレン');
    await user.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/materials'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('ポリプロピレン');
    expect(
      await screen.findByText(
        '「ポリプロピレン」に一致する素材は見つかりませんでした',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  });

  it('shows a card per feature with what a visitor can do, gated by the entitlement table', async () => {
    mockFetch();
    renderApp('/');
    const section = (await screen.findByRole('heading', { level: 2, name: 'できること' })).closest('section');
    if (!section) throw new Error('features section missing');
    for (const card of FEATURE_CARDS) expect(within(section).getByText(card.title)).toBeInTheDocument();

    expect(chipLabelOf(FEATURE_CARDS[0]!)).toBe('ゲストも検索可（3ページまで）');
    expect(within(section).getAllByText('スタンダードプラン')).toHaveLength(3);
    for (const title of ['特許検索', '製品検索', '素材検索']) {
      expect(
        within(section)
          .getByRole('link', { name: `${title}を開く` })
          .getAttribute('href'),
      ).toMatch(/^\/(patents|products|materials)$/);
    }
    expect(within(section).getByRole('button', { name: '物性範囲検索・CSV出力を開く' })).toBeInTheDocument();
    expect(within(section).getByText('要無料登録（無料は上位3件）')).toBeInTheDocument();
    // Free-level feature for a visitor: the link is the sign-up page with the target as referrer.
    expect(within(section).getByRole('link', { name: 'ブックマークを開く' }).getAttribute('href')).toBe(
      '/signup?referrerUrl=%2Fmypage%2Fbookmarks',
    );
    // Standard-level feature: a button that opens the upgrade modal.
    expect(within(section).getByRole('button', { name: '大量実施例特許の分析を開く' })).toBeInTheDocument();
  });

  it('explains the demo data when it is on, once', async () => {
    mockFetch({ '/v1/company/public-config': () => json({ ...PUBLIC_CONFIG, demoData: true }) });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /横断して探す/ });
    expect(await screen.findAllByText(/自動生成したデモデータです/)).toHaveLength(1);
  });
});
