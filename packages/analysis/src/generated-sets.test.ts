import { describe, expect, it } from 'vitest';
import {
  friedman2,
  friedman3,
  generatedSets,
  recipesInParts,
  skewedProperty,
} from '../bench/generated-sets.js';
import { skewness } from './stats.js';

describe('generated sets of the reference bench', () => {
  it('are seeded: the same seed gives the same rows, another seed other rows', () => {
    expect(friedman2(20, 3)).toEqual(friedman2(20, 3));
    expect(friedman3(20, 3).y).not.toEqual(friedman3(20, 4).y);
    expect(generatedSets().map((s) => [s.id, s.X.length])).toEqual([
      ['friedman2 (generated)/y', 200],
      ['friedman3 (generated)/y', 200],
      ['recipes in parts (generated)/strength', 150],
      ['skewed property (generated)/y', 120],
    ]);
  });

  it('recipes in parts leave the additive out of about a third and spread the cure time over decades', () => {
    const { X, y } = recipesInParts(300, 1);
    const withoutAdditive = X.filter((r) => r[3] === 0).length / X.length;
    expect(withoutAdditive).toBeGreaterThan(0.5);
    expect(withoutAdditive).toBeLessThan(0.8);
    const days = X.map((r) => r[4]!);
    expect(Math.min(...days)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...days)).toBeGreaterThan(100);
    expect(y.every(Number.isFinite)).toBe(true);
  });

  it('the skewed property is strictly positive and right-skewed', () => {
    const { y } = skewedProperty(300, 2);
    expect(Math.min(...y)).toBeGreaterThan(0);
    expect(skewness(y)).toBeGreaterThan(1);
  });
});
