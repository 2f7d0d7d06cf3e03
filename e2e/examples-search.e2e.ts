import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAccount, logIn } from './support/accounts';
import { newPage } from './support/browser';
import { resultTotal } from './support/result-list';
import { SHOTS_DIR } from './support/screenshots';
import type { ServerAddress } from './support/server';
import { useSharedDemo } from './support/shared-demo';

/*
 * The examples search (issue 17) on the demo data: a free user searches the examples that use タルク, sees
 * each example's composition and measured values (units once, in the header), opens one and walks to the
 * next result with 次へ, then returns to the same list. Screenshots at 1366×800 and 390×844 go to E2E_SHOTS.
 */

let server: ServerAddress;
let browser: Browser;
let freeEmail: string;

beforeAll(async () => {
  ({ server, browser } = await useSharedDemo());
  freeEmail = await createAccount(server, 'free', 'examples-free');
}, 600_000);
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const [width, height] of [
    [1366, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS_DIR, `examples-${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1366, height: 800 });
}

describe('examples search', () => {
  it('finds examples by ingredient, and a detail page offers 前へ / 次へ and the way back', async () => {
    const { page, errors } = await newPage(browser, server.url);
    await page.setViewportSize({ width: 1366, height: 800 });
    await logIn(page, freeEmail);
    await page
      .getByRole('navigation', { name: '主な機能' })
      .getByRole('link', { name: '実施例検索' })
      .click();
    await page.waitForURL((url) => url.pathname === '/examples');
    await page.getByLabel('実施例をキーワードで検索').fill('タルク');
    await page.getByLabel('実施例をキーワードで検索').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'タルク');
    const total = await resultTotal(page);
    expect(total).toBeGreaterThan(2);
    const table = page.getByRole('table', { name: '実施例の検索結果' });
    const firstRow = table.locator('tbody tr').first();
    expect(await firstRow.textContent()).toMatch(/タルク/);
    await shot(page, 'list');

    const links = table.locator('tbody tr td:first-child a');
    const secondHref = await links.nth(1).getAttribute('href');
    await links.first().click();
    const nav = page.getByRole('navigation', { name: '検索結果の前後' });
    await nav.waitFor();
    expect(await nav.textContent()).toContain(`1 / ${total.toLocaleString('ja-JP')}件目`);
    await shot(page, 'detail');
    await nav.getByRole('link', { name: '次へ' }).click();
    await page.waitForURL((url) => url.pathname === secondHref);
    expect(await nav.textContent()).toContain('2 / ');
    await nav.getByRole('link', { name: '検索結果に戻る' }).click();
    await page.waitForURL((url) => url.pathname === '/examples' && url.searchParams.get('q') === 'タルク');
    expect(errors).toEqual([]);
  });
});
