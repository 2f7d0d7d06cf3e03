import type { ClaimRangeOverlay, LargePatentAnalysis, LargePatentList } from '@app/contract/large-patents';

/** Answers of GET large-patents/analyze as the server sends them (contract shapes), for component tests. */

export const PATENT_ID = 'pat-000777';

export function summary(n: number, overrides: Partial<LargePatentList['items'][number]> = {}) {
  return {
    id: `pat-00077${n}`,
    publicationNumber: `特開2020-10000${n}`,
    title: `ポリプロピレン樹脂組成物${n}`,
    applicants: ['サンプル化学株式会社'],
    filingDate: '2019-04-0' + String(n),
    exampleCount: 120 + n,
    comparativeCount: 20 + n,
    ...overrides,
  };
}

export function list(overrides: Partial<LargePatentList> = {}): LargePatentList {
  return {
    kind: 'list',
    items: [
      summary(7),
      summary(8, { title: '強化ポリアミド組成物', exampleCount: 240, comparativeCount: 31 }),
    ],
    total: 2,
    page: 1,
    pageSize: 20,
    minExamples: 100,
    ...overrides,
  };
}

/** Rows: 実施例1–6 (タルク 10–35) and 比較例1–2 (タルク 0 and 50); the last row lacks 引張強さ. */
const ROWS: [string, boolean, number, number, number | null][] = [
  ['実施例1', false, 10, 1.8, 31],
  ['実施例2', false, 15, 2.1, 33],
  ['実施例3', false, 20, 2.4, 35],
  ['実施例4', false, 25, 2.7, 36],
  ['実施例5', false, 30, 3.0, 38],
  ['実施例10', false, 35, 3.2, 39],
  ['比較例1', true, 0, 1.2, 28],
  ['比較例2', true, 50, 3.6, null],
];

const TALC_RANGE: ClaimRangeOverlay = {
  claim: 1,
  kind: 'ingredient',
  subject: 'タルク',
  group: null,
  material: { id: 'mat-talc', name: 'タルク' },
  property: null,
  min: 10,
  max: 40,
  minInclusive: true,
  maxInclusive: true,
  unit: '質量部',
  basis: null,
  originalText: '10〜40質量部',
  span: null,
  columnKey: 'c-talc',
  columnMin: 10,
  columnMax: 40,
};

