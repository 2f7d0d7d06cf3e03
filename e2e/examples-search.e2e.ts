import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAccount, logIn } from './support/accounts';
import { newPage } from './support/browser';
import { katakanaWordBreaks } from './support/line-breaks';
import { resultTotal } from './support/result-list';
import { saveShot } from './support/screenshots';
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
  for (const [width, height] of [
    [1366, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveShot(page, `examples-${name}-${width}.png`);
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
    // Titles and ingredient names break between words, on a phone too (「タルク含有ポリプ/ロピレン」 before),
    // and the table scrolls inside its box rather than widening the page.
    const texts = table.locator('tbody tr > :is(:nth-child(2), :nth-child(3))');
    expect(await texts.first().textContent()).toMatch(/ポリプロピレン/);
    expect(await katakanaWordBreaks(texts)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await katakanaWordBreaks(texts)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1366, height: 800 });
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
    // The URL changes when the navigation starts to render: the bar may still show the previous position.
    await expect.poll(() => nav.textContent(), { timeout: 15_000 }).toContain('2 / ');
    await nav.getByRole('link', { name: '検索結果に戻る' }).click();
    await page.waitForURL((url) => url.pathname === '/examples' && url.searchParams.get('q') === 'タルク');
    expect(errors).toEqual([]);
  });

  it('shows measured values and conditions in their customary unit, unitless values bare', async () => {
    const { page, errors } = await newPage(browser, server.url);
    await page.setViewportSize({ width: 1366, height: 800 });
    await logIn(page, freeEmail);
    // A rubber example: its vulcanisation time reads in minutes, never in the stored hours (decision 0033).
    await page.goto(`/examples?q=${encodeURIComponent('加硫')}`);
    expect(await resultTotal(page)).toBeGreaterThan(0);
    await page
      .getByRole('table', { name: '実施例の検索結果' })
      .locator('tbody tr td:first-child a')
      .first()
      .click();
    const conditions = page.getByRole('region', { name: /加工・試験条件/ });
    const time = conditions.getByRole('listitem').filter({ hasText: '加硫時間' });
    await time.waitFor({ timeout: 30_000 });
    expect(await time.textContent()).toMatch(/^加硫時間: [\d.,]+ min$/);
    await time.scrollIntoViewIfNeeded();
    await saveShot(page, 'examples-conditions-1366.png');
    await page.setViewportSize({ width: 390, height: 844 });
    await time.scrollIntoViewIfNeeded();
    await saveShot(page, 'examples-conditions-390.png');
    await page.setViewportSize({ width: 1366, height: 800 });

    // A product's 比重 has no unit to print: 「1.15」, not 「1.15 -」.
    await page.goto(`/products?q=${encodeURIComponent('ポリプロピレン')}`);
    expect(await resultTotal(page)).toBeGreaterThan(0);
    await page.getByRole('table', { name: '製品の検索結果' }).locator('tbody tr a').first().click();
    const gravity = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: '比重', exact: true }) });
    await gravity.first().waitFor({ timeout: 30_000 });
    const value = (await gravity.first().getByRole('cell').first().textContent())!.trim();
    expect(value).toMatch(/^[\d.]+$/);
    await gravity.first().scrollIntoViewIfNeeded();
    await saveShot(page, 'examples-product-values-1366.png');
    await page.setViewportSize({ width: 390, height: 844 });
    await gravity.first().scrollIntoViewIfNeeded();
    await saveShot(page, 'examples-product-values-390.png');
    expect(errors).toEqual([]);
  });
});
