import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newPage } from './support/browser';
import { katakanaWordBreaks } from './support/line-breaks';
import { resultTotal } from './support/result-list';
import { saveShot } from './support/screenshots';
import type { ServerAddress } from './support/server';
import { useSharedDemo } from './support/shared-demo';

/*
 * Issue 17, point 9: at 1366 px the main features are in sight under the app bar (not only in the
 * drawer); on a phone the first result comes before the filters. Screenshots at 1366×800 and 390×844.
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
      const applicantLines = await results
        .locator(`tbody tr td:nth-child(${applicantColumn + 1})`)
        .evaluateAll((cells) =>
          cells.map((cell) => {
            // The text's own height (the cell is as tall as its row), in lines.
            const range = document.createRange();
            range.selectNodeContents(cell);
            const lineHeight = parseFloat(getComputedStyle(cell).lineHeight);
            const lines = Math.round(range.getBoundingClientRect().height / lineHeight);
            return {
              text: cell.textContent ?? '',
              lines,
              most: Math.ceil((cell.textContent ?? '').length / 7),
            };
          }),
        );
      expect(applicantLines.length).toBeGreaterThan(0);
      expect(applicantLines.filter((cell) => cell.lines > cell.most)).toEqual([]);
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
      await saveShot(page, 'layout-list-390.png');

      // Product names on a phone: a name a line or two, not 4–5 characters a line (「アイナク/リスタ/NA9800」).
      await page.goto('/products');
      await resultTotal(page);
      const nameCells = page.getByTestId('results').locator('tbody tr td:nth-child(2)');
      const nameBox = (await nameCells.first().boundingBox())!;
      expect(nameBox.width).toBeGreaterThan(140);
      const names = nameCells.locator('a');
      expect(await katakanaWordBreaks(names)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
