import type { BookmarkList } from '@app/contract/bookmarks';
import type {
  ExampleDetail,
  MaterialDetail,
  PatentDetail,
  ProductDetail,
  PropertyValueView,
} from '@app/contract/catalogue';
import { json, mockFetch, type Handler } from '../../../test/app-harness';

/** Detail answers as the API sends them (checked against the contract's schemas by the api-client). */

const value = (over: Partial<PropertyValueView>): PropertyValueView => ({
  propertyId: 'prop-flex',
  name: '曲げ弾性率',
  value: 2402.6,
  unit: 'MPa',
  displayValue: 2402.6,
  displayUnit: 'MPa',
  originalValue: null,
  originalUnit: null,
  originalText: null,
  testStandard: null,
  condition: null,
  level: null,
  ...over,
});

export const PRODUCT: ProductDetail = {
  id: 'prd-toho',
  name: 'トーホーレン TP-2030',
  brand: 'トーホーレン',
  grade: 'TP-2030',
  maker: { id: 'co-toho', name: '東邦化学工業株式会社', country: 'JP', url: null },
  category: {
    id: 'cat-pp',
    name: 'ポリプロピレン',
    path: [
      { id: 'cat-resin', name: '樹脂' },
      { id: 'cat-pp', name: 'ポリプロピレン' },
    ],
  },
  status: 'active',
  applications: ['自動車内装'],
  features: ['高剛性'],
  datasheet: null,
  description: 'タルク強化の高剛性グレード。',
  url: null,
  materials: [
    { id: 'mat-pp', name: 'ポリプロピレン', category: 'polymer' },
    { id: 'mat-talc', name: 'タルク', category: 'filler' },
  ],
  properties: [
    value({
      originalValue: 24500,
      originalUnit: 'kgf/cm²',
      originalText: '24,500 kgf/cm²',
      testStandard: 'JIS K 7171',
    }),
    value({
      propertyId: 'prop-ul94',
      name: '難燃性',
      value: 4,
      unit: '',
      displayValue: null,
      displayUnit: null,
      level: 'V-0',
      testStandard: 'UL94',
    }),
  ],
  patents: { total: 2, items: null, locked: true },
  similar: [
    {
      id: 'prd-beta',
      name: 'ベータPP B-1',
      maker: { id: 'co-beta', name: 'ベータ金属株式会社' },
      category: { id: 'cat-pp', name: 'ポリプロピレン' },
      distance: 0.42,
      sharedProperties: 1,
    },
  ],
  isDemo: true,
};

const claim1 = '(A)ポリプロピレン100質量部と(B)タルク10〜50質量部とを含有する樹脂組成物。';
const claim2 = '曲げ弾性率が2000MPa以上である請求項1に記載の樹脂組成物。';

export const PATENT: PatentDetail = {
  id: 'pat-1',
  publicationNumber: '特開2021-100001',
  kind: 'A',
  country: 'JP',
  language: 'ja',
  title: 'ポリプロピレン樹脂組成物及び成形体',
  abstract: '【課題】剛性に優れたPP組成物を提供する。',
  description: null,
  claims: [
    { number: 1, text: claim1, dependsOn: [], independent: true },
    { number: 2, text: claim2, dependsOn: [1], independent: false },
  ],
  applicants: [
    { name: '東邦化学工業(株)', company: { id: 'co-toho', name: '東邦化学工業株式会社' }, role: 'applicant' },
  ],
  inventors: ['山田 一郎'],
  ipc: [{ code: 'C08L23/10', title: 'プロピレンの単独重合体又は共重合体' }],
  fi: ['C08L23/10'],
  themes: [{ code: '4J002', title: '高分子組成物' }],
  fterms: [],
  applicationNumber: '特願2021-000001',
  applicationDate: '2021-03-01',
  publicationDate: '2022-09-01',
  grantNumber: null,
  grantDate: null,
  priorityDate: null,
  legalStatus: 'pending',
  legalStatusLabel: '審査中・未請求',
  citations: [{ number: '特開2015-000001', patent: null }],
  citedBy: [],
  claimRanges: [
    {
      claim: 1,
      kind: 'ingredient',
      subject: 'タルク',
      group: '(B)',
      material: { id: 'mat-talc', name: 'タルク' },
      property: null,
      min: 10,
      max: 50,
      minInclusive: true,
      maxInclusive: true,
      unit: '質量部',
      basis: '(A)100質量部に対して',
      originalText: '10〜50質量部',
      span: [claim1.indexOf('10〜50'), claim1.indexOf('10〜50') + '10〜50質量部'.length],
    },
    {
      claim: 2,
      kind: 'property',
      subject: '曲げ弾性率',
      group: null,
      material: null,
      property: { id: 'prop-flex', name: '曲げ弾性率' },
      min: 2000,
      max: null,
      minInclusive: true,
      maxInclusive: false,
      unit: 'MPa',
      basis: null,
      originalText: '2000MPa以上',
      span: [claim2.indexOf('2000'), claim2.indexOf('2000') + '2000MPa以上'.length],
    },
  ],
  examples: {
    total: 2,
    components: [
      {
        key: '(A)|ポリプロピレン|質量部',
        name: 'ポリプロピレン',
        group: '(A)',
        material: { id: 'mat-pp', name: 'ポリプロピレン' },
        unit: '質量部',
      },
      {
        key: '(B)|タルク|質量部',
        name: 'タルク',
        group: '(B)',
        material: { id: 'mat-talc', name: 'タルク' },
        unit: '質量部',
      },
    ],
    properties: [{ key: 'flex|MPa', name: '曲げ弾性率', propertyId: 'prop-flex', unit: 'MPa' }],
    rows: [
      { id: 'pat-1-e1', label: '実施例1', comparative: false, amounts: [100, 30], values: [2400] },
      { id: 'pat-1-c1', label: '比較例1', comparative: true, amounts: [100, null], values: [1600] },
    ],
  },
  materials: [
    { id: 'mat-pp', name: 'ポリプロピレン', category: 'polymer', exampleCount: 2 },
    { id: 'mat-talc', name: 'タルク', category: 'filler', exampleCount: 1 },
  ],
  companies: [
    {
      id: 'co-toho',
      name: '東邦化学工業株式会社',
      productCount: 1,
      products: [{ id: 'prd-toho', name: 'トーホーレン TP-2030' }],
    },
  ],
  products: [{ id: 'prd-beta', name: 'ベータPP B-1', maker: { id: 'co-beta', name: 'ベータ金属株式会社' } }],
  similar: [
    {
      id: 'pat-3',
      publicationNumber: '特開2019-300003',
      title: '銅合金板材及びその製造方法',
      applicationDate: '2018-07-07',
      similarity: 0.167,
      sharedCodes: [],
      sharedMaterials: [{ id: 'mat-pp', name: 'ポリプロピレン' }],
    },
  ],
  isDemo: true,
};