export function analysis(overrides: Partial<LargePatentAnalysis> = {}): LargePatentAnalysis {
  const property = (key: string, name: string, unit: string) => ({
    key,
    name,
    unit,
    kind: 'property' as const,
  });
  const component = (key: string, name: string, unit: string) => ({
    key,
    name,
    unit,
    kind: 'component' as const,
  });
  const talc = component('c-talc', 'タルク', '質量部');
  const pp = component('c-pp', 'ポリプロピレン', '質量部');
  const modulus = property('p-modulus', '曲げ弾性率', 'GPa');
  const tensile = property('p-tensile', '引張強さ', 'MPa');
  return {
    kind: 'analysis',
    patent: { ...summary(7), id: PATENT_ID, exampleCount: 8, comparativeCount: 2, legalStatus: '登録' },
    table: {
      total: ROWS.length,
      components: [
        { key: 'c-pp', name: 'ポリプロピレン', group: null, material: null, unit: '質量部' },
        {
          key: 'c-talc',
          name: 'タルク',
          group: null,
          material: { id: 'mat-talc', name: 'タルク' },
          unit: '質量部',
        },
      ],
      properties: [
        { key: 'p-modulus', name: '曲げ弾性率', propertyId: 'prop-flexural-modulus', unit: 'GPa' },
        { key: 'p-tensile', name: '引張強さ', propertyId: 'prop-tensile-strength', unit: 'MPa' },
      ],
      rows: ROWS.map(([label, comparative, talcAmount, mod, ten], index) => ({
        id: `${PATENT_ID}-ex${index + 1}`,
        label,
        comparative,
        amounts: [100 - talcAmount, talcAmount],
        values: [mod, ten],
      })),
    },
    distributions: [
      {
        ...modulus,
        count: 8,
        min: 1.2,
        max: 3.6,
        mean: 2.5,
        median: 2.55,
        std: 0.75,
        bins: [
          { from: 1.2, to: 2.0, count: 2, comparative: 1 },
          { from: 2.0, to: 2.8, count: 3, comparative: 0 },
          { from: 2.8, to: 3.6, count: 3, comparative: 1 },
        ],
      },
      {
        ...tensile,
        count: 7,
        min: 28,
        max: 39,
        mean: 34.3,
        median: 35,
        std: 3.9,
        bins: [
          { from: 28, to: 33, count: 3, comparative: 1 },
          { from: 33, to: 39, count: 4, comparative: 0 },
        ],
      },
    ],
    correlation: {
      // 滑剤 is constant (0.3 parts in every row): no correlation with anything.
      variables: [pp, talc, component('c-lube', '滑剤', '質量部'), modulus, tensile],
      matrix: [
        [1, -1, null, -0.97, -0.93],
        [-1, 1, null, 0.97, 0.93],
        [null, null, null, null, null],
        [-0.97, 0.97, null, 1, 0.95],
        [-0.93, 0.93, null, 0.95, null],
      ],
    },
    drivers: [
      {
        propertyKey: 'p-modulus',
        name: '曲げ弾性率',
        unit: 'GPa',
        r2: 0.91,
        rows: 8,
        drivers: [
          { componentKey: 'c-talc', name: 'タルク', importance: 0.8, direction: 'up' },
          { componentKey: 'c-pp', name: 'ポリプロピレン', importance: 0.2, direction: 'down' },
        ],
      },
      {
        propertyKey: 'p-tensile',
        name: '引張強さ',
        unit: 'MPa',
        r2: 0.21,
        rows: 7,
        drivers: [
          { componentKey: 'c-talc', name: 'タルク', importance: 0.6, direction: 'mixed' },
          { componentKey: 'c-pp', name: 'ポリプロピレン', importance: 0.4, direction: 'down' },
        ],
      },
    ],
    separation: {
      exampleCount: 6,
      comparativeCount: 2,
      features: [
        { ...talc, exampleMean: 22.5, comparativeMean: 25, effectSize: -0.15, auc: 0.5 },
        { ...modulus, exampleMean: 2.53, comparativeMean: 2.4, effectSize: 0.12, auc: 0.58 },
        { ...tensile, exampleMean: 35.3, comparativeMean: 28, effectSize: 2.4, auc: 0.97 },
      ],
      summary: '実施例と比較例を最もよく分けるのは 引張強さ（AUC 0.97）です。',
    },
    rules: [
      {
        text: 'タルク ≥ 20 質量部 のとき 曲げ弾性率 ≥ 2.4 GPa',
        condition: { key: 'c-talc', name: 'タルク', op: '>=', value: 20, unit: '質量部' },
        conclusion: { key: 'p-modulus', name: '曲げ弾性率', op: '>=', value: 2.4, unit: 'GPa' },
        support: 5,
        confidence: 1,
        baseRate: 0.625,
      },
      {
        text: 'ポリプロピレン ≥ 85 質量部 のとき 引張強さ ≤ 33 MPa',
        condition: { key: 'c-pp', name: 'ポリプロピレン', op: '>=', value: 85, unit: '質量部' },
        conclusion: { key: 'p-tensile', name: '引張強さ', op: '<=', value: 33, unit: 'MPa' },
        support: 3,
        confidence: 0.6667,
        baseRate: 0.4286,
      },
    ],
    claimRanges: [
      TALC_RANGE,
      {
        ...TALC_RANGE,
        kind: 'property',
        subject: '曲げ弾性率',
        material: null,
        property: { id: 'prop-flexural-modulus', name: '曲げ弾性率' },
        min: 2000,
        max: null,
        unit: 'MPa',
        originalText: '2000MPa以上',
        columnKey: 'p-modulus',
        columnMin: 2,
        columnMax: null,
      },
      {
        ...TALC_RANGE,
        claim: 3,
        subject: '酸化防止剤',
        material: null,
        min: 0.1,
        max: 1,
        originalText: '0.1〜1質量部',
        columnKey: null,
        columnMin: null,
        columnMax: null,
      },
    ],
    elapsedMs: 42,
    ...overrides,
  };
}
