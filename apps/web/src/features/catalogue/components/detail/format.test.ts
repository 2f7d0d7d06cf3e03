// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { conditionText, formatNumber, originalOf, shownValue, withUnit } from './format';

/** Numbers and units on the catalogue pages (decision 0033): the CSV export rounds by the same rule. */
describe('catalogue number and unit format', () => {
  it('prints a dimensionless value without a stray "-" and a converted value without float noise', () => {
    expect(withUnit(1.15, '-')).toBe('1.15');
    expect(withUnit(128.467115, 'MPa')).toBe('128.5 MPa');
    expect(formatNumber(0.386214)).toBe('0.3862');
    expect(formatNumber(12345.6)).toBe('12,346');
  });

  it('shows a property value in its display unit, and a unitless one bare', () => {
    const value = {
      propertyId: 'prop-sg',
      name: '比重',
      value: 1.15,
      unit: '-',
      displayValue: 1.15,
      displayUnit: '-',
      originalValue: null,
      originalUnit: null,
      originalText: null,
      testStandard: null,
      condition: null,
      level: null,
    };
    expect(shownValue(value)).toBe('1.15');
  });

  it('shows a vulcanisation time in minutes, with the patent’s notation only when it differs', () => {
    // Printed in minutes, stored in hours: shown as printed, the stored hours never appear.
    expect(
      conditionText({
        name: '加硫時間',
        value: 10,
        unit: 'min',
        valueCanonical: 0.166666666667,
        unitCanonical: 'h',
      }),
    ).toEqual({ shown: '10 min', printed: null });
    // Printed in hours: shown in minutes, the printed hours beside.
    expect(
      conditionText({ name: '加硫時間', value: 0.5, unit: 'h', valueCanonical: 0.5, unitCanonical: 'h' }),
    ).toEqual({ shown: '30 min', printed: '0.5 h' });
    // No customary unit: as printed.
    expect(
      conditionText({ name: '成形温度', value: 230, unit: '℃', valueCanonical: 230, unitCanonical: '℃' }),
    ).toEqual({ shown: '230 ℃', printed: null });
  });

  it('gives a dimensionless value stored with its original no 換算前 twin, and keeps a real unit', () => {
    const specificGravity = {
      propertyId: 'prop-specific-gravity',
      name: '比重',
      value: 1.15,
      unit: '-',
      displayValue: 1.15,
      displayUnit: '-',
      originalValue: 1.15,
      originalUnit: null,
      originalText: null,
      testStandard: 'JIS K 7112',
      condition: null,
      level: null,
    };
    expect(originalOf(specificGravity)).toBeNull();
    expect(withUnit(76, 'MPa')).toBe('76 MPa');
    expect(withUnit(1.15, '－')).toBe('1.15');
  });
});
