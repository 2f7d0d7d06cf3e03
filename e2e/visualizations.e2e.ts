import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { API_PATHS } from '@app/contract/api-paths';
import type { PatentVisualization } from '@app/contract/visualization';
import { createAccount, logIn } from './support/accounts';
import { newPage } from './support/browser';
import type { ServerAddress } from './support/server';
import { useSharedDemo } from './support/shared-demo';
import { saveShot } from './support/screenshots';

/*
 * The visualisation pages in Chromium on the demo data, as a standard user (docs/spec/analyses.md). Shared setup
 * first: one server with the demo catalogue, one browser, one standard account; each page has its own
 * describe block below. Screenshots go to E2E_SHOTS.
 */

let server: ServerAddress;
let browser: Browser;
let standardEmail: string;

beforeAll(async () => {
  ({ server, browser } = await useSharedDemo());
  standardEmail = await createAccount(server, 'standard', 'visualize');
}, 600_000);
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string): Promise<void> {
  await saveShot(page, `visualize-${name}.png`, { fullPage: true });
}

/** The total of the patent list's status line 「N件中 a〜b件を表示」. */
async function listTotal(page: Page): Promise<number> {
  const text = await page
    .getByRole('status')
    .filter({ hasText: /件中 \d+〜\d+件を表示/ })
    .textContent();
  return Number(/^(\d+)件中/.exec(text ?? '')?.[1] ?? Number.NaN);
}

describe('特許の可視化', () => {
  it('draws the landscape map for ポリアミド and a clicked cluster filters the patent list', async () => {
    const { page, errors } = await newPage(browser, server.url);
    await logIn(page, standardEmail);
    await page.goto('/visualized/patents');

    const q = page.getByRole('textbox', { name: '検索語' });
    await q.waitFor({ timeout: 20_000 });
    await q.fill('ポリアミド');
    const answer = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === API_PATHS.patentVisualization.build() &&
        new URL(response.url()).searchParams.get('q') === 'ポリアミド',
      { timeout: 30_000 },
    );
    await page.getByRole('button', { name: '可視化する' }).click();
    const data = (await (await answer).json()) as PatentVisualization;
    expect(new URL(page.url()).searchParams.get('q')).toBe('ポリアミド');
    expect(data.sample).toBe(false);
    expect(data.points.length).toBeGreaterThan(0);
    expect(data.clusters.length).toBeGreaterThan(1);

    await page.getByRole('img', { name: /特許\d+件を文章の類似度で配置した地図/ }).waitFor();
    await page
      .getByText(/「ポリアミド」に一致する特許 [\d,]+ 件を表示しています/)
      .waitFor({ timeout: 20_000 });
    const clusterList = page.getByRole('region', { name: /クラスタ（クリックで一覧を絞り込み）/ });
    await clusterList.getByRole('button').first().waitFor();
    const all = await listTotal(page);
    expect(all).toBe(data.points.length);
    await shot(page, 'patents-map');

    // The largest cluster, from the buttons beside the map (the keyboard's way to a cluster).
    const chipText = (await clusterList.getByRole('button').first().textContent()) ?? '';
    const [, label = '', size = '0'] = /^(.+)（(\d+)件）$/.exec(chipText) ?? [];
    expect(label).not.toBe('');
    await clusterList.getByRole('button').first().click();
    await page.getByRole('button', { name: `クラスタ: ${label}（クリックで解除）` }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^${size}件中`) })
      .waitFor();
    const filtered = await listTotal(page);
    expect(filtered).toBe(Number(size));
    expect(filtered).toBeLessThan(all);
    const items = page.getByRole('list', { name: '絞り込んだ特許' }).getByRole('listitem');
    const clusterOfItems = await items.evaluateAll((nodes) =>
      nodes.map((node) => ({ cluster: node.getAttribute('data-cluster'), text: node.textContent ?? '' })),
    );
    expect(clusterOfItems.length).toBe(Math.min(20, filtered));
    // A point's `cluster` is the index of its cluster in `clusters`.
    const clusterIndex = data.clusters.findIndex((cluster) => cluster.label === label);
    expect(clusterIndex).toBeGreaterThanOrEqual(0);
    expect(clusterOfItems.every((item) => item.cluster === String(clusterIndex))).toBe(true);
    expect(clusterOfItems.every((item) => item.text.includes(`クラスタ: ${label}`))).toBe(true);
    expect(await items.first().getByRole('link').getAttribute('href')).toMatch(/^\/patents\/[^/]+$/);
    await shot(page, 'patents-cluster-filtered');

    // The same on the canvas: a click on another cluster's label marker, at the pixel of its centre
    // (the map's axes span the points with a 4 % margin inside an 8 px grid margin).
    const other = data.clusters
      .map((cluster, index) => ({ ...cluster, index }))
      .filter((cluster) => cluster.label !== label && cluster.size > 0)
      .sort((a, b) => b.size - a.size)[0];
    if (!other) throw new Error('a second cluster is expected in the demo data');
    const otherCount = data.points.filter((p) => p.cluster === other.index).length;
    const xs = data.points.map((p) => p.x);
    const ys = data.points.map((p) => p.y);
    const [xMin, xMax, yMin, yMax] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const padX = (xMax - xMin) * 0.04;
    const padY = (yMax - yMin) * 0.04;
    const map = page.getByRole('img', { name: /を文章の類似度で配置した地図/ });
    // Centred in the viewport, so the fixed app bar covers no part of it.
    await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    const width = box.width - 16;
    const height = box.height - 16;
    const px = box.x + 8 + ((other.x - (xMin - padX)) / (xMax - xMin + 2 * padX)) * width;
    const py = box.y + 8 + (1 - (other.y - (yMin - padY)) / (yMax - yMin + 2 * padY)) * height;
    await page.mouse.click(px, py);
    await page.getByRole('button', { name: `クラスタ: ${other.label}（クリックで解除）` }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^${otherCount}件中`) })
      .waitFor();
    expect(
      (await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-cluster')))).every(
        (id) => id === String(other.index),
      ),
    ).toBe(true);
    await shot(page, 'patents-canvas-click');

    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** Picks the option of a native select whose label matches (labels end with the count, e.g. （5,559件）). */
async function chooseOption(page: Page, select: string, label: RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: select });
  const value = await box.locator('option').filter({ hasText: label }).first().getAttribute('value');
  if (!value) throw new Error(`no option ${String(label)} in ${select}`);
  if ((await box.inputValue()) !== value) await box.selectOption(value);
}

