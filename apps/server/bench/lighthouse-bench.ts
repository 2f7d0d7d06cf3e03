/**
 * Lighthouse benchmark (issue "hardening", item 5; docs/spec/budgets-and-reliability.md: performance ≥ 90, accessibility ≥ 95 on home,
 * a list page and a detail page). Runs the npm package `lighthouse` in Debian's Chromium against the BUILT
 * server (built here when missing) on the demo dataset, with Lighthouse's default mobile settings (simulated
 * slow 4G and a 4× slower CPU) and its desktop settings, and prints the scores and LCP / TBT / CLS. Home is
 * measured as a visitor; the list and detail pages signed in with a standard plan (their full content), the
 * session placed in the browser's cookies as the web app keeps it. Below a budget it lists the audits that
 * cost the most. Never fails because the machine is slow.
 *
 * Each page is audited BENCH_LIGHTHOUSE_RUNS times (default 3) and the run with the median performance
 * score is printed: one run on this shared machine moves by ±10 points.
 *
 *   npx tsx --conditions=source apps/server/bench/lighthouse-bench.ts
 *   BENCH_LIGHTHOUSE_FORM_FACTORS=mobile,desktop   which settings to run (default both)
 *   BENCH_LIGHTHOUSE_RUNS=3                        runs per page and settings (the median is printed)
 *   BENCH_LIGHTHOUSE_PAGES=home,list,detail        which pages to audit (default all three)
 *   BENCH_LIGHTHOUSE_REPORTS=<dir>                 also write each median run's full report (JSON) there
 *   CHROMIUM_PATH=/usr/bin/chromium
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { API_PATHS } from '@app/contract/api-paths';
import { REFRESH_COOKIE } from '../src/features/accounts/sessions.js';
import {
  BENCH_PASSWORD,
  benchDataRoot,
  benchEmail,
  ensureBuild,
  freePort,
  prepareDatabase,
  startBuilt,
  stop,
} from './built-server.js';

const BUDGET = { performance: 90, accessibility: 95 };
const formFactors = (process.env.BENCH_LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop')
  .split(',')
  .map((value) => value.trim())
  .filter((value): value is 'mobile' | 'desktop' => value === 'mobile' || value === 'desktop');
const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 1);
const pageFilter = (process.env.BENCH_LIGHTHOUSE_PAGES ?? 'home,list,detail').split(',').map((v) => v.trim());
const reportDir = process.env.BENCH_LIGHTHOUSE_REPORTS;

interface SessionAnswer {
  accessToken: string;
  refreshToken: string;
  name: string;
  typeCode: string;
}

/** The cookies of a signed-in browser: the readable session cookies of apps/web/src/lib/session.ts and the HttpOnly refresh cookie. */
async function signIn(context: BrowserContext, base: string): Promise<void> {
  const response = await fetch(`${base}${API_PATHS.login.build()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: benchEmail(0), password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as SessionAnswer;
  const readable = { domain: '127.0.0.1', path: '/', secure: true, sameSite: 'Strict' as const };
  await context.addCookies([
    { name: 'accessToken', value: encodeURIComponent(session.accessToken), ...readable },
    { name: 'isLoggedIn', value: 'true', ...readable },
    { name: 'name', value: encodeURIComponent(session.name), ...readable },
    { name: 'typeCode', value: session.typeCode, ...readable },
    {
      name: 'refresh_token',
      value: session.refreshToken,
      domain: '127.0.0.1',
      path: REFRESH_COOKIE.path,
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
}

/** The demo product the detail page shows: the first of a list search, as a user would open it. */
async function firstProduct(base: string): Promise<string> {
  const response = await fetch(
    `${base}${API_PATHS.productsSearch.build()}?q=${encodeURIComponent('ポリプロピレン')}`,
  );
  const { items } = (await response.json()) as { items: { id: string }[] };
  if (!items[0]) throw new Error('no demo product found');
  return items[0].id;
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** The audits that cost a category most: failed ones, heaviest weight first. */
function topCauses(lhr: Result, category: string, count = 4): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
    .filter(({ audit }) => audit.score !== null && audit.score < 0.9)
    .sort((a, b) => b.ref.weight * (1 - (b.audit.score ?? 0)) - a.ref.weight * (1 - (a.audit.score ?? 0)))
    .slice(0, count)
    .map(({ audit }) => `${audit.id} (${audit.displayValue ?? `score ${audit.score}`}): ${audit.title}`);
}

ensureBuild();
const dir = path.join(benchDataRoot, 'sqlite');
mkdirSync(dir, { recursive: true });
await prepareDatabase({ DATA_DIR: dir });
const server = await startBuilt('server', 'server.js', { DATA_DIR: dir, LOG_LEVEL: 'warn' });
const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-'));
const port = await freePort();
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    `--remote-debugging-port=${port}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
try {
  const pages = [
    { key: 'home', page: 'home (visitor)', path: '/', signedIn: false },
    {
      key: 'list',
      page: 'list',
      path: `/products?q=${encodeURIComponent('ポリプロピレン')}`,
      signedIn: true,
    },
    {
      key: 'detail',
      page: 'detail',
      path: `/products/${encodeURIComponent(await firstProduct(server.url))}`,
      signedIn: true,
    },
  ].filter(({ key }) => pageFilter.includes(key));
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const rows: Record<string, string | number>[] = [];
  const causes: string[] = [];
  for (const formFactor of formFactors) {
    await context.clearCookies();
    let signedIn = false;
    for (const { key, page, path: pathname, signedIn: wantsSession } of pages) {
      if (wantsSession && !signedIn) {
        await signIn(context, server.url);
        signedIn = true;
      }
      const flags: Flags = {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Keep the session cookies set above (Lighthouse would clear the origin's storage otherwise).
        disableStorageReset: true,
      };
      const audit = async () => {
        // disableStorageReset also keeps the HTTP cache: empty it, so every page loads cold as a first visit.
        const cdp = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()));
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
        return lighthouse(
          `${server.url}${pathname}`,
          flags,
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
      };
      const measured: Result[] = [];
      let failed: Result | undefined;
      for (let run = 0; run < runs; run += 1) {
        let result = await audit();
        // On a busy machine the trace now and then misses the navigation (NO_NAVSTART): one more try.
        if (result?.lhr.runtimeError) result = await audit();
        if (!result) throw new Error(`no Lighthouse result for ${pathname}`);
        if (result.lhr.runtimeError) failed = result.lhr;
        else measured.push(result.lhr);
      }
      if (measured.length === 0) {
        // The page did not load (e.g. a build being rewritten meanwhile): say so instead of printing zeros.
        rows.push({
          page,
          path: decodeURIComponent(pathname),
          settings: formFactor,
          error: failed?.runtimeError?.code ?? 'unknown',
        });
        causes.push(`${page} ${formFactor}: Lighthouse could not measure — ${failed?.runtimeError?.message}`);
        continue;
      }
      measured.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const lhr = measured[Math.floor((measured.length - 1) / 2)]!;
      if (reportDir) writeFileSync(path.join(reportDir, `${key}-${formFactor}.json`), JSON.stringify(lhr));
      const performance = score(lhr, 'performance');
      const accessibility = score(lhr, 'accessibility');
      rows.push({
        page,
        path: decodeURIComponent(pathname),
        settings: formFactor,
        performance,
        'all runs': measured.map((run) => score(run, 'performance')).join(' '),
        accessibility,
        'LCP ms': Math.round(metric(lhr, 'largest-contentful-paint')),
        'TBT ms': Math.round(metric(lhr, 'total-blocking-time')),
        CLS: Math.round(metric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
        // Lighthouse's CPU speed probe of this run: below ~1000 the machine was slower than a typical desktop,
        // and the simulated mobile CPU (4× slower) makes blocking time grow with it.
        'CPU index': Math.round(lhr.environment.benchmarkIndex),
      });
      if (performance < BUDGET.performance)
        causes.push(
          `${page} ${formFactor} performance ${performance}: ${topCauses(lhr, 'performance').join('; ')}`,
        );
      if (accessibility < BUDGET.accessibility)
        causes.push(
          `${page} ${formFactor} accessibility ${accessibility}: ${topCauses(lhr, 'accessibility').join('; ')}`,
        );
    }
  }
  console.log(
    `Budgets (docs/spec/budgets-and-reliability.md): performance ≥ ${BUDGET.performance}, accessibility ≥ ${BUDGET.accessibility}. ` +
      `Each row: the median of ${runs} run(s) by performance score.`,
  );
  console.table(rows);
  if (causes.length > 0) {
    console.log('Below budget — the audits that cost the most:');
    for (const line of causes) console.log(`  - ${line}`);
  }
} finally {
  await context.close();
  await stop(server);
  rmSync(profile, { recursive: true, force: true });
}
