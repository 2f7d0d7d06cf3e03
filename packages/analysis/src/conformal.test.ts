import { describe, expect, it } from 'vitest';
import { factorAt, levelConformalFactors } from './conformal.js';
import { Random } from './random.js';
import { conformalQuantile, expectedCoverageQuantile, normalCdf } from './stats.js';

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

  it('are conditioned on the level from 50 rows (52-row training folds scored twice)', () => {
    // Below 80 rows every small set got one factor; with the forest's residual scale the level
    // estimate on ~52 rows held every acrylate task inside 0.88–0.92 (decision 0056).
    const once = heteroscedastic(52, new Random(8));
    const twice = (a: Float64Array) => Float64Array.from([...a, ...a]);
    const levels = levelConformalFactors(twice(once.predicted), twice(once.scores), 0.9, 2);
    expect(levels.knots.length).toBeGreaterThan(1);
    expect(factorAt(levels, 0.9)).toBeGreaterThan(1.5 * factorAt(levels, 0.1));
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
    expect(levels.factors[0]).toBeCloseTo(expectedCoverageQuantile(small.scores, 0.9), 12);
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

describe('coverage aimed at the level in expectation (issue 18)', () => {
  it('is 90 % on average over small repeated calibration sets, where the rounded-up rank gave 91 %', () => {
    // 40 rows scored twice (repeated inner cross-validation: the two scores of a row are close), new
    // scores from the same |N(0, 1)|: the factor's coverage of a new score is exactly 2Φ(f) − 1.
    const rng = new Random(7);
    const rows = 40;
    const draws = 1500;
    let covered = 0;
    for (let d = 0; d < draws; d++) {
      const base = Array.from({ length: rows }, () => rng.normal());
      const scores = [0, 1].flatMap(() =>
        base.map((z) => Math.abs(z + 0.3 * rng.normal()) / Math.hypot(1, 0.3)),
      );
      const predicted = scores.map((_, i) => i % rows);
      const factor = levelConformalFactors(predicted, scores, 0.9, 2).factors[0]!;
      covered += 2 * normalCdf(factor) - 1;
    }
    // Standard error of the mean about 0.001; the rounded-up conformal rank averaged about 0.910.
    expect(covered / draws).toBeGreaterThan(0.895);
    expect(covered / draws).toBeLessThan(0.905);
  });

  it('takes the fractional rank level·(rows + 1), interpolated between neighbouring scores', () => {
    const scores = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(expectedCoverageQuantile(scores, 0.9)).toBeCloseTo(9.9, 12);
    expect(expectedCoverageQuantile(scores.slice(0, 9), 0.9)).toBeCloseTo(9, 12);
    // Rank 9.5 of 9 scores lies beyond the largest: extrapolated from it.
    expect(expectedCoverageQuantile(scores.slice(0, 9), 0.95)).toBeCloseTo(9 * (1 + 0.5 / 9), 12);
    // The guaranteed rank rounds 9.9 up to the 10th score.
    expect(conformalQuantile(scores, 0.9)).toBe(10);
  });
});
