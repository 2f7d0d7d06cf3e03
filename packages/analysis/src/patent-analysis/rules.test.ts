import { describe, expect, it } from 'vitest';
import { meets, mineRules } from './rules.js';
import type { AnalysisTable } from './table.js';

/** 40 rows: y is high exactly when a ≥ 20 (b is noise), so the best rule is 「A ≥ … のとき Y ≥ …」. */
function table(): AnalysisTable {
  const rows = Array.from({ length: 40 }, (_, i) => {
    const a = (i % 10) * 5;
    const b = (i * 7) % 13;
    const y = a >= 20 ? 200 + (i % 3) : 100 + (i % 4);
    return { comparative: false, values: [a, b, y] };
  });
  return {
    columns: [
      { key: 'a', name: 'タルク', unit: '質量部', kind: 'component' },
      { key: 'b', name: '添加剤', unit: '質量部', kind: 'component' },
      { key: 'y', name: '曲げ弾性率', unit: 'MPa', kind: 'property' },
    ],
    rows,
  };
}

describe('rule mining', () => {
  it('finds the rule that holds and reports figures that can be recounted', () => {
    const data = table();
    const rules = mineRules(data);
    expect(rules.length).toBeGreaterThan(0);
    const best = rules[0]!;
    expect(best.condition.key).toBe('a');
    expect(best.conclusion.key).toBe('y');
    expect(best.confidence).toBe(1);
    expect(best.text).toBe(
      `タルク ${best.condition.op === '>=' ? '≥' : '≤'} ${best.condition.value} 質量部 のとき 曲げ弾性率 ${best.conclusion.op === '>=' ? '≥' : '≤'} ${best.conclusion.value} MPa`,
    );
    for (const rule of rules) {
      const c = data.columns.findIndex((col) => col.key === rule.condition.key);
      const p = data.columns.findIndex((col) => col.key === rule.conclusion.key);
      const inside = data.rows.filter((row) =>
        meets(row.values[c]!, rule.condition.op, rule.condition.value),
      );
      const hits = inside.filter((row) => meets(row.values[p]!, rule.conclusion.op, rule.conclusion.value));
      const base = data.rows.filter((row) =>
        meets(row.values[p]!, rule.conclusion.op, rule.conclusion.value),
      );
      expect(rule.support).toBe(inside.length);
      expect(rule.confidence).toBe(hits.length / inside.length);
      expect(rule.baseRate).toBe(base.length / data.rows.length);
      expect(rule.confidence).toBeGreaterThanOrEqual(1.25 * rule.baseRate);
    }
  });

  it('keeps one rule per ingredient and property, at most maxRules', () => {
    const rules = mineRules(table());
    const pairs = rules.map((rule) => `${rule.condition.key}|${rule.conclusion.key}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(mineRules(table(), { maxRules: 0 })).toEqual([]);
  });

  it('finds nothing in noise or in too few rows', () => {
    const noise = table();
    const rows = noise.rows.map((row, i) => ({ ...row, values: [row.values[0]!, row.values[1]!, i % 2] }));
    expect(mineRules({ ...noise, rows })).toEqual([]);
    expect(mineRules({ ...noise, rows: noise.rows.slice(0, 5) })).toEqual([]);
  });
});
