/**
 * Numbers written as `toLocaleString('ja-JP')` writes them (「1,030」「128.5」), without Intl.
 *
 * The first Intl call of a page loads ICU's locale data: 12–23 ms on this machine's Chromium, several times
 * that on a slow phone, inside the task that renders the list's result count or a detail's values (issue 17,
 * Lighthouse's blocking time). Japanese number formatting is plain — groups of three digits with 「,」, a 「.」
 * before the fraction — so the catalogue's first pages write their numbers here and meet no Intl at all.
 * Rounding is Intl's: half away from zero on the number's shortest decimal form (1.15 → 「1.2」, where
 * `toFixed(1)` gives 「1.1」 from the double's exact value), and ja-number.test.ts compares both on many
 * values. Anything beyond a plain finite number goes to Intl.
 */
export type JaNumberOptions = { minimumFractionDigits?: number; maximumFractionDigits?: number };

/** Intl's default for a plain number: at most three fraction digits. */
const DEFAULT_MAX_FRACTION = 3;

export function formatJaNumber(value: number, options: JaNumberOptions = {}): string {
  const min = options.minimumFractionDigits ?? 0;
  const max = Math.max(min, options.maximumFractionDigits ?? Math.max(min, DEFAULT_MAX_FRACTION));
  // toFixed writes exponents from 1e21 on, and takes at most 100 digits: Intl for those.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21 || max > 100)
    return value.toLocaleString('ja-JP', options);
  const negative = value < 0 || Object.is(value, -0);
  const [whole = '0', digits = ''] = roundedDecimal(Math.abs(value), max).split('.');
  const fraction = digits.replace(/0+$/, '').padEnd(min, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** `abs` (finite, ≥ 0, < 1e21) with `digits` fraction digits, rounded half up on its shortest decimal form. */
function roundedDecimal(abs: number, digits: number): string {
  // The shortest decimal that reads back as `abs`, as the integer `shown` times 10^-scale (below 1e21 the
  // exponent of toString, if any, is negative).
  const [mantissa = '0', exponent = '0'] = abs.toString().split('e');
  const [int = '0', frac = ''] = mantissa.split('.');
  const shown = (int + frac).replace(/^0+(?=\d)/, '');
  const scale = frac.length - Number(exponent);
  let scaled: string; // the result times 10^digits, as an integer
  if (scale <= digits) scaled = shown + '0'.repeat(digits - scale);
  else {
    const cut = scale - digits; // digits dropped from the end of `shown`
    const kept = shown.length > cut ? shown.slice(0, shown.length - cut) : '0';
    const firstDropped = shown.length >= cut ? Number(shown[shown.length - cut]) : 0;
    scaled = firstDropped >= 5 ? (BigInt(kept) + 1n).toString() : kept;
  }
  if (digits === 0) return scaled;
  const padded = scaled.padStart(digits + 1, '0');
  return `${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}
