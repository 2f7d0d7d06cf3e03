import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { API_PATHS } from '@app/contract/api-paths';
import { apiCall, apiLogIn, createAccount, logIn } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';
import { waitForMailLink } from './support/mail';
import { repoRoot, startServer, type RunningServer } from './support/server';

/*
 * Issue 19, saved-search alerts in the browser: a free user watches a saved patent search daily on my page;
 * an import (the importer of the CLI, into the running server's database) adds a matching patent; the
 * server's digest job mails the watcher one digest naming it (read from the outbox); my page lists the same
 * patent; the mail's unsubscribe link stops the alert without signing in.
 */

const run = promisify(execFile);
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The digest job every 2 s instead of every 5 min, so the test waits for the mail, not the clock.
  [server, browser] = await Promise.all([
    startServer({ ALERT_DIGEST_INTERVAL_SECONDS: '2' }),
    launchBrowser(),
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
