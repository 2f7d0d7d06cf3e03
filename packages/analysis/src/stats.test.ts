import { describe, expect, it } from 'vitest';
import {
  conformalQuantile,
  normalCdf,
  normalQuantile,
  quantile,
  regressionMetrics,
  skewness,
} from './stats.js';

describe('statistics', () => {
  it('computes quantiles and the finite-sample conformal quantile', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
    const scores = Array.from({ length: 19 }, (_, i) => i + 1);
    expect(conformalQuantile(scores, 0.9)).toBe(18); // ⌈20 · 0.9⌉ = 18th smallest
    expect(conformalQuantile([1, 2, NaN, Infinity], 0.5)).toBe(2);
  });

  it('inverts the normal distribution', () => {
    expect(normalQuantile(0.95)).toBeCloseTo(1.6448536, 6);
    expect(normalQuantile(0.5)).toBeCloseTo(0, 12);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.0902323, 6);
    expect(normalCdf(1.6448536)).toBeCloseTo(0.95, 6);
  });

  it('scores predictions', () => {
    const m = regressionMetrics([1, 2, 3, 4], [1, 2, 3, 5], [0, 0, 0, 0], [2, 3, 4, 3.5]);
    expect(m.rmse).toBeCloseTo(0.5, 12);
    expect(m.mae).toBeCloseTo(0.25, 12);
    expect(m.r2).toBeCloseTo(1 - 1 / 5, 12);
    expect(m.coverage90).toBe(0.75);
    expect(skewness([1, 1, 1, 10])).toBeGreaterThan(0);
  });
});
