import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type { ExampleSearchResponse, ExampleSummary } from '@app/contract/catalogue';
import { closeNotification } from '../../../lib/notifications';
import { setSession } from '../../../lib/session';
import { closeUpgradeModal } from '../../../lib/upgrade-modal';
import { PROFILE } from '../../../test/account-fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../../test/app-harness';
import { ACCESS, example, PROPERTY_DEFS } from './search/list-fixtures';

// The machine running the suite may be busy: waits are generous (none is a timing assertion).
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }));
afterAll(() => configure({ asyncUtilTimeout: 1_000 }));
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  window.localStorage.clear();
});
afterEach(() => {
  closeNotification();
  closeUpgradeModal();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function answer(items: ExampleSummary[]): ExampleSearchResponse {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 20,
    facets: {
      comparative: [
        { value: '0', label: '実施例', count: 1 },
        { value: '1', label: '比較例', count: 1 },
      ],
      property: [{ value: 'prop-flexural-modulus', label: '曲げ弾性率', count: 2 }],
      applicant: [{ value: 'co-a', label: '椿山プラスチックス株式会社', count: 2 }],
    },
    access: ACCESS.free,
    expandedTerms: [],
  };
}

describe('/examples search page', { timeout: 60_000 }, () => {
  it('searches examples by ingredient and patent, shows composition and measured values, filters 比較例', async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'free' });
    const fetch = mockFetch({
      'GET /v1/company/users/me': () => json({ ...PROFILE, typeCode: 'free' }),
      [`GET ${API_PATHS.examplePropertyDefs.build()}`]: () => json({ items: PROPERTY_DEFS }),
      [`GET ${API_PATHS.examplesSearch.build()}`]: () =>
        json(answer([example('ex-1', '実施例1'), example('ex-2', '比較例1', { comparative: true })])),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/examples?q=%E3%82%BF%E3%83%AB%E3%82%AF&patent=JP2007031456A');
    const table = await screen.findByRole('table', { name: '実施例の検索結果' });
    const link = await within(table).findByRole('link', { name: '実施例1' });
    expect(link.getAttribute('href')).toBe('/patents/JP2007031456A/examples/ex-1');
    const row = link.closest('tr')!;
    expect(row.textContent).toContain('ホモPP 70 質量部');
    expect(row.textContent).toContain('タルク 30 質量部');
    // The unit is in the column header only (曲げ弾性率（MPa）), not repeated in every cell.
    expect(within(row).getByText('2,450')).toBeInTheDocument();
    expect(row.textContent).not.toContain('2,450 MPa');
    const sent = new URL(callsTo(fetch, API_PATHS.examplesSearch.build())[0]![0] as string, 'http://x');
    expect(sent.searchParams.get('q')).toBe('タルク');
    expect(sent.searchParams.getAll('patent')).toEqual(['JP2007031456A']);
    // The patent filter of the URL is shown (and removable) above the results.
    expect(screen.getByRole('button', { name: /特許: JP2007031456A/ })).toBeInTheDocument();
    // …and is no checkbox group of its own (it has no counts).
    const panel = screen.getByRole('complementary', { name: '絞り込み条件' });
    expect(within(panel).getByText('実施例・比較例')).toBeInTheDocument();
    expect(within(panel).queryByText('特許')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /比較例\s*1/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?q=${encodeURIComponent('タルク')}&patent=JP2007031456A&comparative=true`,
      ),
    );
    expect(await screen.findByRole('button', { name: /実施例・比較例: 比較例/ })).toBeInTheDocument();
  });
});