export const EXAMPLE: ExampleDetail = {
  id: 'pat-1-e1',
  label: '実施例1',
  comparative: false,
  ordinal: 1,
  note: null,
  patent: {
    id: 'pat-1',
    publicationNumber: '特開2021-100001',
    title: 'ポリプロピレン樹脂組成物及び成形体',
    applicationDate: '2021-03-01',
    applicants: [{ name: '東邦化学工業(株)', company: { id: 'co-toho', name: '東邦化学工業株式会社' } }],
  },
  composition: [
    {
      name: 'ポリプロピレン',
      group: '(A)',
      material: { id: 'mat-pp', name: 'ポリプロピレン' },
      product: { id: 'prd-beta', name: 'ベータPP B-1' },
      amount: 100,
      unit: '質量部',
      balance: false,
      amountCanonical: 100,
      unitCanonical: '質量部',
    },
    {
      name: 'タルク',
      group: '(B)',
      material: { id: 'mat-talc', name: 'タルク' },
      product: null,
      amount: 30,
      unit: '質量部',
      balance: false,
      amountCanonical: 30,
      unitCanonical: '質量部',
    },
  ],
  conditions: [{ name: '成形温度', value: 230, unit: '℃', valueCanonical: 230, unitCanonical: '℃' }],
  properties: [
    value({ value: 2400, displayValue: 2.4, displayUnit: 'GPa', originalValue: 2400, originalUnit: 'MPa' }),
  ],
  siblings: [
    {
      id: 'pat-1-c1',
      patentId: 'pat-1',
      publicationNumber: '特開2021-100001',
      label: '比較例1',
      comparative: true,
    },
  ],
  nearest: [
    {
      id: 'pat-3-e1',
      patentId: 'pat-3',
      publicationNumber: '特開2019-300003',
      label: '実施例1',
      comparative: false,
      patentTitle: '銅合金板材及びその製造方法',
      distance: 0.61,
      sharedMaterials: 1,
    },
  ],
  isDemo: true,
};

export const MATERIAL: MaterialDetail = {
  id: 'mat-pp',
  name: 'ポリプロピレン',
  nameEn: 'polypropylene',
  category: 'polymer',
  categoryLabel: '樹脂・ポリマー',
  casNumber: '9003-07-0',
  formula: '(C3H6)n',
  description: '汎用の結晶性樹脂。',
  aliases: ['ポリプロピレン', 'polypropylene', 'PP', 'ポリプロピレン樹脂'],
  properties: [value({ value: 1600, displayValue: 1600, originalValue: 1.6, originalUnit: 'GPa' })],
  products: {
    total: 1,
    items: [
      {
        id: 'prd-toho',
        name: 'トーホーレン TP-2030',
        maker: { id: 'co-toho', name: '東邦化学工業株式会社' },
      },
    ],
  },
  patents: {
    total: 1,
    items: [
      {
        id: 'pat-1',
        publicationNumber: '特開2021-100001',
        title: 'ポリプロピレン樹脂組成物及び成形体',
        applicationDate: '2021-03-01',
      },
    ],
    locked: false,
  },
  examples: {
    total: 2,
    items: [
      {
        id: 'pat-1-e1',
        patentId: 'pat-1',
        publicationNumber: '特開2021-100001',
        label: '実施例1',
        comparative: false,
      },
      {
        id: 'pat-1-c1',
        patentId: 'pat-1',
        publicationNumber: '特開2021-100001',
        label: '比較例1',
        comparative: true,
      },
    ],
    locked: false,
  },
  applicants: {
    total: 1,
    items: [{ id: 'co-toho', name: '東邦化学工業株式会社', patentCount: 1 }],
    locked: false,
  },
  similar: [{ id: 'mat-pa6', name: 'ポリアミド6', category: 'polymer', distance: 0.5, sharedProperties: 1 }],
  isDemo: true,
};

export const NO_BOOKMARKS: BookmarkList = {
  items: [],
  total: 0,
  page: 1,
  pageSize: 1,
  usage: { count: 0, limit: 50 },
};

/** The fetch mock of a detail page: its answer, the bookmark button's question, and 404 for the rest. */
export function mockDetail(handlers: Record<string, Handler>) {
  return mockFetch({ 'GET /v1/company/bookmarks': () => json(NO_BOOKMARKS), ...handlers });
}
