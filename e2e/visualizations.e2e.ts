import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { API_PATHS } from '@app/contract/api-paths';
import type { PatentVisualization } from '@app/contract/visualization';
import { createAccount, logIn } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { SHOTS_DIR } from './support/screenshots';

/*
 * The visualisation pages in Chromium on the demo data, as a standard user (decisions §7). Shared setup
 * first: one server with the demo catalogue, one browser, one standard account; each page has its own
 * describe block below. Screenshots go to E2E_SHOTS.
 */

let server: RunningServer;
let browser: Browser;
let standardEmail: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({}, { catalogue: 'demo' }), launchBrowser()]);
  standardEmail = await createAccount(server, 'standard', 'visualize');
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `visualize-${name}.png`), fullPage: true });
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
        new URL(response.url()).pathname === API_PATHS.patentVisualization &&
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
