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

const PENDING_REQUEST = {
  id: 1,
  companyName: '株式会社アクメ化学',
  seats: 3,
  billingName: '経理 次郎',
  billingEmail: 'billing@acme-chem.co.jp',
  message: '',
  status: 'pending',
  decisionNote: '',
  createdAt: '2026-11-20T01:00:00.000Z',
  decidedAt: null,
};
const SECURITY = { role: 'none', twoFactorEnabled: false, recoveryCodesLeft: 0, sessionSecondFactor: false };

describe('my page', { timeout: 15_000 }, () => {
  it('shows the account, the free plan with what it includes, and how to upgrade', async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'free' });
    mockFetch({
      '/v1/company/users/me': () => json(PROFILE),
      '/v1/company/plan-requests': () => json({ items: [PENDING_REQUEST] }),
      '/v1/company/users/me/security': () => json(SECURITY),
    });
    renderApp('/mypage');
    await screen.findByRole('heading', { level: 1, name: 'マイページ' });
    const account = screen.getByRole('region', { name: 'ご登録情報' });
    expect(await within(account).findByText(PROFILE.companyName)).toBeInTheDocument();
    expect(within(account).getByText(PROFILE.email)).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'ご利用中のプラン' });
    expect(within(plan).getAllByText('フリープラン').length).toBeGreaterThan(0);
    expect(within(plan).getByText('製品レコメンド（上位3件まで）')).toBeInTheDocument();
    expect(within(plan).getByText('製品探索（順解析・逆解析）')).toBeInTheDocument(); // as a standard addition
    expect(
      within(plan).getByRole('link', { name: 'スタンダードプランを申し込む' }).getAttribute('href'),
    ).toBe('/mypage/plan-request');
    // The request sent from the upgrade modal or the form, with its status.
    const status = await within(plan).findByTestId('plan-request-status');
    expect(status.textContent).toContain('申請中');
    // The second factor is offered to every user.
    const security = screen.getByRole('region', { name: 'セキュリティ（2段階認証）' });
    expect(await within(security).findByRole('button', { name: '2段階認証を設定する' })).toBeInTheDocument();
  });

  it('offers no upgrade to a standard user', async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'standard' });
    mockFetch({
      '/v1/company/users/me': () => json({ ...PROFILE, typeCode: 'standard' }),
      '/v1/company/plan-requests': () => json({ items: [] }),
      '/v1/company/users/me/security': () => json(SECURITY),
    });
    renderApp('/mypage');
    const plan = await screen.findByRole('region', { name: 'ご利用中のプラン' });
    expect(await within(plan).findByText('製品探索（順解析・逆解析）')).toBeInTheDocument();
    expect(within(plan).queryByRole('link', { name: 'スタンダードプランを申し込む' })).toBeNull();
  });
});
