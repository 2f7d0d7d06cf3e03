import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeNotification } from '../../../lib/notifications';
import { clearSession, setSession } from '../../../lib/session';
import { PROFILE } from '../../../test/account-fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../../test/app-harness';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  closeNotification();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SECURITY = {
  role: 'operator',
  twoFactorEnabled: true,
  recoveryCodesLeft: 10,
  sessionSecondFactor: true,
};

describe('/admin', { timeout: 15_000 }, () => {
  it.each([
    ['a visitor', null],
    ['a user who is not an operator', { ...SECURITY, role: 'none' }],
    ['an operator whose session has no second factor', { ...SECURITY, sessionSecondFactor: false }],
  ])('shows the 404 screen to %s', async (_who, security) => {
    if (security) setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'free' });
    mockFetch({
      '/v1/company/users/me': () => json(PROFILE),
      '/v1/company/users/me/security': () => json(security),
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'ページが見つかりません' })).toBeInTheDocument();
  });

  it('opens the console for an operator and switches maintenance mode after a confirmation', async () => {
    setSession({ accessToken: 'token-1', name: '運営 花子', typeCode: 'free' });
    let maintenance = false;
    const fetch = mockFetch({
      '/v1/company/users/me': () => json(PROFILE),
      '/v1/company/users/me/security': () => json(SECURITY),
      '/v1/company/admin/plan-requests': () => json({ items: [] }),
      'GET /v1/company/admin/maintenance': () => json({ maintenanceMode: maintenance, source: 'database' }),
      'PUT /v1/company/admin/maintenance': () => {
        maintenance = true;
        return json({ maintenanceMode: true, source: 'database' });
      },
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: '管理画面' })).toBeInTheDocument();
    expect(await screen.findByText('該当するお申し込みはありません。')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'メンテナンス' }));
    await user.click(await screen.findByRole('button', { name: 'メンテナンスモードをONにする' }));
    expect(callsTo(fetch, '/v1/company/admin/maintenance', 'PUT')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'ONにする' }));
    await waitFor(() => expect(callsTo(fetch, '/v1/company/admin/maintenance', 'PUT')).toHaveLength(1));
  });
});
