import { describe, expect, it } from 'vitest';
import { Random } from './random.js';
import { TargetScaler } from './scaling.js';
import { containingFactor, stackedBound } from './stacked-interval.js';
import type { MemberSpread } from './stacked-interval.js';
import { fitTargetModel } from './target-model.js';

// A positive target spanning three decades: its log is the member's space.
const values = [0.5, 2, 8, 30, 120, 400];
const raw = new TargetScaler('none', values);
const log = new TargetScaler('log', values);

describe('stacked interval as one factor of the members own half-widths (decision 0054)', () => {
  it('gives the stacked mean at factor 0 and scales a log member inside the log', () => {
    const parts: MemberSpread[] = [
      { weight: 0.6, scaler: log, mean: 0.4, half: 1.5 },
      { weight: 0.4, scaler: raw, mean: 0.2, half: 0.3 },
    ];
    const mean = 0.6 * log.backward(0.4) + 0.4 * raw.backward(0.2);
    expect(stackedBound(parts, 0, 1)).toBe(mean);
    expect(stackedBound(parts, 0.5, 1)).toBeCloseTo(
      0.6 * log.backward(0.4 + 0.75) + 0.4 * raw.backward(0.2 + 0.15),
      10,
    );
    // Not the old shrink of the back-transformed full bound, which is wider above the mean.
    const shrunkAfter = mean + 0.5 * (stackedBound(parts, 1, 1) - mean);
    expect(stackedBound(parts, 0.5, 1)).toBeLessThan(shrunkAfter);
  });

  it('finds the smallest factor whose interval reaches a value on either side', () => {
    const parts: MemberSpread[] = [
      { weight: 0.5, scaler: log, mean: 1.1, half: 2 },
      { weight: 0.3, scaler: raw, mean: -0.1, half: 0.4 },
      { weight: 0.2, scaler: log, mean: 0.2, half: 0.5 },
    ];
    const mean = stackedBound(parts, 0, 1);
    for (const value of [mean * 0.3, mean * 0.9, mean * 1.2, mean * 8]) {
      const f = containingFactor(parts, value);
      const side = value > mean ? 1 : -1;
      expect(f).toBeGreaterThan(0);
      expect(stackedBound(parts, f, side)).toBeCloseTo(value, 8);
      expect(side * (stackedBound(parts, f * 0.999, side) - value)).toBeLessThan(0);
    }
    expect(containingFactor(parts, mean)).toBe(0);
  });

  it('is the half-width ratio for members in raw units, and infinite without a width', () => {
    const parts: MemberSpread[] = [
      { weight: 0.7, scaler: raw, mean: 0.3, half: 0.5 },
      { weight: 0.3, scaler: raw, mean: -0.2, half: 1 },
    ];
    const mean = stackedBound(parts, 0, 1);
    const slope = (0.7 * 0.5 + 0.3 * 1) * raw.scale;
    expect(containingFactor(parts, mean + 2 * slope)).toBeCloseTo(2, 12);
    expect(containingFactor(parts, mean - 0.5 * slope)).toBeCloseTo(0.5, 12);
    const flat = parts.map((p) => ({ ...p, half: 0 }));
    expect(containingFactor(flat, mean + 1)).toBe(Infinity);
  });
});

describe('a log-target model', () => {
  it('calibrates its interval in log space: the bounds lie a factor either side of the median', () => {
    // Multiplicative noise on a target spanning decades; the GP fits its log.
    const rng = new Random(5);
    const x = Array.from({ length: 60 }, (_, i) => i / 59);
    const rows = x.map((v) => Float64Array.of((v - 0.5) * 3.4));
    const y = x.map((v) => Math.exp(6 * v + 0.3 * rng.normal()));
    const model = fitTargetModel(
      rows,
      y,
      Int32Array.from(x, (_, i) => i),
      new Random(7),
      {
        kind: 'gaussian-process',
        targetTransform: 'log',
        coverage: 0.9,
      },
    );
    const probe = [-1.7, 0, 1.7, 4].map((v) => Float64Array.of(v));
    // The point prediction is the log-normal's mean (member-mean.ts); the bounds sit about the median.
    const member = model.members[0]!;
    const medians = member.learner.predict(probe).mean.map((v) => member.scaler.backward(v));
    model.predict(probe).forEach((p, i) => {
      expect(p.lower90).toBeGreaterThan(0);
      expect(p.lower90).toBeLessThan(medians[i]!);
      expect((p.upper90 * p.lower90) / medians[i]! ** 2).toBeCloseTo(1, 9);
    });
  });
});
