import type { CategoryTree, PropertyDefList, PropertyDefView } from '@app/contract/catalogue';
import {
  SCORE_FORMULA,
  type RecommendationItem,
  type RecommendResponse,
  type ResolvedRequirement,
} from '@app/contract/recommendation';

/** API answers for the recommendation pages' tests, shaped by the contract's types. */

const def = (
  overrides: Partial<PropertyDefView> & Pick<PropertyDefView, 'id' | 'name'>,
): PropertyDefView => ({
  nameEn: null,
  unit: 'MPa',
  unitFamily: 'stress',
  canonicalUnit: 'MPa',
  units: ['MPa', 'GPa', 'kPa', 'Pa', 'kgf/cm²'],
  testStandards: [],
  direction: 'higher',
  group: '機械的性質',
  levels: null,
  count: 700,
  ...overrides,
});

export const PROPERTY_DEFS: PropertyDefList = {
  items: [
    def({ id: 'prop-flexural-modulus', name: '曲げ弾性率' }),
    def({ id: 'prop-tensile-strength', name: '引張強さ', count: 1100 }),
    def({
      id: 'prop-hdt-045',
      name: '荷重たわみ温度(0.45MPa)',
      unit: '℃',
      unitFamily: 'temperature',
      canonicalUnit: '℃',
      units: ['℃', 'K', '℉'],
      group: '熱的性質',
    }),
  ],
};

export const CATEGORIES: CategoryTree = {
  items: [
    {
      id: 'cat-resin',
      name: '樹脂',
      nameEn: null,
      productCount: 90,
      children: [
        {
          id: 'cat-pp-compound',
          name: 'ポリプロピレンコンパウンド',
          nameEn: null,
          productCount: 60,
          children: [],
        },
      ],
    },
  ],
};

export const KEYWORDS = {
  items: [
    { keyword: '自動車内装部品', count: 54 },
    { keyword: '自動車部品', count: 61 },
  ],
};

export const FLEX_REQUIREMENT: ResolvedRequirement = {
  propertyId: 'prop-flexural-modulus',
  propertyName: '曲げ弾性率',
  min: 2,
  max: null,
  target: null,
  unit: 'GPa',
  weight: 3,
  canonicalUnit: 'MPa',
  canonicalMin: 2000,
  canonicalMax: null,
  canonicalTarget: null,
  label: '曲げ弾性率 ≥ 2 GPa（重み 3）',
};

export function item(rank: number, overrides: Partial<RecommendationItem> = {}): RecommendationItem {
  const met = rank === 1;
  return {
    rank,
    score: met ? 100 : 47.5,
    allMet: met,
    metCount: met ? 1 : 0,
    failedCount: met ? 0 : 1,
    unknownCount: 0,
    headroom: met ? 0.2 : -0.05,
    product: {
      id: `prd-${rank}`,
      name: `サンプルPP ${rank}`,
      maker: { id: 'co-1', name: '東邦化学工業株式会社' },
      category: { id: 'cat-pp-compound', name: 'ポリプロピレンコンパウンド' },
      applications: ['自動車内装部品', 'ドアトリム'],
      matchedKeywords: ['自動車内装部品'],
    },
    requirements: [
      {
        propertyId: 'prop-flexural-modulus',
        propertyName: '曲げ弾性率',
        status: met ? 'pass' : 'fail',
        weight: 3,
        credit: met ? 1 : 0.475,
        points: met ? 100 : 47.5,
        maxPoints: 100,
        value: {
          value: met ? 2.41 : 1.9,
          unit: 'GPa',
          canonicalValue: met ? 2410 : 1900,
          canonicalUnit: 'MPa',
          originalValue: met ? 2410 : 1900,
          originalUnit: 'MPa',
          originalText: met ? '2,410 MPa' : null,
          testStandard: 'JIS K 7171',
          condition: null,
        },
        margin: { bound: 'min', value: met ? 0.41 : -0.1, unit: 'GPa', relative: met ? 0.205 : -0.05 },
        reason: met
          ? '2.41 GPa（表記 2,410 MPa）：下限 2 GPa 以上（0.41 GPa 上回る）'
          : '1.9 GPa（表記 1,900 MPa）：下限 2 GPa に 0.1 GPa 足りない',
      },
    ],
    materials: [
      { id: 'mat-homo-pp', name: 'ホモポリプロピレン' },
      { id: 'mat-talc', name: 'タルク' },
    ],
    supportingExamples: [
      {
        patentId: 'pat-000123',
        publicationNumber: '特開2010-058693',
        patentTitle: 'ポリプロピレン樹脂組成物',
        exampleId: 'pat-000123-ex2',
        label: '実施例2',
        comparative: false,
        via: 'material',
        viaName: 'ホモポリプロピレン、タルク',
        values: [
          { propertyId: 'prop-flexural-modulus', name: '曲げ弾性率', value: 2.26, unit: 'GPa', meets: true },
        ],
      },
    ],
    ...overrides,
  };
}

export function response(overrides: Partial<RecommendResponse> = {}): RecommendResponse {
  return {
    items: [item(1), item(2)],
    total: 2,
    page: 1,
    pageSize: 20,
    limited: false,
    hiddenCount: 0,
    requirements: [FLEX_REQUIREMENT],
    keywords: ['自動車内装'],
    category: null,
    formula: SCORE_FORMULA,
    ...overrides,
  };
}
