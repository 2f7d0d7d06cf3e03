import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFatal, raiseFatal } from '../lib/fatal-error';
import { mockFetch, renderApp } from '../test/app-harness';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  clearFatal();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fatal errors', () => {
  it('replace the page with the error screen; its buttons clear the error and navigate', async () => {
    // The contact page fetches a bot-check challenge. Unmocked it answered 404, which raised the app's own
    // "Page not found" at a moment of its choosing — the cause of this test's flakes. It stays pending here.
    mockFetch({ 'GET /v1/company/bot-check/challenge': () => new Promise<Response>(() => {}) });
    const user = userEvent.setup();
    const { router } = renderApp('/patents');
    await screen.findByRole('heading', { level: 1, name: '特許検索' });

    // findBy: on a loaded machine the route's own render can still be committing when the error is raised.
    act(() => raiseFatal('システムエラーが発生しました'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'システムエラーが発生しました' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: '特許検索' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '運営に報告する' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact');

    act(() => raiseFatal('Page not found'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ホームに戻る' }));
    expect(await screen.findByRole('heading', { level: 1, name: /横断して探す/ })).toBeInTheDocument();
  });
});
