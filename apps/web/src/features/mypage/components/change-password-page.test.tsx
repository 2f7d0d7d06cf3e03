import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFatal } from '../../../lib/fatal-error';
import { MESSAGES } from '../../../lib/messages';
import { closeNotification } from '../../../lib/notifications';
import { getSession, setSession } from '../../../lib/session';
import { PROFILE, SESSION_RESPONSE, sentBody } from '../../../test/account-fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../../test/app-harness';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'free' });
});
afterEach(() => {
  closeNotification();
  clearFatal();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CHANGE = '/v1/company/users/change-password';
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fill(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'パスワードの変更' });
  if (current) await user.type(input(/現在のパスワード/), current);
  if (next) await user.type(input(/^新しいパスワード(?!（)/), next);
  if (confirm) await user.type(input(/新しいパスワード（確認用）/), confirm);
  await user.click(screen.getByRole('button', { name: 'パスワードを変更する' }));
  return user;
}

describe('change-password page', { timeout: 15_000 }, () => {
  it('validates in Japanese before calling the server', async () => {
    const fetch = mockFetch({ '/v1/company/users/me': () => json(PROFILE) });
    renderApp('/mypage/change-password');
    await fill('', 'short', 'other');
    expect(await screen.findByText('パスワードを入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードは8文字以上で入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードが一致しません')).toBeInTheDocument();
    expect(input(/現在のパスワード/).getAttribute('autocomplete')).toBe('current-password');
    expect(input(/^新しいパスワード(?!（)/).getAttribute('autocomplete')).toBe('new-password');
    expect(callsTo(fetch, CHANGE, 'PATCH')).toHaveLength(0);
  });

  it('refuses a new password equal to the current one', async () => {
    mockFetch({ '/v1/company/users/me': () => json(PROFILE) });
    renderApp('/mypage/change-password');
    await fill('same old passphrase', 'same old passphrase');
    expect(
      await screen.findByText('新しいパスワードには現在と異なるパスワードを入力してください'),
    ).toBeInTheDocument();
  });

  it('says the current password is wrong (snackbar and under the field) and stays', async () => {
    mockFetch({
      '/v1/company/users/me': () => json(PROFILE),
      [`PATCH ${CHANGE}`]: () => json({ detail: 'Current password is incorrect' }, 400),
    });
    const { router } = renderApp('/mypage/change-password');
    await fill('wrong passphrase', 'a brand new passphrase');
    await waitFor(() => expect(screen.getAllByText(MESSAGES.currentPasswordWrong)).toHaveLength(2));
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.currentPasswordWrong);
    expect(input(/現在のパスワード/).getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/mypage/change-password');
    expect(getSession().accessToken).toBe('token-1');
  });

  it('takes the new session and goes to /change-password/confirm, shown under /mypage', async () => {
    const fetch = mockFetch({
      '/v1/company/users/me': () => json(PROFILE),
      [`PATCH ${CHANGE}`]: () => json(SESSION_RESPONSE),
    });
    const { router } = renderApp('/mypage/change-password');
    await fill('old passphrase here', 'a brand new passphrase');

    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/change-password/confirm'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'パスワード変更の完了' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/パスワードを変更しました/).length).toBeGreaterThan(0);
    expect(screen.getByText(MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(getSession().accessToken).toBe('access-token-new');
    expect(sentBody(callsTo(fetch, CHANGE, 'PATCH')[0]?.[1])).toEqual({
      currentPassword: 'old passphrase here',
      newPassword: 'a brand new passphrase',
    });
  });
});
