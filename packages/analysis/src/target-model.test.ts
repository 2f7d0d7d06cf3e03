import { describe, expect, it } from 'vitest';
import { GaussianProcess } from './gaussian-process.js';
import { fitModel } from './model.js';
import { Random } from './random.js';
import { innerCvPlan } from './target-model.js';

describe('innerCvPlan', () => {
  // Decision 0038: on few rows each inner fit must see nearly all of them (10 folds: 90 %), or its
  // residuals overstate the full fit's error and the intervals come out too wide.
  it('uses 10 folds (at most 2 repeats) up to 150 rows and 5 folds (at most 3 repeats) above', () => {
    expect(innerCvPlan(52)).toEqual({ folds: 10, repeats: 2 });
    expect(innerCvPlan(150)).toEqual({ folds: 10, repeats: 2 });
    expect(innerCvPlan(151)).toEqual({ folds: 5, repeats: 2 });
    expect(innerCvPlan(280)).toEqual({ folds: 5, repeats: 1 });
  });
});

describe('large-data stacking', () => {
  // Decision 0065: above 300 rows the weights are learned from the GP's leave-group-out predictions of
  // every row (a 400-row sample before); a warm-started fold, which reuses the weights, keeps the sample.
  it("learns the weights from every row's GP held-out prediction; a warm start calibrates on a sample", () => {
    const rng = new Random(8);
    const X = Array.from({ length: 440 }, () => [rng.next(), rng.next(), rng.next()]);
    const Y = X.map((x) => [Math.sin(4 * x[0]!) + x[1]! + 0.05 * rng.normal()]);
    const gpHeldOut = (m: ReturnType<typeof fitModel>) => {
      const gp = m.targets[0]!.members.find((s) => s.learner instanceof GaussianProcess)!.learner;
      return Array.from(gp.outOfSample().mean);
    };
    const full = fitModel(X, Y, { seed: 1, features: 'inputs' });
    // Above 300 rows the stack tries the GP and boosting only (decision 0066).
    expect(full.summary()[0]!.candidates.map((c) => c.learner)).toEqual([
      'gaussian-process',
      'gradient-boosting',
    ]);
    expect(gpHeldOut(full).every(Number.isFinite)).toBe(true);
    const fold = fitModel(X.slice(0, 420), Y.slice(0, 420), { seed: 2, features: 'inputs', warmStart: full });
    const finite = gpHeldOut(fold).filter(Number.isFinite).length;
    expect(finite).toBeGreaterThanOrEqual(400);
    expect(finite).toBeLessThan(420);
  });
});
