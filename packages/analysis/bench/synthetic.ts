/**
 * Synthetic formulation data for the budget measurements: 10 ingredients in % (a Dirichlet draw, so
 * every row sums to 100) and smooth hidden composition → property relations plus noise.
 */
import { Random } from '../src/random.js';

export interface SyntheticData {
  inputNames: string[];
  targetNames: string[];
  X: number[][];
  Y: number[][];
}

export function syntheticFormulations(n: number, targets: 1 | 2, seed = 7): SyntheticData {
  const rng = new Random(seed);
  const inputNames = Array.from({ length: 10 }, (_, k) => `成分${k + 1}`);
  const X = Array.from({ length: n }, () => rng.dirichlet(10, 1).map((v) => 100 * v));
  const strength = (x: number[]) =>
    40 +
    0.6 * x[0]! -
    0.3 * x[1]! +
    0.015 * x[0]! * x[2]! +
    8 * Math.sin(x[3]! / 12) -
    0.004 * x[4]! ** 2 +
    0.2 * x[5]!;
  const elongation = (x: number[]) =>
    30 - 0.25 * x[0]! + 0.5 * x[6]! + 6 * Math.cos(x[7]! / 15) + 0.01 * x[1]! * x[8]!;
  const Y = X.map((x) => {
    const row = [strength(x) + rng.normal()];
    if (targets === 2) row.push(elongation(x) + rng.normal());
    return row;
  });
  return { inputNames, targetNames: targets === 2 ? ['強度', '伸び'] : ['強度'], X, Y };
}
