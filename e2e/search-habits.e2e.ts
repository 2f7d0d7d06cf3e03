import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newPage } from './support/browser';
import { resultTotal } from './support/result-list';
import { SHOTS_DIR } from './support/screenshots';
import type { ServerAddress } from './support/server';
import { useSharedDemo } from './support/shared-demo';

/*
 * Issue 17 points 4 and 5 in Chromium on the demo data (decision 0014): J-PlatPat operators (`*`, `+`)
 * answer like the space form; the patent number of the app's own URL (JP2007031456A) and 特開 written
 * without the hyphen find the patent; `ポリプロピレン title:接着剤` says where ポリプロピレン matched; a
 * query that finds nothing offers the rewrite that does. Screenshots at 1366×800 and 390×844.
 */

let server: ServerAddress;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await useSharedDemo());
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
    await page.screenshot({ path: join(SHOTS_DIR, `search-${name}-${width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1366, height: 800 });
}

async function totalOf(page: Page, q: string): Promise<number> {
  await page.goto(`/patents?q=${encodeURIComponent(q)}`);
  return resultTotal(page);
}

describe('search habits of J-PlatPat users', () => {
  it('answers * and + like the space form and OR', { timeout: 180_000 }, async () => {
    const { page, errors } = await newPage(browser, server.url);
    const both = await totalOf(page, 'ポリプロピレン タルク');
    expect(both).toBeGreaterThan(0);
    expect(await totalOf(page, 'ポリプロピレン*タルク')).toBe(both);
    const polypropylene = await totalOf(page, 'ポリプロピレン');
    const either = await totalOf(page, 'ポリプロピレン+エポキシ');
    expect(either).toBeGreaterThan(polypropylene);
    expect(await totalOf(page, 'ポリプロピレン OR エポキシ')).toBe(either);
    expect(errors).toEqual([]);
  });

  it(
    'finds a patent by the number of its own URL and by 特開 without the hyphen',
    { timeout: 180_000 },
    async () => {
      const { page, errors } = await newPage(browser, server.url);
      await totalOf(page, 'ポリプロピレン');
      // A visitor's result link goes to sign-up with the patent page as referrer: /patents/<id>.
      const href = await page
        .getByTestId('results')
        .locator('a[href*="patents%2FJP"]')
        .first()
        .getAttribute('href');
      const id = decodeURIComponent(/patents%2F(JP\d+[A-Z]\d?)/.exec(href ?? '')![1]!);
      const digits = /^JP(\d{10})/.exec(id)![1]!;
      const forms = [
        id,
        `特開${digits}`,
        `特開${digits.slice(0, 4)}-${digits.slice(4)}`,
        `JP ${digits.slice(0, 4)}-${digits.slice(4)} A`,
      ];
      for (const q of forms) {
        // An application number of another patent may share the serial: at least this patent, first.
        expect({ q, found: (await totalOf(page, q)) >= 1 }).toEqual({ q, found: true });
        const first = await page
          .getByTestId('results')
          .locator('a[href*="patents%2FJP"]')
          .first()
          .getAttribute('href');
        expect({ q, first: first?.includes(encodeURIComponent(`/patents/${id}`)) }).toEqual({
          q,
          first: true,
        });
      }
      await shot(page, 'patent-number');
      expect(errors).toEqual([]);
    },
  );

  it('says where each term matched for a field-restricted query', { timeout: 180_000 }, async () => {
    const { page, errors } = await newPage(browser, server.url);
    expect(await totalOf(page, 'ポリプロピレン title:接着剤')).toBeGreaterThan(0);
    const reason = page
      .getByTestId('results')
      .getByText(/一致箇所:\s*ポリプロピレン（.+）、接着剤（名称）/)
      .first();
    await expect.poll(() => reason.isVisible()).toBe(true);
    await shot(page, 'why-it-matched');
    expect(errors).toEqual([]);
  });

  it('offers the rewrite of a query that finds nothing', { timeout: 180_000 }, async () => {
    const { page, errors } = await newPage(browser, server.url);
    expect(await totalOf(page, 'ポリプロピレン-タルク')).toBe(0);
    await shot(page, 'zero-hint');
    await page.getByRole('button', { name: '「ポリプロピレン -タルク」で検索' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'ポリプロピレン -タルク');
    expect(await resultTotal(page)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
