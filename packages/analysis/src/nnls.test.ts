import { describe, expect, it } from 'vitest';
import { nonNegativeLeastSquares } from './nnls.js';
import { Random } from './random.js';
import { stackWeights } from './stack-weights.js';

describe('non-negative least squares', () => {
  it('recovers a known non-negative mixture', () => {
    const rng = new Random(2);
    const cols = Array.from({ length: 4 }, () => Float64Array.from({ length: 200 }, () => rng.normal()));
    const truth = [0.6, 0, 0.3, 0.1];
    const b = Float64Array.from({ length: 200 }, (_, i) =>
      truth.reduce((s, w, j) => s + w * cols[j]![i]!, 0),
    );
    const w = nonNegativeLeastSquares(cols, b);
    w.forEach((v, j) => expect(v).toBeCloseTo(truth[j]!, 8));
  });

  it('keeps weights non-negative where unconstrained least squares would go negative', () => {
    const rng = new Random(3);
    const a = Float64Array.from({ length: 100 }, () => rng.normal());
    const c = Float64Array.from({ length: 100 }, () => rng.normal());
    const b = Float64Array.from(a, (v, i) => v - 0.5 * c[i]! + 0.01 * rng.normal());
    const w = nonNegativeLeastSquares([a, c], b);
    expect(w[1]).toBe(0);
    expect(w[0]).toBeGreaterThan(0.9);
  });

  it('handles identical columns without failing', () => {
    const a = Float64Array.from({ length: 50 }, (_, i) => Math.sin(i));
    const w = nonNegativeLeastSquares(
      [a, a],
      Float64Array.from(a, (v) => 2 * v),
    );
    expect(w.every((v) => v >= 0)).toBe(true);
    expect(w[0]! + w[1]!).toBeCloseTo(2, 8);
  });
});

describe('stack weights', () => {
  it('weights the better member most, sum to one, and drop a useless one', () => {
    const rng = new Random(4);
    const truth = Array.from({ length: 300 }, () => rng.normal());
    const good = Float64Array.from(truth, (v) => v + 0.3 * rng.normal());
    const fair = Float64Array.from(truth, (v) => v + 0.6 * rng.normal());
    const useless = Float64Array.from(truth, () => rng.normal());
    const w = stackWeights([good, fair, useless], truth);
    expect(w.reduce((a, v) => a + v, 0)).toBeCloseTo(1, 12);
    expect(w.every((v) => v >= 0)).toBe(true);
    expect(w[0]).toBeGreaterThan(w[1]!);
    expect(w[1]).toBeGreaterThan(0);
    expect(w[2]).toBeLessThan(0.05);
  });

  it('ignores rows that a member could not predict', () => {
    const truth = [1, 2, 3, 4, 5, 6];
    const a = Float64Array.from([1, 2, 3, 4, 5, 6]);
    const b = Float64Array.from([NaN, 0, 0, 0, 0, 0]);
    expect(stackWeights([a, b], truth)).toEqual([1, 0]);
  });
});
