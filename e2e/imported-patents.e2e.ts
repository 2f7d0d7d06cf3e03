import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { API_PATHS } from '@app/contract/api-paths';
import type { PatentDetail } from '@app/contract/catalogue';
import { newPage } from './support/browser';
import { useSharedBrowser } from './support/shared-demo';
import { apiCall, apiLogIn, createAccount, logIn } from './support/accounts';
import { saveShot } from './support/screenshots';
import { repoRoot, startServer, type RunningServer } from './support/server';

/*
 * Real patent documents imported as an operator does (`cli import` of a USPTO grant, a weekly file and an EPO
 * specification), then opened in Chromium: the patent page shows description tables as tables and links
 * the original publication; an example whose id holds a colon (`US8927118B2:Example_1`) opens its own page.
 * Screenshots go to E2E_SHOTS.
 */

const run = promisify(execFile);
/** The real samples beside the repository (`../shared/data`), found by walking up from its root. */
function sharedData(): string {
  for (let dir = repoRoot; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'shared', 'data'))) return join(dir, 'shared', 'data');
    if (dirname(dir) === dir) throw new Error('shared/data not found beside the repository');
  }
}
const SAMPLES = sharedData();

let server: RunningServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-imported-'));
  const cli = (...args: string[]) =>
    run(process.execPath, [join(repoRoot, 'apps/server/dist/cli.js'), ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
  await cli('migrate');
  await cli(
    'import',
    join(SAMPLES, 'uspto-patent-xml-samples', 'US08927118.xml'),
    join(SAMPLES, 'uspto-bulk-samples', 'weekly', 'ipg050104.small.xml'),
    join(SAMPLES, 'uspto-bulk-samples', 'epo', 'grant_v1-5-1-B1.xml'),
  );
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), useSharedBrowser()]);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The whole page, or only the window (a patent's full description is a hundred thousand pixels tall). */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  await saveShot(page, `imported-${name}.png`, { fullPage });
}

describe('imported patents in Chromium', () => {
  it('shows an imported grant with its tables and original link, and opens its examples', async () => {
    const email = await createAccount(server, 'standard', 'imported');
    const token = await apiLogIn(server, email);
    const patent = await apiCall<PatentDetail>(
      server,
      'GET',
      API_PATHS.patentDetail.build({ id: 'US8927118B2' }),
      undefined,
      token,
    );
    const example = patent.examples.rows[0];
    expect(example?.id).toMatch(/^US8927118B2:/);

    const { page, errors } = await newPage(browser, server.url);
    try {
      await logIn(page, email);
      await page.goto('/patents/US8927118B2');
      await expect.poll(() => page.locator('main h1').textContent(), { timeout: 20_000 }).toBe(patent.title);
      const original = page.getByRole('link', { name: 'Google Patentsで公報を見る' });
      expect(await original.getAttribute('href')).toBe('https://patents.google.com/patent/US8927118B2/en');
      await shoot(page, 'patent', false);
      await page.getByRole('button', { name: '全文を表示' }).click();
      const table = page.getByRole('table', { name: '明細書の表1' });
      await table.waitFor();
      await table.scrollIntoViewIfNeeded();
      await shoot(page, 'patent-table', false);

      // The example's id holds a colon: its page opens (no 404).
      await page.goto(`/patents/US8927118B2/examples/${encodeURIComponent(example!.id)}`);
      await expect
        .poll(() => page.locator('main h1').textContent(), { timeout: 20_000 })
        .toContain(example!.label);
      await shoot(page, 'example');

      await page.goto('/patents/EP3383757B1');
      const espacenet = page.getByRole('link', { name: 'Espacenetで公報を見る' });
      await espacenet.waitFor({ timeout: 20_000 });
      expect(await espacenet.getAttribute('href')).toBe(
        'https://worldwide.espacenet.com/patent/search?q=pn%3DEP3383757B1',
      );
    } catch (error) {
      await shoot(page, 'failure');
      throw error;
    }
    expect(errors).toEqual([]);
  }, 180_000);
});
