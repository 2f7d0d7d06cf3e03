import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** The total of the list search in the URL, once its answer is on screen (not the previous one's). */
export async function resultTotal(page: Page): Promise<number> {
  const sorted = (search: string) => [...new URLSearchParams(search)].map(String).sort().join('&');
  await expect
    .poll(
      async () => {
        const shown = await page.getByTestId('results').getAttribute('data-search');
        return shown !== 'loading' && sorted(shown ?? '') === sorted(new URL(page.url()).search);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const text = await page.getByTestId('result-total').textContent({ timeout: 30_000 });
  return Number((text ?? '').replace(/,/g, ''));
}
