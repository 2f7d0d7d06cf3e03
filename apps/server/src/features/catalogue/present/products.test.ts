import { describe, expect, it } from 'vitest';
import {
  presentProductDetail,
  presentProductSummaries,
  presentSimilarProducts,
  rankSimilarProducts,
  type ProductDetailRows,
} from './products.js';

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

describe('presentProductDetail', () => {
  const rows: ProductDetailRows = {
    product: {
      id: 4,
      external_id: 'prd-4',
      name: 'トーホーレン TP-2030',
      brand: 'トーホーレン',
      grade: 'TP-2030',
      status: 'active',
      datasheet: null,
      description: null,
      url: null,
      is_demo: 0,
    },
    maker: { external_id: 'co-toho', name: '東邦化学工業', country: 'JP', url: null },
    category: { external_id: 'cat-pp', name: 'PP' },
    pathIds: [1, 3],
    path: [
      { id: 3, external_id: 'cat-pp', name: 'PP' },
      { id: 1, external_id: 'cat-resin', name: '樹脂' },
    ],
    materials: [{ external_id: 'mat-pp', name: 'ポリプロピレン', category: 'polymer' }],
    keywords: [
      { kind: 'feature', keyword: '高剛性' },
      { kind: 'application', keyword: '自動車部品' },
    ],
    values: { values: [], defs: [] },
    patents: {
      ordered: [
        { id: 7, via: 'example' },
        { id: 8, via: 'text' },
      ],
      links: [
        { id: 8, external_id: 'pat-8', publication_number: '特開8', title: 'B', application_date: null },
        {
          id: 7,
          external_id: 'pat-7',
          publication_number: '特開7',
          title: 'A',
          application_date: '2019-01-01',
        },
      ],
    },
  };

  it('walks the category path root first, splits keywords, and tags each patent with how it names the product', () => {
    const detail = presentProductDetail(rows, []);
    expect(detail.category.path).toEqual([
      { id: 'cat-resin', name: '樹脂' },
      { id: 'cat-pp', name: 'PP' },
    ]);
    expect(detail.applications).toEqual(['自動車部品']);
    expect(detail.features).toEqual(['高剛性']);
    expect(detail.patents).toEqual({
      total: 2,
      locked: false,
      items: [
        {
          id: 'pat-7',
          publicationNumber: '特開7',
          title: 'A',
          applicationDate: '2019-01-01',
          via: 'example',
        },
        { id: 'pat-8', publicationNumber: '特開8', title: 'B', applicationDate: null, via: 'text' },
      ],
    });
  });

  it('only counts the patents when the plan locks them', () => {
    const detail = presentProductDetail({ ...rows, patents: { ...rows.patents, links: null } }, []);
    expect(detail.patents).toEqual({ total: 2, items: null, locked: true });
  });

  it('shows similar products in their rank with the distance to three places', () => {
    const link = (id: number) => ({
      id,
      external_id: `prd-${id}`,
      name: `P${id}`,
      maker_id: 'co-1',
      maker_name: 'アクメ',
      category_id: 'cat-pp',
      category_name: 'PP',
    });
    const similar = presentSimilarProducts(
      [
        { id: 9, distance: 0.30004, shared: 3 },
        { id: 2, distance: 0.5, shared: 1 },
        { id: 5, distance: 0.6, shared: 1 },
      ],
      [link(5), link(9)],
    );
    expect(similar.map((item) => [item.id, item.distance, item.sharedProperties])).toEqual([
      ['prd-9', 0.3, 3],
      ['prd-5', 0.6, 1],
    ]);
  });
});
