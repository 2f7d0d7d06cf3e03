import { describe, expect, it } from 'vitest';
import type { NormalisedGoal } from './normalise.js';
import { boundTieBreak, logsWithPredictions } from './probability.js';

const goal = (over: Partial<NormalisedGoal>): NormalisedGoal => ({
  target: 0,
  name: 'y',
  kind: 'range',
  value: null,
  min: 70,
  max: null,
  weight: 1,
  tolerance: 1,
  log: false,
  center: 0,
  spread: 1,
  sigma: 2,
  ...over,
});
const at = (mean: number, half: number) => ({ mean, lower90: mean - half, upper90: mean + half });

describe('bound tie-break', () => {
  it('grows with the margin of the 90 % bound, stays within ±0.01 and is 0 without a range goal', () => {
    const g = [goal({})];
    const narrow = boundTieBreak(g, [at(80, 2)]);
    const wide = boundTieBreak(g, [at(80, 8)]);
    expect(narrow).toBeGreaterThan(wide);
    expect(wide).toBeGreaterThan(0);
    expect(boundTieBreak(g, [at(60, 2)])).toBeLessThan(0);
    expect(Math.abs(boundTieBreak(g, [at(1e6, 1)]))).toBeLessThanOrEqual(0.01);
    // "Between": the nearer side counts.
    const between = [goal({ max: 90 })];
    expect(boundTieBreak(between, [at(80, 2)])).toBeGreaterThan(boundTieBreak(between, [at(87, 2)]));
    expect(boundTieBreak([goal({ kind: 'maximize', min: null })], [at(80, 2)])).toBe(0);
  });

  it('scores a range goal with the point’s own interval and other goals with the mean', () => {
    const [narrow] = logsWithPredictions([goal({})], [at(75, 2)], null);
    const [wide] = logsWithPredictions([goal({})], [at(75, 10)], null);
    expect(narrow!).toBeGreaterThan(wide!);
    const [target] = logsWithPredictions(
      [goal({ kind: 'target', value: 75, min: null })],
      [at(75, 10)],
      null,
    );
    expect(target).toBeCloseTo(0, 12);
  });
});
