import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeNotification } from '../../../lib/notifications';
import { getSession } from '../../../lib/session';
import { PROFILE, SESSION_RESPONSE, sentBody } from '../../../test/account-fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../../test/app-harness';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  closeNotification();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LOGIN = 'POST /v1/company/auth/login';

async function fillAndSubmit(email = 'yamada@example-corp.co.jp', password = 'correct horse battery') {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'ログイン' });
  await user.type(screen.getByLabelText(/メールアドレス/), email);
  await user.type(screen.getByLabelText(/^パスワード/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'ログイン' }));
  return user;
}

describe('login page', { timeout: 15_000 }, () => {
  it('shows Japanese messages under empty fields, wired to the inputs', async () => {
    const fetch = mockFetch();
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    await user.click(screen.getByRole('button', { name: 'ログイン' }));

    const email = screen.getByLabelText(/メールアドレス/);
    expect(await screen.findByText('メールアドレスを入力してください')).toBeInTheDocument();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('メールアドレスを入力してください');
    expect(screen.getByText('パスワードを入力してください')).toBeInTheDocument();
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText(/^パスワード/, { selector: 'input' }).getAttribute('autocomplete')).toBe(
      'current-password',
    );

    await user.type(email, 'not-an-address');
    expect(await screen.findByText('メールアドレスの形式が正しくありません')).toBeInTheDocument();
    expect(callsTo(fetch, '/v1/company/auth/login', 'POST')).toHaveLength(0);
  });

  it('stores the session (never the refresh token) and returns to a safe referrerUrl', async () => {
    const fetch = mockFetch({
      [LOGIN]: () => json(SESSION_RESPONSE),
      '/v1/company/users/me': () => json(PROFILE),
    });
    const { router } = renderApp('/login?referrerUrl=%2Fmypage%2Fbookmarks%3Ffolder%3D1');
    await fillAndSubmit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/bookmarks'));
    expect(router.state.location.search).toBe('?folder=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'ブックマーク' })).toBeInTheDocument();
    expect(getSession()).toMatchObject({
      isLoggedIn: true,
      accessToken: 'access-token-new',
      name: '山田 太郎',
      typeCode: 'free',
    });
    expect(document.cookie).not.toContain('refresh-token-must-not-be-stored');
    const [call] = callsTo(fetch, '/v1/company/auth/login', 'POST');
    expect(sentBody(call?.[1])).toEqual({
      email: 'yamada@example-corp.co.jp',
      password: 'correct horse battery',
    });
  });

  it('honours the route guard’s ?redirect= too', async () => {
    mockFetch({ [LOGIN]: () => json(SESSION_RESPONSE), '/v1/company/users/me': () => json(PROFILE) });
    const { router } = renderApp('/login?redirect=%2Fmypage');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
  });

  it.each(['https%3A%2F%2Fevil.example%2Fphish', '%2F%2Fevil.example%2Fphish', 'javascript%3Aalert(1)'])(
    'ignores the external referrerUrl %s and goes home',
    async (referrer) => {
      mockFetch({ [LOGIN]: () => json(SESSION_RESPONSE), '/v1/company/users/me': () => json(PROFILE) });
      const { router } = renderApp(`/login?referrerUrl=${referrer}`);
      await fillAndSubmit();
      await waitFor(() => expect(getSession().isLoggedIn).toBe(true));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(router.state.location.search).toBe('');
    },
  );

  it('says that e-mail or password is wrong, without leaving the page or its referrer', async () => {
    mockFetch({ [LOGIN]: () => json({ detail: 'Incorrect email or password' }, 401) });
    const { router } = renderApp('/login?referrerUrl=%2Fmypage');
    await fillAndSubmit();
    expect(await screen.findByText('メールアドレスまたはパスワードが正しくありません。')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?referrerUrl=%2Fmypage');
    expect(getSession().isLoggedIn).toBe(false);
  });

  it('explains an unconfirmed registration and offers to resend the mail', async () => {
    mockFetch({ [LOGIN]: () => json({ detail: 'Email not confirmed' }, 403) });
    renderApp('/login');
    await fillAndSubmit();
    expect(await screen.findByText(/会員登録が完了していません/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '確認メールを再送信する' }).getAttribute('href')).toBe(
      '/signup/verify',
    );
  });

  it('links to sign-up carrying the target along', async () => {
    mockFetch();
    renderApp('/login?redirect=%2Fproduct-recommend');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    expect(screen.getByRole('link', { name: '無料会員登録' }).getAttribute('href')).toBe(
      '/signup?referrerUrl=%2Fproduct-recommend',
    );
  });

  it('asks for the second factor after the right password and sends the code with the next attempt', async () => {
    let attempts = 0;
    const fetch = mockFetch({
      [LOGIN]: () => {
        attempts += 1;
        if (attempts === 1) return json({ detail: 'Two-factor code required' }, 401);
        if (attempts === 2) return json({ detail: 'Invalid two-factor code' }, 401);
        return json(SESSION_RESPONSE);
      },
      '/v1/company/users/me': () => json(PROFILE),
    });
    const { router } = renderApp('/login');
    const user = await fillAndSubmit();
    const code = await screen.findByLabelText(/確認コード/);
    expect(screen.getByText(/2段階認証が有効です/)).toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText(/確認コードが正しくないか/)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const calls = callsTo(fetch, '/v1/company/auth/login', 'POST');
    expect(sentBody(calls[0]?.[1])).toEqual({
      email: 'yamada@example-corp.co.jp',
      password: 'correct horse battery',
    });
    expect(sentBody(calls[2]?.[1])).toMatchObject({ otp: '654321' });
  });
});
