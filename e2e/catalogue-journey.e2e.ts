import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { API_PATHS } from '@app/contract/api-paths';
import { CSV_EXPORT } from '@app/contract/bookmarks';
import type { PatentDetail, ProductDetail, ProductSearchResponse } from '@app/contract/catalogue';
import { apiCall, apiLogIn, createAccount, logIn } from './support/accounts';
import { newPage } from './support/browser';
import type { ServerAddress } from './support/server';
import { useSharedDemo } from './support/shared-demo';
import { resultTotal } from './support/result-list';
import { saveShot } from './support/screenshots';

/*
 * The whole catalogue journey in Chromium on the demo data, as one standard user: search
 * ポリプロピレン on /products, 曲げ弾性率 ≥ 2 GPa with the range filter builder, a maker facet, open a
 * product, follow it to a patent and one of its examples, bookmark the example, find it on
 * /mypage/bookmarks, go back to the result list, compare two of its products and export it as CSV (the
 * downloaded file is opened and checked against the list). Screenshots of the steps go to E2E_SHOTS.
 */

const KEYWORD = 'ポリプロピレン';
const RANGE = 'prop-flexural-modulus:2::GPa';
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

let server: ServerAddress;
let browser: Browser;
let email: string;
let downloads: string;

beforeAll(async () => {
  ({ server, browser } = await useSharedDemo());
  email = await createAccount(server, 'standard', 'journey');
  downloads = mkdtempSync(join(tmpdir(), 'e2e-journey-'));
}, 600_000);
afterAll(async () => {
  await browser?.close();
  if (downloads) rmSync(downloads, { recursive: true, force: true });
});

/** A full-page screenshot from the top (the sticky header stays in place); `fullPage: false` for dialogs. */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await saveShot(page, `journey-${name}.png`, { fullPage });
}

interface Route {
  maker: { value: string; label: string };
  productId: string;
  patent: PatentDetail;
}

/**
 * Which maker facet to pick so that the first page of the narrowed list holds a product with a patent
 * that has examples (the demo data does not promise that of every maker), read from the API as the same
 * user.
 */
async function findRoute(token: string): Promise<Route> {
  const base = `${API_PATHS.productsSearch.build()}?q=${encodeURIComponent(KEYWORD)}&prop=${encodeURIComponent(RANGE)}`;
  const all = await apiCall<ProductSearchResponse>(server, 'GET', base, undefined, token);
  for (const maker of (all.facets.maker ?? []).slice(0, 8)) {
    const list = await apiCall<ProductSearchResponse>(
      server,
      'GET',
      `${base}&maker=${encodeURIComponent(maker.value)}`,
      undefined,
      token,
    );
    for (const product of list.items) {
      const detail = await apiCall<ProductDetail>(
        server,
        'GET',
        API_PATHS.productDetail.build({ id: product.id }),
        undefined,
        token,
      );
      // Patents using the product in their examples first; those naming it in their text also lead on.
      const links = [...(detail.patents.items ?? [])].sort(
        (a, b) => Number(b.via === 'example') - Number(a.via === 'example'),
      );
      for (const link of links) {
        const patent = await apiCall<PatentDetail>(
          server,
          'GET',
          API_PATHS.patentDetail.build({ id: link.id }),
          undefined,
          token,
        );
        if (patent.examples.rows.length > 0) return { maker, productId: product.id, patent };
      }
    }
  }
  throw new Error('no maker of the narrowed search has a product with a patent that has examples');
}

