import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage } from './support/browser';
import { useSharedBrowser } from './support/shared-demo';
import { resultTotal } from './support/result-list';
import { saveShot } from './support/screenshots';
import { startServer, type RunningServer } from './support/server';

/*
 * Issue 17, point 1: the first start on an empty data directory. With the demo snapshot of the build the
 * first search already counts the whole catalogue; without it (DEMO_SNAPSHOT=off, the background load)
 * every page says the data is still loading, with its progress, instead of "見つかりませんでした".
 */

const SEARCH = `/patents?q=${encodeURIComponent('ポリプロピレン')}`;
let browser: Browser;

beforeAll(async () => {
  browser = await useSharedBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function shots(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1366, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await saveShot(page, `first-start-${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function catalogueLoading(server: RunningServer): Promise<unknown> {
  const response = await fetch(`${server.url}/v1/company/public-config`);
  return ((await response.json()) as { catalogueLoading?: unknown }).catalogueLoading;
}

describe('first start', () => {
  it('answers the first search from the whole demo catalogue', { timeout: 120_000 }, async () => {
    const server = await startServer({ DEMO_DATA: 'auto' });
    try {
      const { page, errors } = await newPage(browser, server.url);
      await page.goto(SEARCH);
      const first = await resultTotal(page);
      expect(first).toBeGreaterThan(0);
      // Nothing is loading any more: this first count is the final one.
      expect(await catalogueLoading(server)).toBeUndefined();
      await page.reload();
      expect(await resultTotal(page)).toBe(first);
      await expect.poll(() => page.getByRole('status', { name: 'データの読み込み状況' }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it(
    'says on every page that the catalogue is still loading when there is no snapshot',
    { timeout: 120_000 },
    async () => {
      const server = await startServer({ DEMO_DATA: 'auto', DEMO_SNAPSHOT: 'off' });
      try {
        const { page } = await newPage(browser, server.url);
        await page.goto(SEARCH);
        const notice = page.getByRole('status', { name: 'データの読み込み状況' });
        await notice.waitFor({ timeout: 30_000 });
        expect(await notice.textContent()).toMatch(/デモデータを読み込んでいます（\d+%）/);
        expect(await page.getByText(/見つかりませんでした/).count()).toBe(0);
        await shots(page, 'loading-list');
        await page.goto('/');
        await page.getByRole('status', { name: 'データの読み込み状況' }).waitFor({ timeout: 30_000 });
        await shots(page, 'loading-home');
      } finally {
        await server.stop();
      }
    },
  );
});
