import { describe, expect, it } from 'vitest';
import { datasetById, loadDataset } from '../bench/datasets.js';
import { assignFolds, crossValidate } from './cross-validate.js';
import type { LearnerKind } from './model.js';

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

  // The model choice is made by measurement: on the real data, the chosen model ('auto') must beat
  // a linear model and a plain random forest under the same folds (seed 1). Acrylate holds peak
  // strain, whose few extreme values once made the inner choice lose to the random forest.
  for (const id of ['concrete-slump', 'perovskite', 'acrylate']) {
    it(`chosen model beats ridge and random forest on ${id}`, { timeout: 300_000 }, () => {
      const spec = datasetById(id);
      const d = loadDataset(spec);
      const r2 = (kind: LearnerKind) =>
        crossValidate(d.X, d.Y, {
          k: 5,
          seed: 1,
          model: { kind, targetNames: spec.targets, targetTransform: kind === 'auto' ? 'auto' : 'none' },
        }).targets;
      const chosen = r2('auto');
      const ridge = r2('ridge');
      const forest = r2('random-forest');
      for (const t of spec.targets) {
        expect(chosen[t]!.r2).toBeGreaterThan(ridge[t]!.r2);
        expect(chosen[t]!.r2).toBeGreaterThan(forest[t]!.r2);
        expect(chosen[t]!.coverage90).toBeGreaterThan(0.8);
        expect(chosen[t]!.coverage90).toBeLessThan(0.98);
      }
    });
  }
});
