import { describe, expect, it } from 'vitest';
import {
  INTERCHANGE_TYPES,
  interchangeRecordSchema,
  isValidCasNumber,
  normalizeIpc,
  parseInterchangeLine,
  type InterchangeRecordInput,
} from './interchange.js';

/** One valid line of every entity (the same lines as docs/data-format.md). */
const SAMPLES: InterchangeRecordInput[] = [
  { type: 'category', id: 'cat-pa', name: 'ポリアミド', parentId: 'cat-engineering-plastics' },
  {
    type: 'property',
    id: 'prop-flexural-modulus',
    name: '曲げ弾性率',
    nameEn: 'flexural modulus',
    aliases: ['曲げ弾性', 'flexural modulus'],
    unit: 'MPa',
    unitFamily: 'stress',
    testStandards: ['JIS K 7171', 'ISO 178', 'ASTM D790'],
    direction: 'higher',
    appliesTo: 'both',
  },
  {
    type: 'classification',
    id: 'fterm-theme:4J002',
    scheme: 'fterm-theme',
    code: '4J002',
    title: '高分子組成物',
  },
  {
    type: 'company',
    id: 'co-example',
    name: '架空化成工業株式会社',
    kana: 'カクウカセイコウギョウ',
    aliases: ['架空化成工業(株)', 'KAKUU KASEI KOGYO CO LTD'],
    country: 'JP',
    url: 'https://example.com/',
  },
  {
    type: 'material',
    id: 'mat-pp',
    name: 'ポリプロピレン',
    aliases: ['PP', 'polypropylene', 'ホモポリプロピレン'],
    category: 'polymer',
    casNumber: '9003-07-0',
    typicalProperties: [{ propertyId: 'prop-density', value: 0.9, unit: 'g/cm³' }],
  },
  {
    type: 'product',
    id: 'prd-1',
    name: 'カクウレン TF-2030',
    makerId: 'co-example',
    categoryId: 'cat-talc-pp',
    materialIds: ['mat-pp', 'mat-talc'],
    applications: ['自動車内装部品'],
    features: ['高剛性'],
    properties: [
      {
        propertyId: 'prop-flexural-modulus',
        value: 24500,
        unit: 'kgf/cm²',
        original: '24,500 kgf/cm²',
        testStandard: 'JIS K 7171',
        condition: '23℃',
      },
    ],
    status: 'active',
  },
  {
    type: 'patent',
    id: 'JP2021123456A',
    publicationNumber: '特開2021-123456',
    kind: 'A',
    country: 'JP',
    title: 'ポリプロピレン系樹脂組成物及びそれからなる成形体',
    abstract: '【課題】…【解決手段】…',
    claims: [
      {
        number: 1,
        text: '(A)ポリプロピレン樹脂100質量部に対して、(B)タルクを10〜40質量部含有する樹脂組成物。',
        dependsOn: [],
      },
      { number: 2, text: '請求項1に記載の樹脂組成物からなる成形体。', dependsOn: [1] },
    ],
    applicants: ['架空化成工業株式会社'],
    inventors: ['山田 太郎'],
    ipc: ['C08L23/10', 'C08K3/34'],
    fi: ['C08L23/10'],
    themes: ['4J002'],
    applicationNumber: '特願2019-234567',
    applicationDate: '2019-12-20',
    publicationDate: '2021-07-01',
    legalStatus: 'pending',
    citations: ['特開2015-012345'],
    claimRanges: [
      { claim: 1, kind: 'ingredient', name: 'タルク', group: '(B)', min: 10, max: 40, unit: '質量部' },
    ],
  },
  {
    type: 'example',
    id: 'JP2021123456A-E1',
    patentId: 'JP2021123456A',
    label: '実施例1',
    comparative: false,
    composition: [
      { materialId: 'mat-pp', group: '(A)', name: 'ホモポリプロピレン', amount: 100, unit: '質量部' },
      { materialId: 'mat-talc', group: '(B)', name: 'タルク', amount: 25, unit: '質量部' },
    ],
    conditions: [{ name: '混練温度', value: 220, unit: '℃' }],
    properties: [{ propertyId: 'prop-flexural-modulus', name: '曲げ弾性率', value: 2650, unit: 'MPa' }],
  },
];

