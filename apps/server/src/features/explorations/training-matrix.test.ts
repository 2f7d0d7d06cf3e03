import { describe, expect, it } from 'vitest';
import type { VariableInfo } from '@app/contract/explorations';
import { amountBasis, buildTrainingMatrix, scopeVariables, type ScopeExample } from './training-matrix.js';

const example = (
  id: number,
  components: [string, number, string][],
  properties: [string, number | null][] = [],
  conditions: [string, number][] = [],
): ScopeExample => ({
  id,
  patentId: 1,
  label: `実施例${id}`,
  comparative: false,
  components: components.map(([key, amount, unit]) => ({ key, name: key.split(':').pop()!, amount, unit })),
  conditions: conditions.map(([key, value]) => ({ key, name: key.split(':').pop()!, value, unit: '℃' })),
  properties: properties.map(([key, value]) => ({ key, name: key.split(':').pop()!, value, unit: 'MPa' })),
});

const ing = (key: string, unit = '質量%'): VariableInfo => ({ key, kind: 'ingredient', name: key, unit });
const target: VariableInfo = { key: 'property:n:強度', kind: 'property', name: '強度', unit: 'MPa' };

describe('training matrix', () => {
  const examples = [
    example(
      1,
      [
        ['ingredient:n:a', 60, '質量%'],
        ['ingredient:n:b', 40, '質量%'],
      ],
      [['property:n:強度', 10]],
      [['condition:温度', 200]],
    ),
    example(
      2,
      [
        ['ingredient:n:a', 70, '質量%'],
        ['ingredient:n:b', 30, '質量%'],
      ],
      [['property:n:強度', 12]],
      [['condition:温度', 210]],
    ),
    // 質量部: converted by its own total to 質量% (100 + 25 → 80 % / 20 %).
    example(
      3,
      [
        ['ingredient:n:a', 100, '質量部'],
        ['ingredient:n:b', 25, '質量部'],
      ],
      [['property:n:強度', 11]],
      [['condition:温度', 220]],
    ),
    // Mostly an ingredient that is not selected.
    example(
      4,
      [
        ['ingredient:n:a', 10, '質量%'],
        ['ingredient:n:c', 90, '質量%'],
      ],
      [['property:n:強度', 5]],
      [['condition:温度', 200]],
    ),
    // No measurement of the target.
    example(
      5,
      [
        ['ingredient:n:a', 50, '質量%'],
        ['ingredient:n:b', 50, '質量%'],
      ],
      [],
      [['condition:温度', 200]],
    ),
    // No condition stated.
    example(
      6,
      [
        ['ingredient:n:a', 50, '質量%'],
        ['ingredient:n:b', 50, '質量%'],
      ],
      [['property:n:強度', 9]],
    ),
    // A unit that cannot be converted to 質量%.
    example(
      7,
      [
        ['ingredient:n:a', 5, 'mol%'],
        ['ingredient:n:b', 5, 'mol%'],
      ],
      [['property:n:強度', 9]],
      [['condition:温度', 200]],
    ),
  ];

  it('picks the composition unit most amounts are in', () => {
    expect(amountBasis(examples)).toBe('massPercent');
  });

  it('builds X/Y (missing ingredient 0, missing property null) and says why rows were dropped', () => {
    const condition: VariableInfo = { key: 'condition:温度', kind: 'condition', name: '温度', unit: '℃' };
    const matrix = buildTrainingMatrix(examples, {
      inputs: [ing('ingredient:n:a'), ing('ingredient:n:b'), condition],
      targets: [target],
      basis: 'massPercent',
      maxRows: 100,
      examplesInScope: 7,
    });
    expect(matrix.X).toEqual([
      [60, 40, 200],
      [70, 30, 210],
      [80, 20, 220],
    ]);
    expect(matrix.Y).toEqual([[10], [12], [11]]);
    expect(matrix.rows.map((r) => r.exampleId)).toEqual([1, 2, 3]);
    expect(matrix.report).toMatchObject({
      examplesInScope: 7,
      used: 3,
      dropped: 4,
      targetCounts: { 'property:n:強度': 3 },
    });
    expect(Object.fromEntries(matrix.report.dropReasons.map((r) => [r.reason, r.count]))).toEqual({
      '選択していない成分が配合量の20%を超える': 1,
      目的変数の値がない: 1,
      '条件「温度」の値がない': 1,
      '配合の単位（mol%）を質量%に換算できない': 1,
    });
    expect(matrix.report.notes).toContain('1件の実施例の配合を質量部から質量%に換算しました');
  });

  it('thins evenly beyond the row limit', () => {
    const many = Array.from({ length: 10 }, (_, i) =>
      example(i + 1, [['ingredient:n:a', i + 1, '質量%']], [['property:n:強度', i]]),
    );
    const matrix = buildTrainingMatrix(many, {
      inputs: [ing('ingredient:n:a')],
      targets: [target],
      basis: 'massPercent',
      maxRows: 4,
      examplesInScope: 10,
    });
    expect(matrix.X.map((x) => x[0])).toEqual([1, 3, 6, 8]);
    expect(matrix.report.dropReasons).toEqual([{ reason: '学習行数の上限を超えた', count: 6 }]);
  });

  it('says how the scope came down to the rows learned from: examples reporting the target, the read cap', () => {
    const read = Array.from({ length: 4 }, (_, i) =>
      example(i + 1, [['ingredient:n:a', i + 1, '質量%']], [['property:n:強度', i === 3 ? null : i]]),
    );
    const options = {
      inputs: [ing('ingredient:n:a')],
      targets: [target],
      basis: 'massPercent' as const,
      maxRows: 100,
      examplesInScope: 26053,
    };
    expect(buildTrainingMatrix(read, { ...options, measuringInScope: 4 }).report.notes).toContain(
      '対象の実施例26,053件のうち目的の物性の値がある4件を読み込み、選んだ入力と物性の値がそろった3件で学習しました',
    );
    expect(buildTrainingMatrix(read, { ...options, measuringInScope: 9000 }).report.notes).toContain(
      '対象の実施例26,053件のうち目的の物性の値がある9,000件から等間隔に4件を読み込み（読み込みの上限）、選んだ入力と物性の値がそろった3件で学習しました',
    );
    expect(buildTrainingMatrix(read, options).report.notes).toContain(
      '対象の実施例26,053件から等間隔に4件を読み込み（読み込みの上限）、選んだ入力と物性の値がそろった3件で学習しました',
    );
  });

  it('offers the variables of a scope with coverage and a default selection', () => {
    const variables = scopeVariables(examples.slice(0, 3));
    expect(variables.inputs.map((v) => [v.key, v.count, v.unit])).toEqual([
      ['ingredient:n:a', 3, '質量%'],
      ['ingredient:n:b', 3, '質量%'],
      ['condition:温度', 3, '℃'],
    ]);
    expect(variables.defaults).toEqual({
      inputs: ['ingredient:n:a', 'ingredient:n:b', 'condition:温度'],
      targets: ['property:n:強度'],
    });
  });
});
