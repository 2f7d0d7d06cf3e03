import { describe, expect, it } from 'vitest';
import { Random } from './random.js';
import { fitForest } from './trees.js';

/** A step at x0 > 2 on an input with many ties, plus repeated rows. */
function stepData() {
  const rng = new Random(9);
  const rows = Array.from({ length: 60 }, (_, i) =>
    Float64Array.from([i % 5, i % 3 === 0 ? 0.5 : rng.next()]),
  );
  const y = Float64Array.from(rows, (r) => (r[0]! > 2 ? 10 : 0));
  return { rows, y, groups: Int32Array.from(rows, (_, i) => i) };
}

describe('forest trees', () => {
  it('split a step on a tied input exactly (best thresholds, single-row leaves)', () => {
    const forest = fitForest(stepData(), new Random(1), { trees: 20, minLeaf: 1 });
    const p = forest.predict([Float64Array.from([0, 0.3]), Float64Array.from([4, 0.3])]).mean;
    expect(p[0]).toBeCloseTo(0, 12);
    expect(p[1]).toBeCloseTo(10, 12);
    expect(forest.outOfSample().mean.every(Number.isFinite)).toBe(true);
  });

  it('are the same for the same seed, for best-split and random-threshold trees', () => {
    for (const randomThresholds of [false, true]) {
      const fit = () =>
        fitForest(stepData(), new Random(4), {
          trees: 10,
          minLeaf: 2,
          randomThresholds,
          treeSpreadScale: true,
        });
      const rows = [Float64Array.from([1.5, 0.2]), Float64Array.from([2.5, 0.9])];
      expect(fit().predict(rows)).toEqual(fit().predict(rows));
      expect(fit().outOfSample()).toEqual(fit().outOfSample());
    }
  });
});

describe('forest residual scale', () => {
  // Noise of SD 1 where x1 > 0.5 and 0.05 elsewhere; x1 does not move the mean.
  function noisyHalf(n: number, seed: number) {
    const rng = new Random(seed);
    const rows = Array.from({ length: n }, () => Float64Array.from([rng.next(), rng.next()]));
    const y = Float64Array.from(rows, (r) => 4 * r[0]! + (r[1]! > 0.5 ? 1 : 0.05) * rng.normal());
    return { rows, y, groups: Int32Array.from(rows, (_, i) => i) };
  }

  it('is larger where the out-of-bag errors are, for new and out-of-bag rows', () => {
    const data = noisyHalf(200, 5);
    const forest = fitForest(data, new Random(2), { trees: 100, residualScale: true });
    const quiet = forest.predict([Float64Array.from([0.5, 0.2])]).scale[0]!;
    const noisy = forest.predict([Float64Array.from([0.5, 0.8])]).scale[0]!;
    expect(noisy).toBeGreaterThan(1.5 * quiet);
    const oos = forest.outOfSample().scale;
    const meanWhere = (noise: boolean) => {
      const picked = data.rows.flatMap((r, i) => (r[1]! > 0.5 === noise ? [oos[i]!] : []));
      return picked.reduce((s, v) => s + v, 0) / picked.length;
    };
    expect(meanWhere(true)).toBeGreaterThan(1.5 * meanWhere(false));
    // The means are those of the forest without the residual scale.
    const plain = fitForest(data, new Random(2), { trees: 100 });
    expect(plain.predict(data.rows.slice(0, 5)).mean).toEqual(forest.predict(data.rows.slice(0, 5)).mean);
  });
});
