import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('verify page', { timeout: 15_000 }, () => {
  it('explains the mail and re-sends it to the typed address', async () => {
    const fetch = mockFetch({ 'POST /v1/company/users/resend-registration': () => json({ message: 'ok' }) });
    const user = userEvent.setup();
    renderApp('/signup/verify');
    await screen.findByRole('heading', { level: 1, name: '確認メールを送信しました' });
    expect(screen.getByText(/URLの有効期限は24時間です/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '確認メールを再送信する' }));
    expect(await screen.findByText('メールアドレスを入力してください')).toBeInTheDocument();
    await user.type(
      screen.getByLabelText(/メールアドレス/, { selector: 'input' }),
      'taro@example-corp.co.jp',
    );
    await user.click(screen.getByRole('button', { name: '確認メールを再送信する' }));

    expect(await screen.findByText('確認メールを再送信しました')).toBeInTheDocument();
    const [call] = callsTo(fetch, '/v1/company/users/resend-registration', 'POST');
    expect(sentBody(call?.[1])).toEqual({ email: 'taro@example-corp.co.jp' });
  });
});
