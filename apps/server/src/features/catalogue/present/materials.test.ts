import { describe, expect, it } from 'vitest';
import { categoryLabel, presentMaterialSummaries, rankSimilarMaterials } from './materials.js';

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
