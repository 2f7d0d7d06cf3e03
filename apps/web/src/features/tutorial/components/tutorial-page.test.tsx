import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { closeUpgradeModal } from '../../../lib/upgrade-modal';
import { callsTo, json, mockFetch, renderApp } from '../../../test/app-harness';

// The machine running the suite may be busy: waits are generous (none is a timing assertion).
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }));
afterAll(() => configure({ asyncUtilTimeout: 1_000 }));
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  closeUpgradeModal();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ACCESS = {
  level: 'visitor',
  propertyValues: false,
  advancedSearch: false,
  patentResults: false,
  maxPage: 3,
};
const list = (total: number, extra: Record<string, unknown> = {}) =>
  json({ items: [], total, page: 1, pageSize: 1, facets: {}, access: ACCESS, expandedTerms: [], ...extra });

describe('/tutorial', { timeout: 60_000 }, () => {
  it('walks through the features with live searches of the catalogue and the plan table', async () => {
    const fetch = mockFetch({
      [`GET ${API_PATHS.patentsSearch.build()}`]: () => list(1030),
      [`GET ${API_PATHS.productsSearch.build()}`]: () =>
        list(499, {
          patentResults: null,
          facets: { maker: [{ value: 'co-tsubakiyama', label: '椿山プラスチックス株式会社', count: 61 }] },
        }),
      [`GET ${API_PATHS.materialsSearch.build()}`]: () => list(5, { patentResults: null }),
    });
    const user = userEvent.setup();
    renderApp('/tutorial');
    await screen.findByRole('heading', { level: 1, name: 'チュートリアル' });

    // Step 1: the same keyword searched in the three lists, with real totals and links.
    expect(await screen.findByText('1,030件')).toBeInTheDocument();
    expect(screen.getByText('499件')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '製品検索で開く' }).getAttribute('href')).toBe(
      '/products?q=%E3%83%9D%E3%83%AA%E3%83%97%E3%83%AD%E3%83%94%E3%83%AC%E3%83%B3',
    );
    expect(
      new URL(callsTo(fetch, API_PATHS.productsSearch.build())[0]![0] as string, 'http://x').searchParams.get(
        'q',
      ),
    ).toBe('ポリプロピレン');

    // Step 3: facet counts of the real answer, each a link to the narrowed list.
    await user.click(screen.getByRole('button', { name: '件数を見ながら絞り込む' }));
    const maker = await screen.findByRole('link', { name: '椿山プラスチックス株式会社' });
    expect(maker.getAttribute('href')).toContain('maker=co-tsubakiyama');
    expect(screen.getByText(/61件/)).toBeInTheDocument();

    // Step 4: a visitor is not sent to a range search the API would refuse; the button opens the upgrade modal.
    await user.click(screen.getByRole('button', { name: '物性値の範囲で探す' }));
    await user.click(await screen.findByRole('button', { name: '曲げ弾性率 2 GPa 以上の製品を見る' }));
    expect(await screen.findByRole('dialog', { name: 'スタンダードプランの機能です' })).toBeInTheDocument();
    expect(
      callsTo(fetch, API_PATHS.productsSearch.build()).some(([url]) => (url as string).includes('prop=')),
    ).toBe(false);
    closeUpgradeModal();

    // Last step: the entitlement table itself.
    await user.click(await screen.findByRole('button', { name: 'プランと使える範囲' }));
    const table = await screen.findByRole('table', { name: 'プラン別の利用範囲' });
    const csv = within(table).getByRole('row', { name: /CSV エクスポート/ });
    expect(
      within(csv)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—', '—', '○']);
  });
});
