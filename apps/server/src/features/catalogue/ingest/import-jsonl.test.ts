// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { InterchangeRecordInput } from '@app/contract/interchange';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/run-cli.js';
import type { DbExecutor } from '../../../db/schema.js';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { importFile } from './import-file.js';
import { runImport } from '../write/import-runner.js';
import { jsonLinesItems } from './jsonl-source.js';
import { accessOf } from '../common/access.js';
import { normalizeName, normalizePublicationNumber } from '../common/normalize.js';
import { patentDetailRows } from '../read/patents.js';
import { patentDetail } from '../routes/patent-pages.js';
import { storedExample } from '../testing/stored-example.js';
import { materialDetail } from '../routes/material-pages.js';
import { categoryTree, codeList, companyList, propertyDefList } from '../routes/pick-lists.js';
import { createReadContext } from '../routes/catalogue-reads.js';
import { productDetail } from '../routes/product-pages.js';
import { reindexAll } from '../search/reindex.js';
import { createSearchIndex, type SearchIndex } from '../search/search-index.js';

const RECORDS: InterchangeRecordInput[] = [
  { type: 'category', id: 'cat-resin', name: '樹脂', parentId: null, order: 1 },
  { type: 'category', id: 'cat-pp', name: 'ポリプロピレン', parentId: 'cat-resin', order: 1 },
  {
    type: 'property',
    id: 'prop-tensile',
    name: '引張強さ',
    aliases: ['引張強度', 'tensile strength'],
    unit: 'MPa',
    unitFamily: 'stress',
    testStandards: ['JIS K 7161', 'ISO 527-1'],
    direction: 'higher',
  },
  {
    type: 'property',
    id: 'prop-hdt',
    name: '荷重たわみ温度',
    unit: '℃',
    unitFamily: 'temperature',
    testStandards: ['JIS K 7191'],
    direction: 'higher',
  },
  { type: 'classification', id: 'ipc:C08L23/10', scheme: 'ipc', code: 'C08L23/10', title: 'ポリプロピレン' },
  {
    type: 'company',
    id: 'co-toho',
    name: '東邦化学工業株式会社',
    nameEn: 'Toho Kagaku Kogyo Co., Ltd.',
    kana: 'トウホウカガクコウギョウ',
    aliases: ['東邦化学工業(株)', 'TOHO KAGAKU KOGYO CO LTD'],
    country: 'JP',
    url: 'https://www.toho.example/',
  },
  {
    type: 'material',
    id: 'mat-pp',
    name: 'ポリプロピレン',
    aliases: ['PP', 'polypropylene'],
    category: 'polymer',
    casNumber: '9003-07-0',
    typicalProperties: [{ propertyId: 'prop-tensile', value: 35, unit: 'MPa' }],
  },
  {
    type: 'material',
    id: 'mat-talc',
    name: 'タルク',
    aliases: ['talc'],
    category: 'filler',
    casNumber: '14807-96-6',
  },
  {
    type: 'product',
    id: 'prd-1',
    name: 'トーホーレン TP-2030',
    brand: 'トーホーレン',
    grade: 'TP-2030',
    makerId: 'co-toho',
    categoryId: 'cat-pp',
    materialIds: ['mat-pp', 'mat-talc'],
    applications: ['自動車内装'],
    features: ['高剛性'],
    // A datasheet in kgf/cm²: stored in MPa, the original kept beside it.
    properties: [
      {
        propertyId: 'prop-tensile',
        value: 350,
        unit: 'kgf/cm2',
        original: '350 kgf/cm²',
        testStandard: 'ASTM D638',
      },
      { propertyId: 'prop-hdt', value: 248, unit: '°F', condition: '0.45MPa' },
    ],
    datasheet: 'トーホーレン TP-2030 技術データシート',
    status: 'active',
  },
  {
    type: 'patent',
    id: 'JP2020000001A',
    publicationNumber: '特開2020-000001',
    kind: 'A',
    title: 'ポリプロピレン樹脂組成物',
    abstract: '剛性に優れたポリプロピレン樹脂組成物。',
    claims: [
      {
        number: 1,
        text: '(A)ポリプロピレン100質量部に対して、(B)タルクを10〜40質量部含有し、引張強度が30MPa以上である樹脂組成物。',
      },
      { number: 2, text: '荷重たわみ温度が120℃以上である、請求項1に記載の樹脂組成物。', dependsOn: [1] },
    ],
    applicants: ['東邦化学工業(株)', '未知化成株式会社'],
    inventors: ['山田 太郎'],
    ipc: ['C08L23/10', 'C08K3/34'],
    fi: ['C08L23/10,A'],
    themes: ['4J002'],
    fterms: ['4J002BB12'],
    applicationDate: '2018-06-01',
    publicationDate: '2020-01-09',
    legalStatus: 'pending',
    citations: ['特開2015-000002'],
  },
  {
    type: 'patent',
    id: 'JP2021000002A',
    publicationNumber: '特開2021-000002',
    title: 'タルク含有組成物',
    claims: [],
    // Another spelling of the same applicant: merged to the same company.
    applicants: ['TOHO KAGAKU KOGYO CO., LTD.'],
    applicationDate: '2019-03-01',
    publicationDate: '2021-01-07',
  },
  {
    type: 'example',
    id: 'JP2020000001A-E1',
    patentId: 'JP2020000001A',
    label: '実施例1',
    comparative: false,
    order: 1,
    composition: [
      { materialId: 'mat-pp', group: '(A)', name: 'ポリプロピレン', amount: 100, unit: '質量部' },
      { group: '(B)', name: 'タルク', amount: 20, unit: '重量部' },
    ],
    conditions: [{ name: '混練温度', value: 230, unit: '℃' }],
    properties: [
      { propertyId: 'prop-tensile', name: '引張強さ', value: 4.2, unit: 'GPa' },
      { name: '荷重たわみ温度', value: 125, unit: '°C' },
      { name: '独自指標', value: 3, unit: 'pt' },
    ],
  },
  {
    type: 'example',
    id: 'JP2020000001A-C1',
    patentId: 'JP2020000001A',
    label: '比較例1',
    comparative: true,
    order: 2,
    composition: [{ materialId: 'mat-pp', name: 'ポリプロピレン', amount: 100, unit: '質量部' }],
  },
];

