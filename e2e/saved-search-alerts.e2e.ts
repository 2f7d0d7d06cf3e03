import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { API_PATHS } from '@app/contract/api-paths';
import { apiCall, apiLogIn, createAccount, E2E_PASSWORD, logIn } from './support/accounts';
import { newPage } from './support/browser';
import { useSharedBrowser } from './support/shared-demo';
import { readOutbox, waitForMailLink } from './support/mail';
import { saveShot } from './support/screenshots';
import { repoRoot, startServer, type RunningServer } from './support/server';

/*
 * Issue 19, saved-search alerts in the browser: a free user watches a saved patent search daily on my page;
 * an import (the importer of the CLI, into the running server's database) adds a matching patent; the
 * server's digest job mails the watcher one digest naming it (read from the outbox); my page lists the same
 * patent; the mail's unsubscribe link stops the alert without signing in.
 * Then the same from the operator console (decision 0022): an operator with TOTP uploads a JSON Lines file on
 * the data import tab, watches its progress end in the history, and the watcher's digest names the patent;
 * the usage tab shows the day's searches and the zero-hit query. Screenshots (1366×800) go to
 * E2E_SHOTS/operator-console/.
 */

const run = promisify(execFile);
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The digest job every 2 s instead of every 5 min, so the test waits for the mail, not the clock.
  [server, browser] = await Promise.all([
    startServer({ ALERT_DIGEST_INTERVAL_SECONDS: '2' }),
    useSharedBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const NEW_PATENT = {
  type: 'patent',
  id: 'e2e-alert-cnf-1',
  publicationNumber: '特開2026-512345',
  title: 'セルロースナノファイバー強化ポリプロピレン組成物',
  abstract: '【課題】剛性に優れる。【解決手段】セルロースナノファイバーを含むポリプロピレン組成物。',
  claims: [{ number: 1, text: 'セルロースナノファイバーを1〜10質量部含むポリプロピレン組成物。' }],
  applicants: ['架空化成工業株式会社'],
  ipc: ['C08L23/10'],
  applicationDate: '2025-03-01',
  publicationDate: '2026-09-01',
  legalStatus: 'pending',
};

describe('saved-search alerts', { timeout: 240_000 }, () => {
  it('the watcher of a matching saved search gets one digest naming the imported patent, and can unsubscribe', async () => {
    const email = await createAccount(server, 'free', 'watcher');
    const token = await apiLogIn(server, email);
    await apiCall(
      server,
      'POST',
      API_PATHS.savedSearches.build(),
      { kind: 'patents', name: 'CNF強化PP', query: 'q=セルロースナノファイバー' },
      token,
    );

    const { page, errors } = await newPage(browser, server.url);
    await logIn(page, email);
    await page.goto('/mypage');
    const saved = page.getByRole('region', { name: '保存した検索条件' });
    await saved.getByRole('combobox', { name: '新着のお知らせ' }).click();
    await page.getByRole('option', { name: '毎日' }).click();
    await expect
      .poll(() => page.locator('body').textContent(), { timeout: 15_000 })
      .toContain('毎日お知らせします');

    const file = join(server.dataDir, 'new-patents.jsonl');
    writeFileSync(file, `${JSON.stringify(NEW_PATENT)}\n`);
    await run(process.execPath, [join(repoRoot, 'apps/server/dist/cli.js'), 'import', file], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: server.dataDir, LOG_LEVEL: 'warn' },
    });

    const { path, mail } = await waitForMailLink(server.dataDir, email, '/alerts/unsubscribe', {
      timeoutMs: 60_000,
    });
    expect(mail.subject).toBe('【素材特許ナビ】保存した検索条件に新しい特許が1件あります');
    expect(mail.text).toContain('特開2026-512345');
    expect(mail.text).toContain('セルロースナノファイバー強化ポリプロピレン組成物');
    expect(mail.text).toContain('/patents/e2e-alert-cnf-1');

    await page.goto('/mypage');
    const alerts = page.getByRole('region', { name: '新着アラート' });
    await expect.poll(() => alerts.textContent(), { timeout: 15_000 }).toContain('特開2026-512345');
    expect(await alerts.textContent()).toContain('メールでお知らせ済み');

    // The mail's link, in a browser that never signed in.
    const { page: visitor, errors: visitorErrors } = await newPage(browser, server.url);
    await visitor.goto(path);
    await expect
      .poll(() => visitor.locator('main').textContent(), { timeout: 15_000 })
      .toContain('検索条件「CNF強化PP」の新着のお知らせを停止しました。');
    const after = await apiCall<{ watches: unknown[] }>(
      server,
      'GET',
      API_PATHS.searchAlerts.build(),
      undefined,
      token,
    );
    expect(after.watches).toEqual([]);
    expect(errors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  });
});

const CONSOLE_PATENT = {
  ...NEW_PATENT,
  id: 'e2e-console-lignin-1',
  publicationNumber: '特開2026-523456',
  title: 'リグニン含有エポキシ樹脂組成物',
  abstract: '【課題】植物由来で耐熱性に優れる。【解決手段】リグニンを含むエポキシ樹脂組成物。',
  claims: [{ number: 1, text: 'リグニンを5〜30質量部含むエポキシ樹脂組成物。' }],
};

/** The code an authenticator app shows `offsetSteps` steps from now (each code is accepted once). */
const totp = (secret: string, offsetSteps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });

