import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFatal } from '../../../lib/fatal-error';
import { MESSAGES } from '../../../lib/messages';
import { closeNotification } from '../../../lib/notifications';
import { getSession, setSession } from '../../../lib/session';
import { PROFILE } from '../../../test/account-fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../../test/app-harness';
import { rememberSignupReferrer } from '../signup-referrer';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  closeNotification();
  clearFatal();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const COMPLETE = '/v1/company/users/complete-registration';

describe('registration completion page', { timeout: 15_000 }, () => {
  it('sends the token as a Bearer header only when the button is pressed, then offers login with the referrer', async () => {
    rememberSignupReferrer('/patents/P-1');
    const fetch = mockFetch({
      [`PATCH ${COMPLETE}`]: () => json({ message: 'Registration completed. Please log in.' }),
    });
    const user = userEvent.setup();
    renderApp('/signup/confirm-register?token=tok_abc-123');
    await screen.findByRole('heading', { level: 1, name: '会員登録の完了' });
    // Opening the link does nothing by itself (docs/spec/sessions-and-accounts.md).
    expect(callsTo(fetch, COMPLETE, 'PATCH')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '登録を完了する' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '会員登録が完了しました' }),
    ).toBeInTheDocument();
    const [call] = callsTo(fetch, COMPLETE, 'PATCH');
    const headers = new Headers(call?.[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer tok_abc-123');
    expect(call?.[1]?.body).toBeUndefined();
    // Completion opens no session: the user logs in themselves.
    expect(callsTo(fetch, '/v1/company/auth/logout', 'POST')).toHaveLength(0);
    expect(getSession().isLoggedIn).toBe(false);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'ログイン' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fpatents%2FP-1',
    );
  });

  it('returns to the referrer carried in the link when it is opened in another browser (nothing stored there)', async () => {
    localStorage.clear();
    mockFetch({ [`PATCH ${COMPLETE}`]: () => json({ message: 'Registration completed. Please log in.' }) });
    const user = userEvent.setup();
    renderApp('/signup/confirm-register?token=tok_abc-123&referrerUrl=%2Fpatents%2FP-9');
    await user.click(await screen.findByRole('button', { name: '登録を完了する' }));
    await screen.findByRole('heading', { level: 1, name: '会員登録が完了しました' });
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'ログイン' }).getAttribute('href'),
    ).toBe('/login?redirect=%2Fpatents%2FP-9');
  });

  it('treats "User status is not INACTIVE" as an expired link: clears the session and goes to /signup', async () => {
    setSession({ accessToken: 'someone-else', name: '別の人', typeCode: 'free' });
    mockFetch({
      [`PATCH ${COMPLETE}`]: () => json({ detail: 'User status is not INACTIVE' }, 400),
      '/v1/company/users/me': () => json(PROFILE),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/signup/confirm-register?token=used-token');
    await user.click(await screen.findByRole('button', { name: '登録を完了する' }));

    // Generous: the suite runs on a loaded machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'), { timeout: 10_000 });
    expect(await screen.findByText(MESSAGES.urlExpired)).toBeInTheDocument();
    expect(getSession().isLoggedIn).toBe(false);
  });

  it('explains a link without a token instead of calling the server', async () => {
    const fetch = mockFetch();
    renderApp('/signup/confirm-register');
    expect(await screen.findByText(/URLが正しくありません/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登録を完了する' })).toBeNull();
    expect(callsTo(fetch, COMPLETE, 'PATCH')).toHaveLength(0);
  });
});
