import { describe, expect, it } from 'vitest';
import { assignGroupFolds } from './groups.js';
import { Random } from './random.js';
import { crossFittedStack, stackWeights } from './stack-weights.js';

const N = 40;
const folds = assignGroupFolds(
  Int32Array.from({ length: N }, (_, i) => i),
  5,
  7,
);

/** A good member and two that are the good one plus noise (worth nothing in a blend). */
function noisyCopies(seed: number) {
  const rng = new Random(seed);
  const truth = Array.from({ length: N }, () => rng.normal() * 3);
  const good = Float64Array.from(truth, (t) => t + rng.normal());
  const copies = [0, 1].map(() => Float64Array.from(good, (g) => g + 2 * rng.normal()));
  return { truth, members: [good, ...copies] };
}

describe('cross-fitted stacking weights', () => {
  it('keeps weight off members that only fit the stacking rows by chance', () => {
    let plain = 0;
    let crossFitted = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const { truth, members } = noisyCopies(seed);
      const nnls = stackWeights(members, truth);
      const stack = crossFittedStack(members, truth, N, folds, 5, new Random(9));
      expect(stack.weights.reduce((a, v) => a + v, 0)).toBeCloseTo(1, 12);
      expect(stack.weights[0]).toBeGreaterThanOrEqual(nnls[0]! - 1e-12);
      plain += 1 - nnls[0]!;
      crossFitted += 1 - stack.weights[0]!;
    }
    // Plain NNLS gives the noisy copies 0.31 of the weight summed over the six draws; the
    // cross-fitted choice 0.18 (four of the six draws: the good member alone).
    expect(crossFitted).toBeLessThan(0.6 * plain);
  });

  it('keeps a real blend of members whose errors are independent', () => {
    for (let seed = 2; seed <= 6; seed++) {
      const rng = new Random(seed);
      const truth = Array.from({ length: N }, () => rng.normal() * 3);
      const a = Float64Array.from(truth, (t) => t + rng.normal());
      const b = Float64Array.from(truth, (t) => t + rng.normal());
      const stack = crossFittedStack([a, b], truth, N, folds, 5, new Random(9));
      expect(stack.shrinkage).toBeGreaterThanOrEqual(0.75);
      expect(Math.min(...stack.weights)).toBeGreaterThan(0.2);
    }
  });

  it('gives every fold weights learned without it', () => {
    const { truth, members } = noisyCopies(1);
    const stack = crossFittedStack(members, truth, N, folds, 5, new Random(9));
    expect(stack.foldWeights).toHaveLength(5);
    // The fold weights differ from fold to fold (they saw different rows) and each sums to one.
    for (const w of stack.foldWeights) expect(w.reduce((a, v) => a + v, 0)).toBeCloseTo(1, 12);
    expect(new Set(stack.foldWeights.map((w) => w.map((v) => v.toFixed(6)).join())).size).toBeGreaterThan(1);
  });
});