describe('実施例の可視化', () => {
  it('plots 引張強度 against 破断伸び and lists the examples of a box dragged on the chart', async () => {
    const { page, errors } = await newPage(browser, server.url);
    await logIn(page, standardEmail);
    await page.goto('/visualized/examples');

    // The axes offered by the first answer (every example of the demo catalogue).
    const x = page.getByRole('combobox', { name: '横軸（X）' });
    await expect.poll(() => x.isEnabled(), { timeout: 180_000, interval: 500 }).toBe(true);
    // The demo data's canonical name of 引張強度 is 引張強さ (引張強度 is one of its aliases).
    await chooseOption(page, '縦軸（Y）', /^破断伸び \[/);
    await chooseOption(page, '横軸（X）', /^引張強(度|さ) \[/);
    await page
      .getByRole('heading', { name: /^引張強(度|さ)と破断伸びの散布図$/ })
      .waitFor({ timeout: 180_000 });
    const url = new URL(page.url());
    expect(url.searchParams.get('x')).toMatch(/^property:.*tensile-strength$/);
    expect(url.searchParams.get('y')).toMatch(/^property:.*elongation-at-break$/);
    await page.getByText(/両方の値がある実施例・比較例 [\d,]+件/).waitFor();
    await page.getByText(/横軸の引張強(度|さ)は大きいほど良い、縦軸の破断伸びは大きいほど良い/).waitFor();
    expect(await page.getByRole('button', { name: /PNG で保存/ }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /CSV で保存/ }).count()).toBe(1);

    // A box dragged over the plot area (grid margins as in examples-scatter-option.ts: 80 px left,
    // 190 px right for the legend, 40 px top, 64 px bottom), the chart centred below the fixed app bar.
    const chart = page.getByRole('img', { name: /^引張強(度|さ)（横軸）と破断伸び（縦軸）の散布図/ });
    await chart.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await chart.boundingBox();
    if (!box) throw new Error('the chart has no box');
    const at = (fx: number, fy: number) =>
      [box.x + 80 + (box.width - 270) * fx, box.y + 40 + (box.height - 104) * fy] as const;
    await shot(page, 'examples-scatter');
    await page.mouse.move(...at(0.15, 0.55));
    await page.mouse.down();
    await page.mouse.move(...at(0.45, 0.95), { steps: 10 });
    await page.mouse.up();

    const count = page.getByText(/^[\d,]+件を選択中$/);
    await count.waitFor({ timeout: 30_000 });
    const selected = Number((await count.textContent())?.replace(/[^\d]/g, ''));
    expect(selected).toBeGreaterThan(0);
    // The box shows in the keyboard range inputs, and every listed example lies inside it.
    const bound = async (name: RegExp) => Number(await page.getByRole('textbox', { name }).inputValue());
    const [xMin, xMax] = [await bound(/^引張強(度|さ)の下限$/), await bound(/^引張強(度|さ)の上限$/)];
    const [yMin, yMax] = [await bound(/^破断伸びの下限$/), await bound(/^破断伸びの上限$/)];
    expect(xMin).toBeLessThan(xMax);
    expect(yMin).toBeLessThan(yMax);
    const table = page.getByRole('table', { name: '選択した実施例の一覧' });
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(Math.min(50, selected));
    const values = await rows.evaluateAll((nodes) =>
      nodes.map((node) => {
        const cells = [...node.querySelectorAll('td')].map((cell) => cell.textContent ?? '');
        return [Number(cells[4]?.replace(/,/g, '')), Number(cells[5]?.replace(/,/g, ''))];
      }),
    );
    // The list shows 4 significant digits, so a value may round just past the box's edge.
    const slack = (a: number, b: number) => (b - a) * 0.01 + 1e-9;
    for (const [vx = Number.NaN, vy = Number.NaN] of values) {
      expect(vx).toBeGreaterThanOrEqual(xMin - slack(xMin, xMax));
      expect(vx).toBeLessThanOrEqual(xMax + slack(xMin, xMax));
      expect(vy).toBeGreaterThanOrEqual(yMin - slack(yMin, yMax));
      expect(vy).toBeLessThanOrEqual(yMax + slack(yMin, yMax));
    }
    const first = rows.first();
    expect(await first.getByRole('link').first().getAttribute('href')).toMatch(
      /^\/patents\/[^/]+\/examples\/[^/]+$/,
    );
    expect(await first.getByRole('link').nth(1).getAttribute('href')).toMatch(/^\/patents\/[^/]+$/);
    await shot(page, 'examples-selection');

    await page.getByRole('button', { name: '選択を解除' }).click();
    await page.getByText('まだ選択されていません。').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 600_000);
});
