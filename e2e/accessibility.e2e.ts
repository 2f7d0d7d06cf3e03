import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import { apiCall, apiLogIn, createAccount, logIn } from './support/accounts';
import type { ServerAddress } from './support/server';
import { watchPage } from './support/page-diagnosis';
import { useSharedDemo } from './support/shared-demo';

/*
 * Issue 8 item 5: axe-core on every page of docs/spec/routes-and-navigation.md, as a visitor and as a standard user, on the demo
 * data. Serious and critical violations fail; the rest is for the report. The pages' CSP forbids injected
 * scripts, so the test's own browser context bypasses it (the app's policy is checked by the server tests).
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = new Set(['serious', 'critical']);

let server: ServerAddress;
let browser: Browser;
let standardEmail: string;
const ids = { material: '', product: '', patent: '', example: '', largePatent: '' };

async function firstId(path: string): Promise<{ id: string; patentId?: string }> {
  const response = await fetch(`${server.url}${path}?pageSize=1`);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { items: { id: string; patentId?: string }[] };
  const item = body.items[0];
  if (!item) throw new Error(`no item at ${path}`);
  return item;
}

beforeAll(async () => {
  ({ server, browser } = await useSharedDemo());
  standardEmail = await createAccount(server, 'standard', 'a11y');
  ids.material = (await firstId(API_PATHS.materialsSearch.build())).id;
  ids.product = (await firstId(API_PATHS.productsSearch.build())).id;
  ids.patent = (await firstId(API_PATHS.patentsSearch.build())).id;
  const example = await firstId(API_PATHS.examplesSearch.build());
  ids.example = `${example.patentId ?? ids.patent}/examples/${example.id}`;
  const token = await apiLogIn(server, standardEmail);
  const large = await apiCall<{ items: { id: string }[] }>(
    server,
    'GET',
    `${API_PATHS.largePatentAnalyze.build()}?pageSize=1`,
    undefined,
    token,
  );
  ids.largePatent = large.items[0]?.id ?? '';
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

/** The routes of docs/spec/routes-and-navigation.md (maintenance only exists in maintenance mode; it redirects to / otherwise). */
function routes(): string[] {
  return [
    '/',
    '/login',
    '/signup',
    '/signup/verify',
    '/signup/confirm-register',
    '/reissue-password',
    '/reset-password',
    '/reset-password/confirm',
    '/contact',
    '/contact/confirm',
    '/tutorial',
    '/materials',
    `/materials/${encodeURIComponent(ids.material)}`,
    '/products',
    `/products/${encodeURIComponent(ids.product)}`,
    '/patents',
    `/patents/${encodeURIComponent(ids.patent)}`,
    `/patents/${ids.example}`,
    '/analyzed-patents',
    // The analysis itself (standard users; a visitor is sent to the login page).
    `/analyzed-patents?patentId=${encodeURIComponent(ids.largePatent)}`,
    '/explore-products',
    '/explore-products/new',
    '/explore-products/new-inverse',
    '/product-recommend',
    '/visualized/examples',
    '/visualized/patents',
    '/mypage',
    '/mypage/profile',
    '/mypage/bookmarks',
    '/mypage/change-password',
    '/no/such/page',
  ];
}

interface Finding {
  page: string;
  rule: string;
  impact: string;
  nodes: string[];
}

/**
 * Where a page ended up, as the state the audit sees: a redirect (a visitor on a signed-in page lands on
 * the login page with the page asked for as `redirect`) shows the same page as the place it leads to. The
 * targets after logging in (`redirect`, `referrerUrl`) change no markup.
 */
function landing(page: Page): string {
  const url = new URL(page.url());
  url.searchParams.delete('redirect');
  url.searchParams.delete('referrerUrl');
  return `${url.pathname}${url.search}`;
}

/** Audits `path` unless it led to a page this caller has audited already (`seen` holds their landings). */
async function audit(
  page: Page,
  path: string,
  seen: Set<string>,
  diagnosis: () => string,
): Promise<Finding[]> {
  await page.goto(path);
  // The app has taken over (the static shell is gone) and no route is loading: redirects have happened.
  await page
    .waitForFunction(
      () =>
        !document.getElementById('boot-shell') &&
        !document.querySelector('[role="progressbar"][aria-label="ページを読み込み中"]'),
    )
    .catch(async (error: Error) => {
      const state = await page.evaluate(() => ({
        shell: Boolean(document.getElementById('boot-shell')),
        loading: Boolean(document.querySelector('[role="progressbar"][aria-label="ページを読み込み中"]')),
      }));
      throw new Error(
        `${path}: did not finish loading (${JSON.stringify(state)})\n${diagnosis()}\n${error.message}`,
      );
    });
  // Then its data requests settle. Once in a clean-clone run a visitor's page did not reach network idle in
  // 30 s; the audit then goes on with the page as rendered and says which page it was, so the cause can be
  // found rather than the wait lengthened.
  await page
    .waitForLoadState('networkidle', { timeout: 10_000 })
    .catch(() => console.log(`axe: ${path} kept the network busy for 10 s; audited as rendered`));
  if (seen.has(landing(page))) return [];
  seen.add(landing(page));
  // Rendered: every page (and the error screen) has a heading once its data has arrived.
  await page
    .locator('h1, h2')
    .first()
    .waitFor()
    .catch((error: Error) => {
      throw new Error(`${path}: no heading rendered (${error.message})`);
    });
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(
      document,
      { resultTypes: ['violations'] },
    ),
  );
  return results.violations.map((violation) => ({
    page: `${path} → ${new URL(page.url()).pathname}`,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}

describe('accessibility of every page (axe-core)', { timeout: 600_000 }, () => {
  // The two callers audit side by side in contexts of their own: each page load ends in a network-idle
  // wait, which the other caller's audit fills. `expect` of the test's own context, as concurrent tests need.
  it.concurrent.for(['visitor', 'standard'] as const)(
    'has no serious or critical violation for a %s',
    async (caller, { expect }) => {
      const context = await browser.newContext({
        baseURL: server.url,
        locale: 'ja-JP',
        viewport: { width: 1366, height: 900 },
        bypassCSP: true,
      });
      const page = await context.newPage();
      const diagnosis = watchPage(page);
      if (caller === 'standard') await logIn(page, standardEmail);
      const findings: Finding[] = [];
      const seen = new Set<string>();
      for (const path of routes()) findings.push(...(await audit(page, path, seen, diagnosis)));
      console.log(`axe (${caller}): ${routes().length} routes, ${seen.size} pages audited`);
      await context.close();
      const minor = findings.filter((finding) => !BLOCKING.has(finding.impact));
      if (minor.length > 0) {
        console.log(
          `axe (${caller}), not blocking:\n${minor.map((f) => `  ${f.impact} ${f.rule} ${f.page} ${f.nodes.join(', ')}`).join('\n')}`,
        );
      }
      expect(findings.filter((finding) => BLOCKING.has(finding.impact))).toEqual([]);
    },
  );
});
