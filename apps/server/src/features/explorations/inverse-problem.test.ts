import { describe, expect, it } from 'vitest';
import type { VariableInfo } from '@app/contract/explorations';
import { inverseProblem } from './inverse-problem.js';
import type { StoredTraining } from './stored-json.js';

const inputs: VariableInfo[] = [
  { key: 'ingredient:m:1', kind: 'ingredient', name: 'ポリプロピレン', unit: '質量部' },
  { key: 'ingredient:m:2', kind: 'ingredient', name: 'タルク', unit: '質量部' },
  { key: 'condition:温度', kind: 'condition', name: '温度', unit: '℃' },
];
const targets: VariableInfo[] = [{ key: 'property:p:3', kind: 'property', name: '曲げ弾性率', unit: 'MPa' }];
const training: StoredTraining = { inputs, targets, X: [], Y: [], rows: [], seed: 1 };

describe('the inverse problem handed to the engine', () => {
  it('names goals and constraints by the variable keys of the request (labels are for display only)', () => {
    const problem = inverseProblem(
      {
        goals: [{ target: 'property:p:3', kind: 'maximize', weight: 1 }],
        constraints: {
          sumTo: { total: 100 },
          bounds: { 'ingredient:m:2': { max: 30 } },
          fixed: { 'condition:温度': 200 },
          groups: [{ name: '充填材', inputs: ['ingredient:m:2'], max: 40 }],
          cost: { perUnit: { 'ingredient:m:1': 1.5 } },
        },
        candidates: 5,
        nextToTest: 2,
        seed: 7,
      },
      training,
    );
    expect(problem).toMatchObject({
      goals: [{ target: 'property:p:3', kind: 'maximize', weight: 1 }],
      // Without a list, the sum runs over the ingredients only (not the condition).
      composition: { inputs: ['ingredient:m:1', 'ingredient:m:2'], total: 100 },
      bounds: { 'ingredient:m:2': { max: 30 } },
      fixed: { 'condition:温度': 200 },
      groups: [{ name: '充填材', inputs: ['ingredient:m:2'], max: 40 }],
      cost: { perUnit: { 'ingredient:m:1': 1.5 } },
      seed: 7,
    });
  });
});
