import { describe, expect, it } from 'vitest';
import { presentExampleTable } from './example-table.js';

/** The example table on rows written by hand: no database. */

describe('presentExampleTable', () => {
  it('is empty without examples', () => {
    expect(presentExampleTable([], [], [], new Map())).toEqual({
      total: 0,
      components: [],
      properties: [],
      rows: [],
    });
  });

  it('makes a column per component and property, and a row per example with gaps as null', () => {
    const table = presentExampleTable(
      [
        { id: 10, external_id: 'E1', label: '実施例1', comparative: 0 },
        { id: 11, external_id: 'E2', label: '比較例1', comparative: 1 },
      ],
      [
        {
          example_id: 10,
          name: 'SBR',
          group_symbol: 'A',
          amount: 100,
          unit: '質量部',
          external_id: 'M1',
          material_name: 'スチレンブタジエンゴム',
        },
        {
          example_id: 10,
          name: 'シリカ',
          group_symbol: 'B',
          amount: 50,
          unit: '質量部',
          external_id: null,
          material_name: null,
        },
        {
          example_id: 11,
          name: 'SBR',
          group_symbol: 'A',
          amount: 80,
          unit: '質量部',
          external_id: 'M1',
          material_name: 'スチレンブタジエンゴム',
        },
      ],
      [
        { example_id: 11, name: '引張強さ', property_def_id: 3, value: 21.5, unit: 'MPa' },
        { example_id: 10, name: 'tanδ', property_def_id: null, value: 0.12, unit: '' },
      ],
      new Map([[3, { name: '引張強さ(定義)', externalId: 'PR3' }]]),
    );
    expect(table.total).toBe(2);
    expect(table.components).toEqual([
      {
        key: 'A|SBR|質量部',
        name: 'SBR',
        group: 'A',
        material: { id: 'M1', name: 'スチレンブタジエンゴム' },
        unit: '質量部',
      },
      { key: 'B|シリカ|質量部', name: 'シリカ', group: 'B', material: null, unit: '質量部' },
    ]);
    expect(table.properties).toEqual([
      { key: '3|MPa', name: '引張強さ(定義)', propertyId: 'PR3', unit: 'MPa' },
      { key: 'tanδ|', name: 'tanδ', propertyId: null, unit: '' },
    ]);
    expect(table.rows).toEqual([
      { id: 'E1', label: '実施例1', comparative: false, amounts: [100, 50], values: [null, 0.12] },
      { id: 'E2', label: '比較例1', comparative: true, amounts: [80, null], values: [21.5, null] },
    ]);
  });
});
