import { describe, expect, it } from 'vitest';
import {
  presentExampleDetail,
  presentExampleSummaries,
  presentNearest,
  type ComponentRow,
} from './examples.js';

/** The example presenters on rows written by hand: no database. */

const component = (example_id: number, overrides: Partial<ComponentRow> = {}): ComponentRow => ({
  example_id,
  name: 'ポリプロピレン',
  group_symbol: 'A',
  amount: 70,
  unit: '質量部',
  amount_canonical: null,
  unit_canonical: null,
  balance: 0,
  material_external_id: 'mat-pp',
  material_name: 'PP',
  product_external_id: null,
  product_name: null,
  ...overrides,
});

const exampleRow = (id: number, patent_id: number) => ({
  id,
  external_id: `ex-${id}`,
  label: `実施例${id}`,
  comparative: id === 2 ? 1 : 0,
  is_demo: 0,
  patent_id,
  patent_external_id: `pat-${patent_id}`,
  publication_number: `特開2020-00000${patent_id}`,
  title: 'ゴム組成物',
});

const tensileDef = { id: 1, external_id: 'prop-ts', name: '引張強さ', display_unit: 'MPa', levels: null };
const tensile = (example_id: number) => ({
  example_id,
  property_def_id: 1,
  name: 'TS',
  value: 2000,
  unit: 'N/cm²',
  value_canonical: 20,
  unit_canonical: 'MPa',
  original_text: '2000 N/cm²',
  condition: null,
});

describe('presentExampleSummaries', () => {
  it('follows the hits, gives each example its own composition, and lists each company once', () => {
    const summaries = presentExampleSummaries(
      [
        { id: 2, score: 3 },
        { id: 9, score: 2 },
        { id: 1, score: 1 },
      ],
      {
        examples: [exampleRow(1, 7), exampleRow(2, 7)],
        applicants: [
          {
            patent_id: 7,
            name: '東邦化学',
            role: 'applicant',
            external_id: 'co-toho',
            company_name: '東邦化学工業',
          },
          {
            patent_id: 7,
            name: 'トーホー',
            role: 'applicant',
            external_id: 'co-toho',
            company_name: '東邦化学工業',
          },
          { patent_id: 7, name: '個人 太郎', role: 'applicant', external_id: null, company_name: null },
        ],
        components: [component(1), component(2, { name: 'タルク', material_external_id: null, balance: 1 })],
        values: null,
      },
      new Map(),
    );
    expect(summaries.map((summary) => summary.id)).toEqual(['ex-2', 'ex-1']);
    expect(summaries[0]).toMatchObject({
      comparative: true,
      applicants: ['東邦化学工業', '個人 太郎'],
      composition: [{ name: 'タルク', material: null, balance: true }],
      properties: null,
      snippet: null,
    });
    expect(summaries[1]!.composition).toEqual([
      {
        name: 'ポリプロピレン',
        group: 'A',
        material: { id: 'mat-pp', name: 'PP' },
        product: null,
        amount: 70,
        unit: '質量部',
        balance: false,
      },
    ]);
  });

  it('shows measured values in canonical form when the caller may see them', () => {
    const [summary] = presentExampleSummaries(
      [{ id: 1, score: 0 }],
      {
        examples: [exampleRow(1, 7)],
        applicants: [],
        components: [],
        values: { values: [tensile(1)], defs: [tensileDef] },
      },
      new Map(),
    );
    expect(summary!.properties).toEqual([
      expect.objectContaining({
        propertyId: 'prop-ts',
        name: '引張強さ',
        value: 20,
        unit: 'MPa',
        originalValue: 2000,
        originalUnit: 'N/cm²',
      }),
    ]);
  });
});

describe('presentNearest', () => {
  it('keeps the rank, rounds the distance and leaves out examples whose row is gone', () => {
    const nearest = presentNearest({
      ranked: [
        { id: 5, distance: 0.12345, shared: 2 },
        { id: 6, distance: 0.2, shared: 1 },
        { id: 4, distance: 0.5, shared: 1 },
      ],
      rows: [4, 5].map((id) => ({
        id,
        external_id: `ex-${id}`,
        label: `実施例${id}`,
        comparative: 0,
        patent_id: 'pat-3',
        publication_number: '特開2021-000003',
        title: '樹脂',
      })),
    });
    expect(nearest.map((item) => [item.id, item.distance, item.sharedMaterials])).toEqual([
      ['ex-5', 0.123, 2],
      ['ex-4', 0.5, 1],
    ]);
  });
});

describe('presentExampleDetail', () => {
  it('shows the patent with its applicants, canonical amounts, conditions and siblings', () => {
    const detail = presentExampleDetail({
      example: { ...exampleRow(1, 7), ordinal: 1, note: '加硫後', application_date: '2019-04-01' },
      components: [component(1, { amount_canonical: 0.7, unit_canonical: 'mass fraction' })],
      conditions: [{ name: '温度', value: 150, unit: '℃', value_canonical: 423.15, unit_canonical: 'K' }],
      values: { values: [tensile(1)], defs: [tensileDef] },
      applicants: [
        {
          patent_id: 7,
          name: '東邦化学',
          role: 'applicant',
          external_id: 'co-toho',
          company_name: '東邦化学工業',
        },
      ],
      siblings: [{ external_id: 'ex-2', label: '比較例1', comparative: 1 }],
      nearest: { ranked: [], rows: [] },
    });
    expect(detail).toMatchObject({
      id: 'ex-1',
      note: '加硫後',
      patent: {
        id: 'pat-7',
        applicationDate: '2019-04-01',
        applicants: [{ name: '東邦化学', company: { id: 'co-toho', name: '東邦化学工業' } }],
      },
      composition: [{ amount: 70, amountCanonical: 0.7, unitCanonical: 'mass fraction' }],
      conditions: [{ name: '温度', value: 150, unit: '℃', valueCanonical: 423.15, unitCanonical: 'K' }],
      properties: [{ propertyId: 'prop-ts', value: 20 }],
      siblings: [
        {
          id: 'ex-2',
          patentId: 'pat-7',
          publicationNumber: '特開2020-000007',
          label: '比較例1',
          comparative: true,
        },
      ],
      nearest: [],
      isDemo: false,
    });
    // The applicant's role is not part of the example page.
    expect(detail.patent.applicants[0]).not.toHaveProperty('role');
  });
});
