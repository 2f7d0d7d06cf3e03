import { existsSync } from 'node:fs';
import { onTestFailed } from 'vitest';
import { chromium, type Browser, type BrowserServer, type LaunchOptions, type Page } from 'playwright-core';
import { watchPage } from './page-diagnosis';

/**
 * Debian's Chromium as its headless shell when installed (package chromium-headless-shell, which `npm test`
 * installs beside chromium): the same Blink and V8 without the full browser around them, as Playwright
 * itself runs headless tests. The whole e2e project took 16 % less CPU with it (decision 0052). The flags
 * keep it off the network this machine does not have.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const LAUNCH_OPTIONS: LaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH_OPTIONS);
}

/** The same Chromium as a server that the files of a run connect to (shared-demo.ts). */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH_OPTIONS);
}

/**
 * A fresh context (no cookies) and page, with console errors collected for assertions. `hasTouch`: a touch
 * screen as the main pointer (the CSS `pointer: coarse` of a phone).
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  options: { hasTouch?: boolean } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL,
    locale: 'ja-JP',
    viewport: { width: 1366, height: 900 },
    hasTouch: options.hasTouch ?? false,
  });
  const page = await context.newPage();
  // When the test fails, what this page was waiting for goes to the log beside the error (page-diagnosis.ts).
  const diagnosis = watchPage(page);
  try {
    onTestFailed(async () => {
      // Whether the app took over from index.html's static shell, and what the page shows.
      const screen = await page
        .evaluate(() => ({
          bootShell: Boolean(document.getElementById('boot-shell')),
          rootChildren: document.getElementById('root')?.childElementCount ?? -1,
          // Still inside #root: the app never started (startApp moves the shell out first).
          shellInRoot: document.getElementById('boot-shell')?.parentElement?.id === 'root',
          readyState: document.readyState,
          resources: performance
            .getEntriesByType('resource')
            .map((entry) => `${new URL(entry.name).pathname} ${Math.round(entry.startTime)}ms`),
          text: document.body.innerText.slice(0, 300),
        }))
        .catch((error: Error) => error.message);
      console.log(`page state at the failure:\n${diagnosis()}\nscreen: ${JSON.stringify(screen)}`);
    });
  } catch {
    // Not inside a test (a hook): nothing to attach to.
  }
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}
