import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TERMS_VERSION } from '@app/contract/legal';
import { MESSAGES } from '../../../lib/messages';
import { closeNotification } from '../../../lib/notifications';
import { sentBody } from '../../../test/account-fixtures';
import { callsTo, json, mockFetch, renderApp } from '../../../test/app-harness';

vi.mock('../../../lib/bot-check/solve', () => ({
  solveBotCheck: vi.fn(() => Promise.resolve({ token: 'solved-altcha-payload', expiresAt: null })),
}));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  closeNotification();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const REGISTER = 'POST /v1/company/users/register';
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

/** Pastes the value (one input event): typing a whole form key by key is slow on a busy runner. */
async function enter(user: UserEvent, label: RegExp, value: string) {
  await user.click(input(label));
  await user.paste(value);
}

async function fillForm(user: UserEvent, email = 'taro@example-corp.co.jp') {
  await enter(user, /会社のメールアドレス/, email);
  await enter(user, /^パスワード(?!（)/, 'ひみつの合言葉は青い鳥2026');
  await enter(user, /パスワード（確認用）/, 'ひみつの合言葉は青い鳥2026');
  await enter(user, /^氏名/, '山田 太郎');
  await enter(user, /^会社名/, '株式会社サンプル化学');
  await user.click(screen.getByRole('checkbox', { name: /利用規約/ }));
  await screen.findByText('確認しました');
}

describe('sign-up page', { timeout: 15_000 }, () => {
  it('shows every field error in Japanese under its field', async () => {
    const fetch = mockFetch();
    const user = userEvent.setup();
    renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: '無料会員登録' });
    await user.type(input(/^パスワード(?!（)/), 'short');
    await user.type(input(/パスワード（確認用）/), 'different');
    await user.type(input(/電話番号/), 'abc');
    await user.click(screen.getByRole('button', { name: '登録する' }));

    expect(await screen.findByText('メールアドレスを入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードは8文字以上で入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードが一致しません')).toBeInTheDocument();
    expect(screen.getByText('氏名を入力してください')).toBeInTheDocument();
    expect(screen.getByText('会社名を入力してください')).toBeInTheDocument();
    expect(screen.getByText('電話番号の形式が正しくありません')).toBeInTheDocument();
    expect(screen.getByText('利用規約と個人情報の取り扱いに同意してください')).toBeInTheDocument();
    expect(input(/^氏名/).getAttribute('aria-invalid')).toBe('true');
    expect(input(/^会社名/).getAttribute('autocomplete')).toBe('organization');
    expect(input(/^パスワード(?!（)/).getAttribute('autocomplete')).toBe('new-password');
    expect(callsTo(fetch, '/v1/company/users/register', 'POST')).toHaveLength(0);
  });

  it('shows the strength hint recommending 15+ characters', async () => {
    mockFetch();
    const user = userEvent.setup();
    renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: '無料会員登録' });
    const password = input(/^パスワード(?!（)/);
    await user.type(password, 'Kuroshio-Umi7');
    const hintId = password.getAttribute('aria-describedby') ?? '';
    const hint = document.getElementById(hintId.split(' ').at(-1) ?? '');
    expect(hint?.textContent).toMatch(/パスワードの強度: /);
    expect(hint?.textContent).toMatch(/15文字以上をおすすめします/);
  });

  it('registers with the solved bot check and goes to the verify page carrying referrerUrl', async () => {
    const fetch = mockFetch({ [REGISTER]: () => json({ message: 'ok' }, 201) });
    const user = userEvent.setup();
    const { router } = renderApp('/signup?referrerUrl=%2Fpatents%2FP-1');
    await screen.findByRole('heading', { level: 1, name: '無料会員登録' });
    expect(screen.getByText(/ご登録後にログインすると、そのページに戻ります/)).toBeInTheDocument();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '登録する' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/verify'));
    expect(router.state.location.search).toBe('?referrerUrl=%2Fpatents%2FP-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: '確認メールを送信しました' }),
    ).toBeInTheDocument();
    expect(screen.getByText('taro@example-corp.co.jp')).toBeInTheDocument();
    const body = sentBody(callsTo(fetch, '/v1/company/users/register', 'POST')[0]?.[1]);
    expect(body).toMatchObject({
      email: 'taro@example-corp.co.jp',
      name: '山田 太郎',
      companyName: '株式会社サンプル化学',
      recaptchaToken: 'solved-altcha-payload',
      agreedTermsVersion: TERMS_VERSION,
      referrerUrl: '/patents/P-1',
    });
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body).not.toHaveProperty('agreeTerms');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'ログイン' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fpatents%2FP-1',
    );
  });

  it('asks for a company address when the server refuses a free-mail domain', async () => {
    mockFetch({ [REGISTER]: () => json({ detail: 'Unauthorized domain is in use' }, 400) });
    const user = userEvent.setup();
    const { router } = renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: '無料会員登録' });
    await fillForm(user, 'taro@gmail.com');
    await user.click(screen.getByRole('button', { name: '登録する' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MESSAGES.companyEmailRequired)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    expect(input(/会社のメールアドレス/).getAttribute('aria-invalid')).toBe('true');
    // Refused before the bot check was used: the solved token stays.
    expect(screen.getByText('確認しました')).toBeInTheDocument();
  });

  it('puts the server’s password verdict under the password field', async () => {
    mockFetch({
      [REGISTER]: () =>
        json(
          {
            detail: [
              {
                loc: ['body', 'password'],
                msg: 'よく使われているパスワードのため使用できません。別のパスワードを入力してください',
                type: 'password_common',
              },
            ],
          },
          422,
        ),
    });
    const user = userEvent.setup();
    renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: '無料会員登録' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText(/よく使われているパスワードのため使用できません/)).toBeInTheDocument();
    expect(input(/^パスワード(?!（)/).getAttribute('aria-invalid')).toBe('true');
  });
});
