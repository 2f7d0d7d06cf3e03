import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '../../lib/session';
import { closeUpgradeModal } from '../../lib/upgrade-modal';
import { callsTo, json, mockFetch, PUBLIC_CONFIG, renderApp } from '../../test/app-harness';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  closeUpgradeModal();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const profile = { name: '山田 太郎', email: 'yamada@example.co.jp', typeCode: 'free' };

describe('layout', () => {
  it('offers login and sign-up to a visitor, and a temporary drawer listing every feature with its level', async () => {
    mockFetch();
    const user = userEvent.setup();
    renderApp('/patents');
    await screen.findByRole('heading', { level: 1, name: '特許検索' });
    expect(screen.getByRole('link', { name: 'ログイン' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fpatents',
    );
    expect(screen.getByRole('link', { name: '無料登録' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'メニューを開く' }));
    const nav = await screen.findByRole('navigation', { name: 'メインメニュー' });
    expect(within(nav).getByRole('link', { name: '特許検索' }).getAttribute('href')).toBe('/patents');
    // Free level: a visitor is sent to sign-up with the target as referrerUrl.
    expect(
      within(nav)
        .getByRole('link', { name: /ブックマーク/ })
        .getAttribute('href'),
    ).toBe('/signup?referrerUrl=%2Fmypage%2Fbookmarks');
    // Standard level: opens the upgrade modal instead of navigating.
    const analysis = within(nav).getByRole('button', { name: /大量実施例特許の分析/ });
    expect(within(analysis).getByText('スタンダードプラン')).toBeInTheDocument();
    await user.click(analysis);
    expect(await screen.findByRole('dialog', { name: 'スタンダードプランの機能です' })).toBeInTheDocument();
  });

  it("shows the user's name, my page and logout for a session; logout ends it", async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'free' });
    const fetch = mockFetch({
      '/v1/company/users/me': () => json(profile),
      'POST /v1/company/auth/logout': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/mypage');
    await screen.findByRole('heading', { level: 1, name: 'マイページ' });
    expect(screen.getByText('山田 太郎 様')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'マイページ' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ログアウト' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(fetch, '/v1/company/auth/logout', 'POST')).toHaveLength(1);
    expect(getSession().isLoggedIn).toBe(false);
    expect(await screen.findByRole('link', { name: 'ログイン' })).toBeInTheDocument();
  });

  it('ends the session even when the logout call fails', async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'standard' });
    mockFetch({
      '/v1/company/users/me': () => json({ ...profile, typeCode: 'standard' }),
      'POST /v1/company/auth/logout': () => Promise.reject(new TypeError('offline')),
    });
    const user = userEvent.setup();
    renderApp('/patents');
    await screen.findByRole('heading', { level: 1, name: '特許検索' });
    await user.click(screen.getByRole('button', { name: 'ログアウト' }));
    await waitFor(() => expect(getSession().isLoggedIn).toBe(false));
  });

  it('labels demo data when the public configuration says so', async () => {
    mockFetch({ '/v1/company/public-config': () => json({ ...PUBLIC_CONFIG, demoData: true }) });
    renderApp('/materials');
    await screen.findByRole('heading', { level: 1, name: '素材検索' });
    expect(await screen.findByText(/デモデータを表示しています/)).toBeInTheDocument();
  });

  it('has the footer links to contact and tutorial', async () => {
    mockFetch();
    renderApp('/tutorial');
    await screen.findByRole('heading', { level: 1, name: 'チュートリアル' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'お問い合わせ' }).getAttribute('href')).toBe('/contact');
    expect(within(footer).getByRole('link', { name: 'チュートリアル' }).getAttribute('href')).toBe(
      '/tutorial',
    );
  });

  it('brings the session in line with the profile (a plan change by the operator)', async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'free' });
    mockFetch({ '/v1/company/users/me': () => json({ ...profile, typeCode: 'standard' }) });
    renderApp('/patents');
    await screen.findByRole('heading', { level: 1, name: '特許検索' });
    expect(getSession().typeCode).toBe('standard');
  });
});
