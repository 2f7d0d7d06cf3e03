import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { createAccount, logIn } from './support/accounts';
import { newPage } from './support/browser';
import { katakanaWordBreaks } from './support/line-breaks';
import { saveShot } from './support/screenshots';
import type { ServerAddress } from './support/server';
import { useSharedDemo } from './support/shared-demo';

/*
 * Issue 17, point 2: on a patent with many examples the measured properties are on screen without
 * scrolling, the example column stays put while the table scrolls sideways, the table says it goes on to
 * the right, and the reader can hide the composition. Screenshots at 1366×800 and 390×844.
 */

let server: ServerAddress;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await useSharedDemo());
}, 600_000);
afterAll(async () => {
  await browser?.close();
});

async function shots(page: Page, target: Locator, name: string): Promise<void> {
  for (const [width, height] of [
    [1366, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await target.scrollIntoViewIfNeeded();
    await saveShot(page, `example-table-${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 1366, height: 800 });
}

const rightEdge = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return box ? box.x + box.width : Number.POSITIVE_INFINITY;
};

describe('example tables', () => {
  it(
    'show the measured values first on the patent page and in the large-patent analysis',
    { timeout: 240_000 },
    async () => {
      const email = await createAccount(server, 'standard', 'example-tables');
      const { page, errors } = await newPage(browser, server.url);
      await page.setViewportSize({ width: 1366, height: 800 });
      await logIn(page, email);

      await page.goto('/analyzed-patents');
      const list = page.getByRole('list', { name: '実施例の多い特許' });
      await list.waitFor({ timeout: 30_000 });
      await list.getByRole('link').first().click();
      await page.waitForURL((url) => url.searchParams.has('patentId'), { timeout: 10_000 });
      const patentId = new URL(page.url()).searchParams.get('patentId')!;

      const analysisTable = page.getByRole('table', { name: '実施例・比較例の配合と物性（全件）' });
      await analysisTable.waitFor({ timeout: 90_000 });
      const firstAnalysisHeader = analysisTable.getByRole('columnheader').nth(1);
      expect(await firstAnalysisHeader.textContent()).toContain('物性');
      await shots(page, analysisTable, 'large-patent');

      // A phone: every patent's table is wider than the screen there.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/patents/${encodeURIComponent(patentId)}`);
      const table = page.getByRole('table', { name: '実施例・比較例の配合と物性' });
      await table.waitFor({ timeout: 30_000 });
      await table.scrollIntoViewIfNeeded();
      const region = page.getByRole('region', { name: '実施例・比較例の表' });
      const regionRight = await rightEdge(region);
      // The first measured property is inside the visible part of the table, before any scrolling.
      const firstProperty = table.getByRole('columnheader').nth(3);
      expect(await rightEdge(firstProperty)).toBeLessThanOrEqual(regionRight);
      expect(await table.getByRole('columnheader', { name: '物性' }).count()).toBe(1);
      const headers = await table.getByRole('columnheader').allTextContents();
      expect(headers.indexOf('物性')).toBeLessThan(headers.indexOf('配合'));

      // Wider than its box: the cue says so, and scrolling right keeps the example column in place.
      // The frame around the region: its cue and buttons (the claim-range table above has its own).
      const frame = region.locator('xpath=../..');
      const cue = frame.getByTestId('wide-table-cue');
      await cue.waitFor();
      const label = table.getByRole('rowheader').first();
      const before = (await label.boundingBox())!.x;
      await frame.getByRole('button', { name: '表を右へ' }).click();
      await expect.poll(async () => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      expect((await label.boundingBox())!.x).toBeCloseTo(before, 0);
      await region.evaluate((element) => element.scrollTo({ left: 0 }));
      await shots(page, table, 'patent');

      // Composition hidden: only the properties remain.
      await page.getByRole('button', { name: /^表示する列/ }).click();
      await page
        .getByRole('dialog', { name: '表示する列の選択' })
        .getByRole('checkbox', { name: '配合（すべて）' })
        .click();
      await page.keyboard.press('Escape');
      expect(await table.getByRole('columnheader', { name: '配合' }).count()).toBe(0);

      // On a phone claim 1 and the examples section break between words: 「繊維強化ポ/リプロピレン」 before.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/patents/JP2007031456A');
      const claim = page.locator('#claim-1');
      await claim.waitFor({ timeout: 30_000 });
      expect(await claim.textContent()).toMatch(/ポリプロピレン/);
      expect(await katakanaWordBreaks(claim)).toEqual([]);
      // The claim ranges: 「請求項1」 on one line (「請求項/1」 before), and a cue that the table goes on.
      const ranges = page.getByRole('table', { name: '請求項の数値範囲' });
      const claimCells = ranges.locator('tbody tr td:first-child');
      expect(await claimCells.count()).toBeGreaterThan(0);
      const claimLines = await claimCells.evaluateAll((cells) =>
        cells.map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
      );
      expect(claimLines.filter((lines) => lines > 1)).toEqual([]);
      const rangesRegion = page.getByRole('region', { name: '請求項の数値範囲の表' });
      expect(await rangesRegion.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await rangesRegion.locator('xpath=../..').getByTestId('wide-table-cue').waitFor();
      await saveShot(ranges, 'example-table-claim-ranges-390.png');
      const examples = page.locator('#examples');
      await examples.getByRole('table', { name: '実施例・比較例の配合と物性' }).waitFor();
      expect(await katakanaWordBreaks(examples)).toEqual([]);
      await page.setViewportSize({ width: 1366, height: 800 });
      expect(await katakanaWordBreaks(claim)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
