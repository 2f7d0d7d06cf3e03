import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAccount, logIn } from './support/accounts';
import { newPage } from './support/browser';
import { cellsOverLines, katakanaWordBreaks } from './support/line-breaks';
import type { ServerAddress } from './support/server';
import { useSharedDemo } from './support/shared-demo';
import { saveShot } from './support/screenshots';

/*
 * Large-patent analysis in Chromium on the demo data (about 1 % of its patents have 100–500 examples): a
 * standard user opens /analyzed-patents, picks a patent from the list of large patents, and sees its whole
 * example table, its correlation matrix (with the text alternative naming the strongest pairs) and the rules
 * read from its examples as sentences. Screenshots of the list and the analysis go to E2E_SHOTS.
 */

let server: ServerAddress;
let browser: Browser;
let email = '';

beforeAll(async () => {
  ({ server, browser } = await useSharedDemo());
}, 600_000);
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string): Promise<void> {
  await saveShot(page, `large-patents-${name}.png`, { fullPage: true });
}

describe('large-patent analysis in Chromium', () => {
  it('opens a large patent and shows its correlation matrix and rules', async () => {
    email = await createAccount(server, 'standard', 'large-patents');
    const { page, errors } = await newPage(browser, server.url);
    await logIn(page, email);

    await page.goto('/analyzed-patents');
    const list = page.getByRole('list', { name: '実施例の多い特許' });
    await list.waitFor({ timeout: 30_000 });
    await page.getByText(/実施例が100件以上の特許 \d+件/).waitFor();
    const items = list.getByRole('link');
    expect(await items.count()).toBeGreaterThan(0);
    await shot(page, 'list');

    // The first patent (the most examples): its id goes into the URL.
    await items.first().click();
    await page.waitForURL((url) => url.searchParams.has('patentId'), { timeout: 10_000 });
    const patentId = new URL(page.url()).searchParams.get('patentId');

    // The whole analysis can take a few seconds the first time (a model per property).
    const table = page.getByRole('table', { name: '実施例・比較例の配合と物性（全件）' });
    await table.waitFor({ timeout: 90_000 });
    await page.getByRole('link', { name: '特許の詳細（請求項・全文）を見る' }).waitFor();
    expect(
      await page.getByRole('link', { name: '特許の詳細（請求項・全文）を見る' }).getAttribute('href'),
    ).toBe(`/patents/${patentId}`);
    const status = await page.getByText(/^\d+件（1〜\d+件目を表示）$/).textContent();
    expect(Number(/^(\d+)件/.exec(status ?? '')?.[1])).toBeGreaterThanOrEqual(100);
    const firstExample = table.getByRole('rowheader').first().getByRole('link');
    expect(await firstExample.getAttribute('href')).toMatch(
      new RegExp(`^/patents/${patentId}/examples/[^/]+$`),
    );

    // The correlation matrix, drawn, with a text alternative that names the strongest pairs.
    const heatmap = page.getByRole('img', { name: /列の相関係数のヒートマップ。最も強い/ });
    await heatmap.waitFor();
    expect(await heatmap.getAttribute('aria-label')).toMatch(/r = −?\d\.\d\d/);
    await page.getByRole('button', { name: '相関行列の画像を PNG で保存' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('figure canvas').length > 0);

    // Rules as readable sentences with their evidence.
    const rules = page.getByRole('list', { name: '規則' });
    await rules.waitFor();
    const sentences = rules.getByText(/ のとき /);
    expect(await sentences.count()).toBeGreaterThan(0);
    expect(await sentences.first().textContent()).toMatch(/[≥≤] [\d.,]+.* のとき .+ [≥≤] [\d.,]+/);
    await rules
      .getByText(/^条件を満たす \d+ 件のうち \d+% で成り立ちます（全体では \d+%/)
      .first()
      .waitFor();

    // The scatter with the claim ranges, and the other sections.
    await page.getByRole('combobox', { name: '横軸' }).waitFor();
    await page.getByRole('img', { name: /を横軸、.+を縦軸にした散布図/ }).waitFor();
    for (const name of ['物性の分布', '物性を左右する成分', '実施例と比較例を分けるもの'])
      await page.getByRole('heading', { level: 2, name }).waitFor();
    await shot(page, 'analysis');
    // On a phone the separation table reads: names broken between words (「無水マレ/イン酸変性」 before), no
    // cell squeezed to a few characters a line (ten-line cells before), and the example table's pagination
    // within the screen (wider than it before).
    await page.setViewportSize({ width: 390, height: 844 });
    const separation = page.getByRole('table', { name: /^実施例と比較例の違い/ });
    await separation.scrollIntoViewIfNeeded();
    const separationCells = separation.locator('th, td');
    await saveShot(separation, 'large-patents-separation-390.png');
    const next = page.getByRole('button', { name: '次のページ' });
    await saveShot(next.locator('xpath=ancestor::div[3]'), 'large-patents-pagination-390.png');
    expect(await katakanaWordBreaks(separationCells)).toEqual([]);
    expect(await cellsOverLines(separationCells, 6)).toEqual([]);
    const nextBox = (await next.boundingBox())!;
    expect(nextBox.x + nextBox.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1366, height: 800 });
    await saveShot(separation, 'large-patents-separation-1366.png');
    expect(await katakanaWordBreaks(separationCells)).toEqual([]);
    await saveShot(
      page.locator('section', { has: page.getByRole('heading', { level: 2, name: '配合と物性の相関' }) }),
      'large-patents-correlation.png',
    );
    await saveShot(
      page.locator('section', {
        has: page.getByRole('heading', { level: 2, name: '請求項の数値範囲と実施例' }),
      }),
      'large-patents-claims.png',
    );

    // Reload keeps the chosen patent; back returns to the list.
    await page.reload();
    await table.waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: '特許の一覧に戻る' }).click();
    await list.waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
