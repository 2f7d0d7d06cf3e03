import { describe, expect, it } from 'vitest';
import { applicabilityDomain } from './applicability-domain.js';
import { featureImportance } from './feature-importance.js';
import { fitModel } from './model.js';
import { Random } from './random.js';

describe('applicability domain', () => {
  const rng = new Random(2);
  const X = Array.from({ length: 60 }, () => [rng.uniform(0, 10), rng.uniform(0, 10)]);
  X.push([...X[0]!]); // a repeat measurement
  const Y = X.map((x) => [x[0]! + 0.1 * rng.normal()]);
  const model = fitModel(X, Y, { kind: 'ridge' });

  it('scores training points inside and distant points outside', () => {
    const [onTraining, far, edge] = applicabilityDomain(model, [X[5]!, [60, -40], [5, 5]]);
    expect(onTraining!.inside).toBe(true);
    expect(onTraining!.score).toBeGreaterThan(0.5);
    expect(onTraining!.nearest[0]).toEqual({ index: 5, distance: 0 });
    expect(far!.inside).toBe(false);
    expect(far!.score).toBeLessThan(0.01);
    expect(edge!.score).toBeGreaterThan(far!.score);
    const d = onTraining!.nearest.map((n) => n.distance);
    expect(d).toEqual(d.slice().sort((a, b) => a - b));
  });

  it('reports a repeated composition once, by its first row', () => {
    const [a] = applicabilityDomain(model, [X[0]!], { nearest: 2 });
    expect(a!.nearest[0]!.index).toBe(0);
    expect(a!.nearest[1]!.distance).toBeGreaterThan(0);
  });
});

describe('feature importance', () => {
  it('finds the input the target depends on', () => {
    const rng = new Random(4);
    const X = Array.from({ length: 80 }, () => [rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-1, 1)]);
    const Y = X.map((x) => [Math.sin(3 * x[1]!) + 0.05 * rng.normal()]);
    const model = fitModel(X, Y, { kind: 'gaussian-process', inputNames: ['a', 'b', 'c'] });
    const imp = featureImportance(model, { seed: 1 })['y1']!;
    expect(imp.map((i) => i.input)).toEqual(['a', 'b', 'c']);
    expect(imp[1]!.importance).toBeGreaterThan(0.8);
    expect(imp.reduce((s, i) => s + i.importance, 0)).toBeCloseTo(1, 10);
    expect(imp[1]!.ardShare).toBeGreaterThan(0.8);
    expect(featureImportance(model, { seed: 1 })).toEqual(featureImportance(model, { seed: 1 }));
  });
});
