import { describe, expect, it } from 'vitest';
import type { VariableInfo } from '@app/contract/explorations';
import { engineNames, labelVariables } from './variables.js';

const variables: VariableInfo[] = [
  { key: 'ingredient:m:12', kind: 'ingredient', name: 'タルク', unit: '質量部' },
  { key: 'ingredient:n:タルク', kind: 'ingredient', name: 'タルク', unit: '質量部' },
  { key: 'csv:in:PP', kind: 'csvInput', name: 'PP', unit: null },
  { key: 'csv:in:PP2', kind: 'csvInput', name: 'PP2', unit: null },
  { key: 'property:p:3', kind: 'property', name: '曲げ弾性率', unit: 'MPa' },
];

describe('variable keys and labels', () => {
  it('gives the engine the keys, never the display names', () => {
    expect(engineNames({ inputs: variables.slice(0, 4), targets: variables.slice(4) })).toEqual({
      inputNames: ['ingredient:m:12', 'ingredient:n:タルク', 'csv:in:PP', 'csv:in:PP2'],
      targetNames: ['property:p:3'],
    });
  });

  it("turns the engine's keyed texts into the labels users read, unique even for equal names", () => {
    const labelled = labelVariables(variables);
    expect(
      labelled('固定成分の合計 110（ingredient:m:12、ingredient:n:タルク）が合計 100 を超えています'),
    ).toBe('固定成分の合計 110（タルク、タルク (2)）が合計 100 を超えています');
    // A key that is a prefix of another is not replaced inside the longer one.
    expect(labelled('「csv:in:PP2」と「csv:in:PP」')).toBe('「PP2」と「PP」');
    expect(labelled('目標の特性「property:p:3」')).toBe('目標の特性「曲げ弾性率」');
    expect(labelled('キーのない文')).toBe('キーのない文');
    expect(labelVariables([])('「ingredient:m:1」')).toBe('「ingredient:m:1」');
  });
});
