import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { clearSession, setSession } from '../../lib/session';
import { AppProvider, json, mockFetch } from '../../test/app-harness';
import { productDetail, propertyValue } from '../../test/bookmark-fixtures';
import { ComparisonDialog } from './comparison-dialog';

function renderDialog(ids: string[]) {
  act(() => setSession({ accessToken: 't', name: '山田', typeCode: 'free' }));
  const router = createMemoryRouter(
    [{ path: '*', element: <ComparisonDialog open onClose={() => {}} type="product" ids={ids} /> }],
    { initialEntries: ['/mypage/bookmarks'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

afterEach(() => {
  act(() => clearSession());
  vi.unstubAllGlobals();
});

describe('ComparisonDialog', { timeout: 15_000 }, () => {
  it('lines up products by property with units, and marks differences and extremes', async () => {
    mockFetch({
      [API_PATHS.productDetail.build({ id: 'prd-a' })]: () =>
        json(
          productDetail('prd-a', 'トーホーレン TP-2030', [
            propertyValue('曲げ弾性率', 2400, 'MPa', { value: 2.4, unit: 'GPa' }),
            propertyValue('引張強さ', 35, 'MPa'),
          ]),
        ),
      [API_PATHS.productDetail.build({ id: 'prd-b' })]: () =>
        json(
          productDetail('prd-b', 'アクメロン A100', [
            propertyValue('曲げ弾性率', 8000, 'MPa', { value: 8, unit: 'GPa' }),
            propertyValue('引張強さ', 35, 'MPa'),
          ]),
        ),
    });
    renderDialog(['prd-a', 'prd-b']);
    const dialog = await screen.findByRole('dialog', { name: '製品の比較（2件）' });
    const table = await within(dialog).findByRole('table', { name: '製品の比較表' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['項目', 'トーホーレン TP-2030', 'アクメロン A100']);
    expect(within(table).getByRole('link', { name: 'アクメロン A100' }).getAttribute('href')).toBe(
      '/products/prd-b',
    );

    const flex = within(table).getByRole('row', { name: /曲げ弾性率（GPa）/ });
    const cells = within(flex)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['2.4最小', '8最大']);
    expect(within(flex).getByText('差あり')).toBeInTheDocument();
    const tensile = within(table).getByRole('row', { name: /引張強さ（MPa）/ });
    expect(within(tensile).queryByText('差あり')).toBeNull();

    await userEvent.click(within(dialog).getByRole('switch', { name: '違いのある項目だけ表示' }));
    expect(within(table).queryByRole('row', { name: /引張強さ/ })).toBeNull();
    expect(within(table).getByRole('row', { name: /曲げ弾性率/ })).toBeInTheDocument();
  });

  it('says which record could not be loaded', async () => {
    mockFetch({
      [API_PATHS.productDetail.build({ id: 'prd-a' })]: () => json(productDetail('prd-a', 'A', [])),
    });
    renderDialog(['prd-a', 'prd-gone']);
    expect(await screen.findByText(/prd-gone を読み込めませんでした/)).toBeInTheDocument();
  });

  it('asks for 2–5 records instead of loading fewer or more', async () => {
    const fetch = mockFetch();
    renderDialog(['prd-a']);
    expect(await screen.findByText(/比較できるのは2〜5件です/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
