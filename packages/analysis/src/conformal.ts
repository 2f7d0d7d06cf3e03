/**
 * Conformal calibration of prediction intervals. A learner gives, for each training row, an
 * out-of-sample prediction μ and scale σ (leave-group-out for the GP, out-of-bag for forests,
 * leave-one-out for ridge). The normalised non-conformity scores |y − μ| / σ give the multiplier q
 * such that [μ − qσ, μ + qσ] covers the chosen share of new points (finite-sample conformal quantile).
 * This corrects a mis-specified GP variance and gives trees an interval at all.
 */
import type { LearnerPrediction } from './learner.js';
import { conformalQuantile } from './stats.js';

export function calibrateMultiplier(
  y: ArrayLike<number>,
  outOfSample: LearnerPrediction,
  level: number,
): number {
  const scores: number[] = [];
  for (let i = 0; i < y.length; i++) {
    const s = outOfSample.scale[i]!;
    if (s > 0) scores.push(Math.abs(y[i]! - outOfSample.mean[i]!) / s);
  }
  const q = conformalQuantile(scores, level);
  return Number.isFinite(q) && q > 0 ? q : 1.645;
}
