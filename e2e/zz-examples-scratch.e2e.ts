import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAccount, logIn } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { SHOTS_DIR } from './support/screenshots';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({}, { catalogue: 'demo' }), launchBrowser()]);
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `visualized-examples-${name}.png`), fullPage: true });
}

/** Picks the option of a native select whose label starts with `name` (the label ends with a count). */
async function chooseAxis(page: Page, select: string, name: RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: select });
  const value = await box.locator('option').filter({ hasText: name }).first().getAttribute('value');
  expect(value).toBeTruthy();
  await box.selectOption(value!);
}

describe('実施例の可視化', () => {
  it('plots 引張強度 against 破断伸び and lists the examples of a box dragged on the chart', async () => {
    const email = await createAccount(server, 'standard', 'examples-vis');
    const { page, errors } = await newPage(browser, server.url);
    await logIn(page, email);

    await page.goto('/visualized/examples');
    const x = page.getByRole('combobox', { name: '横軸（X）' });
    await expect.poll(() => x.isEnabled(), { timeout: 30_000 }).toBe(true);
    // The demo data's canonical name is 引張強さ (引張強度 is its alias).
    await chooseAxis(page, '横軸（X）', /^引張強(度|さ) \[/);
    await chooseAxis(page, '縦軸（Y）', /^破断伸び \[/);
    const heading = page.getByRole('heading', { name: /^引張強(度|さ)と破断伸びの散布図$/ });
    await heading.waitFor({ timeout: 30_000 });
    await page.getByText(/横軸の引張強(度|さ)は大きいほど良い/).waitFor();
    expect(new URL(page.url()).searchParams.get('x')).toMatch(/^property:/);
    await page.waitForTimeout(1500);
    await shot(page, 'scatter');

    // Drag a box over the middle of the plot area (the grid's margins are in examples-scatter-option.ts).
    const canvas = page.locator('figure canvas').first();
    const area = (await canvas.boundingBox())!;
    const left = area.x + 80;
    const right = area.x + area.width - 190;
    const top = area.y + 40;
    const bottom = area.y + area.height - 64;
    const at = (fx: number, fy: number) => [left + (right - left) * fx, top + (bottom - top) * fy] as const;
    const [x0, y0] = at(0.3, 0.3);
    const [x1, y1] = at(0.6, 0.7);
    await page.mouse.move(x0, y0);
    await page.mouse.down();
    await page.mouse.move(x1, y1, { steps: 12 });
    await page.mouse.up();

    await page.getByText(/件を選択中/).waitFor({ timeout: 10_000 });
    const table = page.getByRole('table', { name: '選択した実施例の一覧' });
    await table.waitFor();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.first().getByRole('link').first().getAttribute('href')).toMatch(/^\/patents\/[^/]+\/examples\//);
    expect(await rows.first().getByRole('link').nth(1).getAttribute('href')).toMatch(/^\/patents\/[^/]+$/);
    await shot(page, 'selection');
    expect(errors).toEqual([]);
  }, 180_000);
});
