import { describe, expect, it } from 'vitest';
import {
  agedMixes,
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
      ['aged mixes (generated)/strength', 1000],
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

  it('aged mixes: 8 inputs, ages of 1–365 days, mixes tested at several ages, strength falling with water / binder', () => {
    const { X, y, inputNames } = agedMixes(1000, 5);
    expect(X).toHaveLength(1000);
    expect(inputNames).toHaveLength(8);
    const ages = X.map((r) => r[7]!);
    expect(Math.min(...ages)).toBe(1);
    expect(Math.max(...ages)).toBe(365);
    // Rows of one mix differ only in the age.
    const mixes = new Set(X.map((r) => r.slice(0, 7).join(',')));
    expect(mixes.size).toBeLessThan(0.6 * X.length);
    expect(mixes.size).toBeGreaterThan(0.3 * X.length);
    const withoutSlag = X.filter((r) => r[1] === 0).length / X.length;
    expect(withoutSlag).toBeGreaterThan(0.35);
    expect(withoutSlag).toBeLessThan(0.55);
    // At 28 days, the lowest water / binder quarter is clearly stronger than the highest.
    const at28 = X.flatMap((r, i) =>
      r[7] === 28 ? [{ wb: r[3]! / (r[0]! + r[1]! + r[2]!), y: y[i]! }] : [],
    );
    at28.sort((a, b) => a.wb - b.wb);
    const q = Math.floor(at28.length / 4);
    const meanOf = (rows: { y: number }[]) => rows.reduce((a, r) => a + r.y, 0) / rows.length;
    expect(meanOf(at28.slice(0, q))).toBeGreaterThan(meanOf(at28.slice(-q)) + 15);
  });
});
