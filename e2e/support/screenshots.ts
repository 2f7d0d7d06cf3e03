import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * Where the flows save the screenshots a developer looks at: E2E_SHOTS. Unset (as in `npm test`), none is
 * taken: a screenshot asserts nothing, and a full-page capture with its PNG encoding keeps Chromium busy on
 * the cores the unit tests share. The flows run the same steps either way (sizes, scrolling); only the
 * capture and the pauses that let charts settle for it are skipped.
 */
export const SHOTS_DIR = process.env.E2E_SHOTS || undefined;

/**
 * Saves a screenshot of a page (`fullPage` for the whole length) or of an element as SHOTS_DIR/<file>. Without
 * E2E_SHOTS an element is still scrolled into view, as its screenshot would, so the flow goes on the same.
 */
export async function saveShot(
  target: Page | Locator,
  file: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const isPage = 'goto' in target;
  if (!SHOTS_DIR) {
    if (!isPage) await target.scrollIntoViewIfNeeded();
    return;
  }
  const path = join(SHOTS_DIR, file);
  mkdirSync(dirname(path), { recursive: true });
  if (isPage) await target.screenshot({ path, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path });
}

/** Lets animations and charts settle before a screenshot; no pause when none is taken. */
export async function settleForShot(page: Page, ms: number): Promise<void> {
  if (SHOTS_DIR) await page.waitForTimeout(ms);
}
