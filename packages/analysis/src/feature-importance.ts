/**
 * Feature importance per target by permutation: how much the model's error on its training rows grows
 * when one input column is shuffled (mean over repeats, fixed seed). Reported as the RMSE increase in
 * the target's units and as a share of the total increase. When a GP member is in the model, its ARD
 * relevance (1/ℓ², normalised to shares) is given too.
 */
import { GaussianProcess } from './gaussian-process.js';
import type { Model } from './model.js';
import { Random } from './random.js';

export interface FeatureImportance {
  input: string;
  /** Share of the total permutation importance of this target (0–1, sums to 1). */
  importance: number;
  /** RMSE increase when the input is shuffled, in the target's units. */
  rmseIncrease: number;
  /** Standard deviation of the RMSE increase over the repeats. */
  std: number;
  /** Share of the GP's ARD relevance (1/ℓ²), when the model has a GP member. */
  ardShare: number | null;
}

export interface FeatureImportanceOptions {
  seed?: number;
  /** Shuffles per input (default 3). */
  repeats?: number;
  /** Training rows used at most (default 400, a seeded sample). */
  maxRows?: number;
}

export function featureImportance(
  model: Model,
  options: FeatureImportanceOptions = {},
): Record<string, FeatureImportance[]> {
  const rng = new Random(options.seed ?? 1);
  const repeats = options.repeats ?? 3;
  const all = model.trainingX.map((_, i) => i);
  const rows =
    all.length > (options.maxRows ?? 400) ? rng.shuffle(all.slice()).slice(0, options.maxRows ?? 400) : all;
  const X = rows.map((i) => model.trainingX[i]!.slice());
  const Y = rows.map((i) => model.trainingY[i]!);
  const m = model.targetNames.length;
  const d = model.inputNames.length;
  const rmse = (pred: number[][]): number[] =>
    Array.from({ length: m }, (_, j) => {
      let s = 0;
      let c = 0;
      pred.forEach((p, r) => {
        const y = Y[r]![j];
        if (y === null || y === undefined || !Number.isFinite(y)) return;
        s += (p[j]! - y) ** 2;
        c++;
      });
      return c > 0 ? Math.sqrt(s / c) : NaN;
    });
  const base = rmse(model.predictMeans(X));
  const increases = Array.from({ length: m }, () => Array.from({ length: d }, () => [] as number[]));
  for (let k = 0; k < d; k++) {
    for (let r = 0; r < repeats; r++) {
      const perm = rng.shuffle(X.map((row) => row[k]!));
      const Xp = X.map((row, i) => {
        const copy = row.slice();
        copy[k] = perm[i]!;
        return copy;
      });
      rmse(model.predictMeans(Xp)).forEach((e, j) => increases[j]![k]!.push(Math.max(0, e - base[j]!)));
    }
  }
  const result: Record<string, FeatureImportance[]> = {};
  model.targetNames.forEach((name, j) => {
    const means = increases[j]!.map((v) => v.reduce((a, b) => a + b, 0) / v.length);
    const total = means.reduce((a, b) => a + b, 0);
    const gp = model.targets[j]!.members.find((mm) => mm.learner instanceof GaussianProcess)?.learner;
    const relevance = gp ? gp.relevance() : null;
    // Columns past the inputs (a mixture total, shares between ingredients: features.ts) are left out.
    const relTotal = relevance ? relevance.slice(0, d).reduce((a, b) => a + b, 0) : 0;
    result[name] = model.inputNames.map((input, k) => {
      const v = increases[j]![k]!;
      const mu = means[k]!;
      const sd = Math.sqrt(v.reduce((a, b) => a + (b - mu) ** 2, 0) / Math.max(1, v.length - 1));
      return {
        input,
        importance: total > 0 ? mu / total : 1 / d,
        rmseIncrease: mu,
        std: sd,
        ardShare: relevance && relTotal > 0 ? relevance[k]! / relTotal : null,
      };
    });
  });
  return result;
}
