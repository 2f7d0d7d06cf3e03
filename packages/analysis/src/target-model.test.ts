import { describe, expect, it } from 'vitest';
import { Random } from './random.js';
import { fitTargetModel, innerCvPlan } from './target-model.js';

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

describe('fitTargetModel candidates', () => {
  // Decision 0045: on small data the stack also considers boosting at scikit-learn's default settings
  // (depth 3, 100 rounds, no search), beside the boosting whose rounds an inner CV of the few rows
  // chooses; above 300 rows, where the inner choice is precise and each member costs a full fit, not.
  const data = (n: number) => {
    const rng = new Random(7);
    const rows = Array.from({ length: n }, () => [rng.next(), rng.next(), rng.next()]);
    const values = rows.map((x) => 4 * x[0]! + (x[1]! > 0.5 ? 2 : 0) + 0.3 * rng.normal());
    return { rows, values, groups: Int32Array.from(rows, (_, i) => i) };
  };
  const options = { kind: 'auto', targetTransform: 'none', coverage: 0.9 } as const;
  const boosting = (n: number) => {
    const d = data(n);
    return fitTargetModel(d.rows, d.values, d.groups, new Random(1), options).candidates.filter(
      (c) => c.learner === 'gradient-boosting',
    );
  };

  it('has a second, unsearched boosting member up to 300 rows and one boosting member above', () => {
    const small = boosting(60);
    expect(small).toHaveLength(2);
    expect(small[0]!.outOfSampleRmse).not.toBeCloseTo(small[1]!.outOfSampleRmse, 6);
    expect(boosting(320)).toHaveLength(1);
  });
});
