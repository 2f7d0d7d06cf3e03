import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type { TypeCode } from '@app/contract/plans';
import { closeNotification, getNotification } from '../../lib/notifications';
import { clearSession, setSession } from '../../lib/session';
import { sentBody } from '../../test/account-fixtures';
import { AppProvider, callsTo, json, mockFetch } from '../../test/app-harness';
import { SaveSearchButton } from './save-search-button';

function renderAt(typeCode: TypeCode | null) {
  if (typeCode) act(() => setSession({ accessToken: 't', name: '山田', typeCode }));
  const router = createMemoryRouter([{ path: '*', element: <SaveSearchButton kind="products" /> }], {
    initialEntries: ['/products?q=PP&maker=co-toho&page=2'],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

afterEach(() => {
  act(() => {
    clearSession();
    closeNotification();
  });
  vi.unstubAllGlobals();
});

describe('SaveSearchButton', { timeout: 15_000 }, () => {
  it('saves the whole query string of the list page under a name', async () => {
    const fetch = mockFetch({
      [`POST ${API_PATHS.savedSearches.build()}`]: (_url, init) =>
        json({ id: 1, createdAt: '2026-11-01T00:00:00Z', ...sentBody(init) }, 201),
    });
    const user = userEvent.setup();
    renderAt('free');
    await user.click(screen.getByRole('button', { name: '検索条件を保存' }));
    const dialog = await screen.findByRole('dialog', { name: '検索条件を保存' });
    const name = within(dialog).getByRole('textbox', { name: '名前' });
    expect((name as HTMLInputElement).value).toBe('PP');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: '保存する' }));
    expect(within(dialog).getByText('名前を入力してください')).toBeInTheDocument();
    await user.type(name, 'PP 東邦');
    await user.click(within(dialog).getByRole('button', { name: '保存する' }));
    await vi.waitFor(() => expect(getNotification().message).toContain('検索条件「PP 東邦」を保存しました'));
    expect(sentBody(callsTo(fetch, API_PATHS.savedSearches.build(), 'POST')[0]![1])).toEqual({
      kind: 'products',
      name: 'PP 東邦',
      query: 'q=PP&maker=co-toho',
    });
  });

  it('sends a visitor to sign-up', () => {
    mockFetch();
    renderAt(null);
    expect(screen.getByRole('link', { name: '検索条件を保存' }).getAttribute('href')).toBe(
      '/signup?referrerUrl=%2Fproducts%3Fq%3DPP%26maker%3Dco-toho%26page%3D2',
    );
  });
});
