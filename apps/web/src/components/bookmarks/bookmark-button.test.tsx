import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { bookmarkLimitDetail } from '@app/contract/bookmarks';
import type { TypeCode } from '@app/contract/plans';
import { closeNotification, getNotification } from '../../lib/notifications';
import { clearSession, setSession } from '../../lib/session';
import { sentBody } from '../../test/account-fixtures';
import { AppProvider, callsTo, json, mockFetch } from '../../test/app-harness';
import { bookmark, bookmarkList, requestUrl } from '../../test/bookmark-fixtures';
import { BookmarkButton } from './bookmark-button';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderButton(typeCode: TypeCode | null) {
  if (typeCode) act(() => setSession({ accessToken: 't', name: '山田', typeCode }));
  const router = createMemoryRouter(
    [
      {
        path: '/products/:id',
        element: (
          <>
            <BookmarkButton targetType="product" targetId="prd-toho" title="トーホーレン TP-2030" />
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/products/prd-toho'] },
  );
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

describe('BookmarkButton', { timeout: 15_000 }, () => {
  it('sends a visitor to sign-up with this page as referrer, without calling the API', async () => {
    const fetch = mockFetch();
    renderButton(null);
    const link = screen.getByRole('link', {
      name: '「トーホーレン TP-2030」をブックマークする（無料登録が必要です）',
    });
    expect(link.getAttribute('href')).toBe('/signup?referrerUrl=%2Fproducts%2Fprd-toho');
    await userEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/signup?referrerUrl=%2Fproducts%2Fprd-toho');
    expect(callsTo(fetch, API_PATHS.bookmarks.build())).toHaveLength(0);
  });

  it('shows the state, adds and removes the bookmark', async () => {
    let saved = false;
    const fetch = mockFetch({
      [`GET ${API_PATHS.bookmarks.build()}`]: () =>
        json(bookmarkList(saved ? [bookmark({ id: 7, targetId: 'prd-toho' })] : [])),
      [`POST ${API_PATHS.bookmarks.build()}`]: () => {
        saved = true;
        return json(bookmark({ id: 7, targetId: 'prd-toho' }), 201);
      },
      [`DELETE ${API_PATHS.bookmark.build({ id: 7 })}`]: () => {
        saved = false;
        return new Response(null, { status: 204 });
      },
    });
    renderButton('free');
    const add = await screen.findByRole('button', { name: '「トーホーレン TP-2030」をブックマークする' });
    await vi.waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    expect(add.getAttribute('aria-pressed')).toBe('false');
    const state = requestUrl(callsTo(fetch, API_PATHS.bookmarks.build())[0]![0]);
    expect(state.searchParams.get('type')).toBe('product');
    expect(state.searchParams.get('targetId')).toBe('prd-toho');

    await userEvent.click(add);
    const added = await screen.findByRole('button', { name: '「トーホーレン TP-2030」のブックマークを外す' });
    expect(added.getAttribute('aria-pressed')).toBe('true');
    expect(added.textContent).toContain('ブックマーク済み');
    expect(sentBody(callsTo(fetch, API_PATHS.bookmarks.build(), 'POST')[0]![1])).toEqual({
      targetType: 'product',
      targetId: 'prd-toho',
    });
    expect(getNotification().message).toBe('製品「トーホーレン TP-2030」をブックマークしました');

    await vi.waitFor(() => expect(added.hasAttribute('disabled')).toBe(false));
    await userEvent.click(added);
    expect(
      await screen.findByRole('button', { name: '「トーホーレン TP-2030」をブックマークする' }),
    ).toBeInTheDocument();
    expect(callsTo(fetch, API_PATHS.bookmark.build({ id: 7 }), 'DELETE')).toHaveLength(1);
  });

  it("explains the free plan's limit when the server refuses the 51st bookmark", async () => {
    mockFetch({
      [`GET ${API_PATHS.bookmarks.build()}`]: () => json(bookmarkList([], { count: 50, limit: 50 })),
      [`POST ${API_PATHS.bookmarks.build()}`]: () => json({ detail: bookmarkLimitDetail(50) }, 403),
    });
    renderButton('free');
    const add = await screen.findByRole('button', { name: '「トーホーレン TP-2030」をブックマークする' });
    await vi.waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    await userEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'ブックマークの上限に達しました' });
    expect(dialog.textContent).toContain('50件まで');
    expect(dialog.textContent).toContain('スタンダードプラン');
    expect(screen.getByRole('link', { name: 'ブックマークを整理する' }).getAttribute('href')).toBe(
      '/mypage/bookmarks',
    );
    expect(screen.getByRole('link', { name: 'スタンダードプランを申し込む' }).getAttribute('href')).toBe(
      '/contact?subject=upgrade',
    );
    expect(add.getAttribute('aria-pressed')).toBe('false');
  });
});
