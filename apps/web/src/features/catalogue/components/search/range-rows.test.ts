// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PropertyDefView } from '@app/contract/catalogue';
import { describeRange, newRangeRow, validateRangeRows } from './range-rows';

const def = (over: Partial<PropertyDefView>): PropertyDefView => ({
  id: 'prop-flexural-modulus',
  name: '曲げ弾性率',
  nameEn: null,
  unit: 'MPa',
  unitFamily: 'stress',
  canonicalUnit: 'MPa',
  units: ['MPa', 'GPa'],
  testStandards: [],
  direction: 'higher',
  group: '機械的性質',
  levels: null,
  count: 10,
  ...over,
});
const DEFS = new Map([
  ['prop-flexural-modulus', def({})],
  [
    'prop-ul94',
    def({
      id: 'prop-ul94',
      name: '難燃性(UL94)',
      unit: 'UL94',
      units: ['UL94'],
      levels: [{ value: 4, label: 'V-0' }],
    }),
  ],
]);

describe('range filter rows', () => {
  it('accepts bounds in any unit of the family, full-width digits included', () => {
    const result = validateRangeRows(
      [newRangeRow({ propertyId: 'prop-flexural-modulus', min: '２', unit: 'GPa' })],
      DEFS,
    );
    expect(result).toMatchObject({ valid: true, errors: {} });
    expect(result.ranges).toEqual([{ propertyId: 'prop-flexural-modulus', min: 2, max: null, unit: 'GPa' }]);
  });

  it('says in Japanese what is wrong with each row, and ignores empty rows', () => {
    const rows = [
      newRangeRow({ min: '1' }),
      newRangeRow({ propertyId: 'prop-flexural-modulus', unit: 'MPa' }),
      newRangeRow({ propertyId: 'prop-flexural-modulus', min: 'abc', max: '3', unit: 'MPa' }),
      newRangeRow({ propertyId: 'prop-flexural-modulus', min: '5', max: '3', unit: 'MPa' }),
      newRangeRow({ propertyId: 'prop-flexural-modulus', min: '5', unit: '℃' }),
      newRangeRow(),
    ];
    const result = validateRangeRows(rows, DEFS);
    expect(result.valid).toBe(false);
    expect(Object.values(result.errors)).toEqual([
      ['物性を選んでください'],
      ['下限と上限の少なくとも一方を入力してください'],
      ['下限は数値で入力してください（例: 2、0.5、1e3）'],
      ['下限は上限以下の値にしてください'],
      ['単位「℃」は曲げ弾性率には使えません'],
    ]);
  });

  it('reads applied ranges as people write them', () => {
    expect(
      describeRange(
        { propertyId: 'prop-flexural-modulus', min: 2, max: null, unit: 'GPa' },
        DEFS.get('prop-flexural-modulus'),
      ),
    ).toBe('曲げ弾性率 ≥ 2 GPa');
    expect(
      describeRange({ propertyId: 'prop-ul94', min: 4, max: null, unit: 'UL94' }, DEFS.get('prop-ul94')),
    ).toBe('難燃性(UL94) ≥ V-0');
    expect(describeRange({ propertyId: 'prop-hdt', min: 100, max: 150, unit: '℃' }, undefined)).toBe(
      'prop-hdt 100℃〜150℃',
    );
  });
});
