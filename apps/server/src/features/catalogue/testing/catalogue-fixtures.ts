import { parseInterchangeLine, type InterchangeRecordInput } from '@app/contract/interchange';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { runImport } from '../write/import-runner.js';
import { updateSearchIndexAfterImport } from '../search/reindex.js';

/**
 * A small hand-made catalogue for the search and API tests: every expectation can be checked by reading
 * these records. Imported through the catalogue importer, indexed through its after-import hook.
 */
export const FIXTURE_RECORDS: InterchangeRecordInput[] = [
  {
    type: 'property',
    id: 'prop-tensile',
    name: '引張強さ',
    unit: 'MPa',
    unitFamily: 'stress',
    direction: 'higher',
  },
  {
    type: 'property',
    id: 'prop-flex',
    name: '曲げ弾性率',
    unit: 'MPa',
    unitFamily: 'stress',
    direction: 'higher',
  },
  {
    type: 'property',
    id: 'prop-hdt',
    name: '荷重たわみ温度',
    unit: '℃',
    unitFamily: 'temperature',
    direction: 'higher',
  },
  { type: 'category', id: 'cat-resin', name: '樹脂' },
  { type: 'category', id: 'cat-pp', name: 'ポリプロピレン', parentId: 'cat-resin' },
  { type: 'category', id: 'cat-pa', name: 'ポリアミド', parentId: 'cat-resin' },
  { type: 'category', id: 'cat-metal', name: '金属' },
  {
    type: 'classification',
    id: 'ipc-c08l23-10',
    scheme: 'ipc',
    code: 'C08L23/10',
    title: 'プロピレンの単独重合体又は共重合体',
  },
  { type: 'classification', id: 'theme-4j002', scheme: 'fterm-theme', code: '4J002', title: '高分子組成物' },
  {
    type: 'company',
    id: 'co-toho',
    name: '東邦化学工業株式会社',
    nameEn: 'Toho Kagaku Kogyo Co., Ltd.',
    aliases: ['東邦化学工業(株)', 'TOHO KAGAKU KOGYO CO LTD'],
    country: 'JP',
  },
  { type: 'company', id: 'co-acme', name: 'アクメ樹脂株式会社', country: 'JP' },
  { type: 'company', id: 'co-beta', name: 'ベータ金属株式会社', country: 'JP' },
  {
    type: 'material',
    id: 'mat-pp',
    name: 'ポリプロピレン',
    nameEn: 'polypropylene',
    aliases: ['PP', 'ポリプロピレン樹脂'],
    category: 'polymer',
    casNumber: '9003-07-0',
    typicalProperties: [{ propertyId: 'prop-flex', value: 1.6, unit: 'GPa' }],
  },
  {
    type: 'material',
    id: 'mat-pa6',
    name: 'ポリアミド6',
    aliases: ['PA6', 'ナイロン6'],
    category: 'polymer',
    typicalProperties: [{ propertyId: 'prop-flex', value: 2600, unit: 'MPa' }],
  },
  {
    type: 'material',
    id: 'mat-talc',
    name: 'タルク',
    aliases: ['talc', '含水ケイ酸マグネシウム'],
    category: 'filler',
  },
  { type: 'material', id: 'mat-gf', name: 'ガラス繊維', aliases: ['GF'], category: 'reinforcement' },
  { type: 'material', id: 'mat-cu', name: '銅', nameEn: 'copper', aliases: ['Cu'], category: 'metal' },
  {
    type: 'product',
    id: 'prd-toho',
    name: 'トーホーレン TP-2030',
    brand: 'トーホーレン',
    grade: 'TP-2030',
    makerId: 'co-toho',
    categoryId: 'cat-pp',
    materialIds: ['mat-pp', 'mat-talc'],
    applications: ['自動車内装'],
    features: ['高剛性'],
    // 24,500 kgf/cm² = 2,402.6 MPa = 2.40 GPa
    properties: [
      {
        propertyId: 'prop-flex',
        value: 24500,
        unit: 'kgf/cm²',
        original: '24,500 kgf/cm²',
        testStandard: 'JIS K 7171',
      },
      { propertyId: 'prop-tensile', value: 35, unit: 'MPa' },
    ],
  },
  {
    type: 'product',
    id: 'prd-acme',
    name: 'アクメロン A100',
    makerId: 'co-acme',
    categoryId: 'cat-pa',
    materialIds: ['mat-pa6', 'mat-gf'],
    applications: ['エンジン周辺部品'],
    features: ['耐熱'],
    properties: [
      { propertyId: 'prop-flex', value: 8.5, unit: 'GPa' },
      { propertyId: 'prop-tensile', value: 180, unit: 'MPa' },
      { propertyId: 'prop-hdt', value: 250, unit: '℃' },
    ],
  },
  {
    type: 'product',
    id: 'prd-beta',
    name: 'ベータPP B-1',
    makerId: 'co-beta',
    categoryId: 'cat-pp',
    materialIds: ['mat-pp'],
    properties: [{ propertyId: 'prop-flex', value: 1500, unit: 'MPa' }],
  },
  {
    type: 'product',
    id: 'prd-html',
    name: 'ハイパー<b>X</b> & Co',
    makerId: 'co-acme',
    categoryId: 'cat-pp',
    materialIds: ['mat-pp'],
    description: '<script>alert(1)</script> ポリプロピレン用の改質材',
    properties: [{ propertyId: 'prop-flex', value: 1200, unit: 'MPa' }],
  },
  {
    type: 'patent',
    id: 'pat-1',
    publicationNumber: '特開2021-100001',
    title: 'ポリプロピレン樹脂組成物及び成形体',
    abstract:
      '【課題】剛性に優れたＰＰ組成物を提供する。【解決手段】ポリプロピレン１００質量部とタルク１０〜５０質量部とを含む。',
    claims: [
      { number: 1, text: '(A)ポリプロピレン100質量部と(B)タルク10〜50質量部とを含有する樹脂組成物。' },
      { number: 2, text: '曲げ弾性率が2000MPa以上である請求項1に記載の樹脂組成物。', dependsOn: [1] },
    ],
    description: '本発明は自動車内装に用いる熱可塑性樹脂組成物に関する。',
    applicants: ['東邦化学工業(株)'],
    ipc: ['C08L23/10'],
    themes: ['4J002'],
    applicationDate: '2021-03-01',
    publicationDate: '2022-09-01',
    legalStatus: 'pending',
    claimRanges: [
      {
        claim: 1,
        kind: 'ingredient',
        name: 'タルク',
        group: '(B)',
        materialIds: ['mat-talc'],
        min: 10,
        max: 50,
        unit: '質量部',
      },
    ],
  },
  {
    type: 'patent',
    id: 'pat-2',
    publicationNumber: '特開2020-200002',
    title: 'ポリアミド樹脂組成物',
    abstract: 'ガラス繊維で強化したポリアミド６の組成物。市販品「アクメロン A100」を用いる。',
    claims: [{ number: 1, text: 'ポリアミド6とガラス繊維とを含む樹脂組成物。' }],
    applicants: ['TOHO KAGAKU KOGYO CO LTD'],
    ipc: ['C08L77/02'],
    applicationDate: '2019-05-10',
    publicationDate: '2020-12-01',
    legalStatus: 'granted',
    grantNumber: '特許第7000002号',
    grantDate: '2022-01-01',
  },
  {
    type: 'patent',
    id: 'pat-3',
    publicationNumber: '特開2019-300003',
    title: '銅合金板材及びその製造方法',
    abstract: '導電率と強度に優れた銅合金。',
    claims: [{ number: 1, text: 'Niを1〜4質量%含有する銅合金。' }],
    applicants: ['ベータ金属株式会社'],
    ipc: ['C22C9/06'],
    applicationDate: '2018-07-07',
    publicationDate: '2019-12-12',
    legalStatus: 'expired',
  },
  {
    type: 'patent',
    id: 'pat-4',
    publicationNumber: '特開2023-400004',
    title: '表示用<script>樹脂</script>フィルム',
    abstract: 'a<b & "quoted" 樹脂 フィルム',
    claims: [{ number: 1, text: '樹脂フィルム。' }],
    description: '市販の「トーホーレン TP-2030」を用いてもよい。',
    applicants: ['アクメ樹脂株式会社'],
    ipc: ['C08J5/18'],
    applicationDate: '2023-01-15',
    publicationDate: '2024-07-20',
    legalStatus: 'pending',
  },
  {
    type: 'example',
    id: 'pat-1-e1',
    patentId: 'pat-1',
    label: '実施例1',
    comparative: false,
    composition: [
      {
        materialId: 'mat-pp',
        productId: 'prd-beta',
        group: '(A)',
        name: 'ポリプロピレン',
        amount: 100,
        unit: '質量部',
      },
      { materialId: 'mat-talc', group: '(B)', name: 'タルク', amount: 30, unit: '質量部' },
    ],
    properties: [
      { propertyId: 'prop-flex', name: '曲げ弾性率', value: 2400, unit: 'MPa' },
      { propertyId: 'prop-tensile', name: '引張強さ', value: 32, unit: 'MPa' },
    ],
  },
  {
    type: 'example',
    id: 'pat-1-c1',
    patentId: 'pat-1',
    label: '比較例1',
    comparative: true,
    composition: [
      { materialId: 'mat-pp', group: '(A)', name: 'ポリプロピレン', amount: 100, unit: '質量部' },
    ],
    properties: [
      { propertyId: 'prop-flex', name: '曲げ弾性率', value: 1600, unit: 'MPa' },
      { propertyId: 'prop-tensile', name: '引張強さ', value: 30, unit: 'MPa' },
    ],
  },
  {
    type: 'example',
    id: 'pat-2-e1',
    patentId: 'pat-2',
    label: '実施例1',
    comparative: false,
    composition: [
      { materialId: 'mat-pa6', group: '(A)', name: 'ナイロン6', amount: 70, unit: '質量%' },
      {
        materialId: 'mat-gf',
        productId: 'prd-acme',
        group: '(B)',
        name: 'ガラス繊維',
        amount: 30,
        unit: '質量%',
      },
    ],
    properties: [
      { propertyId: 'prop-flex', name: '曲げ弾性率', value: 8, unit: 'GPa' },
      { propertyId: 'prop-tensile', name: '引張強さ', value: 170, unit: 'MPa' },
    ],
  },
  {
    type: 'example',
    id: 'pat-3-e1',
    patentId: 'pat-3',
    label: '実施例1',
    comparative: false,
    composition: [
      { materialId: 'mat-cu', name: 'Cu', amount: 97, unit: '質量%', balance: true },
      { materialId: 'mat-pp', name: 'ポリプロピレン', amount: 3, unit: '質量%' },
    ],
    properties: [{ propertyId: 'prop-tensile', name: '引張強さ', value: 600, unit: 'MPa' }],
  },
];

/** Imports FIXTURE_RECORDS (and indexes them through the importer's hook). */
export function seedFixtures(db: Kysely<Database>): Promise<void> {
  return seedRecords(db, FIXTURE_RECORDS);
}

/** Imports interchange records (and indexes them through the importer's hook); throws on a bad record. */
export async function seedRecords(
  db: Kysely<Database>,
  records: readonly InterchangeRecordInput[],
): Promise<void> {
  const items = records.map((input, i) => {
    const parsed = parseInterchangeLine(JSON.stringify(input));
    if (!parsed.ok) throw new Error(`fixture ${i}: ${parsed.error}`);
    return { line: i + 1, record: parsed.record };
  });
  const summary = await runImport(db, items, {
    defaultSource: 'test',
    afterImport: updateSearchIndexAfterImport,
  });
  if (summary.failed > 0) throw new Error(`fixtures: ${JSON.stringify(summary.errors)}`);
}
