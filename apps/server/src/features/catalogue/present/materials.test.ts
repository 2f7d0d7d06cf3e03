import { describe, expect, it } from 'vitest';
import {
  categoryLabel,
  presentMaterialDetail,
  presentMaterialSummaries,
  rankSimilarMaterials,
  type MaterialDetailRows,
} from './materials.js';

/** The material presenters on rows written by hand: no database. */

describe('presentMaterialSummaries', () => {
  it('lists aliases other than the names, counts products from the facet rows, hides values when not allowed', () => {
    const [summary] = presentMaterialSummaries(
      [{ id: 5, score: 2 }],
      [
        {
          id: 5,
          external_id: 'M5',
          name: 'シリカ',
          name_en: 'Silica',
          category: 'filler',
          cas_number: '7631-86-9',
          is_demo: 0,
        },
      ],
      new Map([[5, ['シリカ', 'Silica', '二酸化ケイ素', 'SiO2']]]),
      [
        { value: '4', count: 9 },
        { value: '5', count: 3 },
      ],
      null,
      [],
      new Map(),
    );
    expect(summary).toMatchObject({
      id: 'M5',
      aliases: ['二酸化ケイ素', 'SiO2'],
      productCount: 3,
      properties: null,
      categoryLabel: categoryLabel('filler'),
      isDemo: false,
    });
  });
});

describe('rankSimilarMaterials', () => {
  it('puts the nearest first and those sharing no property last', () => {
    const candidate = (id: number, name: string) => ({ id, external_id: `M${id}`, name, category: 'filler' });
    const vectors = new Map([
      [1, new Map([[10, 100]])],
      [2, new Map([[10, 140]])],
      [3, new Map([[10, 105]])],
      [4, new Map([[11, 7]])],
    ]);
    const ranked = rankSimilarMaterials(
      1,
      [candidate(2, 'B'), candidate(4, 'D'), candidate(3, 'C')],
      vectors,
    );
    expect(ranked.map((item) => [item.id, item.sharedProperties])).toEqual([
      ['M3', 1],
      ['M2', 1],
      ['M4', 0],
    ]);
    expect(ranked[2]?.distance).toBeNull();
  });
});

describe('presentMaterialDetail', () => {
  const rows: MaterialDetailRows = {
    material: {
      id: 5,
      external_id: 'mat-silica',
      name: 'シリカ',
      name_en: 'Silica',
      category: 'filler',
      cas_number: null,
      formula: 'SiO2',
      description: null,
      is_demo: 1,
    },
    aliases: [{ material_id: 5, alias: '二酸化ケイ素' }],
    values: { values: [], defs: [] },
    productTotal: 3,
    products: [{ external_id: 'prd-1', name: 'グレードA', maker_id: 'co-1', maker_name: 'アクメ' }],
    patentCounts: [
      { patent_id: 8, examples: 4 },
      { patent_id: 9, examples: '2' },
    ],
    shownPatents: [8, 9],
    patentLinks: [
      { id: 9, external_id: 'pat-9', publication_number: '特開9', title: 'B', application_date: null },
      { id: 8, external_id: 'pat-8', publication_number: '特開8', title: 'A', application_date: null },
    ],
    applicants: [{ external_id: 'co-2', name: '東邦', patents: 2 }],
    examples: [
      {
        external_id: 'ex-1',
        label: '実施例1',
        comparative: 0,
        patent_id: 'pat-8',
        publication_number: '特開8',
      },
    ],
    candidates: [],
    vectors: new Map(),
  };

  it('lists patents in their order, examples and applicants when the plan includes patent results', () => {
    const detail = presentMaterialDetail(rows, false);
    expect(detail).toMatchObject({
      aliases: ['二酸化ケイ素'],
      categoryLabel: categoryLabel('filler'),
      products: { total: 3, items: [{ id: 'prd-1', maker: { id: 'co-1', name: 'アクメ' } }] },
      examples: { total: 6, locked: false, items: [{ id: 'ex-1', patentId: 'pat-8', comparative: false }] },
      applicants: { total: 1, locked: false, items: [{ id: 'co-2', name: '東邦', patentCount: 2 }] },
      similar: [],
      isDemo: true,
    });
    expect(detail.patents.items?.map((item) => item.id)).toEqual(['pat-8', 'pat-9']);
  });

  it('only counts patents, examples and applicants when they are locked', () => {
    const detail = presentMaterialDetail({ ...rows, patentLinks: null, examples: null }, true);
    expect(detail.patents).toEqual({ total: 2, items: null, locked: true });
    expect(detail.examples).toEqual({ total: 6, items: null, locked: true });
    expect(detail.applicants).toEqual({ total: 1, items: null, locked: true });
  });
});
