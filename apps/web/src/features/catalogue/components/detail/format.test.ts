import { describe, expect, it } from 'vitest';
import type { PropertyValueView } from '@app/contract/catalogue';
import { originalOf, shownValue, withUnit } from './format';

const specificGravity: PropertyValueView = {
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

describe('property values on detail pages', () => {
  it('print a dimensionless value without the "-" its unit is stored as, and no 換算前 twin', () => {
    expect(shownValue(specificGravity)).toBe('1.15');
    expect(originalOf(specificGravity)).toBeNull();
  });

  it('keep a real unit', () => {
    expect(withUnit(76, 'MPa')).toBe('76 MPa');
    expect(withUnit(1.15, '－')).toBe('1.15');
  });
});