describe('console import → saved-search alert', { timeout: 240_000 }, () => {
  it('an operator with TOTP imports a JSON Lines file from the console and the watcher gets the digest naming it', async () => {
    const watcherEmail = await createAccount(server, 'free', 'console-watcher');
    const watcherToken = await apiLogIn(server, watcherEmail);
    const saved = await apiCall<{ id: number }>(
      server,
      'POST',
      API_PATHS.savedSearches.build(),
      { kind: 'patents', name: 'リグニン系エポキシ', query: 'q=リグニン' },
      watcherToken,
    );
    await apiCall(
      server,
      'PUT',
      API_PATHS.savedSearchWatch.build({ id: saved.id }),
      { frequency: 'daily' },
      watcherToken,
    );
    // A search that finds nothing, for the usage tab.
    await apiCall(
      server,
      'GET',
      `${API_PATHS.patentsSearch.build()}?q=${encodeURIComponent('存在しない素材ゼータ')}`,
    );

    // The operator: role from the CLI, second factor enrolled through the API (operator-console.e2e.ts
    // covers the enrolment pages), then the login page with the code.
    const operatorEmail = await createAccount(server, 'free', 'console-operator');
    await run(
      process.execPath,
      [join(repoRoot, 'apps/server/dist/cli.js'), 'user:role', operatorEmail, 'operator'],
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: server.dataDir, LOG_LEVEL: 'warn' },
      },
    );
    const enrolToken = await apiLogIn(server, operatorEmail);
    const { secret } = await apiCall<{ secret: string }>(
      server,
      'POST',
      API_PATHS.twoFactorSetup.build(),
      {},
      enrolToken,
    );
    await apiCall(server, 'POST', API_PATHS.twoFactorEnable.build(), { code: totp(secret) }, enrolToken);

    const { page: ops, errors } = await newPage(browser, server.url);
    await ops.setViewportSize({ width: 1366, height: 800 });
    await ops.goto('/login');
    await ops.locator('[name="email"]').fill(operatorEmail);
    await ops.locator('[name="password"]').fill(E2E_PASSWORD);
    await ops.locator('main').getByRole('button', { name: 'ログイン' }).click();
    const code = ops.getByLabel('確認コード');
    await code.waitFor({ timeout: 15_000 });
    await code.fill(totp(secret, 1));
    await ops.locator('main').getByRole('button', { name: 'ログイン' }).click();
    await ops.waitForURL((url) => url.pathname === '/');

    await ops.goto('/admin');
    await expect.poll(() => ops.locator('main h1').textContent(), { timeout: 15_000 }).toBe('管理画面');
    await ops.getByRole('tab', { name: 'データ取込' }).click();
    const file = join(server.dataDir, 'console-patents.jsonl');
    writeFileSync(file, `${JSON.stringify(CONSOLE_PATENT)}\n{"type": "patent", "id": \n`);
    await ops.getByLabel('取り込むファイル').setInputFiles(file);
    await ops.getByRole('button', { name: 'アップロードして取り込む' }).click();

    const history = ops.getByRole('table', { name: '取込の履歴' });
    const row = history.getByRole('row').filter({ hasText: 'console-patents.jsonl' });
    await expect.poll(() => row.textContent(), { timeout: 60_000 }).toContain('完了');
    expect(await row.textContent()).toContain(operatorEmail);
    // The "started" notice would cover the history in the screenshot.
    const notice = ops.getByRole('button', { name: '閉じる' });
    if ((await notice.count()) > 0) await notice.first().click();
    await saveShot(ops, 'operator-console/09-console-imports.png');
    await row.getByRole('button', { name: 'レポート' }).click();
    const report = ops.getByRole('dialog', { name: '取込レポート：console-patents.jsonl' });
    await expect
      .poll(() => report.getByTestId('import-report-counts').textContent(), { timeout: 15_000 })
      .toContain('追加 1 件、更新 0 件、失敗 1 件');
    expect(await report.getByRole('table', { name: '取り込めなかった行' }).textContent()).toContain('2');
    await saveShot(ops, 'operator-console/10-console-import-report.png');
    await report.getByRole('button', { name: '閉じる' }).click();

    // The watcher's digest, sent by the import job itself, names the new patent.
    await expect
      .poll(
        () =>
          readOutbox(server.dataDir).some(
            (mail) => mail.to === watcherEmail && mail.text.includes('特開2026-523456'),
          ),
        { timeout: 60_000 },
      )
      .toBe(true);
    const digest = readOutbox(server.dataDir).find(
      (mail) => mail.to === watcherEmail && mail.text.includes('特開2026-523456'),
    )!;
    expect(digest.subject).toBe('【素材特許ナビ】保存した検索条件に新しい特許が1件あります');
    expect(digest.text).toContain('リグニン含有エポキシ樹脂組成物');
    expect(digest.text).toContain('/patents/e2e-console-lignin-1');

    await ops.getByRole('tab', { name: '利用状況' }).click();
    const misses = ops.getByRole('table', { name: '該当なしだった検索語' });
    await expect.poll(() => misses.textContent(), { timeout: 15_000 }).toContain('存在しない素材ゼータ');
    await saveShot(ops, 'operator-console/11-console-usage.png');

    await ops.getByRole('tab', { name: '監査ログ' }).click();
    const audit = ops.getByRole('row').filter({ hasText: 'データ取込の開始' });
    await audit.first().waitFor({ timeout: 15_000 });
    expect(await audit.first().textContent()).toContain(operatorEmail);
    expect(errors).toEqual([]);
  });
});
