/**
 * Coverage of 90 % intervals on held-out predictions, overall and in each third of the predicted
 * range (lowest, middle, highest predictions): the check that the intervals are not biased at the
 * ends of the range (issue 18). Shared by `reference-comparison.ts` and `interval-coverage.ts`.
 */
import type { OutOfFoldPrediction } from '../src/cross-validate.js';

export interface CoverageByThird {
  overall: number;
  /** Coverage of the lowest, middle and highest third of predictions. */
  thirds: [number, number, number];
  /** Mean actual − predicted in each third. */
  bias: [number, number, number];
  /** Mean interval width over the mean absolute error (how tight the intervals are). */
  widthOverMae: number;
}

export function coverageByThird(predictions: readonly OutOfFoldPrediction[]): CoverageByThird {
  const sorted = [...predictions].sort((a, b) => a.mean - b.mean);
  const inside = (p: OutOfFoldPrediction) => (p.actual >= p.lower90 && p.actual <= p.upper90 ? 1 : 0);
  const thirds: number[] = [];
  const bias: number[] = [];
  for (let t = 0; t < 3; t++) {
    const part = sorted.slice(Math.floor((t * sorted.length) / 3), Math.floor(((t + 1) * sorted.length) / 3));
    thirds.push(part.reduce((s, p) => s + inside(p), 0) / part.length);
    bias.push(part.reduce((s, p) => s + p.actual - p.mean, 0) / part.length);
  }
  const width = sorted.reduce((s, p) => s + p.upper90 - p.lower90, 0);
  const mae = sorted.reduce((s, p) => s + Math.abs(p.actual - p.mean), 0);
  return {
    overall: sorted.reduce((s, p) => s + inside(p), 0) / sorted.length,
    thirds: thirds as [number, number, number],
    bias: bias as [number, number, number],
    widthOverMae: width / mae,
  };
}
