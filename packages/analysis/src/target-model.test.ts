import { describe, expect, it } from 'vitest';
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
