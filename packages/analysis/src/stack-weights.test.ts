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

describe('stacking weights on small data', () => {
  // Eight members that share an error and each add their own (standard deviations below), as the
  // raw and log versions of four learners do: the best blend weights each by 1/σ², and a weight
  // vector w costs Σ wⱼ² σⱼ² more squared error than that on new rows.
  const sds = [1, 1, 1, 1, 1.2, 1.2, 1.5, 2];
  const risk = (w: readonly number[]) => w.reduce((a, v, j) => a + v * v * sds[j]! ** 2, 0);
  const precision = sds.map((s) => 1 / s ** 2);
  const total = precision.reduce((a, v) => a + v, 0);
  const oracle = risk(precision.map((p) => p / total));

  it('generalise better than least squares fitted on the same 50 rows', () => {
    const rows = 50;
    let selected = 0;
    let leastSquares = 0;
    for (let r = 0; r < 40; r++) {
      const rng = new Random(100 + r);
      const truth = Array.from({ length: rows }, () => 3 * rng.normal());
      const shared = truth.map(() => 0.5 * rng.normal());
      const m = sds.map((sd) => Float64Array.from(truth, (t, i) => t + shared[i]! + sd * rng.normal()));
      selected += risk(stackWeights(m, truth, { rows, rng: new Random(r) })) / oracle - 1;
      leastSquares += risk(stackWeights(m, truth)) / oracle - 1;
    }
    // Bagged NNLS (the previous small-data weights) had 0.84 of plain NNLS's excess error here.
    expect(selected / leastSquares).toBeLessThan(0.8);
  });

  it('start from the member with the smallest held-out error', () => {
    const rows = 30;
    const rng = new Random(5);
    const truth = Array.from({ length: rows }, () => rng.normal());
    const good = Float64Array.from(truth, (t) => t + 0.2 * rng.normal());
    // Two members whose errors cancel exactly on these rows: least squares takes the pair and drops
    // the best member, selection only adds a member when the running average's error falls.
    const u = truth.map(() => 2 * rng.normal());
    const up = Float64Array.from(truth, (t, i) => t + u[i]!);
    const down = Float64Array.from(truth, (t, i) => t - u[i]!);
    expect(stackWeights([good, up, down], truth)[0]).toBeLessThan(0.05);
    expect(stackWeights([good, up, down], truth, { rows, rng: new Random(1) })[0]).toBeGreaterThan(0.5);
  });
});
