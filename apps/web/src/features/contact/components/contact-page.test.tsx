import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFatal } from '../../../lib/fatal-error';
import { MESSAGES } from '../../../lib/messages';
import { closeNotification } from '../../../lib/notifications';
import { setSession } from '../../../lib/session';
import { PROFILE, sentBody } from '../../../test/account-fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../../test/app-harness';

vi.mock('../../../lib/bot-check/solve', () => ({
  solveBotCheck: vi.fn(() => Promise.resolve({ token: 'solved-altcha-payload', expiresAt: null })),
}));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  closeNotification();
  clearFatal();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CONTACT = '/v1/company/contact/';
const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea, select' });

describe('contact page', { timeout: 15_000 }, () => {
  it('pre-selects the standard plan request for ?subject=upgrade', async () => {
    mockFetch();
    renderApp('/contact?subject=upgrade');
    await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' });
    expect((field(/お問い合わせの種類/) as HTMLSelectElement).value).toBe('スタンダードプランの申し込み');
    expect(screen.getByText(/スタンダードプランへの変更のお申し込みとして承ります/)).toBeInTheDocument();
  });

  it('shows Japanese messages for missing entries', async () => {
    const fetch = mockFetch();
    const user = userEvent.setup();
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' });
    expect((field(/お問い合わせの種類/) as HTMLSelectElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByText('お名前を入力してください')).toBeInTheDocument();
    expect(screen.getByText('メールアドレスを入力してください')).toBeInTheDocument();
    expect(screen.getByText('お問い合わせの種類を選択してください')).toBeInTheDocument();
    expect(screen.getByText('お問い合わせ内容を入力してください')).toBeInTheDocument();
    expect(field(/お問い合わせ内容/).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetch, CONTACT, 'POST')).toHaveLength(0);
  });

  it('fills in a signed-in user and sends the message with the bot check', async () => {
    setSession({ accessToken: 'token-1', name: '山田 太郎', typeCode: 'free' });
    const fetch = mockFetch({
      '/v1/company/users/me': () => json(PROFILE),
      [`POST ${CONTACT}`]: () => json({ message: 'ok' }, 201),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/contact?subject=upgrade');
    await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' });
    expect((field(/お名前/) as HTMLInputElement).value).toBe(PROFILE.name);
    expect((field(/メールアドレス/) as HTMLInputElement).value).toBe(PROFILE.email);
    await user.type(field(/お問い合わせ内容/), '5名での利用を検討しています。');
    await screen.findByText('確認しました');
    await user.click(screen.getByRole('button', { name: '送信する' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/contact/confirm'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'お問い合わせを受け付けました' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/担当者からのご連絡の後に手続きいたします/)).toBeInTheDocument();
    const [call] = callsTo(fetch, CONTACT, 'POST');
    expect(sentBody(call?.[1])).toEqual({
      name: PROFILE.name,
      email: PROFILE.email,
      companyName: PROFILE.companyName,
      subject: 'スタンダードプランの申し込み',
      message: '5名での利用を検討しています。',
      recaptchaToken: 'solved-altcha-payload',
    });
  });

  it('shows the catalogue message when the bot check is refused', async () => {
    mockFetch({ [`POST ${CONTACT}`]: () => json({ detail: 'reCAPTCHA verification failed' }, 400) });
    const user = userEvent.setup();
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' });
    await user.type(field(/お名前/), '山田 太郎');
    await user.type(field(/メールアドレス/), 'yamada@example-corp.co.jp');
    await user.selectOptions(field(/お問い合わせの種類/), 'その他');
    await user.type(field(/お問い合わせ内容/), 'テスト');
    await screen.findByText('確認しました');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByText(MESSAGES.invalidAccess)).toBeInTheDocument();
  });
});
