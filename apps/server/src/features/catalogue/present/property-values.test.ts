import { describe, expect, it } from 'vitest';
import { parseLevels, presentValue, type PropertyDefInfo } from './property-values.js';

/** Property values on rows written by hand: no database. */

const tensile: PropertyDefInfo = { externalId: 'PR1', name: '引張強さ', displayUnit: 'kPa', levels: null };

describe('presentValue', () => {
  it('shows the value in the property’s display unit beside the stored one and the source’s own', () => {
    expect(
      presentValue(
        {
          property_def_id: 1,
          value: 21.5,
          unit: 'MPa',
          original_value: 21.5,
          original_unit: 'N/mm²',
          original_text: '21.5 N/mm²',
          test_standard: 'JIS K 6251',
          condition: null,
        },
        new Map([[1, tensile]]),
      ),
    ).toEqual({
      propertyId: 'PR1',
      name: '引張強さ',
      value: 21.5,
      unit: 'MPa',
      displayValue: 21_500,
      displayUnit: 'kPa',
      originalValue: 21.5,
      originalUnit: 'N/mm²',
      originalText: '21.5 N/mm²',
      testStandard: 'JIS K 6251',
      condition: null,
      level: null,
    });
  });

  it('gives no display value where the unit cannot be converted, and keeps an unmatched value’s own name', () => {
    const wrongUnit = presentValue({ property_def_id: 1, value: 80, unit: '℃' }, new Map([[1, tensile]]));
    expect(wrongUnit).toMatchObject({ displayValue: null, displayUnit: null, propertyId: 'PR1' });
    const unmatched = presentValue({ property_def_id: null, name: 'tanδ', value: 0.12, unit: '' }, new Map());
    expect(unmatched).toMatchObject({ propertyId: null, name: 'tanδ', displayValue: null, level: null });
  });

  it('labels a value of an ordinal scale', () => {
    const grade: PropertyDefInfo = {
      externalId: 'PR2',
      name: '難燃性',
      displayUnit: '',
      levels: parseLevels('[{"value":0,"label":"V-0"},{"value":1,"label":"V-1"}]'),
    };
    expect(presentValue({ property_def_id: 2, value: 1, unit: '' }, new Map([[2, grade]])).level).toBe('V-1');
  });
});

describe('parseLevels', () => {
  it('is null when absent or unreadable', () => {
    expect(parseLevels(null)).toBeNull();
    expect(parseLevels('{not json')).toBeNull();
  });
});
