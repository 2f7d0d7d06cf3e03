import { describe, expect, it } from 'vitest';
import { factorAt, levelConformalFactors } from './conformal.js';
import { Random } from './random.js';
import { conformalQuantile } from './stats.js';

/** Predictions in [0, 1] whose errors grow with the predicted level (half-width 1 everywhere). */
function heteroscedastic(n: number, rng: Random) {
  const predicted = Float64Array.from({ length: n }, () => rng.next());
  const actual = Float64Array.from(predicted, (p) => p + (0.1 + p) * rng.normal());
  const scores = Float64Array.from(actual, (a, i) => Math.abs(a - predicted[i]!));
  return { predicted, actual, scores };
}

function coverageByTercile(data: ReturnType<typeof heteroscedastic>, factor: (p: number) => number) {
  const hits = [0, 0, 0];
  const counts = [0, 0, 0];
  data.predicted.forEach((p, i) => {
    const t = Math.min(2, Math.floor(p * 3));
    counts[t]!++;
    if (data.scores[i]! <= factor(p)) hits[t]!++;
  });
  return hits.map((h, t) => h / counts[t]!);
}

describe('level-conditioned conformal factors', () => {
  it('hold 90 % coverage in every third of the predicted range on fresh data (3,000 rows)', () => {
    const calibration = heteroscedastic(3000, new Random(1));
    const fresh = heteroscedastic(6000, new Random(2));
    const levels = levelConformalFactors(calibration.predicted, calibration.scores, 0.9);
    expect(factorAt(levels, 0.9)).toBeGreaterThan(factorAt(levels, 0.1));
    for (const c of coverageByTercile(fresh, (p) => factorAt(levels, p))) {
      expect(c).toBeGreaterThan(0.87);
      expect(c).toBeLessThan(0.93);
    }
    // One factor for everything misses the top third.
    const single = conformalQuantile(calibration.scores, 0.9);
    expect(coverageByTercile(fresh, () => single)[2]).toBeLessThan(0.85);
  });

  it('hold coverage at the low and high ends on a small calibration set (120 rows)', () => {
    // Three bins needed 160 rows: 120 rows got one factor, which under-covers the top third here.
    const calibration = heteroscedastic(120, new Random(5));
    const fresh = heteroscedastic(6000, new Random(6));
    const levels = levelConformalFactors(calibration.predicted, calibration.scores, 0.9);
    expect(factorAt(levels, 0.9)).toBeGreaterThan(2 * factorAt(levels, 0.1));
    const [low, , top] = coverageByTercile(fresh, (p) => factorAt(levels, p));
    expect(low).toBeGreaterThan(0.85);
    expect(top).toBeGreaterThan(0.85);
    expect(top).toBeLessThan(0.97);
  });

  it('interpolate between knots and stay constant beyond the range', () => {
    const levels = { knots: [0, 1, 2], factors: [1, 3, 4] };
    expect(factorAt(levels, -5)).toBe(1);
    expect(factorAt(levels, 0.5)).toBeCloseTo(2, 12);
    expect(factorAt(levels, 1.5)).toBeCloseTo(3.5, 12);
    expect(factorAt(levels, 9)).toBe(4);
  });

  it('use one factor when there are too few held-out predictions to rank', () => {
    const small = heteroscedastic(15, new Random(3));
    const levels = levelConformalFactors(small.predicted, small.scores, 0.9);
    expect(levels.knots).toEqual([]);
    expect(levels.factors[0]).toBeCloseTo(conformalQuantile(small.scores, 0.9), 12);
  });
});

describe('finite-sample correction of repeated cross-validation scores', () => {
  it('counts rows, not repeats', () => {
    const scores = [0.5, 1, 1.5, 2, 2.5];
    const repeated = [...scores, ...scores, ...scores];
    // 5 rows: the corrected 90 % rank (6 of 5) lies beyond the largest score, so it is extrapolated.
    expect(conformalQuantile(scores, 0.9)).toBeCloseTo(3, 12);
    expect(conformalQuantile(repeated, 0.9, 5)).toBeCloseTo(3, 12);
    // Counted as 15 independent scores, the correction is too small.
    expect(conformalQuantile(repeated, 0.9)).toBeCloseTo(2.5, 12);
  });

  it('gives the same factors for rows scored three times as for rows scored once', () => {
    const once = heteroscedastic(200, new Random(4));
    const thrice = (a: Float64Array) => Float64Array.from([...a, ...a, ...a]);
    const single = levelConformalFactors(once.predicted, once.scores, 0.9);
    const repeated = levelConformalFactors(thrice(once.predicted), thrice(once.scores), 0.9, 3);
    const p = [0.05, 0.3, 0.6, 0.95];
    p.forEach((v) => expect(Math.abs(factorAt(repeated, v) / factorAt(single, v) - 1)).toBeLessThan(0.02));
  });
});
