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
