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

/**
 * Conformal factors conditioned on the predicted level: the held-out predictions are cut into up to
 * three equal-count bins by predicted value (at least `minPerBin` scores each), and each bin gets its
 * own finite-sample quantile of the scores. One factor for the whole range under-covered the top of
 * the range on real data (0.83 with a −4.7 bias there, 0.894 overall): errors grow where the data
 * thins out, and a single quantile averages that away. With `perRow` > 1 (repeated inner
 * cross-validation) bins and the finite-sample correction count rows, not repeated scores.
 */
export interface LevelFactors {
  /** Ascending predicted-value cut points (bins − 1). */
  edges: number[];
  factors: number[];
}

export function levelConformalFactors(
  predicted: ArrayLike<number>,
  scores: ArrayLike<number>,
  level: number,
  minPerBin = 80,
  /** Scores per independent row (repeated inner cross-validation scores every row this often). */
  perRow = 1,
): LevelFactors {
  const pairs: [number, number][] = [];
  for (let i = 0; i < scores.length; i++) {
    if (Number.isFinite(predicted[i]!) && !Number.isNaN(scores[i]!)) pairs.push([predicted[i]!, scores[i]!]);
  }
  const usable = (q: number) => Number.isFinite(q) && q > 0;
  const overall = conformalQuantile(
    pairs.map((p) => p[1]),
    level,
    pairs.length / perRow,
  );
  const global = usable(overall) ? overall : 1;
  const bins = Math.min(3, Math.floor(pairs.length / perRow / minPerBin));
  if (bins <= 1) return { edges: [], factors: [global] };
  pairs.sort((a, b) => a[0] - b[0]);
  const edges: number[] = [];
  const factors: number[] = [];
  for (let b = 0; b < bins; b++) {
    const from = Math.floor((b * pairs.length) / bins);
    const to = Math.floor(((b + 1) * pairs.length) / bins);
    if (b > 0) edges.push((pairs[from - 1]![0] + pairs[from]![0]) / 2);
    const q = conformalQuantile(
      pairs.slice(from, to).map((p) => p[1]),
      level,
      (to - from) / perRow,
    );
    factors.push(usable(q) ? q : global);
  }
  return { edges, factors };
}

/** The factor for a predicted value. */
export function factorAt(calibration: LevelFactors, predicted: number): number {
  let b = 0;
  while (b < calibration.edges.length && predicted > calibration.edges[b]!) b++;
  return calibration.factors[b]!;
}
