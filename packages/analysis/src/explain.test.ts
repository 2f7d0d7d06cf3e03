import { describe, expect, it } from 'vitest';
import { explainPredictions, shapleyContributions } from './explain.js';
import { fitModel } from './model.js';
import { Random } from './random.js';

describe('per-prediction explanations', () => {
  it('credits a linear function exactly with w·(x − reference), per target', () => {
    const w = [2, -3, 0, 0.5];
    const f = (rows: number[][]) => rows.map((r) => [r.reduce((s, v, k) => s + w[k]! * v, 1), 10 - r[0]!]);
    const x = [1, 2, 5, -4];
    const ref = [0, 1, 5, 0];
    const s = shapleyContributions(f, x, ref, 4, new Random(1));
    expect(s.contributions[0]!.map((c) => Number(c.toFixed(12)))).toEqual([2, -3, 0, -2]);
    expect(s.contributions[1]!.map((c) => Number(c.toFixed(12)))).toEqual([-1, 0, 0, 0]);
    expect(s.prediction[0]! - s.baseline[0]!).toBeCloseTo(-3, 12);
  });

  it('splits an interaction evenly between the two inputs that make it', () => {
    const s = shapleyContributions(
      (rows) => rows.map((r) => [r[0]! * r[1]!]),
      [2, 3],
      [0, 0],
      3,
      new Random(2),
    );
    expect(s.contributions[0]![0]).toBeCloseTo(3, 12);
    expect(s.contributions[0]![1]).toBeCloseTo(3, 12);
  });

  it('explains a fitted model: contributions add up to prediction − baseline, with the signs of the slopes', () => {
    const rng = new Random(4);
    const X = Array.from({ length: 80 }, () => [rng.uniform(0, 10), rng.uniform(0, 10), rng.uniform(0, 10)]);
    const Y = X.map((x) => [5 + 3 * x[0]! - 2 * x[1]! + 0.01 * x[2]! + 0.05 * rng.normal()]);
    const model = fitModel(X, Y, { kind: 'ridge', inputNames: ['A', 'B', 'C'], targetNames: ['強度'] });
    const rows = [
      [9, 1, 5],
      [1, 9, 5],
    ];
    const [high, low] = explainPredictions(model, rows).map((e) => e[0]!);
    const means = model.predictMeans(rows);
    for (const [e, mean] of [
      [high!, means[0]![0]!],
      [low!, means[1]![0]!],
    ] as const) {
      const sum = e.contributions.reduce((s, c) => s + c.contribution, 0);
      expect(e.prediction).toBeCloseTo(mean, 9);
      expect(e.baseline + sum).toBeCloseTo(e.prediction, 9);
      expect(
        e.contributions
          .map((c) => c.name)
          .slice(0, 2)
          .sort(),
      ).toEqual(['A', 'B']);
      expect(Math.abs(e.contributions[2]!.contribution)).toBeLessThan(0.2);
    }
    const by = (e: typeof high, name: string) => e!.contributions.find((c) => c.name === name)!.contribution;
    // A above its median raises the prediction; B below its median raises it too (negative slope).
    expect(by(high, 'A')).toBeGreaterThan(5);
    expect(by(high, 'B')).toBeGreaterThan(5);
    expect(by(low, 'A')).toBeLessThan(-5);
    expect(by(low, 'B')).toBeLessThan(-5);
  });
});