/** RFC 4180 fields (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

describe('the catalogue journey of a standard user', () => {
  it('search → range → maker → product → patent → example → bookmark → my page → compare → CSV', async () => {
    const token = await apiLogIn(server, email);
    const route = await findRoute(token);
    const example = route.patent.examples.rows[0]!;
    const examplePath = `/patents/${route.patent.id}/examples/${example.id}`;

    const { page, errors } = await newPage(browser, server.url);
    await logIn(page, email);

    // The keyword search.
    await page.goto('/products');
    await page.getByLabel('製品をキーワードで検索').fill(KEYWORD);
    await page
      .getByRole('search', { name: '製品検索' })
      .getByRole('button', { name: '検索', exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('q') === KEYWORD);
    const all = await resultTotal(page);

    // 曲げ弾性率 ≥ 2 GPa with the range filter builder.
    await page.getByRole('button', { name: '物性の条件を追加' }).click();
    await page.getByLabel('物性', { exact: true }).selectOption('prop-flexural-modulus');
    await page.getByLabel('下限（以上）').fill('2');
    await page.getByLabel('単位').selectOption('GPa');
    await page.getByRole('button', { name: 'この条件で絞り込む' }).click();
    await page.waitForURL((url) => url.searchParams.get('prop') === RANGE);
    const stiff = await resultTotal(page);
    expect(stiff).toBeGreaterThan(0);
    expect(stiff).toBeLessThan(all);
    await page.getByText('曲げ弾性率 ≥ 2 GPa').waitFor();

    // The maker facet.
    const makers = page.getByRole('group', { name: 'メーカー' });
    const escaped = route.maker.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await makers.getByRole('checkbox', { name: new RegExp(`^${escaped}\\s*[\\d,]+$`) }).click();
    await page.waitForURL((url) => url.searchParams.get('maker') === route.maker.value);
    const narrowed = await resultTotal(page);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThanOrEqual(stiff);
    const listUrl = page.url();
    await shot(page, 'list');

    // The product, its patent and the patent's example.
    const results = page.getByRole('table', { name: '製品の検索結果' });
    await results.locator(`a[href="/products/${route.productId}"]`).click();
    await page.waitForURL((url) => url.pathname === `/products/${route.productId}`);
    const patents = page.getByRole('region', { name: 'この製品が登場する特許' });
    await patents.locator(`a[href="/patents/${route.patent.id}"]`).click();
    await page.waitForURL((url) => url.pathname === `/patents/${route.patent.id}`);
    const examples = page.getByRole('table', { name: '実施例・比較例の配合と物性' });
    await examples.getByRole('link', { name: example.label, exact: true }).click();
    await page.waitForURL((url) => url.pathname === examplePath);
    await page.getByRole('table', { name: '配合' }).waitFor();

    // Bookmark it from the detail header.
    const title = `${route.patent.publicationNumber} ${example.label}`;
    await page.getByRole('button', { name: `「${title}」をブックマークする` }).click();
    const bookmarked = page.getByRole('button', { name: `「${title}」のブックマークを外す` });
    await bookmarked.waitFor();
    expect(await bookmarked.getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'example-bookmarked');

    // My page lists it, with a link back to the example.
    await page.goto('/mypage/bookmarks');
    const saved = page.locator(`main li a[href="${examplePath}"]`);
    await saved.waitFor({ timeout: 20_000 });
    await shot(page, 'bookmarks');

    // Back through the history to the result list, as it was.
    for (const pathname of [examplePath, `/patents/${route.patent.id}`, `/products/${route.productId}`]) {
      await page.goBack();
      await page.waitForURL((url) => url.pathname === pathname);
    }
    await page.goBack();
    await page.waitForURL(listUrl);
    expect(await resultTotal(page)).toBe(narrowed);

    // Two of its products side by side.
    const picks = results.getByRole('checkbox', { name: /を比較に選ぶ$/ });
    const names: string[] = [];
    for (const index of [0, 1]) {
      const box = picks.nth(index);
      names.push(((await box.getAttribute('aria-label')) ?? '').replace(/を比較に選ぶ$/, ''));
      await box.check();
    }
    const toolbar = page.getByRole('toolbar', { name: '検索結果の操作' });
    await toolbar.getByRole('button', { name: '選択した製品を比較（2件）' }).click();
    const dialog = page.getByRole('dialog', { name: '製品の比較（2件）' });
    for (const name of names) await dialog.getByText(name, { exact: true }).first().waitFor();
    await shot(page, 'compare', false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The result list as CSV, opened and checked against the list.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      toolbar.getByRole('button', { name: 'CSV出力' }).click(),
    ]);
    const file = join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 3).equals(UTF8_BOM)).toBe(true);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toEqual(expect.arrayContaining(['製品ID', '製品名', 'メーカー']));
    expect(header!.some((name) => name.startsWith('曲げ弾性率（'))).toBe(true);
    expect(rows).toHaveLength(Math.min(narrowed, CSV_EXPORT.maxRows));
    const makerColumn = header!.indexOf('メーカー');
    expect(new Set(rows.map((row) => row[makerColumn]))).toEqual(new Set([route.maker.label]));
    expect(rows.map((row) => row[0])).toContain(route.productId);
    await page
      .getByText(`製品の検索結果 ${narrowed.toLocaleString('ja-JP')} 件をCSVに出力しました`)
      .waitFor();
    await shot(page, 'exported');

    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
