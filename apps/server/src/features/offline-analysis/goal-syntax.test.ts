import { describe, expect, it } from 'vitest';
import { GoalSyntaxError, parseConstraints, parseGoal } from './goal-syntax.js';

describe('goal syntax of analyze inverse', () => {
  it.each([
    ['曲げ弾性率 >= 2500', { target: '曲げ弾性率', kind: 'range', min: 2500 }],
    ['MFR <= 20', { target: 'MFR', kind: 'range', max: 20 }],
    ['硬さ = 70', { target: '硬さ', kind: 'target', value: 70 }],
    ['10 <= 伸び <= 30', { target: '伸び', kind: 'range', min: 10, max: 30 }],
    ['衝撃強さ max', { target: '衝撃強さ', kind: 'maximize' }],
    ['比重 min weight 2', { target: '比重', kind: 'minimize', weight: 2 }],
    ['Conductivity (measured) (S/cm) max', { target: 'Conductivity (measured) (S/cm)', kind: 'maximize' }],
    ['強度 >= 1.5e2', { target: '強度', kind: 'range', min: 150 }],
  ])('reads %s', (text, goal) => {
    expect(parseGoal(text)).toEqual(goal);
  });

  it('refuses what it cannot read', () => {
    expect(() => parseGoal('強度 が 高い')).toThrow(GoalSyntaxError);
  });

  it('folds constraints into the problem', () => {
    expect(
      parseConstraints([
        'sum(PP, タルク, GF) = 100',
        'タルク <= 40',
        'タルク >= 5',
        '造核剤 = 0.2',
        'count <= 3',
        'group フィラー(タルク, GF) <= 40',
        'cost(PP=150, タルク=40) <= 120',
      ]),
    ).toEqual({
      composition: { total: 100, inputs: ['PP', 'タルク', 'GF'] },
      bounds: { タルク: { max: 40, min: 5 } },
      fixed: { 造核剤: 0.2 },
      maxIngredients: 3,
      groups: [{ name: 'フィラー', inputs: ['タルク', 'GF'], max: 40 }],
      cost: { perUnit: { PP: 150, タルク: 40 }, max: 120 },
    });
    expect(() => parseConstraints(['タルク < 40'])).toThrow(GoalSyntaxError);
  });
});
