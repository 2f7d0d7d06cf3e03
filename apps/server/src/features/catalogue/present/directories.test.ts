import { describe, expect, it } from 'vitest';
import {
  presentCategoryTree,
  presentCodeList,
  presentCompanyList,
  presentPropertyDefs,
} from './directories.js';

/** The pick-lists on rows and counts written by hand: no database, no index. */

describe('presentCategoryTree', () => {
  it('nests categories under their parents in the rows’ order, with subtree counts', () => {
    const tree = presentCategoryTree(
      [
        { id: 1, external_id: 'cat-rubber', parent_id: null, name: 'ゴム', name_en: 'Rubber' },
        { id: 3, external_id: 'cat-tire', parent_id: 1, name: 'タイヤ用', name_en: null },
        { id: 2, external_id: 'cat-resin', parent_id: null, name: '樹脂', name_en: null },
        // A parent that is not listed: shown at the top rather than lost.
        { id: 4, external_id: 'cat-orphan', parent_id: 99, name: 'その他', name_en: null },
      ],
      new Map([
        ['1', 5],
        ['3', 2],
      ]),
    );
    expect(tree).toEqual([
      {
        id: 'cat-rubber',
        name: 'ゴム',
        nameEn: 'Rubber',
        productCount: 5,
        children: [{ id: 'cat-tire', name: 'タイヤ用', nameEn: null, productCount: 2, children: [] }],
      },
      { id: 'cat-resin', name: '樹脂', nameEn: null, productCount: 0, children: [] },
      { id: 'cat-orphan', name: 'その他', nameEn: null, productCount: 0, children: [] },
    ]);
  });
});

describe('presentPropertyDefs', () => {
  it('reads the stored lists, keeps only known directions, and lists the units of the family', () => {
    const [def] = presentPropertyDefs(
      [
        {
          id: 7,
          external_id: 'prop-ts',
          name: '引張強さ',
          name_en: 'Tensile strength',
          display_unit: 'MPa',
          unit_family: 'stress',
          canonical_unit: 'MPa',
          test_standards: '["JIS K 6251"]',
          direction: 'sideways',
          group_name: '機械特性',
          levels: 'not json',
        },
      ],
      new Map([['7', 12]]),
    );
    expect(def).toMatchObject({
      id: 'prop-ts',
      unit: 'MPa',
      testStandards: ['JIS K 6251'],
      direction: null,
      group: '機械特性',
      levels: null,
      count: 12,
    });
    expect(def!.units).toContain('kPa');
  });
});

describe('presentCompanyList', () => {
  const company = (id: number, name: string, kana: string | null) => ({
    id,
    external_id: `co-${id}`,
    name,
    name_en: null,
    country: 'JP',
    kana,
  });

  it('puts the most counted first, then kana order, and answers one page', () => {
    const list = presentCompanyList(
      [
        company(1, '山田化学', 'ヤマダカガク'),
        company(2, '安藤樹脂', 'アンドウジュシ'),
        company(3, '伊藤ゴム', null),
      ],
      new Map([
        ['1', 4],
        ['2', 4],
        ['3', 9],
      ]),
      { page: 1, pageSize: 2 },
    );
    expect(list).toEqual({
      items: [
        { id: 'co-3', name: '伊藤ゴム', nameEn: null, country: 'JP', count: 9 },
        { id: 'co-2', name: '安藤樹脂', nameEn: null, country: 'JP', count: 4 },
      ],
      total: 3,
      page: 1,
      pageSize: 2,
    });
  });
});

describe('presentCodeList', () => {
  it('titles main groups from their /00 form, filters by code prefix or title, sorts by code', () => {
    const counts = new Map([
      ['C08L23', 3],
      ['C08K3', 2],
      ['B60C1', 1],
    ]);
    const titles = [
      { code: 'C08L23/00', title: 'オレフィン重合体の組成物' },
      { code: 'C08K3/00', title: '無機配合成分の使用' },
    ];
    expect(presentCodeList(counts, titles, { page: 1, pageSize: 10 }).items.map((item) => item.code)).toEqual(
      ['B60C1', 'C08K3', 'C08L23'],
    );
    expect(presentCodeList(counts, titles, { q: 'ｃ08', page: 1, pageSize: 10 }).items).toEqual([
      { code: 'C08K3', title: '無機配合成分の使用', count: 2 },
      { code: 'C08L23', title: 'オレフィン重合体の組成物', count: 3 },
    ]);
    expect(presentCodeList(counts, titles, { q: 'オレフィン', page: 1, pageSize: 10 }).total).toBe(1);
  });
});
