import { describe, expect, it } from 'vitest';
import type { ClaimRangeView, ExampleTable } from '@app/contract/catalogue';
import { claimRangeOverlays } from './claim-overlay.js';

const table: ExampleTable = {
  total: 0,
  components: [
    {
      key: 'pp',
      name: 'ポリプロピレン',
      group: '(A)',
      material: { id: 'mat-pp', name: 'PP' },
      unit: '質量部',
    },
    {
      key: 'talc',
      name: 'タルクA',
      group: '(B)',
      material: { id: 'mat-talc', name: 'タルク' },
      unit: '質量部',
    },
    { key: 'temp', name: '混練温度', group: null, material: null, unit: '℃' },
  ],
  properties: [
    { key: 'flex', name: '曲げ弾性率', propertyId: 'prop-flex', unit: 'MPa' },
    { key: 'mfr', name: 'ＭＦＲ', propertyId: null, unit: 'g/10min' },
  ],
  rows: [],
};

function range(overrides: Partial<ClaimRangeView>): ClaimRangeView {
  return {
    claim: 1,
    kind: 'ingredient',
    subject: '',
    group: null,
    material: null,
    property: null,
    min: null,
    max: null,
    minInclusive: true,
    maxInclusive: true,
    unit: '質量部',
    basis: null,
    originalText: null,
    span: null,
    ...overrides,
  };
}

describe('claim ranges over the example table', () => {
  it('maps each range to its column and converts the bounds to the column unit', () => {
    const [talc, group, flex, mfr, temp, none, wrongUnit] = claimRangeOverlays(
      [
        range({ subject: 'タルク', material: { id: 'mat-talc', name: 'タルク' }, min: 10, max: 50 }),
        range({ subject: '充填材', group: '(B)', max: 40 }),
        range({
          kind: 'property',
          subject: '曲げ弾性率',
          property: { id: 'prop-flex', name: '曲げ弾性率' },
          min: 2,
          unit: 'GPa',
        }),
        range({ kind: 'property', subject: 'MFR', min: 5, unit: 'g/10min' }),
        range({ kind: 'condition', subject: '混練温度', min: 473.15, unit: 'K' }),
        range({ subject: 'ガラス繊維', min: 5 }),
        range({ subject: 'タルク', material: { id: 'mat-talc', name: 'タルク' }, min: 10, unit: '質量%' }),
      ],
      table,
    );
    expect(talc).toMatchObject({ columnKey: 'talc', columnMin: 10, columnMax: 50 });
    expect(group).toMatchObject({ columnKey: 'talc', columnMin: null, columnMax: 40 });
    expect(flex).toMatchObject({ columnKey: 'flex', columnMin: 2000, columnMax: null });
    expect(mfr).toMatchObject({ columnKey: 'mfr', columnMin: 5 });
    expect(temp).toMatchObject({ columnKey: 'temp', columnMin: 200 });
    expect(none).toMatchObject({ columnKey: null, columnMin: null, columnMax: null });
    // 質量% cannot be turned into 質量部 without the total: the column is named, the bounds are not.
    expect(wrongUnit).toMatchObject({ columnKey: 'talc', columnMin: null });
  });
});
