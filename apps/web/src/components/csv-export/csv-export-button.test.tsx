import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type { TypeCode } from '@app/contract/plans';
import { closeNotification, getNotification } from '../../lib/notifications';
import { clearSession, setSession } from '../../lib/session';
import { closeUpgradeModal, isUpgradeModalOpen } from '../../lib/upgrade-modal';
import { AppProvider, callsTo, mockFetch } from '../../test/app-harness';
import { requestUrl } from '../../test/bookmark-fixtures';
import { CsvExportButton } from './csv-export-button';
import { exportQueryOf, fileNameOf } from './export-query';

function renderAt(typeCode: TypeCode | null) {
  if (typeCode) act(() => setSession({ accessToken: 't', name: '山田', typeCode }));
  const router = createMemoryRouter([{ path: '*', element: <CsvExportButton kind="products" /> }], {
    initialEntries: ['/products?q=PP&maker=co-toho&maker=co-acme&page=3&pageSize=50'],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = () => 'blob:csv';
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  act(() => {
    clearSession();
    closeNotification();
    closeUpgradeModal();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CsvExportButton', { timeout: 15_000 }, () => {
  it('downloads the export of the current search (without paging) for a standard user', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const fetch = mockFetch({
      [API_PATHS.productsExport.build()]: () =>
        new Response('\uFEFF製品ID,製品名\r\nprd-toho,トーホーレン\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="products-20261121.csv"; filename*=UTF-8''${encodeURIComponent('製品一覧_20261121.csv')}`,
            'x-export-total': '1',
            'x-export-truncated': 'false',
          },
        }),
    });
    renderAt('standard');
    await userEvent.click(screen.getByRole('button', { name: 'CSV出力' }));
    await vi.waitFor(() => expect(clicked).toEqual(['製品一覧_20261121.csv']));
    const url = requestUrl(callsTo(fetch, API_PATHS.productsExport.build())[0]![0]);
    expect(url.searchParams.getAll('maker')).toEqual(['co-toho', 'co-acme']);
    expect(url.searchParams.get('q')).toBe('PP');
    expect(url.searchParams.has('page')).toBe(false);
    expect(getNotification().message).toBe('製品の検索結果 1 件をCSVに出力しました');
  });

  it('opens the upgrade modal for a free user and calls nothing', async () => {
    const fetch = mockFetch();
    renderAt('free');
    await userEvent.click(screen.getByRole('button', { name: 'CSV出力' }));
    expect(isUpgradeModalOpen()).toBe(true);
    expect(callsTo(fetch, API_PATHS.productsExport.build())).toHaveLength(0);
  });
});

describe('export query helpers', () => {
  it('keeps repeated keys and drops paging and empty values', () => {
    expect(exportQueryOf('?q=PP&prop=a:1::MPa&prop=b::2:℃&page=2&pageSize=50&maker=')).toEqual({
      q: ['PP'],
      prop: ['a:1::MPa', 'b::2:℃'],
    });
  });

  it('prefers the Japanese file name and falls back to the plain one', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''%E8%A3%BD%E5%93%81.csv`, 'x.csv')).toBe(
      '製品.csv',
    );
    expect(fileNameOf('attachment; filename="a.csv"', 'x.csv')).toBe('a.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });
});
