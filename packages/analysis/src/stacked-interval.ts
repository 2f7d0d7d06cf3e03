/**
 * The stack's interval as a nested family in one factor F (decision 0054): each member's 90 %
 * half-width q·σ is scaled by F in the space the member was fitted in (log for a log-target member)
 * and mapped back, and the bounds are the members' weighted sum,
 *
 *   lower(F) = Σ wⱼ · backⱼ(μⱼ − F·qⱼσⱼ),   upper(F) = Σ wⱼ · backⱼ(μⱼ + F·qⱼσⱼ).
 *
 * F = 0 gives the stacked mean; both bounds move monotonically with F, so the smallest F whose
 * interval contains a held-out value is a conformal score of nested prediction sets (Gupta,
 * Kuchibhotla and Ramdas 2022), and the conformal quantile of those scores (by predicted level,
 * conformal.ts) is the factor at prediction time.
 *
 * Before, the factor scaled the stacked half-widths after the back-transform: lower = mean −
 * F·(mean − Σ wⱼ backⱼ(μⱼ − qⱼσⱼ)). For a raw-unit member the two are the same; for a log member the
 * full 90 % bound exp(μ + qσ) entered the stack and only then was shrunk (F was about 0.5 on the
 * acrylate folds), so a row where the log GP's σ was large took an upper bound of about 100 times its
 * mean (acrylate Young's modulus: 73,000 MPa for a prediction of 748), while the one factor, held down
 * by those rows' easy scores, left rows elsewhere uncovered. Scaling inside the log keeps the bound
 * multiplicative, as the member's own interval is. Over fold seeds 1–3 of the reference bench the
 * mean width of Young's modulus fell 1,311 → 710 MPa (coverage 0.891 → 0.896) and peak stress came
 * into the 0.88–0.92 band (0.924 → 0.919); members in raw units keep their intervals exactly.
 */
import type { TargetScaler } from './scaling.js';

/** One member's part of a stacked prediction at one row. */
export interface MemberSpread {
  weight: number;
  scaler: TargetScaler;
  /** Mean and conformal 90 % half-width (q·σ) in the member's own (transformed, standardised) space. */
  mean: number;
  half: number;
}

/** The stacked bound at factor F on one side (+1 upper, −1 lower); F = 0 gives the stacked mean. */
export function stackedBound(parts: readonly MemberSpread[], factor: number, side: 1 | -1): number {
  let s = 0;
  for (const p of parts) {
    if (!(p.weight > 0)) continue;
    s += p.weight * p.scaler.backward(factor === 0 ? p.mean : p.mean + side * factor * p.half);
  }
  return s;
}

/** Doublings of the factor searched before a value counts as out of every interval. */
const MAX_DOUBLINGS = 60;
/** Bisection steps (relative precision about 2⁻⁵⁰). */
const BISECTIONS = 50;

/**
 * The smallest factor whose stacked interval contains `value` (0 at the stacked mean; Infinity when
 * no interval does, e.g. every half-width is zero; NaN for a missing prediction).
 */
export function containingFactor(parts: readonly MemberSpread[], value: number): number {
  const mean = stackedBound(parts, 0, 1);
  if (Number.isNaN(mean) || Number.isNaN(value)) return NaN;
  if (value === mean) return 0;
  const side = value > mean ? 1 : -1;
  // All members in raw units: the bound is linear in F, so the factor is exact.
  if (parts.every((p) => !(p.weight > 0) || p.scaler.transform === 'none')) {
    const slope = parts.reduce((s, p) => (p.weight > 0 ? s + p.weight * p.half * p.scaler.scale : s), 0);
    return slope > 0 ? Math.abs(value - mean) / slope : Infinity;
  }
  const reaches = (f: number) => side * (stackedBound(parts, f, side) - value) >= 0;
  let hi = 1;
  for (let k = 0; !reaches(hi); k++) {
    if (k >= MAX_DOUBLINGS) return Infinity;
    hi *= 2;
  }
  let lo = hi === 1 ? 0 : hi / 2;
  for (let k = 0; k < BISECTIONS; k++) {
    const mid = (lo + hi) / 2;
    if (reaches(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}
