import { describe, expect, it } from 'vitest';
import type { MatchedExampleRows } from '../read/matched-examples.js';
import { presentMatchedExamples } from './matched-examples.js';

/** "Which examples matched" from hand-written rows: no database. */

const example = (patent: string, id: number, comparative = 0) => ({
  patent,
  id,
  external_id: `${patent}-e${id}`,
  label: comparative ? `比較例${id}` : `実施例${id}`,
  comparative,
});

const TENSILE = { id: 1, name: '引張強さ', canonical_unit: 'MPa' };
const DENSITY = { id: 2, name: '比重', canonical_unit: '' };

describe('matched examples presenter', () => {
  it('names the examples meeting every range together, with the value that met each, in the range unit', () => {
    const rows: MatchedExampleRows = {
      examples: [example('P1', 10), example('P1', 11), example('P1', 12, 1), example('P2', 20)],
      filters: [
        {
          by: 'ranges',
          ranges: [
            { propertyId: 'prop-tensile', min: 30, max: null, unit: 'MPa' },
            { propertyId: 'prop-density', min: null, max: 1.2, unit: '' },
          ],
          canonical: [
            { propertyId: 1, min: 30, max: null },
            { propertyId: 2, min: null, max: 1.2 },
          ],
          defs: [TENSILE, DENSITY],
          measured: [
            // Example 10 reports tensile under two conditions: the one inside the range is shown.
            { example_id: 10, property_def_id: 1, value_canonical: 25 },
            { example_id: 10, property_def_id: 1, value_canonical: 35 },
            { example_id: 10, property_def_id: 2, value_canonical: 1.1 },
            // 11 meets tensile only; 12 (comparative) meets both; 20 lacks density.
            { example_id: 11, property_def_id: 1, value_canonical: 40 },
            { example_id: 11, property_def_id: 2, value_canonical: 1.3 },
            { example_id: 12, property_def_id: 1, value_canonical: 30 },
            { example_id: 12, property_def_id: 2, value_canonical: 1.2 },
            { example_id: 20, property_def_id: 1, value_canonical: 50 },
          ],
        },
      ],
    };
    const shown = presentMatchedExamples(['P1', 'P2'], rows, null);
    expect(shown.get('P1')).toEqual([
      {
        by: 'ranges',
        condition: '引張強さ 30 MPa 以上、比重 1.2 以下',
        total: 2,
        examples: [
          {
            id: 'P1-e10',
            label: '実施例10',
            comparative: false,
            values: [
              { name: '引張強さ', value: 35, unit: 'MPa' },
              { name: '比重', value: 1.1, unit: '' },
            ],
          },
          {
            id: 'P1-e12',
            label: '比較例12',
            comparative: true,
            values: [
              { name: '引張強さ', value: 30, unit: 'MPa' },
              { name: '比重', value: 1.2, unit: '' },
            ],
          },
        ],
      },
    ]);
    expect(shown.get('P2')).toEqual([
      { by: 'ranges', condition: '引張強さ 30 MPa 以上、比重 1.2 以下', total: 0, examples: [] },
    ]);
  });

  it('converts a value to the unit the range was asked in and writes a closed range with 〜', () => {
    const rows: MatchedExampleRows = {
      examples: [example('P1', 1)],
      filters: [
        {
          by: 'ranges',
          ranges: [{ propertyId: 'prop-tensile', min: 1, max: 2, unit: 'GPa' }],
          canonical: [{ propertyId: 1, min: 1000, max: 2000 }],
          defs: [TENSILE],
          measured: [{ example_id: 1, property_def_id: 1, value_canonical: 1500 }],
        },
      ],
    };
    const [entry] = presentMatchedExamples(['P1'], rows, null).get('P1')!;
    expect(entry!.condition).toBe('引張強さ 1〜2 GPa');
    expect(entry!.examples[0]!.values).toEqual([{ name: '引張強さ', value: 1.5, unit: 'GPa' }]);
  });

  it('names at most `limit` examples per patent and counts them all; ingredient filters list the amounts', () => {
    const rows: MatchedExampleRows = {
      examples: [1, 2, 3].map((id) => example('P1', id)),
      filters: [
        {
          by: 'material',
          named: [
            { id: 7, name: 'タルク' },
            { id: 8, name: 'マイカ' },
          ],
          used: [1, 2, 3].map((id) => ({ example_id: id, name: 'タルク', amount: id * 10, unit: '質量部' })),
        },
      ],
    };
    const [entry] = presentMatchedExamples(['P1'], rows, 2).get('P1')!;
    expect(entry).toMatchObject({ by: 'material', condition: 'タルク・マイカ のいずれか', total: 3 });
    expect(entry!.examples.map((item) => item.values)).toEqual([
      [{ name: 'タルク', value: 10, unit: '質量部' }],
      [{ name: 'タルク', value: 20, unit: '質量部' }],
    ]);
  });
});