describe('interchange schemas', () => {
  it('has a sample of every entity type', () => {
    expect(new Set(SAMPLES.map((sample) => sample.type))).toEqual(new Set(INTERCHANGE_TYPES));
  });

  it.each(SAMPLES.map((sample) => [sample.type, sample] as const))('accepts a %s', (_type, sample) => {
    const result = interchangeRecordSchema.safeParse(sample);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data?.id).toBe(sample.id);
  });

  it('fills defaults for omitted arrays', () => {
    const record = interchangeRecordSchema.parse({ type: 'company', id: 'c1', name: '架空商事株式会社' });
    expect(record).toMatchObject({ aliases: [] });
    const patent = interchangeRecordSchema.parse({
      type: 'patent',
      id: 'p1',
      publicationNumber: '特開2020-1',
      title: 't',
    });
    expect(patent).toMatchObject({ claims: [], ipc: [], legalStatus: 'pending', country: 'JP' });
  });

  const sample = (type: string) => SAMPLES.find((s) => s.type === type)!;
  const bad: [string, unknown][] = [
    ['an unknown type', { type: 'widget', id: 'w1' }],
    ['a missing id', { ...sample('company'), id: undefined }],
    ['an id with whitespace', { ...sample('company'), id: 'co 1' }],
    ['an empty name', { ...sample('company'), name: '  ' }],
    ['a lower-case country', { ...sample('company'), country: 'jp' }],
    ['an unknown material category', { ...sample('material'), category: 'magic' }],
    ['a CAS number with a wrong check digit', { ...sample('material'), casNumber: '9003-07-1' }],
    [
      'a numeric string as a value',
      { ...sample('product'), properties: [{ propertyId: 'p', value: '2400', unit: 'MPa' }] },
    ],
    ['an unknown unit family', { ...sample('property'), unitFamily: 'vibes' }],
    ['a bad direction', { ...sample('property'), direction: 'up' }],
    ['a non-ISO date', { ...sample('patent'), applicationDate: '2019/12/20' }],
    ['an impossible date', { ...sample('patent'), publicationDate: '2021-02-30' }],
    ['a publication before the filing', { ...sample('patent'), publicationDate: '2019-01-01' }],
    ['an IPC in a free form', { ...sample('patent'), ipc: ['polypropylene'] }],
    ['a bad theme code', { ...sample('patent'), themes: ['J002'] }],
    ['a bad legal status', { ...sample('patent'), legalStatus: 'alive' }],
    [
      'a claim depending on a later claim',
      {
        ...sample('patent'),
        claims: [
          { number: 1, text: 'x', dependsOn: [2] },
          { number: 2, text: 'y' },
        ],
      },
    ],
    [
      'a claim range without bounds',
      {
        ...sample('patent'),
        claimRanges: [{ claim: 1, kind: 'ingredient', name: 'タルク', unit: '質量部' }],
      },
    ],
    [
      'a claim range with min above max',
      {
        ...sample('patent'),
        claimRanges: [{ claim: 1, kind: 'ingredient', name: 'x', min: 5, max: 1, unit: '質量部' }],
      },
    ],
    ['granted without a grant', { ...sample('patent'), legalStatus: 'granted' }],
    ['an example without comparative flag', { ...sample('example'), comparative: undefined }],
    [
      'an amount that is not finite',
      { ...sample('example'), composition: [{ name: 'x', amount: Infinity, unit: '質量部' }] },
    ],
  ];
  it.each(bad)('rejects %s', (_what, record) => {
    expect(interchangeRecordSchema.safeParse(record).success).toBe(false);
  });
});

describe('parseInterchangeLine', () => {
  it('parses a valid line', () => {
    const parsed = parseInterchangeLine(JSON.stringify(sample0()));
    expect(parsed.ok).toBe(true);
  });

  it('reports invalid JSON and schema issues with their paths', () => {
    const broken = parseInterchangeLine('{"type":');
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error).toMatch(/invalid JSON/);
    const wrong = parseInterchangeLine(
      JSON.stringify({ type: 'material', id: 'm', name: 'x', category: 'magic' }),
    );
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.issues[0]?.path).toBe('category');
  });

  function sample0() {
    return SAMPLES[0]!;
  }
});

describe('helpers', () => {
  it.each(['9003-07-0', '14807-96-6', '7732-18-5', '1333-86-4', '65997-17-3'])(
    '%s is a valid CAS number',
    (cas) => {
      expect(isValidCasNumber(cas)).toBe(true);
    },
  );
  it.each(['9003-07-1', '14807966', '1-23-4'])('%s is not', (cas) => {
    expect(isValidCasNumber(cas)).toBe(false);
  });
  it.each([
    ['C08L 23/10 (2006.01)', 'C08L23/10'],
    ['c08k3/34', 'C08K3/34'],
    ['H01M 4/525', 'H01M4/525'],
    ['Ｃ０８Ｌ　２３／１２', 'C08L23/12'],
    ['polypropylene', null],
  ])('normalizeIpc(%s) = %s', (input, expected) => {
    expect(normalizeIpc(input)).toBe(expected);
  });
});
