import { describe, expect, it } from 'vitest';
import {
  MIN_CANDIDATE_DISTANCE,
  distinctCandidates,
  distinctFront,
  inputSpreads,
  scaledDistance,
} from './candidate-diversity.js';
import { optimiseInverse } from './inverse/optimise.js';
import { fitModel } from './model.js';
import { Random } from './random.js';

describe('distinct inverse candidates', () => {
  it('drops a candidate closer than the threshold to a better-ranked one and keeps the order', () => {
    const spreads = [10, 1];
    const ranked = [
      { id: 'best', x: [50, 2] },
      { id: 'twin', x: [50.5, 2.05] }, // 0.07 scaled from the best
      { id: 'other', x: [30, 2] }, // 2.0 scaled
      { id: 'twin-of-other', x: [30, 2.1] }, // 0.1 scaled from other
      { id: 'third', x: [50, 4] }, // 2.0 scaled from best
    ];
    const { kept, dropped } = distinctCandidates(ranked, (c) => c.x, spreads);
    expect(kept.map((c) => c.id)).toEqual(['best', 'other', 'third']);
    expect(dropped).toBe(2);
  });

  it('scales by the spread of each input in the training data', () => {
    const spreads = inputSpreads([
      [0, 5],
      [10, 5],
      [20, 5],
    ]);
    expect(spreads[0]).toBeCloseTo(10, 9);
    expect(spreads[1]).toBe(1); // a constant column does not divide by zero
    expect(scaledDistance([0, 5], [10, 5], spreads)).toBeCloseTo(1, 9);
  });

  it('makes an optimiser run that returned near-identical candidates pairwise distinct, keeping the best', () => {
    // One clear optimum inside a narrow feasible box: the optimiser relaxes its spacing to fill 12 slots.
    const rng = new Random(7);
    const X = Array.from({ length: 60 }, () => [rng.uniform(0, 10), rng.uniform(0, 10)]);
    const Y = X.map(([a, b]) => [100 - (a! - 5) ** 2 - (b! - 5) ** 2 + 0.1 * rng.normal()]);
    const model = fitModel(X, Y, {
      kind: 'gaussian-process',
      inputNames: ['成分A', '成分B'],
      targetNames: ['強度'],
    });
    const result = optimiseInverse(model, {
      goals: [{ target: '強度', kind: 'maximize' }],
      bounds: { 成分A: { min: 4, max: 6 }, 成分B: { min: 4, max: 6 } },
      candidates: 12,
      nextToTest: 0,
      seed: 1,
    });
    const spreads = inputSpreads(X);
    const closePairs = (list: readonly { x: number[] }[]) =>
      list.flatMap((a, i) =>
        list.slice(i + 1).filter((b) => scaledDistance(a.x, b.x, spreads) < MIN_CANDIDATE_DISTANCE),
      ).length;
    expect(closePairs(result.candidates)).toBeGreaterThan(0); // what users saw before

    const { kept } = distinctCandidates(result.candidates, (c) => c.x, spreads);
    expect(closePairs(kept)).toBe(0);
    expect(kept[0]).toBe(result.candidates[0]);
    expect(kept.length).toBeGreaterThan(1);
  });
});

describe('distinct points of a Pareto front', () => {
  it('keeps the compromise even where an earlier point is its near-duplicate, and keeps the front’s order', () => {
    const front = [
      { id: 'a', x: [10, 1] },
      { id: 'a-twin', x: [10.1, 1] }, // 0.1 from a
      { id: 'compromise', x: [20, 1.02] },
      { id: 'next-to-compromise', x: [20, 1] }, // 0.02 from the compromise, before it in no ranking
      { id: 'b', x: [30, 1] },
    ];
    const { kept, dropped } = distinctFront(front, front[2]!, (c) => c.x, [1, 1]);
    expect(kept.map((c) => c.id)).toEqual(['a', 'compromise', 'b']);
    expect(dropped).toBe(2);
  });

  it('works without a compromise', () => {
    const front = [{ x: [0] }, { x: [0.1] }, { x: [1] }];
    expect(distinctFront(front, null, (c) => c.x, [1]).kept).toEqual([front[0], front[2]]);
  });
});