const jsonl = (records: readonly unknown[]) => records.map((record) => JSON.stringify(record)).join('\n');

async function counts(db: DbExecutor): Promise<Record<string, number>> {
  const tables = [
    'companies',
    'company_aliases',
    'materials',
    'material_aliases',
    'material_properties',
    'property_defs',
    'property_def_aliases',
    'product_categories',
    'classification_codes',
    'products',
    'product_materials',
    'product_keywords',
    'product_properties',
    'patents',
    'patent_claims',
    'patent_applicants',
    'patent_inventors',
    'patent_classifications',
    'patent_citations',
    'examples',
    'example_components',
    'example_conditions',
    'example_properties',
    'claim_ranges',
  ] as const;
  const result: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

describe('JSON Lines import', () => {
  let t: TestContext;
  let db: DbExecutor;
  beforeAll(async () => {
    t = await createTestContext();
    db = t.database.db;
  });
  afterAll(() => t.close());

  /** An index rebuilt from what was imported: the pick-lists and detail pages read their counts from it. */
  async function indexed(): Promise<SearchIndex> {
    await reindexAll(t.database.db);
    return createSearchIndex({ db: t.database.db, dialect: t.database.dialect });
  }
  const page = { page: 1, pageSize: 100 };

  it('imports every entity type and resolves the references', async () => {
    const summary = await runImport(db, jsonLinesItems(jsonl(RECORDS)));
    expect(summary).toMatchObject({ inserted: RECORDS.length, updated: 0, failed: 0 });

    const category = await db
      .selectFrom('product_categories')
      .selectAll()
      .where('external_id', '=', 'cat-pp')
      .executeTakeFirstOrThrow();
    const root = await db
      .selectFrom('product_categories')
      .selectAll()
      .where('external_id', '=', 'cat-resin')
      .executeTakeFirstOrThrow();
    expect(category).toMatchObject({ parent_id: root.id, depth: 1, path: `/${root.id}/${category.id}/` });

    // The product and material pages as the API answers them.
    const index = await indexed();
    const visitor = accessOf(null);
    const detail = await productDetail(db, index, 'prd-1', visitor);
    expect(detail).toMatchObject({
      name: 'トーホーレン TP-2030',
      maker: { name: '東邦化学工業株式会社' },
      applications: ['自動車内装'],
      features: ['高剛性'],
    });
    expect(detail!.category.path.map((c) => c.name)).toEqual(['樹脂', 'ポリプロピレン']);
    expect(detail!.materials.map((m) => m.name)).toEqual(['ポリプロピレン', 'タルク']);
    const [tensile, hdt] = detail!.properties;
    // 350 kgf/cm² = 34.3232… MPa; the original value, unit and text are kept.
    expect(tensile).toMatchObject({
      name: '引張強さ',
      unit: 'MPa',
      originalValue: 350,
      originalUnit: 'kgf/cm2',
      originalText: '350 kgf/cm²',
      testStandard: 'ASTM D638',
    });
    expect(typeof tensile!.value).toBe('number');
    expect(tensile!.value).toBeCloseTo(34.323275, 5);
    expect(hdt).toMatchObject({ unit: '℃', originalValue: 248, originalUnit: '°F', condition: '0.45MPa' });
    expect(hdt!.value).toBeCloseTo(120, 9);

    const material = await materialDetail(db, 'mat-pp', visitor);
    expect(material).toMatchObject({
      casNumber: '9003-07-0',
      products: { total: 1 },
      patents: { total: 1 },
      examples: { total: 2 },
    });
    expect(material!.aliases).toEqual(['ポリプロピレン', 'PP', 'polypropylene']);
    // Aliases are stored normalised: a full-width, lower-case spelling finds the material.
    const byAlias = await db
      .selectFrom('material_aliases as a')
      .innerJoin('materials as m', 'm.id', 'a.material_id')
      .select('m.external_id')
      .distinct()
      .where('a.normalized', '=', normalizeName('ｐｐ'))
      .execute();
    expect(byAlias.map((row) => row.external_id)).toEqual(['mat-pp']);
  });

  it('stores patents with claims, applicants merged to companies, classifications and claim ranges', async () => {
    // Found by its number in any width and with any separators (stored normalised).
    const row = await db
      .selectFrom('patents')
      .select('external_id')
      .where('publication_number_normalized', '=', normalizePublicationNumber('特開２０２０－０００００１'))
      .executeTakeFirstOrThrow();
    const rows = (await patentDetailRows(db, row.external_id))!;
    const patent = rows.patent;
    const detail = (await patentDetail(db, row.external_id))!;
    expect(patent).toMatchObject({
      title: 'ポリプロピレン樹脂組成物',
      application_date: '2018-06-01',
      application_year: 2018,
      publication_year: 2020,
      claim_count: 2,
      example_count: 2,
      legal_status: 'pending',
      is_demo: 0,
    });
    expect(detail.claims[1]).toEqual({
      number: 2,
      text: '荷重たわみ温度が120℃以上である、請求項1に記載の樹脂組成物。',
      dependsOn: [1],
      independent: false,
    });
    expect(detail.inventors).toEqual(['山田 太郎']);
    // Classifications are stored with the parts the facets and similar patents use.
    const classifications = await db
      .selectFrom('patent_classifications')
      .selectAll()
      .where('patent_id', '=', patent.id)
      .execute();
    expect(classifications.find((c) => c.scheme === 'ipc' && c.code === 'C08L23/10')).toMatchObject({
      section: 'C',
      class: 'C08',
      subclass: 'C08L',
      main_group: 'C08L23',
      is_first: 1,
    });
    expect(classifications.find((c) => c.scheme === 'fterm')).toMatchObject({
      code: '4J002BB12',
      theme: '4J002',
    });

    // Claim ranges extracted from the claim text, resolved to the material / property where they match.
    const nameOf = (links: readonly { id: number; name: string }[], id: number | null) =>
      links.find((link) => link.id === id)?.name ?? null;
    const ranges = rows.ranges.map((r) => ({
      claim: r.claim_number,
      kind: r.kind,
      subject: r.subject,
      group: r.group_symbol,
      material: nameOf(rows.rangeLinks.materials, r.material_id),
      property: nameOf(rows.rangeLinks.properties, r.property_def_id),
      min: r.min,
      max: r.max,
      unit: r.unit,
      origin: r.origin,
    }));
    expect(ranges).toEqual([
      {
        claim: 1,
        kind: 'ingredient',
        subject: 'タルク',
        group: '(B)',
        material: 'タルク',
        property: null,
        min: 10,
        max: 40,
        unit: '質量部',
        origin: 'extracted',
      },
      {
        claim: 1,
        kind: 'property',
        subject: '引張強度',
        group: null,
        material: null,
        property: '引張強さ',
        min: 30,
        max: null,
        unit: 'MPa',
        origin: 'extracted',
      },
      {
        claim: 2,
        kind: 'property',
        subject: '荷重たわみ温度',
        group: null,
        material: null,
        property: '荷重たわみ温度',
        min: 120,
        max: null,
        unit: '℃',
        origin: 'extracted',
      },
    ]);

    // 名寄せ: both spellings of Toho resolve to the one company; the unknown applicant got a company of its own.
    expect(rows.applicants).toMatchObject([
      { name: '東邦化学工業(株)', external_id: 'co-toho', company_name: '東邦化学工業株式会社' },
      { name: '未知化成株式会社', company_name: '未知化成株式会社' },
    ]);
    expect(rows.applicants[1]!.external_id).not.toBeNull();
    const other = (await patentDetailRows(db, 'JP2021000002A'))!;
    expect(other.applicants[0]).toMatchObject({ external_id: 'co-toho' });
    // The applicant and maker pick-lists count the company once with its patents and products, and
    // another spelling of its name finds it.
    const index = await indexed();
    const applicants = await companyList(createReadContext(db, index), null, { kind: 'patents', ...page });
    expect(applicants.items.find((company) => company.id === 'co-toho')).toMatchObject({ count: 2 });
    const makers = await companyList(createReadContext(db, index), null, { kind: 'products', ...page });
    expect(makers.items.find((company) => company.id === 'co-toho')).toMatchObject({ count: 1 });
    const spelled = await companyList(createReadContext(db, index), null, {
      kind: 'patents',
      ...page,
      q: '東邦化学工業 株式会社',
    });
    expect(spelled.items.map((company) => company.id)).toEqual(['co-toho']);

    const [example, comparative] = await Promise.all(
      rows.exampleTable.examples.map((row) => storedExample(db, row.external_id)),
    );
    expect(example).toMatchObject({ label: '実施例1', comparative: 0 });
    expect(comparative).toMatchObject({ label: '比較例1', comparative: 1 });
    expect(example!.components[1]).toMatchObject({
      name: 'タルク',
      material_name: 'タルク',
      amount: 20,
      unit: '重量部',
      amount_canonical: 20,
      unit_canonical: '質量部',
    });
    expect(example!.conditions[0]).toMatchObject({
      name: '混練温度',
      value: 230,
      value_canonical: 230,
      unit_canonical: '℃',
    });
    expect(
      example!.properties.map((p) => [
        p.name,
        p.property_name,
        p.value,
        p.unit,
        p.value_canonical,
        p.unit_canonical,
      ]),
    ).toEqual([
      ['引張強さ', '引張強さ', 4.2, 'GPa', 4200, 'MPa'],
      ['荷重たわみ温度', '荷重たわみ温度', 125, '°C', 125, '℃'],
      ['独自指標', null, 3, 'pt', null, null],
    ]);
  });

  it('answers the reference lists', async () => {
    const index = await indexed();
    const { items: defs } = await propertyDefList(createReadContext(db, index), null, 'product');
    expect(defs.find((d) => d.id === 'prop-tensile')).toMatchObject({
      canonicalUnit: 'MPa',
      unitFamily: 'stress',
      testStandards: ['JIS K 7161', 'ISO 527-1'],
    });
    // The aliases a property is matched by: its name and every spelling of the record.
    const aliases = await db
      .selectFrom('property_def_aliases as a')
      .innerJoin('property_defs as d', 'd.id', 'a.property_def_id')
      .select('a.alias')
      .where('d.external_id', '=', 'prop-tensile')
      .orderBy('a.id')
      .execute();
    expect(aliases.map((row) => row.alias)).toEqual(['引張強さ', '引張強度', 'tensile strength']);
    const { items: tree } = await categoryTree(createReadContext(db, index));
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({
      name: '樹脂',
      productCount: 1,
      children: [{ name: 'ポリプロピレン', productCount: 1 }],
    });
    expect(
      (await companyList(createReadContext(db, index), null, { kind: 'patents', ...page })).items[0],
    ).toMatchObject({
      name: '東邦化学工業株式会社',
      count: 2,
    });
    const subclasses = await codeList(createReadContext(db, index), null, {
      scheme: 'ipc',
      ...page,
      level: 'subclass',
    });
    expect(subclasses.items.map(({ code, count }) => ({ code, count }))).toEqual([
      { code: 'C08K', count: 1 },
      { code: 'C08L', count: 1 },
    ]);
    expect((await codeList(createReadContext(db, index), null, { scheme: 'theme', ...page })).items).toEqual([
      { code: '4J002', title: null, count: 1 },
    ]);
    expect(
      await db
        .selectFrom('classification_codes')
        .select(['code', 'title', 'title_en', 'parent_code'])
        .where('scheme', '=', 'ipc')
        .execute(),
    ).toEqual([{ code: 'C08L23/10', title: 'ポリプロピレン', title_en: null, parent_code: null }]);
  });

  it('is idempotent: importing again updates the same rows', async () => {
    const before = await counts(db);
    const values = await db
      .selectFrom('product_properties')
      .select(['value', 'original_value'])
      .orderBy('id')
      .execute();
    const summary = await runImport(db, jsonLinesItems(jsonl(RECORDS)));
    expect(summary).toMatchObject({ inserted: 0, updated: RECORDS.length, failed: 0 });
    expect(await counts(db)).toEqual(before);
    expect(
      await db.selectFrom('product_properties').select(['value', 'original_value']).orderBy('id').execute(),
    ).toEqual(values);
  });

  it('reports bad lines with their line numbers and imports the rest', async () => {
    const lines = [
      JSON.stringify({ type: 'material', id: 'mat-ok-1', name: '炭酸カルシウム', category: 'filler' }),
      '{"type": "material", "id": "mat-broken", ',
      '',
      '# a comment line',
      JSON.stringify({
        type: 'material',
        id: 'mat-bad-cas',
        name: 'X',
        category: 'filler',
        casNumber: '9003-07-1',
      }),
      JSON.stringify({
        type: 'product',
        id: 'prd-bad-ref',
        name: 'X',
        makerId: 'co-missing',
        categoryId: 'cat-pp',
      }),
      JSON.stringify({
        type: 'product',
        id: 'prd-bad-unit',
        name: 'Y',
        makerId: 'co-toho',
        categoryId: 'cat-pp',
        properties: [{ propertyId: 'prop-tensile', value: 1, unit: '℃' }],
      }),
      JSON.stringify({ type: 'material', id: 'mat-ok-2', name: 'ガラス繊維', category: 'reinforcement' }),
    ];
    const file = path.join(t.dir, 'mixed.jsonl');
    await writeFile(file, `\uFEFF${lines.join('\r\n')}`);
    const summary = await importFile(db, file);
    expect(summary).toMatchObject({ inserted: 2, failed: 4 });
    expect(summary.errors.map((e) => e.line)).toEqual([2, 5, 6, 7]);
    expect(summary.errors[0]!.message).toMatch(/invalid JSON/);
    expect(summary.errors[1]!.message).toMatch(/casNumber: not a CAS number/);
    expect(summary.errors[2]!.message).toMatch(/unknown maker company id: co-missing/);
    expect(summary.errors[3]!.message).toMatch(/not a unit of stress/);
    expect(
      await db
        .selectFrom('products')
        .select('external_id')
        .where('external_id', 'like', 'prd-bad%')
        .execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('materials').select('id').where('external_id', '=', 'mat-ok-2').executeTakeFirst(),
    ).toBeDefined();
  });

  it('runs as `cli import`: summary on stdout, exit 1 when rows failed', async () => {
    const good = path.join(t.dir, 'good.jsonl');
    await writeFile(good, `${jsonl(RECORDS.slice(0, 3))}\n`);
    let out = '';
    const run = (file: string) =>
      runCli(['import', file], {
        config: t.config,
        database: t.database,
        stdout: { write: (text: string) => (out += text) },
        stderr: { write: () => true },
      });
    expect(await run(good)).toBe(0);
    expect(out).toMatch(/inserted 0, 更新 updated 3, 失敗 failed 0/);
    const bad = path.join(t.dir, 'bad.jsonl');
    await writeFile(bad, `${jsonl(RECORDS.slice(0, 1))}\n{oops}\n`);
    expect(await run(bad)).toBe(1);
    expect(out).toMatch(/updated 1, 失敗 failed 1/);
  });
});
