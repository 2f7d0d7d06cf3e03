import { describe, expect, it } from 'vitest';
import { assignGroupFolds } from './groups.js';
import { Random } from './random.js';
import { crossFittedStack } from './stack-weights.js';

const N = 40;
const folds = assignGroupFolds(
  Int32Array.from({ length: N }, (_, i) => i),
  5,
  7,
);

/** A good member and a poor one (the good one plus noise). */
function members(seed: number) {
  const rng = new Random(seed);
  const truth = Array.from({ length: N }, () => rng.normal() * 3);
  const good = Float64Array.from(truth, (t) => t + rng.normal());
  const poor = Float64Array.from(good, (g) => g + 2 * rng.normal());
  return { truth, members: [good, poor] };
}

describe('cross-fitted stacking weights', () => {
  it('learns each fold’s weights without that fold’s rows', () => {
    const { truth, members: m } = members(1);
    const stack = crossFittedStack(m, truth, N, folds, 5, new Random(9));
    // Swap which member is right on the rows of fold 0 only: the weights learned without fold 0
    // cannot change, the others (and the weights on all rows) move toward the poor member.
    const changed = truth.map((t, i) => (folds[i] === 0 ? m[1]![i]! : t));
    const moved = crossFittedStack(m, changed, N, folds, 5, new Random(9));
    expect(moved.foldWeights[0]).toEqual(stack.foldWeights[0]);
    for (let f = 1; f < 5; f++) expect(moved.foldWeights[f]![1]).toBeGreaterThan(stack.foldWeights[f]![1]!);
    expect(moved.weights[1]).toBeGreaterThan(stack.weights[1]!);
  });

  it('gives weights that sum to one on all rows and in every fold', () => {
    const { truth, members: m } = members(2);
    const stack = crossFittedStack(m, truth, N, folds, 5, new Random(9));
    for (const w of [stack.weights, ...stack.foldWeights]) {
      expect(w.reduce((a, v) => a + v, 0)).toBeCloseTo(1, 12);
      expect(w[0]).toBeGreaterThan(w[1]!);
    }
  });
});
