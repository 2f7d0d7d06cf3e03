import { describe, expect, it } from 'vitest';
import { Random } from './random.js';
import { Standardiser } from './scaling.js';

describe('input log-warp', () => {
  const rng = new Random(1);
  // A cure time: mostly 28 days, some 1–7, some 90–365 (right-skewed, spans > 20×).
  const ages = [1, 3, 7, 14, 28, 28, 28, 28, 28, 28, 28, 28, 56, 90, 180, 365];
  const rows = Array.from({ length: 160 }, (_, i) => [
    ages[i % ages.length]!,
    0.001 + rng.next(), // evenly spread from near zero: spans > 20× but is not skewed
    i % 4 === 0 ? 0 : 5 + rng.next(), // an amount with zeros
  ]);

  it('standardises a right-skewed wide positive input on its log and leaves the others raw', () => {
    const s = Standardiser.fit(rows, { logWarp: true });
    expect(s.logColumns).toEqual([true, false, false]);
    // On the log scale 1 → 8 days is far more than 358 → 365 days.
    const z = (age: number) => s.transform([age, 0.5, 5])[0]!;
    expect(z(8) - z(1)).toBeGreaterThan(20 * (z(365) - z(358)));
    // Distances in original units stay available for the optimiser.
    expect(s.rawScales[0]).toBeGreaterThan(50);
  });

  it('clamps values at or below zero on a log column instead of returning NaN', () => {
    const s = Standardiser.fit(rows, { logWarp: true });
    expect(Number.isFinite(s.transform([0, 0.5, 5])[0]!)).toBe(true);
  });

  it('warps nothing unless asked', () => {
    expect(Standardiser.fit(rows).logColumns).toEqual([false, false, false]);
  });

  it('standardises a column with zeros on its square root when a feature set asks for it', () => {
    const s = Standardiser.fit(rows, { logWarp: true, forceRoot: [2] });
    expect(s.rootColumns).toEqual([false, false, true]);
    expect(s.logColumns[2]).toBe(false);
    // From none to a little moves as far as from a little to four times as much.
    const z = (amount: number) => s.transform([28, 0.5, amount])[2]!;
    expect(z(1) - z(0)).toBeCloseTo(z(4) - z(1), 10);
    // Raw-unit distances for the optimiser stay those of the amount, and a negative value is clamped.
    expect(s.rawScales[2]).toBeCloseTo(Standardiser.fit(rows).rawScales[2]!, 10);
    expect(z(-1)).toBe(z(0));
  });
});
