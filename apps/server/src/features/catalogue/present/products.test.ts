import { describe, expect, it } from 'vitest';
import { presentProductSummaries, rankSimilarProducts } from './products.js';

/** The product presenters on rows written by hand: no database. */

describe('presentProductSummaries', () => {
  it('gives each product its own materials and keywords, and property values only when allowed', () => {
    const row = (id: number) => ({
      id,
      external_id: `PD${id}`,
      name: `グレード${id}`,
      brand: null,
      grade: null,
      status: 'active',
      is_demo: 0,
      maker_id: 'C1',
      maker_name: 'アクメ化学',
      category_id: 'CAT1',
      category_name: 'タイヤ用ゴム',
    });
    const summaries = presentProductSummaries(
      [
        { id: 2, score: 3 },
        { id: 1, score: 1 },
      ],
      [row(1), row(2)],
      [
        { product_id: 1, external_id: 'M1', name: 'SBR' },
        { product_id: 2, external_id: 'M2', name: 'シリカ' },
      ],
      [
        { product_id: 1, kind: 'application', keyword: 'タイヤ' },
        { product_id: 1, kind: 'feature', keyword: '低燃費' },
        { product_id: 2, kind: 'feature', keyword: '高強度' },
      ],
      null,
      [],
      new Map(),
    );
    expect(summaries.map((summary) => summary.id)).toEqual(['PD2', 'PD1']);
    expect(summaries[1]).toMatchObject({
      materials: [{ id: 'M1', name: 'SBR' }],
      applications: ['タイヤ'],
      features: ['低燃費'],
      properties: null,
      maker: { id: 'C1', name: 'アクメ化学' },
    });
    expect(summaries[0]).toMatchObject({ applications: [], features: ['高強度'] });
  });
});

describe('rankSimilarProducts', () => {
  it('ranks by distance, leaves out those sharing no property, and keeps six', () => {
    const vectors = new Map([[1, new Map([[10, 50]])]]);
    for (let id = 2; id <= 9; id++) vectors.set(id, new Map([[10, 50 + id]]));
    vectors.set(20, new Map([[11, 1]]));
    const ranked = rankSimilarProducts(1, [9, 20, 3, 2, 4, 5, 6, 7, 8], vectors);
    expect(ranked.map((item) => item.id)).toEqual([2, 3, 4, 5, 6, 7]);
  });
});
