import { describe, expect, it } from 'vitest';
import type { ResolvedRequirement } from '@app/contract/recommendation';
import { compareScored, evaluateRequirement, scoreProduct, type ProductValue } from './scoring.js';

function requirement(overrides: Partial<ResolvedRequirement> & { propertyId: string }): ResolvedRequirement {
  return {
    propertyName: overrides.propertyId,
    min: null,
    max: null,
    target: null,
    unit: 'MPa',
    weight: 1,
    canonicalUnit: 'MPa',
    canonicalMin: null,
    canonicalMax: null,
    canonicalTarget: null,
    label: '',
    ...overrides,
  };
}

const value = (v: number, unit = 'MPa'): ProductValue => ({
  value: v,
  unit,
  originalValue: v,
  originalUnit: unit,
  originalText: null,
  testStandard: null,
  condition: null,
});

describe('recommendation scoring', () => {
  it('a product meeting every requirement outranks any product that misses one, whatever the weights', () => {
    // Deterministic sweep: 1–4 requirements with weights 1–5, the miss on the lightest one and tiny.
    for (let count = 1; count <= 4; count++) {
      for (let heavy = 1; heavy <= 5; heavy++) {
        const requirements = Array.from({ length: count }, (_, i) =>
          requirement({ propertyId: `p${i}`, min: 100, weight: i === 0 ? 1 : heavy }),
        );
        const allMet = new Map(requirements.map((r) => [r.propertyId, value(100)]));
        const nearMiss = new Map(requirements.map((r, i) => [r.propertyId, value(i === 0 ? 99.99 : 1e6)]));
        const a = { name: 'b', score: scoreProduct(requirements, allMet) };
        const b = { name: 'a', score: scoreProduct(requirements, nearMiss) };
        expect(a.score.score).toBe(100);
        expect(b.score.score).toBeLessThan(100);
        expect(compareScored(a, b)).toBeLessThan(0);
      }
    }
  });

  it('gives a miss half the credit scaled by how close it comes, and an unknown value none', () => {
    const min = requirement({ propertyId: 'flex', min: 2, unit: 'GPa', canonicalMin: 2000, weight: 2 });
    const miss = evaluateRequirement(min, value(1500), 4);
    expect(miss).toMatchObject({ status: 'fail', credit: 0.375, maxPoints: 50, points: 18.8 });
    expect(miss.margin).toEqual({ bound: 'min', value: -0.5, unit: 'GPa', relative: -0.25 });
    expect(miss.reason).toBe('1.5 GPa（表記 1,500 MPa）：下限 2 GPa に 0.5 GPa 足りない');
    expect(evaluateRequirement(min, undefined, 4)).toMatchObject({ status: 'unknown', credit: 0, points: 0 });
    expect(evaluateRequirement(min, value(500), 4)).toMatchObject({ status: 'fail', credit: 0.125 });
  });

  it('judges upper bounds, ranges and targets in the requirement unit, temperatures included', () => {
    const hdt = requirement({ propertyId: 'hdt', max: 300, unit: 'K', canonicalUnit: '℃' });
    expect(evaluateRequirement(hdt, value(20, '℃'), 1)).toMatchObject({
      status: 'pass',
      margin: { bound: 'max', value: 6.85, unit: 'K' },
    });
    const target = requirement({ propertyId: 't', target: 100 });
    expect(evaluateRequirement(target, value(109), 1).status).toBe('pass');
    expect(evaluateRequirement(target, value(111), 1).status).toBe('fail');
    const range = requirement({ propertyId: 'r', min: 10, max: 20 });
    expect(evaluateRequirement(range, value(25), 1)).toMatchObject({
      status: 'fail',
      margin: { bound: 'max' },
    });
    expect(evaluateRequirement(range, value(5), 1)).toMatchObject({
      status: 'fail',
      margin: { bound: 'min' },
    });
  });
});
