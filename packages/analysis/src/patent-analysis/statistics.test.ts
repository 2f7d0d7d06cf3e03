import { describe, expect, it } from 'vitest';
import { correlationMatrix, pearson } from './correlation.js';
import { distributions, histogram } from './distribution.js';
import { rocArea, separation, standardisedMeanDifference } from './separation.js';
import type { AnalysisTable } from './table.js';
import { formatNumber, roundSignificant } from './table.js';

const table: AnalysisTable = {
  columns: [
    { key: 'a', name: 'A', unit: '質量部', kind: 'component' },
    { key: 'b', name: 'B', unit: '質量部', kind: 'component' },
    { key: 'y', name: 'Y', unit: 'MPa', kind: 'property' },
  ],
  rows: [
    { comparative: true, values: [0, 5, 10] },
    { comparative: true, values: [1, 5, 12] },
    { comparative: false, values: [2, 5, 14] },
    { comparative: false, values: [3, 5, null] },
    { comparative: false, values: [4, 5, 18] },
  ],
};

describe('patent-analysis statistics', () => {
  it('computes Pearson r over pairwise-complete rows, null without variance or rows', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
    expect(pearson([1, 2, 3, 4], [1, 3, 2, 4])).toBeCloseTo(0.8, 12);
    expect(pearson([1, 2, null, 4], [2, 4, 100, 8])).toBeCloseTo(1, 12);
    expect(pearson([1, 2], [1, 2])).toBeNull();
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNull();
    expect(pearson([0.1 + 0.2, 0.3, 0.3], [1, 2, 3])).toBeNull();
  });

  it('builds a symmetric correlation matrix with 1 on the diagonal of varying columns', () => {
    const matrix = correlationMatrix(table);
    expect(matrix[0]![0]).toBe(1);
    expect(matrix[1]![1]).toBeNull();
    expect(matrix[0]![2]).toBe(matrix[2]![0]);
    expect(matrix[0]![2]).toBeCloseTo(1, 12);
  });

  it('bins values into equal-width bins, counting 比較例, the last bin closed', () => {
    const bins = histogram([0, 1, 2, 3, 4, null], [true, true, false, false, false, false], 2);
    expect(bins).toEqual([
      { from: 0, to: 2, count: 2, comparative: 2 },
      { from: 2, to: 4, count: 3, comparative: 0 },
    ]);
    expect(histogram([7, 7], [false, true], 12)).toEqual([{ from: 7, to: 7, count: 2, comparative: 1 }]);
    expect(histogram([null], [false], 12)).toEqual([]);
  });

  it('summarises every column', () => {
    const [a, b, y] = distributions(table, 4);
    expect(a).toMatchObject({ key: 'a', count: 5, min: 0, max: 4, mean: 2, median: 2 });
    expect(a!.std).toBeCloseTo(Math.sqrt(2.5), 12);
    expect(b).toMatchObject({ count: 5, std: 0, bins: [{ from: 5, to: 5, count: 5, comparative: 2 }] });
    expect(y).toMatchObject({ count: 4, min: 10, max: 18, median: 13 });
  });

  it('computes the ROC area with ties and the standardised mean difference', () => {
    expect(rocArea([3, 4], [1, 2])).toBe(1);
    expect(rocArea([1, 2], [3, 4])).toBe(0);
    expect(rocArea([1, 2], [1, 2])).toBe(0.5);
    expect(rocArea([2, 3], [1, 2])).toBe(0.875);
    expect(rocArea([], [1])).toBeNaN();
    expect(standardisedMeanDifference([2, 4], [0, 2])).toBeCloseTo(2 / Math.SQRT2, 12);
    expect(standardisedMeanDifference([2], [0, 2])).toBeNull();
    expect(standardisedMeanDifference([1, 1], [1, 1])).toBeNull();
  });

  it('ranks the column that separates 実施例 from 比較例 first and names it', () => {
    const result = separation(table);
    expect(result).toMatchObject({ exampleCount: 3, comparativeCount: 2 });
    expect(result.features.map((f) => [f.key, f.auc])).toEqual([
      ['a', 1],
      ['y', 1],
      ['b', 0.5],
    ]);
    expect(result.features[0]!.exampleMean).toBe(3);
    expect(result.features[0]!.comparativeMean).toBe(0.5);
    expect(result.summary).toBe(
      '実施例と比較例を最もよく分けるのは「A」（実施例で多い、AUC 1）です。次いで「Y」（実施例で高い、AUC 1）が効いています。',
    );
    const none = separation({ ...table, rows: table.rows.map((row) => ({ ...row, comparative: false })) });
    expect(none.summary).toBe('比較例がないため、実施例と比較例の違いは計算できません。');
    expect(none.features.every((f) => f.auc === null && f.effectSize === null)).toBe(true);
  });

  it('rounds thresholds and formats numbers for text', () => {
    expect(roundSignificant(2873.4)).toBe(2900);
    expect(roundSignificant(0.01234)).toBe(0.012);
    expect(formatNumber(2900)).toBe('2900');
    expect(formatNumber(1 / 3)).toBe('0.3333');
  });
});
