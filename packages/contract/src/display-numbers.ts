/**
 * How many decimals a measured value is shown with, on every page and in every CSV (issue 17, point 10:
 * 128.467115 in a CSV where the page shows 128.5). Grouped by magnitude as a datasheet prints them: none from
 * 1,000, one from 100, two from 1, and below 1 four significant digits (0.3862, 0.00001235). The integer
 * digits are never cut (12,345 stays 12,345).
 */
export function shownDecimals(value: number): number {
  const abs = Math.abs(value);
  if (!Number.isFinite(abs) || abs === 0) return 0;
  if (abs >= 1000) return 0;
  if (abs >= 100) return 1;
  if (abs >= 1) return 2;
  return Math.min(20, 3 - Math.floor(Math.log10(abs)));
}

/** The value rounded as it is shown (shownDecimals): what a CSV cell holds for the number a page prints. */
export function roundShown(value: number): number {
  if (!Number.isFinite(value)) return value;
  return Number(value.toFixed(shownDecimals(value)));
}
