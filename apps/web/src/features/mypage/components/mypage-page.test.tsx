import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFatal } from '../../../lib/fatal-error';
import { setSession } from '../../../lib/session';
import { PROFILE } from '../../../test/account-fixtures';
import { json, mockFetch, renderApp } from '../../../test/app-harness';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  clearFatal();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('my page', { timeout: 15_000 }, () => {
  it('shows the account, the free plan with what it includes, and how to upgrade', async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'free' });
    mockFetch({ '/v1/company/users/me': () => json(PROFILE) });
    renderApp('/mypage');
    await screen.findByRole('heading', { level: 1, name: 'マイページ' });
    const account = screen.getByRole('region', { name: 'ご登録情報' });
    expect(await within(account).findByText(PROFILE.companyName)).toBeTruthy();
    expect(within(account).getByText(PROFILE.email)).toBeTruthy();
    const plan = screen.getByRole('region', { name: 'ご利用中のプラン' });
    expect(within(plan).getAllByText('フリープラン').length).toBeGreaterThan(0);
    expect(within(plan).getByText('製品レコメンド（上位3件まで）')).toBeTruthy();
    expect(within(plan).getByText('製品探索（順解析・逆解析）')).toBeTruthy(); // as a standard addition
    expect(
      within(plan).getByRole('link', { name: 'スタンダードプランを申し込む' }).getAttribute('href'),
    ).toBe('/contact?subject=upgrade');
  });

  it('offers no upgrade to a standard user', async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'standard' });
    mockFetch({ '/v1/company/users/me': () => json({ ...PROFILE, typeCode: 'standard' }) });
    renderApp('/mypage');
    const plan = await screen.findByRole('region', { name: 'ご利用中のプラン' });
    expect(await within(plan).findByText('製品探索（順解析・逆解析）')).toBeTruthy();
    expect(within(plan).queryByRole('link', { name: 'スタンダードプランを申し込む' })).toBeNull();
  });
});
