import { describe, expect, it } from 'vitest';
import { analysePatentTable } from './analyse.js';
import { curveDirection, propertyDrivers } from './drivers.js';
import type { AnalysisTable } from './table.js';

/** y1 rises with a, y2 falls with b; c is constant; 30 rows, y2 missing on every fifth. */
function table(): AnalysisTable {
  const rows = Array.from({ length: 30 }, (_, i) => {
    const a = (i % 6) * 4;
    const b = (i * 7) % 5;
    return {
      comparative: a < 4,
      values: [a, b, 1, 10 + 2 * a + ((i * 13) % 3) * 0.1, i % 5 === 0 ? null : 50 - 6 * b],
    };
  });
  return {
    columns: [
      { key: 'a', name: 'A', unit: '質量部', kind: 'component' },
      { key: 'b', name: 'B', unit: '質量部', kind: 'component' },
      { key: 'c', name: 'C', unit: '質量部', kind: 'component' },
      { key: 'y1', name: 'Y1', unit: 'MPa', kind: 'property' },
      { key: 'y2', name: 'Y2', unit: '%', kind: 'property' },
    ],
    rows,
  };
}

describe('property drivers', () => {
  it('names the ingredient that drives each property, its direction, and a cross-validated R²', () => {
    const [y1, y2] = propertyDrivers(table());
    expect(y1).toMatchObject({ propertyKey: 'y1', rows: 30 });
    expect(y1!.drivers[0]).toMatchObject({ componentKey: 'a', name: 'A', direction: 'up' });
    expect(y1!.r2).toBeGreaterThan(0.8);
    expect(y2).toMatchObject({ propertyKey: 'y2', rows: 24 });
    expect(y2!.drivers[0]).toMatchObject({ componentKey: 'b', direction: 'down' });
    for (const entry of [y1!, y2!]) {
      expect(entry.drivers.map((d) => d.componentKey).sort()).toEqual(['a', 'b']);
      expect(entry.drivers.reduce((s, d) => s + d.importance, 0)).toBeCloseTo(1, 10);
    }
  });

  it('is deterministic', () => {
    expect(propertyDrivers(table())).toEqual(propertyDrivers(table()));
  });

  it('leaves out properties with too few rows and tables without varying ingredients', () => {
    expect(propertyDrivers(table(), { minRows: 25 }).map((d) => d.propertyKey)).toEqual(['y1']);
    const flat = table();
    const rows = flat.rows.map((row) => ({ ...row, values: [1, 1, 1, row.values[3]!, row.values[4]!] }));
    expect(propertyDrivers({ ...flat, rows })).toEqual([]);
  });

  it('reads the direction of a partial-dependence curve', () => {
    expect(curveDirection([1, 2, 3], 0.5)).toBe('up');
    expect(curveDirection([3, 2, 2.1, 1], 0.5)).toBe('down');
    expect(curveDirection([1, 3, 1], 0.5)).toBe('mixed');
    expect(curveDirection([1, 1.1, 1.2], 0.5)).toBe('mixed');
  });

  it('puts every part together in analysePatentTable', () => {
    const result = analysePatentTable(table(), { histogramBins: 5, maxRules: 3 });
    expect(result.distributions.map((d) => d.key)).toEqual(['a', 'b', 'c', 'y1', 'y2']);
    expect(result.distributions[0]!.bins).toHaveLength(5);
    expect(result.correlation.variables.map((v) => v.key)).toEqual(['a', 'b', 'c', 'y1', 'y2']);
    expect(result.drivers).toHaveLength(2);
    // a separates 実施例 (a ≥ 4) from 比較例 (a = 0) perfectly, and y1 (= 10 + 2a + scatter) with it.
    expect(
      result.separation.features
        .slice(0, 2)
        .map((f) => [f.key, f.auc])
        .sort(),
    ).toEqual([
      ['a', 1],
      ['y1', 1],
    ]);
    expect(result.rules.length).toBeLessThanOrEqual(3);
  });
});
