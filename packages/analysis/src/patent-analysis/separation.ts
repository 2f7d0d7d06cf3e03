/**
 * What tells 実施例 from 比較例: per column, the two groups' means, the standardised mean difference and
 * the area under the ROC curve of the column alone, ranked by how well the column separates the groups.
 */
import { mean, variance } from '../stats.js';
import type { AnalysisColumn, AnalysisTable } from './table.js';
import { columnValues, formatNumber } from './table.js';

export interface SeparationFeature extends AnalysisColumn {
  exampleMean: number | null;
  comparativeMean: number | null;
  /** (実施例 − 比較例) / pooled SD; null when a group has fewer than two values or there is no spread. */
  effectSize: number | null;
  /** max(A, 1 − A) of the ROC area A of the column alone: 0.5 = no separation, 1 = perfect; null when a group is empty. */
  auc: number | null;
}

export interface SeparationResult {
  exampleCount: number;
  comparativeCount: number;
  features: SeparationFeature[];
  summary: string;
}

/**
 * P(a value of `positives` > a value of `negatives`) + ½ P(tie) — the Mann–Whitney form of the ROC area,
 * from ranks (O(n log n)); NaN when a group is empty.
 */
export function rocArea(positives: readonly number[], negatives: readonly number[]): number {
  const n1 = positives.length;
  const n0 = negatives.length;
  if (n1 === 0 || n0 === 0) return NaN;
  const all = [
    ...positives.map((value) => ({ value, positive: true })),
    ...negatives.map((value) => ({ value, positive: false })),
  ].sort((a, b) => a.value - b.value);
  let rankSum = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j < all.length && all[j]!.value === all[i]!.value) j++;
    // Tied values share the mean of their ranks (1-based).
    const rank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) if (all[k]!.positive) rankSum += rank;
    i = j;
  }
  return (rankSum - (n1 * (n1 + 1)) / 2) / (n1 * n0);
}

/** (mean a − mean b) / pooled SD; null when a group has fewer than two values or the pooled SD is 0. */
export function standardisedMeanDifference(a: readonly number[], b: readonly number[]): number | null {
  if (a.length < 2 || b.length < 2) return null;
  const pooled = Math.sqrt(
    ((a.length - 1) * variance(a) + (b.length - 1) * variance(b)) / (a.length + b.length - 2),
  );
  if (!(pooled > 0)) return null;
  return (mean(a) - mean(b)) / pooled;
}

function strength(feature: SeparationFeature): number {
  return feature.auc ?? -1;
}

function describe(feature: SeparationFeature): string {
  const higher = (feature.exampleMean ?? 0) >= (feature.comparativeMean ?? 0);
  const word = feature.kind === 'component' ? (higher ? '多い' : '少ない') : higher ? '高い' : '低い';
  return `「${feature.name}」（実施例で${word}、AUC ${formatNumber(Number(feature.auc!.toFixed(2)))}）`;
}

export function separation(table: AnalysisTable): SeparationResult {
  const comparativeCount = table.rows.filter((row) => row.comparative).length;
  const exampleCount = table.rows.length - comparativeCount;
  const features = table.columns.map((column, c): SeparationFeature => {
    const values = columnValues(table, c);
    const examples: number[] = [];
    const comparatives: number[] = [];
    values.forEach((value, r) => {
      if (value === null) return;
      (table.rows[r]!.comparative ? comparatives : examples).push(value);
    });
    const area = rocArea(examples, comparatives);
    return {
      ...column,
      exampleMean: examples.length > 0 ? mean(examples) : null,
      comparativeMean: comparatives.length > 0 ? mean(comparatives) : null,
      effectSize: standardisedMeanDifference(examples, comparatives),
      auc: Number.isNaN(area) ? null : Math.max(area, 1 - area),
    };
  });
  features.sort(
    (a, b) => strength(b) - strength(a) || Math.abs(b.effectSize ?? 0) - Math.abs(a.effectSize ?? 0),
  );
  return {
    exampleCount,
    comparativeCount,
    features,
    summary: summarise(exampleCount, comparativeCount, features),
  };
}

function summarise(
  exampleCount: number,
  comparativeCount: number,
  features: readonly SeparationFeature[],
): string {
  if (comparativeCount === 0) return '比較例がないため、実施例と比較例の違いは計算できません。';
  if (exampleCount === 0) return '実施例がないため、実施例と比較例の違いは計算できません。';
  const strong = features.filter((feature) => feature.auc !== null && feature.auc >= 0.6);
  if (strong.length === 0) {
    return '実施例と比較例をはっきり分ける列は見つかりませんでした（どの列も AUC 0.6 未満です）。';
  }
  const first = `実施例と比較例を最もよく分けるのは${describe(strong[0]!)}です。`;
  return strong.length > 1 ? `${first}次いで${describe(strong[1]!)}が効いています。` : first;
}
