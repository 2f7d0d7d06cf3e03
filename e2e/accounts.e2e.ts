import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import Database from 'better-sqlite3';
import { API_PATHS } from '@app/contract/api-paths';
import { TERMS_VERSION } from '@app/contract/legal';
import { apiCall, apiLogIn, createAccount, E2E_PASSWORD } from './support/accounts';
import { newPage } from './support/browser';
import { useSharedBrowser } from './support/shared-demo';
import { readOutbox, waitForMailLink } from './support/mail';
import { saveShot } from './support/screenshots';
import { startServer, type RunningServer } from './support/server';

/*
 * The account pages against the built server, in Chromium: sign-up with the real ALTCHA proof of work
 * solved by the page's Web Workers, the confirmation link read from the mail outbox, login, password
 * change and reset, logout, the contact form. Set E2E_SHOTS=<dir> to also save a full-page screenshot
 * of every screen passed through.
 */

let server: RunningServer;
let browser: Browser;

// The long flows (two or three bot checks, mails, logins) get more time than the default on two cores.
const LONG = 120_000;

beforeAll(async () => {
  // An empty catalogue (no demo load in the background): these tests are about the account pages.
  [server, browser] = await Promise.all([startServer(), useSharedBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function shot(page: Page, name: string): Promise<void> {
  await saveShot(page, `${name}.png`, { fullPage: true });
}

/** The terms versions an account agreed to, read from the server's SQLite database. */
function agreedVersions(email: string): string[] {
  const db = new Database(join(server.dataDir, 'app.db'), { readonly: true });
  try {
    return db
      .prepare(
        'SELECT t.terms_version AS version FROM terms_agreements t JOIN users u ON u.id = t.user_id WHERE u.email = ?',
      )
      .all(email)
      .map((row) => (row as { version: string }).version);
  } finally {
    db.close();
  }
}

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const h1 = (page: Page) => page.locator('main h1');

async function expectHeading(page: Page, text: string): Promise<void> {
  await expect.poll(() => h1(page).textContent(), { timeout: 15_000 }).toBe(text);
}

type Person = { email: string; password: string; name: string; company: string };

/** Fills and sends the sign-up form; waits for the bot check to be solved in the browser first. */
async function signUp(page: Page, person: Person, screenshot?: string): Promise<void> {
  await expectHeading(page, '無料会員登録');
  await field(page, 'email').fill(person.email);
  await field(page, 'password').fill(person.password);
  await field(page, 'confirmPassword').fill(person.password);
  await field(page, 'name').fill(person.name);
  await field(page, 'companyName').fill(person.company);
  await field(page, 'department').fill('材料開発部');
  await page.getByRole('checkbox', { name: /利用規約/ }).check();
  await page.getByText('確認しました').waitFor({ timeout: 30_000 });
  if (screenshot) await shot(page, screenshot);
  await page.getByRole('button', { name: '登録する' }).click();
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await expectHeading(page, 'ログイン');
  await field(page, 'email').fill(email);
  await field(page, 'password').fill(password);
  await page.locator('main').getByRole('button', { name: 'ログイン' }).click();
}

/** Opens the mailed confirmation link and completes the registration with the button. */
async function completeRegistration(page: Page, email: string): Promise<void> {
  const { path } = await waitForMailLink(server.dataDir, email, '/signup/confirm-register');
  await page.goto(path);
  await expectHeading(page, '会員登録の完了');
  await shot(page, '05-confirm-register');
  await page.getByRole('button', { name: '登録を完了する' }).click();
  await expectHeading(page, '会員登録が完了しました');
  await shot(page, '06-confirm-register-done');
  await page.locator('main').getByRole('link', { name: 'ログイン' }).click();
}

describe('accounts in Chromium', () => {
  it(
    'signs up with a company address, confirms by mail, logs in, changes the password, logs out and back in',
    { timeout: LONG },
    async () => {
      const { page, errors } = await newPage(browser, server.url);
      const taro: Person = {
        email: 'taro@example-corp.co.jp',
        password: '青い鳥が朝の窓辺で歌う',
        name: '山田 太郎',
        company: '株式会社サンプル化学',
      };

      await page.goto('/signup');
      await expectHeading(page, '無料会員登録');
      await shot(page, '01-signup');
      await page.getByRole('button', { name: '登録する' }).click();
      await page.getByText('メールアドレスを入力してください').waitFor();
      await shot(page, '02-signup-errors');
      await page.reload();
      await signUp(page, taro, '03-signup-filled');

      await expectHeading(page, '確認メールを送信しました');
      await page.getByText(taro.email, { exact: true }).waitFor();
      await shot(page, '04-signup-verify');

      await completeRegistration(page, taro.email);
      await page.waitForURL((url) => url.pathname === '/login');
      await shot(page, '07-login');
      // Issue 17, point 3: the consent given on the form is stored with the account, with its version.
      expect(agreedVersions(taro.email)).toEqual([TERMS_VERSION]);

      // The link is single use: opened again, it counts as expired and leads back to sign-up.
      const used = await newPage(browser, server.url);
      await used.page.goto(
        (await waitForMailLink(server.dataDir, taro.email, '/signup/confirm-register')).path,
      );
      await used.page.getByRole('button', { name: '登録を完了する' }).click();
      await used.page.waitForURL((url) => url.pathname === '/signup');
      await used.page.getByText('URL の有効期限が切れています。もう一度登録してください').waitFor();
      await shot(used.page, '20-confirm-register-expired');
      await used.page.context().close();

      await logIn(page, taro.email, taro.password);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText('山田 太郎 様', { exact: true }).waitFor();

      // The session survives a reload (cookies), and the profile shows what was registered.
      await page.goto('/mypage');
      await expectHeading(page, 'マイページ');
      await page.getByText('株式会社サンプル化学').first().waitFor();
      await shot(page, '08-mypage');
      await page.locator('main').getByRole('link', { name: 'プロフィールを編集する' }).click();
      await expectHeading(page, 'プロフィール');
      await expect.poll(() => field(page, 'department').inputValue()).toBe('材料開発部');
      await field(page, 'position').fill('主任研究員');
      await page.getByRole('button', { name: '変更を保存する' }).click();
      await page.getByText('プロフィールを更新しました').waitFor();
      await shot(page, '09-profile-saved');

      await page.goto('/mypage/change-password');
      await expectHeading(page, 'パスワードの変更');
      await field(page, 'currentPassword').fill('まちがったパスワードです');
      await field(page, 'newPassword').fill('緑の森を抜けて湖へ向かう');
      await field(page, 'confirmPassword').fill('緑の森を抜けて湖へ向かう');
      await page.getByRole('button', { name: 'パスワードを変更する' }).click();
      await page.getByRole('alert').getByText('現在のパスワードが正しくありません').waitFor();
      await shot(page, '10-change-password-wrong');
      await field(page, 'currentPassword').fill(taro.password);
      await page.getByRole('button', { name: 'パスワードを変更する' }).click();
      await page.waitForURL((url) => url.pathname === '/mypage/change-password/confirm');
      await expectHeading(page, 'パスワード変更の完了');
      await page.getByText('パスワードを変更しました', { exact: true }).waitFor();
      await shot(page, '11-change-password-confirm');

      // Still signed in with the session the change returned: a protected page loads.
      await page.goto('/mypage');
      await expectHeading(page, 'マイページ');

      await page.getByRole('button', { name: 'ログアウト' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('banner').getByRole('link', { name: 'ログイン' }).waitFor();
      // Logout ended the session on the server too: the HttpOnly refresh cookie no longer refreshes.
      const refreshStatus = await page.evaluate(() =>
        fetch('/v1/company/auth/refresh-token', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }).then((response) => response.status),
      );
      expect(refreshStatus).toBe(401);

      await page.goto('/login');
      await logIn(page, taro.email, taro.password);
      await page.getByText('メールアドレスまたはパスワードが正しくありません。').waitFor();
      await shot(page, '12-login-wrong');
      await field(page, 'password').fill('緑の森を抜けて湖へ向かう');
      await page.locator('main').getByRole('button', { name: 'ログイン' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText('山田 太郎 様', { exact: true }).waitFor();
      expect(errors).toEqual([]);
    },
  );

  it('refuses a gmail.com address with the company-address message', async () => {
    const { page } = await newPage(browser, server.url);
    await page.goto('/signup');
    await signUp(page, {
      email: 'hanako@gmail.com',
      password: '青い鳥が朝の窓辺で歌う',
      name: '佐藤 花子',
      company: '株式会社テスト',
    });
    await page
      .getByRole('alert')
      .getByText(
        '会社のメールアドレスを入力してください。Gmail や Yahoo!メールなどのフリーメールはご利用いただけません',
      )
      .waitFor();
    await shot(page, '13-signup-gmail');
    expect(new URL(page.url()).pathname).toBe('/signup');
    expect(readOutbox(server.dataDir).some((mail) => mail.to.includes('hanako@gmail.com'))).toBe(false);
  });

  it(
    'returns a visitor to the free-level page they clicked, after sign-up and login',
    { timeout: LONG },
    async () => {
      const { page, errors } = await newPage(browser, server.url);
      await page.goto('/');
      await page.getByRole('link', { name: '製品レコメンドを開く' }).click();
      await page.waitForURL((url) => url.pathname === '/signup');
      expect(new URL(page.url()).searchParams.get('referrerUrl')).toBe('/product-recommend');
      await page.getByText(/ご登録後にログインすると、そのページに戻ります/).waitFor();

      const jiro: Person = {
        email: 'jiro@example-corp.co.jp',
        password: '秋の夕暮れに紅葉を眺める',
        name: '鈴木 次郎',
        company: '株式会社サンプル樹脂',
      };
      await signUp(page, jiro);
      await expectHeading(page, '確認メールを送信しました');
      expect(new URL(page.url()).searchParams.get('referrerUrl')).toBe('/product-recommend');

      // Issue 17, point 8: the mail is opened in another browser (no storage of the sign-up tab): the page
      // clicked travels in the mailed link itself.
      const other = await newPage(browser, server.url);
      await completeRegistration(other.page, jiro.email);
      await other.page.waitForURL((url) => url.pathname === '/login');
      await other.page.getByText('ログインすると、ご覧になろうとしていたページに戻ります。').waitFor();
      await logIn(other.page, jiro.email, jiro.password);
      await other.page.waitForURL((url) => url.pathname === '/product-recommend');
      await expectHeading(other.page, '製品レコメンド');
      expect(errors).toEqual([]);
      expect(other.errors).toEqual([]);
      await other.page.context().close();
    },
  );

  it('resets a forgotten password through the mailed link', { timeout: LONG }, async () => {
    const { page } = await newPage(browser, server.url);
    const saburo: Person = {
      email: 'saburo@example-corp.co.jp',
      password: '夏の海辺で貝殻を拾う',
      name: '高橋 三郎',
      company: '株式会社サンプル金属',
    };
    await page.goto('/signup');
    await signUp(page, saburo);
    await expectHeading(page, '確認メールを送信しました');
    await completeRegistration(page, saburo.email);
    await page.waitForURL((url) => url.pathname === '/login');

    await page.goto('/reissue-password');
    await expectHeading(page, 'パスワードの再発行');
    await shot(page, '14-reissue-password');
    await field(page, 'email').fill(saburo.email);
    await page.getByRole('button', { name: '再設定用のURLを送信する' }).click();
    await expectHeading(page, 'パスワード再設定のご案内をお送りしました');
    await shot(page, '15-reissue-password-sent');

    const { path } = await waitForMailLink(server.dataDir, saburo.email, '/reset-password');
    await page.goto(path);
    await expectHeading(page, 'パスワードの再設定');
    await field(page, 'newPassword').fill('冬の星座を数える夜更け');
    await field(page, 'confirmPassword').fill('冬の星座を数える夜更け');
    await shot(page, '16-reset-password');
    await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
    await page.waitForURL((url) => url.pathname === '/reset-password/confirm');
    await page.getByText('パスワードを再設定しました', { exact: true }).waitFor();
    await shot(page, '17-reset-password-confirm');

    // The link is single use.
    await page.goto(path);
    await field(page, 'newPassword').fill('春の小川がさらさら流れる');
    await field(page, 'confirmPassword').fill('春の小川がさらさら流れる');
    await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
    await page.getByText(/有効期限が切れているか、すでに使用されています/).waitFor();

    await page.goto('/login');
    await logIn(page, saburo.email, saburo.password);
    await page.getByText('メールアドレスまたはパスワードが正しくありません。').waitFor();
    await field(page, 'password').fill('冬の星座を数える夜更け');
    await page.locator('main').getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  // Issue 17, point 3: the terms and the privacy policy, linked from the consent box and the footer.
  it('links the 利用規約 and 個人情報の取り扱い pages from sign-up and the footer', async () => {
    const { page, errors } = await newPage(browser, server.url);
    await page.goto('/signup');
    await expectHeading(page, '無料会員登録');
    const consent = page.getByRole('checkbox', { name: /利用規約/ }).locator('xpath=ancestor::label');
    for (const [name, path, heading] of [
      ['利用規約', '/terms', '利用規約'],
      ['個人情報の取り扱い', '/privacy', '個人情報の取り扱い'],
    ] as const) {
      // A new tab: the half-filled form stays where it is.
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        consent.getByRole('link', { name }).click(),
      ]);
      await tab.waitForURL((url) => url.pathname === path);
      await expect.poll(() => tab.locator('main h1').textContent(), { timeout: 15_000 }).toBe(heading);
      expect(await tab.locator('main').textContent()).toContain(`版: ${TERMS_VERSION}`);
      await tab.close();
      expect(new URL(page.url()).pathname).toBe('/signup');

      await page.getByRole('contentinfo').getByRole('link', { name }).click();
      await page.waitForURL((url) => url.pathname === path);
      await expectHeading(page, heading);
      await page.goBack();
      await expectHeading(page, '無料会員登録');
    }
    expect(errors).toEqual([]);
  });

  // Issue 17, point 8: a session ended elsewhere (a password change on another device) sends the reader to
  // the login, and the login returns to the page they were on, with its query.
  it('returns to the page after the login that a revoked session asked for', { timeout: LONG }, async () => {
    const email = await createAccount(server, 'free', 'revoked');
    const { page, errors } = await newPage(browser, server.url);
    await page.goto('/login');
    await logIn(page, email, E2E_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    const where = `/patents?q=${encodeURIComponent('接着剤')}`;
    await page.goto(where);
    await page.getByTestId('results').waitFor();

    const elsewhere = await apiLogIn(server, email);
    const newPassword = '山あいの村に雪が降り積もる';
    await apiCall(
      server,
      'PATCH',
      API_PATHS.changePassword.build(),
      { currentPassword: E2E_PASSWORD, newPassword },
      elsewhere,
    );

    // The next search of the open page meets the ended session (no reload: that would only clear it quietly).
    await page.getByLabel('特許をキーワードで検索').first().fill('接着剤 エポキシ');
    await page.getByLabel('特許をキーワードで検索').first().press('Enter');
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    const back = new URL(new URL(page.url()).searchParams.get('redirect') ?? '', server.url);
    expect([back.pathname, back.searchParams.get('q')]).toEqual(['/patents', '接着剤 エポキシ']);
    await logIn(page, email, newPassword);
    await page.waitForURL(
      (url) => url.pathname === '/patents' && url.searchParams.get('q') === '接着剤 エポキシ',
    );
    expect(errors).toEqual([]);
  });

  it('sends a plan upgrade request through the contact form from the upgrade modal', async () => {
    const { page, errors } = await newPage(browser, server.url);
    await page.goto('/');
    await page.getByRole('button', { name: '大量実施例特許の分析を開く' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'お問い合わせフォームで申し込む' }).click();
    await page.waitForURL((url) => url.pathname === '/contact' && url.search === '?subject=upgrade');
    await expectHeading(page, 'お問い合わせ');
    expect(await field(page, 'subject').inputValue()).toBe('スタンダードプランの申し込み');
    // The message box opens 5 lines high (docs/spec/budgets-and-reliability.md: textarea default 5 rows).
    const rows = await field(page, 'message').evaluate(
      (el) => el.clientHeight / parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(Math.round(rows)).toBe(5);
    await field(page, 'name').fill('田中 一郎');
    await field(page, 'email').fill('ichiro@example-corp.co.jp');
    await field(page, 'companyName').fill('株式会社サンプル化学');
    await field(page, 'message').fill('研究開発部の5名で利用を検討しています。\n見積もりをお願いします。');
    await page.getByText('確認しました').waitFor({ timeout: 30_000 });
    await shot(page, '18-contact-upgrade');
    await page.getByRole('button', { name: '送信する' }).click();
    await page.waitForURL((url) => url.pathname === '/contact/confirm');
    await expectHeading(page, 'お問い合わせを受け付けました');
    await shot(page, '19-contact-confirm');
    expect(errors).toEqual([]);
  });
});
