import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newPage } from './support/browser';
import { cellsOverLines, katakanaWordBreaks } from './support/line-breaks';
import { resultTotal } from './support/result-list';
import { saveShot } from './support/screenshots';
import type { ServerAddress } from './support/server';
import { useSharedDemo } from './support/shared-demo';

/*
 * Issue 17, point 9: at 1366 px the main features are in sight under the app bar (not only in the
 * drawer); on a phone the first result comes before the filters, a wide result list says it scrolls
 * (the swipe on a touch screen) and company names are not 4–5 characters a line. Screenshots at 1366×800
 * and 390×844.
 */

let server: ServerAddress;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await useSharedDemo());
}, 600_000);
afterAll(async () => {
  await browser?.close();
});

const SEARCH = `/patents?q=${encodeURIComponent('ポリプロピレン')}`;

describe('layout by width', () => {
  it(
    'shows the main features on a desktop and the results first on a phone',
    { timeout: 120_000 },
    async () => {
      const { page, errors } = await newPage(browser, server.url);
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.goto(SEARCH);
      await resultTotal(page);
      const nav = page.getByRole('navigation', { name: '主な機能' });
      await nav.waitFor({ timeout: 10_000 });
      const patents = nav.getByRole('link', { name: '特許検索' });
      expect(await patents.getAttribute('aria-current')).toBe('page');
      // One line: the labels do not break inside a word.
      const heights = await nav
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
      expect(Math.max(...heights)).toBeLessThan(48);
      // Company names read as names: at least 7 characters a line (88 px wide, 株式会社天青プラスチックス took four
      // lines of 3–4 characters).
      const results = page.getByTestId('results');
      const applicantColumn = (await results.getByRole('columnheader').allTextContents()).indexOf('出願人');
      const applicants = results.locator(`tbody tr td:nth-child(${applicantColumn + 1})`);
      expect(await applicants.count()).toBeGreaterThan(0);
      expect(await cellsOverLines(applicants, 7)).toEqual([]);
      await saveShot(page, 'layout-list-1366.png');

      await page.setViewportSize({ width: 390, height: 844 });
      // The row goes at the app's next render after the media query changes, not at once.
      await nav.waitFor({ state: 'detached' });
      expect(await nav.count()).toBe(0);
      const firstResult = page.getByTestId('results').getByRole('row').nth(1);
      const filters = page.getByRole('complementary', { name: '絞り込み条件' });
      const resultTop = (await firstResult.boundingBox())!.y;
      expect(resultTop).toBeLessThan((await filters.boundingBox())!.y);
      expect(resultTop).toBeLessThan(844 * 2);
      // The title of the first result is readable without scrolling sideways: not a column of 4 characters.
      const title = page.getByTestId('results').locator('tbody tr').first().getByRole('link').first();
      const titleBox = (await title.boundingBox())!;
      expect(titleBox.width).toBeGreaterThan(150);
      expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(390);
      // Headings wrap between phrases, not inside a word (「実施/例を探/す」 on a phone).
      const h1Break = await page
        .locator('main h1')
        .first()
        .evaluate((el) => getComputedStyle(el).wordBreak);
      expect(h1Break).toBe('auto-phrase');
      // An applicant's name a line or two (「白鳥ヶ丘化成工業/株式会社」, not 「白鳥ヶ丘化/成工業株式/会社」).
      expect(await cellsOverLines(applicants, 6)).toEqual([]);
      await saveShot(page, 'layout-list-390.png');

      // Product names on a phone: a name a line or two, not 4–5 characters a line (「アイナク/リスタ/NA9800」).
      await page.goto('/products');
      await resultTotal(page);
      const nameCells = page.getByTestId('results').locator('tbody tr td:nth-child(2)');
      const nameBox = (await nameCells.first().boundingBox())!;
      expect(nameBox.width).toBeGreaterThan(140);
      const names = nameCells.locator('a');
      expect(await katakanaWordBreaks(names)).toEqual([]);
      // Wider than the phone: the table says so (issue 17, point 2), with the mouse's ways to scroll it.
      const productsResults = page.getByTestId('results');
      const cue = productsResults.getByTestId('wide-table-cue');
      await cue.waitFor();
      expect(await cue.textContent()).toContain('Shift＋ホイール');
      // The maker's own name and its legal form each on one line (「青龍ゴム/化工株式会/社」 before).
      const makerColumn = (await productsResults.getByRole('columnheader').allTextContents()).indexOf(
        'メーカー',
      );
      const makers = productsResults.locator(`tbody tr td:nth-child(${makerColumn + 1})`);
      expect(await cellsOverLines(makers, 6)).toEqual([]);
      await saveShot(page, 'layout-products-390.png');
      // Categories at 1366 px break between words, each word whole (「熱可塑性エラスト/マー」 before).
      const categoryColumn = (await productsResults.getByRole('columnheader').allTextContents()).indexOf(
        'カテゴリ',
      );
      const categories = productsResults.locator(`tbody tr td:nth-child(${categoryColumn + 1})`);
      for (const [width, height] of [
        [1366, 800],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await saveShot(productsResults, `layout-products-categories-${width}.png`);
        expect(await categories.count()).toBeGreaterThan(0);
        expect(await katakanaWordBreaks(categories)).toEqual([]);
        expect(await cellsOverLines(categories, 6)).toEqual([]);
      }

      // Material names too (「ホモポリプロピレ/ン」 before).
      await page.goto('/materials');
      await resultTotal(page);
      const materialNames = page.getByTestId('results').locator('tbody tr td:nth-child(2) a');
      expect(await materialNames.count()).toBeGreaterThan(0);
      expect(await katakanaWordBreaks(materialNames)).toEqual([]);

      // The examples list on a phone: the cue too.
      await page.goto(`/examples?q=${encodeURIComponent('ポリプロピレン')}`);
      await resultTotal(page);
      await page.getByTestId('results').getByTestId('wide-table-cue').waitFor();
      await saveShot(page, 'layout-examples-390.png');
      expect(errors).toEqual([]);
    },
  );

  it('tells a touch screen to swipe a wide table, not to use Shift and the wheel', async () => {
    const { page, errors } = await newPage(browser, server.url, { hasTouch: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/products');
    await resultTotal(page);
    const cue = page.getByTestId('results').getByTestId('wide-table-cue');
    await cue.waitFor();
    expect(await cue.textContent()).toContain('スワイプ');
    expect(await cue.textContent()).not.toContain('Shift');
    expect(errors).toEqual([]);
  });
});
