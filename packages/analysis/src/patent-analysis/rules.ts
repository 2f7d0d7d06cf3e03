/**
 * Readable rules 「<ingredient> ≥ v <unit> のとき <property> ≥ w <unit>」 mined from one patent's examples.
 * Candidate thresholds are quartiles of each column rounded to two significant digits (what a reader would
 * write); support, confidence and base rate are counted exactly with the rounded thresholds, so every
 * reported figure can be checked on the table. A rule is kept when it holds often (confidence), clearly more
 * often than without its condition (lift), on enough rows (support); per ingredient–property pair only the
 * best one is kept.
 */
import { quantile } from '../stats.js';
import type { AnalysisTable } from './table.js';
import { columnValues, formatNumber, roundSignificant } from './table.js';

export type BoundOp = '>=' | '<=';

export interface RuleBound {
  key: string;
  name: string;
  op: BoundOp;
  value: number;
  unit: string;
}

export interface MinedRule {
  text: string;
  condition: RuleBound;
  conclusion: RuleBound;
  support: number;
  confidence: number;
  baseRate: number;
}

export interface RuleOptions {
  /** Rules returned at most (default 12). */
  maxRules?: number;
  /** Least confidence (default 0.7). */
  minConfidence?: number;
  /** Least confidence / base rate (default 1.25). */
  minLift?: number;
  /** Least support as a share of the rows with the property (default 0.1), and at least `minSupportRows`. */
  minSupportShare?: number;
  minSupportRows?: number;
}

const QUARTILES = [0.25, 0.5, 0.75] as const;

export function meets(value: number, op: BoundOp, threshold: number): boolean {
  return op === '>=' ? value >= threshold : value <= threshold;
}

function boundText(bound: RuleBound): string {
  const unit = bound.unit ? ` ${bound.unit}` : '';
  return `${bound.name} ${bound.op === '>=' ? '≥' : '≤'} ${formatNumber(bound.value)}${unit}`;
}

function ruleText(condition: RuleBound, conclusion: RuleBound): string {
  return `${boundText(condition)} のとき ${boundText(conclusion)}`;
}

function thresholds(values: readonly number[]): number[] {
  return [...new Set(QUARTILES.map((p) => roundSignificant(quantile(values, p))))];
}

export function mineRules(table: AnalysisTable, options: RuleOptions = {}): MinedRule[] {
  const maxRules = options.maxRules ?? 12;
  const minConfidence = options.minConfidence ?? 0.7;
  const minLift = options.minLift ?? 1.25;
  const columns = table.columns.map((_, c) => columnValues(table, c));
  const best = new Map<string, MinedRule & { score: number }>();
  table.columns.forEach((property, p) => {
    if (property.kind !== 'property') return;
    const rows = columns[p]!.flatMap((value, r) => (value === null ? [] : [r]));
    const n = rows.length;
    const minSupport = Math.max(options.minSupportRows ?? 5, Math.ceil((options.minSupportShare ?? 0.1) * n));
    if (n < minSupport + 1) return;
    const y = rows.map((r) => columns[p]![r]!);
    const conclusions = thresholds(y).flatMap((w) =>
      (['>=', '<='] as const).map((op) => {
        const hits = y.map((value) => meets(value, op, w));
        return { op, w, hits, baseRate: hits.filter(Boolean).length / n };
      }),
    );
    table.columns.forEach((component, c) => {
      if (component.kind !== 'component') return;
      const x = rows.map((r) => columns[c]![r] ?? null);
      const known = x.filter((value): value is number => value !== null);
      if (new Set(known).size < 2) return;
      for (const v of thresholds(known)) {
        for (const conditionOp of ['>=', '<='] as const) {
          const inCondition = x.map((value) => value !== null && meets(value, conditionOp, v));
          const support = inCondition.filter(Boolean).length;
          if (support < minSupport || support === n) continue;
          for (const conclusion of conclusions) {
            // Trivial conclusions (almost every row meets them) say nothing.
            if (conclusion.baseRate === 0 || conclusion.baseRate > 0.8) continue;
            let hits = 0;
            inCondition.forEach((inside, i) => {
              if (inside && conclusion.hits[i]) hits += 1;
            });
            const confidence = hits / support;
            if (confidence < minConfidence || confidence < minLift * conclusion.baseRate) continue;
            const score = (confidence - conclusion.baseRate) * Math.sqrt(support);
            const pair = `${c}|${p}`;
            const previous = best.get(pair);
            if (previous && previous.score >= score) continue;
            const condition: RuleBound = {
              key: component.key,
              name: component.name,
              op: conditionOp,
              value: v,
              unit: component.unit,
            };
            const concluded: RuleBound = {
              key: property.key,
              name: property.name,
              op: conclusion.op,
              value: conclusion.w,
              unit: property.unit,
            };
            best.set(pair, {
              text: ruleText(condition, concluded),
              condition,
              conclusion: concluded,
              support,
              confidence,
              baseRate: conclusion.baseRate,
              score,
            });
          }
        }
      }
    });
  });
  return [...best.values()]
    .sort((a, b) => b.score - a.score || a.text.localeCompare(b.text))
    .slice(0, maxRules)
    .map(({ score: _score, ...rule }) => rule);
}
