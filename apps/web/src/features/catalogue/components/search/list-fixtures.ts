import type {
  Access,
  ExampleSummary,
  PatentSummary,
  ProductSearchResponse,
  ProductSummary,
  PropertyDefView,
} from '@app/contract/catalogue';

/** Test data of the list pages, shaped exactly as the contract's search responses. */

export const ACCESS: Record<Access['level'], Access> = {
  visitor: {
    level: 'visitor',
    propertyValues: false,
    advancedSearch: false,
    patentResults: false,
    maxPage: 3,
  },
  free: { level: 'free', propertyValues: true, advancedSearch: false, patentResults: false, maxPage: 3 },
  standard: {
    level: 'standard',
    propertyValues: true,
    advancedSearch: true,
    patentResults: true,
    maxPage: null,
  },
};

export function product(id: string, name: string, over: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id,
    name,
    titleHighlights: [],
    brand: null,
    grade: null,
    maker: { id: 'co-tsubakiyama', name: '椿山プラスチックス株式会社' },
    category: { id: 'cat-pp-compound', name: 'ポリプロピレンコンパウンド' },
    status: 'active',
    materials: [{ id: 'mat-pp-homo', name: 'ホモポリプロピレン' }],
    applications: ['バンパー'],
    features: ['高剛性'],
    properties: [
      {
        propertyId: 'prop-flexural-modulus',
        name: '曲げ弾性率',
        value: 2300,
        unit: 'MPa',
        displayValue: 2300,
        displayUnit: 'MPa',
        originalValue: 2.3,
        originalUnit: 'GPa',
        originalText: null,
        testStandard: 'ISO 178',
        condition: null,
        level: null,
      },
    ],
    score: 1,
    snippet: {
      field: 'description',
      text: 'タルク強化ポリプロピレンのグレード',
      highlights: [[5, 12]],
      html: '',
    },
    isDemo: true,
    ...over,
  };
}

export function productList(
  items: ProductSummary[],
  over: Partial<ProductSearchResponse> = {},
): ProductSearchResponse {
  return {
    items,
    total: 120,
    page: 1,
    pageSize: 20,
    facets: {
      category: [{ value: 'cat-pp-compound', label: 'ポリプロピレンコンパウンド', count: 118 }],
      maker: [
        { value: 'co-tsubakiyama', label: '椿山プラスチックス株式会社', count: 61 },
        { value: 'co-misakino', label: '岬野ポリマー株式会社', count: 39 },
      ],
      status: [{ value: 'active', label: '販売中', count: 110 }],
      material: [{ value: 'mat-talc', label: 'タルク', count: 54 }],
      inPatents: [{ value: '1', label: '特許に記載あり', count: 90 }],
    },
    access: ACCESS.visitor,
    expandedTerms: [],
    patentResults: null,
    ...over,
  };
}

export const PROPERTY_DEFS: PropertyDefView[] = [
  {
    id: 'prop-flexural-modulus',
    name: '曲げ弾性率',
    nameEn: 'flexural modulus',
    unit: 'MPa',
    unitFamily: 'stress',
    canonicalUnit: 'MPa',
    units: ['MPa', 'GPa', 'kgf/cm²'],
    testStandards: ['ISO 178'],
    direction: 'higher',
    group: '機械的性質',
    levels: null,
    count: 700,
  },
  {
    id: 'prop-density',
    name: '密度',
    nameEn: 'density',
    unit: 'g/cm³',
    unitFamily: 'density',
    canonicalUnit: 'g/cm³',
    units: ['g/cm³', 'kg/m³'],
    testStandards: [],
    direction: null,
    group: '物理的性質',
    levels: null,
    count: 200,
  },
];

export function patent(id: string, title: string, over: Partial<PatentSummary> = {}): PatentSummary {
  return {
    id,
    publicationNumber: `特開${id}`,
    country: 'JP',
    title,
    titleHighlights: [],
    abstract: null,
    applicants: [{ name: '椿山プラスチックス株式会社', company: null }],
    applicationDate: '2020-04-01',
    publicationDate: '2021-10-01',
    legalStatus: 'granted',
    legalStatusLabel: '権利存続中',
    ipc: ['C08L23/10'],
    themes: ['4J002'],
    claimCount: 5,
    exampleCount: 8,
    score: 1,
    snippet: null,
    isDemo: true,
    ...over,
  };
}

export function example(id: string, label: string, over: Partial<ExampleSummary> = {}): ExampleSummary {
  return {
    id,
    patentId: 'JP2007031456A',
    publicationNumber: '特開2007-031456',
    patentTitle: 'ポリプロピレン樹脂組成物',
    applicants: ['椿山プラスチックス株式会社'],
    label,
    comparative: false,
    composition: [
      {
        name: 'ホモPP',
        group: '(A)',
        material: null,
        product: null,
        amount: 70,
        unit: '質量部',
        balance: false,
      },
      {
        name: 'タルク',
        group: '(B)',
        material: null,
        product: null,
        amount: 30,
        unit: '質量部',
        balance: false,
      },
    ],
    properties: [
      {
        propertyId: 'prop-flexural-modulus',
        name: '曲げ弾性率',
        value: 2450,
        unit: 'MPa',
        displayValue: 2450,
        displayUnit: 'MPa',
        originalValue: null,
        originalUnit: null,
        originalText: null,
        testStandard: 'ISO 178',
        condition: null,
        level: null,
      },
    ],
    score: 1,
    snippet: null,
    isDemo: true,
    ...over,
  };
}
