// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import type {
  CategoryTree,
  CodeList,
  CompanyList,
  ExampleDetail,
  ExampleSearchResponse,
  MaterialDetail,
  MaterialSearchResponse,
  PatentDetail,
  PatentSearchResponse,
  ProductDetail,
  ProductSearchResponse,
  PropertyDefList,
} from '@app/contract/catalogue';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedFixtures } from '../testing/catalogue-fixtures.js';
import { signInAs } from '../testing/catalogue-test-support.js';

/**
 * The catalogue API through app.inject() on a migrated database seeded with catalogue-fixtures.ts:
 * results, filters, unit conversion, cross-entity links, and the entitlement matrix of docs/spec/entitlements.md for
 * a visitor, a free and a standard user. Runs on SQLite and (TEST_DATABASE_URL) on PostgreSQL.
 */

type Headers = Record<string, string>;

describe('catalogue API', () => {
  let t: TestApp;
  const as: Record<'visitor' | 'free' | 'standard', Headers> = { visitor: {}, free: {}, standard: {} };

  beforeAll(async () => {
    t = await createTestApp();
    await seedFixtures(t.database.db);
    as.free = await signInAs(t.app, 'free');
    as.standard = await signInAs(t.app, 'standard');
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Headers = as.standard): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'GET', url, headers });

  async function ok<T>(url: string, headers: Headers = as.standard): Promise<T> {
    const response = await get(url, headers);
    expect({
      url,
      status: response.statusCode,
      body: response.statusCode === 200 ? '' : response.body,
    }).toEqual({
      url,
      status: 200,
      body: '',
    });
    return response.json<T>();
  }

  const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id).sort();

  describe('patents/search', () => {
    it('finds by substring, full-width input, and answers the list shape with facets', async () => {
      const body = await ok<PatentSearchResponse>(
        `${API_PATHS.patentsSearch.build()}?q=${encodeURIComponent('樹脂組成物')}`,
      );
      expect(ids(body)).toEqual(['pat-1', 'pat-2']);
      expect(body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
      expect(body.facets.applicant).toEqual([{ value: 'co-toho', label: '東邦化学工業株式会社', count: 2 }]);
      expect(body.facets.year!.map((item) => item.label).sort()).toEqual(['2019年', '2021年']);
      const wide = await ok<PatentSearchResponse>(
        `${API_PATHS.patentsSearch.build()}?q=${encodeURIComponent('ＰＯＬＹ')}&synonyms=false`,
      );
      expect(wide.total).toBe(0);
      const one = await ok<PatentSearchResponse>(
        `${API_PATHS.patentsSearch.build()}?q=${encodeURIComponent('銅')}`,
      );
      expect(ids(one)).toEqual(['pat-3']);
    });

    it('expands material synonyms (PP finds ポリプロピレン) unless synonyms=false', async () => {
      const examples = await ok<ExampleSearchResponse>(`${API_PATHS.examplesSearch.build()}?q=PP`);
      expect(examples.items.map((item) => item.id)).toContain('pat-3-e1');
      expect(examples.expandedTerms).toContain('ポリプロピレン');
      const literal = await ok<ExampleSearchResponse>(
        `${API_PATHS.examplesSearch.build()}?q=PP&synonyms=false`,
      );
      expect(literal.items.map((item) => item.id)).not.toContain('pat-3-e1');
      const materials = await ok<MaterialSearchResponse>(
        `${API_PATHS.materialsSearch.build()}?q=${encodeURIComponent('ナイロン6')}`,
      );
      expect(ids(materials)).toEqual(['mat-pa6']);
    });

    it('merges applicant name variants (名寄せ): applicant: and the applicant filter find every spelling', async () => {
      for (const name of ['東邦化学', 'TOHO KAGAKU', '東邦化学工業（株）']) {
        const body = await ok<PatentSearchResponse>(
          `${API_PATHS.patentsSearch.build()}?q=${encodeURIComponent(`applicant:${name}`)}`,
        );
        expect({ name, ids: ids(body) }).toEqual({ name, ids: ['pat-1', 'pat-2'] });
      }
      const filtered = await ok<PatentSearchResponse>(`${API_PATHS.patentsSearch.build()}?applicant=co-toho`);
      expect(ids(filtered)).toEqual(['pat-1', 'pat-2']);
      // Example results name the merged company, not the spelling on the publication.
      const examples = await ok<ExampleSearchResponse>(`${API_PATHS.examplesSearch.build()}?patent=pat-2`);
      expect(examples.items.map((item) => item.applicants)).toEqual([['東邦化学工業株式会社']]);
    });

    it('filters by IPC, theme, year range and legal status', async () => {
      expect(ids(await ok<PatentSearchResponse>(`${API_PATHS.patentsSearch.build()}?ipc=C08L`))).toEqual([
        'pat-1',
        'pat-2',
      ]);
      expect(ids(await ok<PatentSearchResponse>(`${API_PATHS.patentsSearch.build()}?ipc=C08L23`))).toEqual([
        'pat-1',
      ]);
      expect(ids(await ok<PatentSearchResponse>(`${API_PATHS.patentsSearch.build()}?theme=4J002`))).toEqual([
        'pat-1',
      ]);
      expect(
        ids(await ok<PatentSearchResponse>(`${API_PATHS.patentsSearch.build()}?yearFrom=2019&yearTo=2021`)),
      ).toEqual(['pat-1', 'pat-2']);
      expect(
        ids(await ok<PatentSearchResponse>(`${API_PATHS.patentsSearch.build()}?legalStatus=granted,expired`)),
      ).toEqual(['pat-2', 'pat-3']);
      expect(ids(await ok<PatentSearchResponse>(`${API_PATHS.patentsSearch.build()}?q=ipc:C22C`))).toEqual([
        'pat-3',
      ]);
    });

    it('sorts by date and name and pages with a stable total', async () => {
      const byDate = await ok<PatentSearchResponse>(`${API_PATHS.patentsSearch.build()}?sort=date:desc`);
      expect(byDate.items.map((item) => item.id)).toEqual(['pat-4', 'pat-1', 'pat-2', 'pat-3']);
      const ascending = await ok<PatentSearchResponse>(
        `${API_PATHS.patentsSearch.build()}?sort=date:asc&pageSize=2&page=2`,
      );
      expect(ascending).toMatchObject({ total: 4, page: 2, pageSize: 2 });
      expect(ascending.items.map((item) => item.id)).toEqual(['pat-1', 'pat-4']);
      const relevance = await ok<PatentSearchResponse>(
        `${API_PATHS.patentsSearch.build()}?q=${encodeURIComponent('樹脂')}`,
      );
      expect(relevance.items[0]!.score).toBeGreaterThan(0);
    });

    it('finds patents whose ONE example reaches every property range, in any unit', async () => {
      const flex = encodeURIComponent('prop-flex:2:3:GPa');
      expect(ids(await ok<PatentSearchResponse>(`${API_PATHS.patentsSearch.build()}?prop=${flex}`))).toEqual([
        'pat-1',
      ]);
      const both = `prop=${encodeURIComponent('prop-flex:2000::MPa')}&prop=${encodeURIComponent('prop-tensile:100::MPa')}`;
      expect(ids(await ok<PatentSearchResponse>(`${API_PATHS.patentsSearch.build()}?${both}`))).toEqual([
        'pat-2',
      ]);
      // 32 MPa ≈ 326 kgf/cm²: pat-1's 実施例1; 比較例1 (30 MPa) alone would not do with the modulus range.
      const mixed = `prop=${encodeURIComponent('prop-flex:2000::MPa')}&prop=${encodeURIComponent('prop-tensile:320:400:kgf/cm2')}`;
      expect(ids(await ok<PatentSearchResponse>(`${API_PATHS.patentsSearch.build()}?${mixed}`))).toEqual([
        'pat-1',
      ]);
    });

    it('finds patents whose examples use a material or a product (cross-entity)', async () => {
      expect(
        ids(await ok<PatentSearchResponse>(`${API_PATHS.patentsSearch.build()}?material=mat-gf`)),
      ).toEqual(['pat-2']);
      expect(
        ids(await ok<PatentSearchResponse>(`${API_PATHS.patentsSearch.build()}?material=mat-pp`)),
      ).toEqual(['pat-1', 'pat-3']);
      expect(
        ids(await ok<PatentSearchResponse>(`${API_PATHS.patentsSearch.build()}?product=prd-acme`)),
      ).toEqual(['pat-2']);
    });

    it('marks matches in snippets and titles on the original text and escapes every other markup', async () => {
      const body = await ok<PatentSearchResponse>(
        `${API_PATHS.patentsSearch.build()}?q=${encodeURIComponent('樹脂')}`,
      );
      const pat4 = body.items.find((item) => item.id === 'pat-4')!;
      expect(pat4.snippet!.html).toBe('a&lt;b &amp; &quot;quoted&quot; <mark>樹脂</mark> フィルム');
      expect(pat4.snippet!.html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
      expect(pat4.title.slice(pat4.titleHighlights[0]![0], pat4.titleHighlights[0]![1])).toBe('樹脂');
      const pp = await ok<PatentSearchResponse>(`${API_PATHS.patentsSearch.build()}?q=pp&synonyms=false`);
      const snippet = pp.items[0]!.snippet!;
      expect(snippet.text.slice(snippet.highlights[0]![0], snippet.highlights[0]![1])).toBe('ＰＰ');
    });

    it('answers 422 with a Japanese message for a malformed query and bad parameters', async () => {
      const response = await get(
        `${API_PATHS.patentsSearch.build()}?q=${encodeURIComponent('(樹脂 OR ゴム')}`,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        detail: [
          { loc: ['query', 'q'], msg: '検索式の括弧が閉じていません', type: 'value_error.query_syntax' },
        ],
      });
      for (const query of [
        'pageSize=101',
        'page=0',
        'page=abc',
        'sort=price:up',
        `prop=${encodeURIComponent('prop-flex:abc::MPa')}`,
        `prop=${encodeURIComponent('prop-flex:5:1:MPa')}`,
        `prop=${encodeURIComponent('prop-flex:1:2:℃')}`,
        `prop=${encodeURIComponent('prop-nothing:1:2:MPa')}`,
        'sort=property:prop-nothing:desc',
        'yearFrom=abc',
      ]) {
        const bad = await get(`${API_PATHS.patentsSearch.build()}?${query}`);
        expect({ query, status: bad.statusCode }).toEqual({ query, status: 422 });
        expect(bad.json<{ detail: { loc: unknown[] }[] }>().detail[0]!.loc[0]).toBe('query');
      }
      // Unknown query keys are ignored.
      expect((await get(`${API_PATHS.patentsSearch.build()}?whatever=1`)).statusCode).toBe(200);
    });
  });

  describe('products/search', () => {
    it('converts range filters to canonical units: GPa, MPa and kgf/cm² select the same grade', async () => {
      for (const range of [
        'prop-flex:2.3:2.5:GPa',
        'prop-flex:2300:2500:MPa',
        'prop-flex:24000:25000:kgf/cm²',
      ]) {
        const body = await ok<ProductSearchResponse>(
          `${API_PATHS.productsSearch.build()}?prop=${encodeURIComponent(range)}`,
        );
        expect({ range, ids: ids(body) }).toEqual({ range, ids: ['prd-toho'] });
      }
      const toho = (
        await ok<ProductSearchResponse>(
          `${API_PATHS.productsSearch.build()}?q=${encodeURIComponent('トーホーレン')}`,
        )
      ).items[0]!;
      const flex = toho.properties!.find((value) => value.propertyId === 'prop-flex')!;
      expect(flex).toMatchObject({
        unit: 'MPa',
        originalValue: 24500,
        originalUnit: 'kgf/cm²',
        originalText: '24,500 kgf/cm²',
      });
      expect(flex.value).toBeCloseTo(2402.63, 1);
    });

    it('sorts by a property value (missing values last) and filters by category subtree and maker', async () => {
      const sorted = await ok<ProductSearchResponse>(
        `${API_PATHS.productsSearch.build()}?sort=property:prop-flex:desc`,
      );
      expect(sorted.items.map((item) => item.id)).toEqual(['prd-acme', 'prd-toho', 'prd-beta', 'prd-html']);
      const resin = await ok<ProductSearchResponse>(`${API_PATHS.productsSearch.build()}?category=cat-resin`);
      expect(resin.total).toBe(4);
      expect(
        ids(await ok<ProductSearchResponse>(`${API_PATHS.productsSearch.build()}?category=cat-pa`)),
      ).toEqual(['prd-acme']);
      expect(
        ids(await ok<ProductSearchResponse>(`${API_PATHS.productsSearch.build()}?maker=co-acme`)),
      ).toEqual(['prd-acme', 'prd-html']);
      expect(resin.facets.category!.find((item) => item.value === 'cat-pp')).toMatchObject({ count: 3 });
    });

    it('finds products containing a material and products whose trade name appears in patents', async () => {
      expect(
        ids(await ok<ProductSearchResponse>(`${API_PATHS.productsSearch.build()}?material=mat-talc`)),
      ).toEqual(['prd-toho']);
      // prd-beta and prd-acme are used in examples; prd-toho is named in pat-4's description.
      expect(
        ids(await ok<ProductSearchResponse>(`${API_PATHS.productsSearch.build()}?inPatents=true`)),
      ).toEqual(['prd-acme', 'prd-beta', 'prd-toho']);
    });

    it('answers the patents of the same query with withPatents=true', async () => {
      const body = await ok<ProductSearchResponse>(
        `${API_PATHS.productsSearch.build()}?q=${encodeURIComponent('ポリプロピレン')}&withPatents=true`,
      );
      expect(body.patentResults!.items.map((item) => item.id)).toContain('pat-1');
      expect(body.patentResults!.total).toBeGreaterThanOrEqual(1);
    });
  });

  describe('materials/search and examples/search', () => {
    it('finds materials used in the patents of an applicant (cross-entity)', async () => {
      expect(
        ids(await ok<MaterialSearchResponse>(`${API_PATHS.materialsSearch.build()}?applicant=co-toho`)),
      ).toEqual(['mat-gf', 'mat-pa6', 'mat-pp', 'mat-talc']);
      const polymers = await ok<MaterialSearchResponse>(
        `${API_PATHS.materialsSearch.build()}?category=polymer`,
      );
      expect(ids(polymers)).toEqual(['mat-pa6', 'mat-pp']);
      expect(polymers.facets.category).toContainEqual({
        value: 'polymer',
        label: '樹脂・ポリマー',
        count: 2,
      });
    });

    it('answers a category named like an Object property with no result, not a 500', async () => {
      for (const category of ['hasOwnProperty', 'constructor', '__proto__', 'toString']) {
        const found = await ok<MaterialSearchResponse>(
          `${API_PATHS.materialsSearch.build()}?category=${category}`,
          as.visitor,
        );
        expect(found.total).toBe(0);
      }
    });

    it('filters examples by comparative flag, patent and measured range', async () => {
      expect(
        ids(await ok<ExampleSearchResponse>(`${API_PATHS.examplesSearch.build()}?comparative=true`)),
      ).toEqual(['pat-1-c1']);
      expect(
        ids(await ok<ExampleSearchResponse>(`${API_PATHS.examplesSearch.build()}?patent=pat-1`)),
      ).toEqual(['pat-1-c1', 'pat-1-e1']);
      const strong = await ok<ExampleSearchResponse>(
        `${API_PATHS.examplesSearch.build()}?prop=${encodeURIComponent('prop-tensile:0.1::GPa')}`,
      );
      expect(ids(strong)).toEqual(['pat-2-e1', 'pat-3-e1']);
    });
  });

  describe('detail pages', () => {
    it('patent: claims, claim ranges, example table, materials, applicants → companies → products', async () => {
      const body = await ok<PatentDetail>(API_PATHS.patentDetail.build({ id: 'pat-1' }));
      expect(body).toMatchObject({
        id: 'pat-1',
        publicationNumber: '特開2021-100001',
        legalStatusLabel: '審査中・未請求',
      });
      expect(body.claims.map((claim) => [claim.number, claim.independent])).toEqual([
        [1, true],
        [2, false],
      ]);
      expect(body.claimRanges).toContainEqual(
        expect.objectContaining({
          subject: 'タルク',
          min: 10,
          max: 50,
          material: { id: 'mat-talc', name: 'タルク' },
        }),
      );
      expect(body.examples.rows.map((row) => [row.label, row.comparative])).toEqual([
        ['実施例1', false],
        ['比較例1', true],
      ]);
      const talc = body.examples.components.findIndex((column) => column.name === 'タルク');
      expect(body.examples.rows.map((row) => row.amounts[talc])).toEqual([30, null]);
      expect(body.materials.map((material) => material.id).sort()).toEqual(['mat-pp', 'mat-talc']);
      expect(body.companies).toEqual([
        {
          id: 'co-toho',
          name: '東邦化学工業株式会社',
          productCount: 1,
          products: [{ id: 'prd-toho', name: 'トーホーレン TP-2030' }],
        },
      ]);
      expect(body.products).toEqual([
        { id: 'prd-beta', name: 'ベータPP B-1', maker: { id: 'co-beta', name: 'ベータ金属株式会社' } },
      ]);
      expect(body.ipc).toEqual([{ code: 'C08L23/10', title: 'プロピレンの単独重合体又は共重合体' }]);
    });

    it('product: maker, category path, materials, values, patents naming it, similar grades', async () => {
      const body = await ok<ProductDetail>(API_PATHS.productDetail.build({ id: 'prd-toho' }));
      expect(body.maker).toMatchObject({ id: 'co-toho' });
      expect(body.category.path.map((item) => item.id)).toEqual(['cat-resin', 'cat-pp']);
      expect(body.materials.map((item) => item.id)).toEqual(['mat-pp', 'mat-talc']);
      expect(body.patents).toEqual({
        total: 1,
        locked: false,
        items: [expect.objectContaining({ id: 'pat-4', via: 'text' })],
      });
      expect(body.similar.map((item) => item.id)).toEqual(['prd-beta', 'prd-html']);
    });

    it('material: products, patents and examples using it, applicants, similar materials', async () => {
      const body = await ok<MaterialDetail>(API_PATHS.materialDetail.build({ id: 'mat-pp' }));
      expect(body.products.total).toBe(3);
      expect(body.patents.items!.map((item) => item.id).sort()).toEqual(['pat-1', 'pat-3']);
      expect(body.examples.total).toBe(3);
      expect(body.applicants.items!.map((item) => item.id).sort()).toEqual(['co-beta', 'co-toho']);
      expect(body.similar[0]).toMatchObject({ id: 'mat-pa6', sharedProperties: 1 });
      expect(body.properties[0]).toMatchObject({ propertyId: 'prop-flex', value: 1600, originalUnit: 'GPa' });
    });

    it('example: patent, composition, values, siblings, nearest examples of other patents', async () => {
      const body = await ok<ExampleDetail>(
        API_PATHS.exampleDetail.build({ patentId: 'pat-1', exampleId: 'pat-1-e1' }),
      );
      expect(body.patent).toMatchObject({ id: 'pat-1', publicationNumber: '特開2021-100001' });
      expect(body.composition.map((item) => [item.name, item.amount, item.material?.id])).toEqual([
        ['ポリプロピレン', 100, 'mat-pp'],
        ['タルク', 30, 'mat-talc'],
      ]);
      expect(body.properties.map((item) => item.propertyId)).toEqual(['prop-flex', 'prop-tensile']);
      expect(body.siblings.map((item) => item.id)).toEqual(['pat-1-c1']);
      expect(body.nearest.map((item) => item.id)).toEqual(['pat-3-e1']);
      expect(body.nearest[0]!.patentId).not.toBe('pat-1');
    });

    it('answers 404 {"detail":"Not Found"} for unknown ids', async () => {
      for (const url of [
        API_PATHS.patentDetail.build({ id: 'pat-x' }),
        API_PATHS.productDetail.build({ id: 'prd-x' }),
        API_PATHS.materialDetail.build({ id: 'mat-x' }),
        API_PATHS.exampleDetail.build({ patentId: 'pat-x', exampleId: 'pat-1-e1' }),
        API_PATHS.exampleDetail.build({ patentId: 'pat-2', exampleId: 'pat-1-e1' }),
      ]) {
        const response = await get(url);
        expect({ url, status: response.statusCode, body: response.json<unknown>() }).toEqual({
          url,
          status: 404,
          body: { detail: 'Not Found' },
        });
      }
    });
  });

  describe('pick-lists', () => {
    it('lists categories with subtree counts, property definitions with units, makers, applicants, IPCs and themes', async () => {
      const tree = await ok<CategoryTree>(API_PATHS.productCategories.build(), as.visitor);
      const resin = tree.items.find((item) => item.id === 'cat-resin')!;
      expect(resin.productCount).toBe(4);
      expect(resin.children.map((child) => [child.id, child.productCount])).toEqual([
        ['cat-pa', 1],
        ['cat-pp', 3],
      ]);
      const defs = await ok<PropertyDefList>(API_PATHS.productPropertyDefs.build(), as.visitor);
      expect(defs.items.find((item) => item.id === 'prop-flex')).toMatchObject({
        canonicalUnit: 'MPa',
        count: 4,
        units: expect.arrayContaining(['MPa', 'GPa', 'kgf/cm²']) as unknown,
      });
      const exampleDefs = await ok<PropertyDefList>(API_PATHS.examplePropertyDefs.build(), as.visitor);
      expect(exampleDefs.items.find((item) => item.id === 'prop-tensile')?.count).toBe(4);
      const makers = await ok<CompanyList>(
        `${API_PATHS.productCompanies.build()}?q=${encodeURIComponent('アクメ')}`,
        as.visitor,
      );
      expect(makers.items).toEqual([
        { id: 'co-acme', name: 'アクメ樹脂株式会社', nameEn: null, country: 'JP', count: 2 },
      ]);
      const applicants = await ok<CompanyList>(API_PATHS.patentApplicants.build(), as.visitor);
      expect(applicants.items[0]).toMatchObject({ id: 'co-toho', count: 2 });
      const toho = await ok<CompanyList>(
        `${API_PATHS.patentApplicants.build()}?q=${encodeURIComponent('TOHO KAGAKU')}`,
        as.visitor,
      );
      expect(toho.items.map((item) => item.id)).toEqual(['co-toho']);
      const ipcs = await ok<CodeList>(`${API_PATHS.patentIpcs.build()}?level=group`, as.visitor);
      expect(ipcs.items.map((item) => item.code)).toEqual(['C08J5', 'C08L23', 'C08L77', 'C22C9']);
      const themes = await ok<CodeList>(API_PATHS.patentThemes.build(), as.visitor);
      expect(themes.items).toEqual([{ code: '4J002', title: '高分子組成物', count: 1 }]);
    });
  });

  describe('entitlements (docs/spec/entitlements.md): the same calls as visitor, free and standard user', () => {
    const LEVELS = ['visitor', 'free', 'standard'] as const;
    const expectStatus = async (url: string, expected: Record<(typeof LEVELS)[number], number>) => {
      for (const level of LEVELS) {
        const response = await get(url, as[level]);
        expect({ url, level, status: response.statusCode }).toEqual({ url, level, status: expected[level] });
        if (response.statusCode === 401) expect(response.json()).toEqual({ detail: 'Not authenticated' });
        if (response.statusCode === 403)
          expect(response.json()).toEqual({ detail: 'Standard plan required' });
      }
    };

    it('keyword search, summaries and the first 3 pages: everyone', async () => {
      for (const path of [
        API_PATHS.patentsSearch.build(),
        API_PATHS.productsSearch.build(),
        API_PATHS.materialsSearch.build(),
        API_PATHS.examplesSearch.build(),
      ]) {
        await expectStatus(`${path}?q=${encodeURIComponent('樹脂')}&page=3&sort=date:desc`, {
          visitor: 200,
          free: 200,
          standard: 200,
        });
      }
      const visitor = await ok<PatentSearchResponse>(API_PATHS.patentsSearch.build(), as.visitor);
      expect(visitor.access).toEqual({
        level: 'visitor',
        propertyValues: false,
        advancedSearch: false,
        patentResults: false,
        maxPage: 3,
      });
      expect((await ok<PatentSearchResponse>(API_PATHS.patentsSearch.build(), as.free)).access.level).toBe(
        'free',
      );
      expect((await ok<PatentSearchResponse>(API_PATHS.patentsSearch.build())).access).toMatchObject({
        advancedSearch: true,
        maxPage: null,
      });
    });

    it('pages after the third: standard only (403 "Standard plan required" otherwise)', async () => {
      await expectStatus(`${API_PATHS.patentsSearch.build()}?page=4`, {
        visitor: 403,
        free: 403,
        standard: 200,
      });
      await expectStatus(`${API_PATHS.examplesSearch.build()}?page=4&pageSize=1`, {
        visitor: 403,
        free: 403,
        standard: 200,
      });
    });

    it('cross-entity filters, property ranges and property sort: standard only', async () => {
      for (const url of [
        `${API_PATHS.patentsSearch.build()}?material=mat-pp`,
        `${API_PATHS.patentsSearch.build()}?prop=${encodeURIComponent('prop-flex:1::GPa')}`,
        `${API_PATHS.productsSearch.build()}?material=mat-pp`,
        `${API_PATHS.productsSearch.build()}?inPatents=true`,
        `${API_PATHS.productsSearch.build()}?sort=property:prop-flex:desc`,
        `${API_PATHS.materialsSearch.build()}?applicant=co-toho`,
        `${API_PATHS.examplesSearch.build()}?prop=${encodeURIComponent('prop-flex:1::GPa')}`,
        `${API_PATHS.examplesSearch.build()}?material=mat-pp`,
      ]) {
        await expectStatus(url, { visitor: 403, free: 403, standard: 200 });
      }
      // Filters on the entity's own attributes are basic search.
      await expectStatus(`${API_PATHS.patentsSearch.build()}?applicant=co-toho&ipc=C08L`, {
        visitor: 200,
        free: 200,
        standard: 200,
      });
    });

    it('patent results inside material/product searches: standard only', async () => {
      await expectStatus(`${API_PATHS.productsSearch.build()}?withPatents=true`, {
        visitor: 403,
        free: 403,
        standard: 200,
      });
      await expectStatus(`${API_PATHS.materialsSearch.build()}?withPatents=true`, {
        visitor: 403,
        free: 403,
        standard: 200,
      });
    });

    it('property values in results: signed-in users only (visitors get null, not an error)', async () => {
      const products = `${API_PATHS.productsSearch.build()}?q=${encodeURIComponent('トーホーレン')}`;
      expect((await ok<ProductSearchResponse>(products, as.visitor)).items[0]!.properties).toBeNull();
      expect((await ok<ProductSearchResponse>(products, as.free)).items[0]!.properties!.length).toBe(2);
      expect((await ok<ProductSearchResponse>(products, as.standard)).items[0]!.properties!.length).toBe(2);
      const materials = await ok<MaterialSearchResponse>(
        `${API_PATHS.materialsSearch.build()}?q=PA6`,
        as.visitor,
      );
      expect(materials.items[0]!.properties).toBeNull();
      const examples = await ok<ExampleSearchResponse>(
        `${API_PATHS.examplesSearch.build()}?patent=pat-1`,
        as.visitor,
      );
      expect(examples.items.every((item) => item.properties === null)).toBe(true);
      expect(examples.items[0]!.composition.length).toBeGreaterThan(0);
      const free = await ok<ExampleSearchResponse>(
        `${API_PATHS.examplesSearch.build()}?patent=pat-1`,
        as.free,
      );
      expect(free.items.every((item) => (item.properties?.length ?? 0) > 0)).toBe(true);
    });

    it('detail pages: sign-in (401 for visitors), free and standard alike', async () => {
      for (const url of [
        API_PATHS.patentDetail.build({ id: 'pat-1' }),
        API_PATHS.productDetail.build({ id: 'prd-toho' }),
        API_PATHS.materialDetail.build({ id: 'mat-pp' }),
        API_PATHS.exampleDetail.build({ patentId: 'pat-1', exampleId: 'pat-1-e1' }),
      ]) {
        await expectStatus(url, { visitor: 401, free: 200, standard: 200 });
      }
      // A visitor learns nothing about existence either.
      await expectStatus(API_PATHS.patentDetail.build({ id: 'pat-x' }), {
        visitor: 401,
        free: 404,
        standard: 404,
      });
    });

    it('patent lists on product/material detail pages: a count for free users, the list for standard', async () => {
      const free = await ok<ProductDetail>(API_PATHS.productDetail.build({ id: 'prd-toho' }), as.free);
      expect(free.patents).toEqual({ total: 1, items: null, locked: true });
      expect(free.properties.length).toBe(2);
      const material = await ok<MaterialDetail>(API_PATHS.materialDetail.build({ id: 'mat-pp' }), as.free);
      expect(material.patents).toEqual({ total: 2, items: null, locked: true });
      expect(material.examples).toMatchObject({ items: null, locked: true });
      expect(material.applicants).toMatchObject({ items: null, locked: true });
    });

    it('a bad or expired token is 401 even where visitors are welcome', async () => {
      const response = await get(API_PATHS.patentsSearch.build(), { authorization: 'Bearer nope' });
      expect(response.statusCode).toBe(401);
    });
  });
});
