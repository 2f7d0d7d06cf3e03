import { describe, expect, it } from 'vitest';
import { customaryUnit, printedUnit, shownUnit } from './display-units.js';

describe('customary display units (issue 17: "0.3862 h" for a vulcanisation time)', () => {
  it('shows a vulcanisation time stored in hours in minutes, and converts typed minutes back', () => {
    const unit = customaryUnit('加硫時間', 'h')!;
    expect(unit.unit).toBe('min');
    expect(unit.toDisplay(0.3862)).toBeCloseTo(23.172, 6);
    expect(unit.toStored(23.172)).toBeCloseTo(0.3862, 9);
    // A value that was converted to hours on import comes back exactly.
    expect(unit.toDisplay(0.133333333333)).toBe(8);
  });

  it('gives gel times in seconds, ageing times in hours and layer thicknesses in μm', () => {
    expect(customaryUnit('ゲル化時間', 'h')?.unit).toBe('s');
    expect(customaryUnit('時効時間', 'h')).toBeNull(); // already customary
    expect(customaryUnit('粘着剤層の厚さ', 'mm')?.toDisplay(0.025)).toBeCloseTo(25, 9);
  });

  it('never converts across families or without a unit, and leaves names it does not know alone', () => {
    expect(customaryUnit('硬化時間', '℃')).toBeNull();
    expect(customaryUnit('加硫時間', null)).toBeNull();
    expect(customaryUnit('引張強さ', 'MPa')).toBeNull();
    expect(customaryUnit('謎の時間', 'h')).toBeNull();
  });
});

describe('the unit catalogue pages show (decision 0033)', () => {
  it('names the customary unit where there is one, else the unit as given', () => {
    expect(shownUnit('加硫時間', 'h')).toBe('min');
    expect(shownUnit('引張強さ', 'MPa')).toBe('MPa');
    expect(shownUnit('硬化時間', '℃')).toBe('℃');
  });

  it('prints nothing for a dimensionless value, whatever the source wrote for "none"', () => {
    for (const none of ['-', '－', ' - ', '', null, undefined, '無次元']) expect(printedUnit(none)).toBe('');
    expect(printedUnit(' MPa ')).toBe('MPa');
  });
});
