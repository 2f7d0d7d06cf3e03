import { describe, expect, it } from 'vitest';
import { Random } from './random.js';
import { paretoFront2d } from './pareto-2d.js';

/** Brute force: i is on the front when no j is at least as good in both and better in one. */
function bruteForce(x: number[], y: number[], sx: number, sy: number): number[] {
  const front: number[] = [];
  for (let i = 0; i < x.length; i += 1) {
    const dominated = x.some(
      (_, j) =>
        sx * x[j]! >= sx * x[i]! &&
        sy * y[j]! >= sy * y[i]! &&
        (sx * x[j]! > sx * x[i]! || sy * y[j]! > sy * y[i]!),
    );
    if (!dominated) front.push(i);
  }
  return front.sort((a, b) => x[a]! - x[b]! || a - b);
}

describe('paretoFront2d', () => {
  it('finds the hand-made front for both directions', () => {
    const x = [1, 2, 3, 2, 1, 3];
    const y = [5, 4, 1, 2, 1, 1];
    // Higher x and higher y: (3,1) twice, (2,4), (1,5) — (2,2) is dominated by (2,4), (1,1) by all.
    expect(paretoFront2d(x, y, { x: 'higher', y: 'higher' })).toEqual([0, 1, 2, 5]);
    // Lower x, lower y: (1,1) dominates everything with x ≥ 1 and y ≥ 1.
    expect(paretoFront2d(x, y, { x: 'lower', y: 'lower' })).toEqual([4]);
    // Higher x, lower y: (3,1) twice only.
    expect(paretoFront2d(x, y, { x: 'higher', y: 'lower' })).toEqual([2, 5]);
  });

  it('agrees with brute force on random points with ties', () => {
    const random = new Random(3);
    for (let round = 0; round < 20; round += 1) {
      const x = Array.from({ length: 60 }, () => random.int(12));
      const y = Array.from({ length: 60 }, () => random.int(12));
      for (const [dx, dy] of [
        ['higher', 'higher'],
        ['lower', 'higher'],
        ['higher', 'lower'],
        ['lower', 'lower'],
      ] as const) {
        const sx = dx === 'higher' ? 1 : -1;
        const sy = dy === 'higher' ? 1 : -1;
        expect(paretoFront2d(x, y, { x: dx, y: dy })).toEqual(bruteForce(x, y, sx, sy));
      }
    }
  });
});
