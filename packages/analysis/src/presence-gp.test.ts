import { describe, expect, it } from 'vitest';
import { fitGaussianProcess } from './gaussian-process.js';
import { fitModel } from './model.js';
import { fitPresenceGaussianProcess, presenceColumns } from './presence-gp.js';
import { Random } from './random.js';

/** 36 recipes of two ingredients; the property jumps by 3 wherever the first one is left out. */
function jumpAtZero(seed: number) {
  const rng = new Random(seed);
  const X = Array.from({ length: 36 }, (_, i) => [i % 4 === 0 ? 0 : rng.uniform(0.02, 1), rng.next()]);
  const y = X.map(([a, b]) => (a === 0 ? 3 : 0) + 0.5 * b! + 0.05 * rng.normal());
  return { X, y };
}

describe('presenceColumns', () => {
  it('marks inputs left at zero in at least 3 rows and used in at least 3, never negative ones', () => {
    const X = [
      [0, 1, -1, 0],
      [0, 2, 0, 0],
      [0, 3, 1, 0],
      [1, 0, 0, 0],
      [2, 4, 0, 0],
      [3, 5, 2, 1],
    ];
    const p = presenceColumns(X, (k) => -k);
    expect(p.columns).toEqual([0]);
    expect(p.zeros).toEqual([-0]);
  });
});

describe('Gaussian process with presence columns', () => {
  it('predicts a jump where an ingredient is left out better than the plain GP (leave-one-out)', () => {
    const { X, y } = jumpAtZero(5);
    const rows = X.map((r) => Float64Array.from(r));
    const data = { rows, y: Float64Array.from(y), groups: Int32Array.from(y, (_, i) => i) };
    const rmse = (p: Float64Array) => Math.sqrt(p.reduce((s, v, i) => s + (v - y[i]!) ** 2, 0) / y.length);
    const plain = fitGaussianProcess(data, new Random(1));
    const presence = fitPresenceGaussianProcess(
      data,
      new Random(1),
      presenceColumns(X, () => 0),
    );
    expect(rmse(presence.outOfSample().mean)).toBeLessThan(0.7 * rmse(plain.outOfSample().mean));
    // A new recipe without the first ingredient lands on its side of the jump.
    expect(presence.predict([Float64Array.from([0, 0.5])]).mean[0]).toBeGreaterThan(2.5);
    expect(presence.relevance()).toHaveLength(2);
  });

  it("joins the 'auto' candidates on small data only when some input is left out", () => {
    const { X, y } = jumpAtZero(6);
    const kinds = (rows: number[][]) =>
      fitModel(
        rows,
        y.map((v) => [v]),
        // Few trees and rounds: only the list of candidates matters here.
        {
          seed: 1,
          features: 'inputs',
          targetTransform: 'none',
          forest: { trees: 10 },
          boosting: { maxRounds: 40 },
        },
      )
        .summary()[0]!
        .candidates.map((c) => c.learner);
    expect(kinds(X)).toContain('gaussian-process-presence');
    expect(kinds(X.map(([a, b]) => [a! + 0.01, b!]))).not.toContain('gaussian-process-presence');
  });
});
