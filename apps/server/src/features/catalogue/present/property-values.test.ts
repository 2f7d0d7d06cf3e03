import { describe, expect, it } from 'vitest';
import {
  parseLevels,
  presentExampleValues,
  presentOwnerValues,
  presentValue,
  type PropertyDefInfo,
} from './property-values.js';

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

describe('values per owner', () => {
  const def = { id: 1, external_id: 'PR1', name: '引張強さ', display_unit: 'MPa', levels: null };

  it('groups datasheet values by their owner in source order', () => {
    const values = presentOwnerValues({
      values: [
        { owner: 2, property_def_id: 1, value: 20, unit: 'MPa' },
        { owner: 3, property_def_id: 1, value: 30, unit: 'MPa' },
        { owner: 2, property_def_id: 1, value: 25, unit: 'MPa', condition: '80℃' },
      ],
      defs: [def],
    });
    expect(values.get(2)?.map((value) => [value.value, value.condition])).toEqual([
      [20, null],
      [25, '80℃'],
    ]);
    expect(values.get(3)?.[0]).toMatchObject({ propertyId: 'PR1', name: '引張強さ' });
  });

  it('shows example values in canonical form, and as written when their unit is unknown', () => {
    const stored = {
      property_def_id: null,
      name: '謎の値',
      original_text: null,
      condition: null,
    };
    const values = presentExampleValues({
      values: [
        { ...stored, example_id: 1, value: 2000, unit: 'N/cm²', value_canonical: 20, unit_canonical: 'MPa' },
        { ...stored, example_id: 1, value: 7, unit: '???', value_canonical: null, unit_canonical: null },
      ],
      defs: [],
    });
    expect(values.get(1)?.map((value) => [value.name, value.value, value.unit, value.originalValue])).toEqual(
      [
        ['謎の値', 20, 'MPa', 2000],
        ['謎の値', 7, '???', 7],
      ],
    );
  });
});
