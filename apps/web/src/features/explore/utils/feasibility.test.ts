// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { feasibilityHints } from './feasibility';
import type { LimitRow } from './form-values';

const ING = [
  { key: 'a', name: 'PP', max: 90 },
  { key: 'b', name: 'タルク', max: 40 },
  { key: 'c', name: 'EPR', max: 20 },
];
const row = (key: string, over: Partial<LimitRow> = {}): LimitRow => ({
  key,
  min: '',
  max: '',
  fixed: '',
  cost: '',
  ...over,
});
const base = {
  sumEnabled: true,
  sumTotal: '100',
  maxIngredients: '',
  limits: [] as LimitRow[],
  groups: [],
  inputs: ['a', 'b', 'c'],
};

describe('feasibilityHints', () => {
  it('finds nothing wrong with the defaults', () => {
    expect(feasibilityHints(base, ING)).toEqual([]);
  });

  it('reports fixed amounts above the total', () => {
    const hints = feasibilityHints(
      { ...base, limits: [row('a', { fixed: '80' }), row('b', { fixed: '30' })] },
      ING,
    );
    expect(hints).toContain(
      '固定した成分の合計（110）が合計値（100）を超えています。固定値を減らすか、合計値を見直してください。',
    );
  });

  it('reports lower bounds above the total', () => {
    const hints = feasibilityHints(
      { ...base, limits: [row('a', { min: '70' }), row('b', { min: '35' })] },
      ING,
    );
    expect(hints).toContain(
      '成分の下限（固定値を含む）の合計（105）が合計値（100）を超えています。下限を下げてください。',
    );
  });

  it('reports more fixed non-zero ingredients than the limit allows', () => {
    const hints = feasibilityHints(
      {
        ...base,
        sumEnabled: false,
        maxIngredients: '1',
        limits: [row('a', { fixed: '60' }), row('b', { fixed: '10' }), row('c', { fixed: '0' })],
      },
      ING,
    );
    expect(hints).toEqual([
      '0 以外に固定した成分が 2 種類（PP、タルク）あり、成分数の上限（1）を超えています。',
    ]);
  });

  it('reports upper bounds that cannot reach the total, with or without an ingredient limit', () => {
    expect(feasibilityHints({ ...base, limits: [row('a', { max: '30' })] }, ING)).toContain(
      '成分の上限（指定がない成分は学習データの最大値）の合計（90）が合計値（100）に届きません。上限を上げるか、成分を増やしてください。',
    );
    expect(feasibilityHints({ ...base, maxIngredients: '1' }, ING)).toContain(
      '成分数を 1 種類までにすると、上限の大きい成分を選んでも合計が 90 までしか届かず、合計値（100）にできません。',
    );
  });

  it('reports a fixed amount outside its own bounds and a group whose fixed members exceed it', () => {
    const hints = feasibilityHints(
      {
        ...base,
        sumEnabled: false,
        limits: [row('b', { fixed: '45', max: '40' })],
        groups: [{ name: 'フィラー', inputs: ['b'], min: '', max: '40' }],
      },
      ING,
    );
    expect(hints).toEqual([
      '「タルク」の固定値 45 が、下限・上限の範囲の外にあります。',
      '「フィラー」に含まれる固定成分の合計（45）がグループの上限（40）を超えています。',
    ]);
  });
});
