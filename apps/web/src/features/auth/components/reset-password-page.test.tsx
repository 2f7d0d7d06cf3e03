import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../lib/messages';
import { closeNotification } from '../../../lib/notifications';
import { sentBody } from '../../../test/account-fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../../test/app-harness';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  closeNotification();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const RESET = '/v1/company/users/reset-password';
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('password reissue page', { timeout: 15_000 }, () => {
  it('validates the address and always shows the same confirmation', async () => {
    const fetch = mockFetch({ 'POST /v1/company/auth/reset-password': () => json({ message: 'ok' }) });
    const user = userEvent.setup();
    renderApp('/reissue-password');
    await screen.findByRole('heading', { level: 1, name: 'パスワードの再発行' });
    await user.click(screen.getByRole('button', { name: '再設定用のURLを送信する' }));
    expect(await screen.findByText('メールアドレスを入力してください')).toBeInTheDocument();

    await user.type(input(/メールアドレス/), 'nobody@example-corp.co.jp');
    await user.click(screen.getByRole('button', { name: '再設定用のURLを送信する' }));
    expect(
      await screen.findByText(
        /ご入力のメールアドレスが登録されている場合は、パスワード再設定用のURLをお送りしました/,
      ),
    ).toBeInTheDocument();
    expect(sentBody(callsTo(fetch, '/v1/company/auth/reset-password', 'POST')[0]?.[1])).toEqual({
      email: 'nobody@example-corp.co.jp',
    });
  });
});

describe('password reset page', { timeout: 15_000 }, () => {
  it('checks both entries, sends the token from the link and confirms on /reset-password/confirm', async () => {
    const fetch = mockFetch({ [`PATCH ${RESET}`]: () => json({ message: 'ok' }) });
    const user = userEvent.setup();
    const { router } = renderApp('/reset-password?token=reset-tok');
    await screen.findByRole('heading', { level: 1, name: 'パスワードの再設定' });
    await user.type(input(/^新しいパスワード(?!（)/), 'あたらしい合言葉は緑の森');
    await user.type(input(/新しいパスワード（確認用）/), 'ちがう合言葉');
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    expect(await screen.findByText('パスワードが一致しません')).toBeInTheDocument();
    expect(callsTo(fetch, RESET, 'PATCH')).toHaveLength(0);

    await user.clear(input(/新しいパスワード（確認用）/));
    await user.type(input(/新しいパスワード（確認用）/), 'あたらしい合言葉は緑の森');
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password/confirm'));
    expect(await screen.findByText(MESSAGES.passwordReset)).toBeInTheDocument();
    expect(sentBody(callsTo(fetch, RESET, 'PATCH')[0]?.[1])).toEqual({
      newPassword: 'あたらしい合言葉は緑の森',
      resetPasswordToken: 'reset-tok',
    });
  });

  it('explains a used or expired link and links to a new reissue', async () => {
    mockFetch({ [`PATCH ${RESET}`]: () => json({ detail: 'Invalid or expired reset token' }, 400) });
    const user = userEvent.setup();
    renderApp('/reset-password?token=old');
    await screen.findByRole('heading', { level: 1, name: 'パスワードの再設定' });
    await user.type(input(/^新しいパスワード(?!（)/), 'あたらしい合言葉は緑の森');
    await user.type(input(/新しいパスワード（確認用）/), 'あたらしい合言葉は緑の森');
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    expect(await screen.findByText(/有効期限が切れているか、すでに使用されています/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'パスワードの再発行を申し込む' }).getAttribute('href')).toBe(
      '/reissue-password',
    );
  });
});
