/** Number rounding and formatting shared by the generators. */

/** Rounds to a multiple of `step` (0.1, 5, 10 …) without binary noise. */
export function roundTo(value: number, step: number): number {
  return clean(Math.round(value / step) * step, step);
}

export function floorTo(value: number, step: number): number {
  return clean(Math.floor(value / step + 1e-9) * step, step);
}

export function ceilTo(value: number, step: number): number {
  return clean(Math.ceil(value / step - 1e-9) * step, step);
}

function decimalsOf(step: number): number {
  if (step >= 1) return 0;
  return Math.min(6, Math.max(0, Math.ceil(-Math.log10(step) - 1e-9)));
}

const SCALES = new Map<number, number>();

/** A multiple of `step` without binary noise (0.30000000000000004 → 0.3). */
function clean(value: number, step: number): number {
  let scale = SCALES.get(step);
  if (scale === undefined) {
    scale = 10 ** decimalsOf(step);
    SCALES.set(step, scale);
  }
  const result = Math.round(value * scale) / scale;
  return result === 0 ? 0 : result;
}

/** Rounds to `digits` significant digits. */
export function roundSig(value: number, digits: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  return Number(value.toPrecision(digits));
}

/** A step that gives about 2–3 significant digits for a value of this size. */
export function niceStep(magnitude: number): number {
  const m = Math.abs(magnitude);
  if (m >= 5000) return 100;
  if (m >= 1000) return 50;
  if (m >= 200) return 10;
  if (m >= 50) return 5;
  if (m >= 10) return 1;
  if (m >= 2) return 0.5;
  if (m >= 0.5) return 0.1;
  if (m >= 0.1) return 0.05;
  if (m >= 0.02) return 0.01;
  return 0.001;
}

/** As printed in Japanese text: "2000", "0.5", "12.5" (no trailing zeros, no separators). */
export function fmt(value: number): string {
  if (Number.isInteger(value)) return String(value);
  return String(Number(value.toFixed(6)));
}

/** With thousands separators, as datasheets print: "2,400", "24,500", "0.905". */
export function fmtGrouped(value: number): string {
  const [int, frac] = fmt(Math.abs(value)).split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}
