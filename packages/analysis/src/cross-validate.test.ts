import { describe, expect, it } from 'vitest';
import { assignFolds, crossValidate } from './cross-validate.js';

describe('crossValidate', () => {
  it('keeps repeated compositions in one fold and balances the folds', () => {
    const X = Array.from({ length: 40 }, (_, i) => [i % 13, 1]);
    const folds = assignFolds(X, 5, 1);
    X.forEach((x, i) => X.forEach((y, j) => x[0] === y[0] && expect(folds[i]).toBe(folds[j])));
    const sizes = [0, 1, 2, 3, 4].map((f) => folds.filter((v) => v === f).length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(4);
    expect(assignFolds(X, 5, 1)).toEqual(folds);
  });

  it('returns pooled metrics and out-of-fold predictions per target', () => {
    const X = Array.from({ length: 30 }, (_, i) => [i, (i * 7) % 5]);
    const Y = X.map((x, i) => [2 * x[0]! + x[1]!, i === 3 ? null : x[1]!]);
    const cv = crossValidate(X, Y, { k: 3, seed: 2, model: { kind: 'ridge', targetNames: ['a', 'b'] } });
    expect(cv.k).toBe(3);
    expect(cv.targets['a']!.n).toBe(30);
    expect(cv.targets['b']!.n).toBe(29);
    expect(cv.targets['a']!.r2).toBeGreaterThan(0.99);
    expect(cv.predictions['a']!.every((p) => p.fold >= 0 && p.fold < 3)).toBe(true);
    expect(crossValidate(X, Y, { k: 3, seed: 2, model: { kind: 'ridge' } }).targets).toEqual(
      crossValidate(X, Y, { k: 3, seed: 2, model: { kind: 'ridge' } }).targets,
    );
  });
});
