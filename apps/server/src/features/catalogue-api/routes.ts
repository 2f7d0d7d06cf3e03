import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { API_BASE, API_PATHS } from '@app/contract/api-paths';
import {
  categoryTreeSchema,
  codeListSchema,
  companyListSchema,
  directoryQuerySchema,
  exampleDetailSchema,
  exampleParamsSchema,
  exampleSearchQuerySchema,
  exampleSearchResponseSchema,
  idParamsSchema,
  ipcQuerySchema,
  materialDetailSchema,
  materialSearchQuerySchema,
  materialSearchResponseSchema,
  patentDetailSchema,
  patentSearchQuerySchema,
  patentSearchResponseSchema,
  productDetailSchema,
  productSearchQuerySchema,
  productSearchResponseSchema,
  propertyDefListSchema,
} from '@app/contract/catalogue';
import type { AuthUser } from '../../auth/auth-user.js';
import { ERROR_RESPONSES } from '../../http/schemas.js';
import { notFound } from '../../http/http-errors.js';
import { accessOf, requireDetail, requirePatentResults } from './access.js';
import { categoryTree, codeList, companyList, propertyDefList } from './directories.js';
import { exampleDetail, exampleSummaries } from './examples-presenter.js';
import { materialDetail, materialSummaries } from './materials-presenter.js';
import { patentDetail, patentSummaries } from './patents-presenter.js';
import { productDetail, productSummaries } from './products-presenter.js';
import { presentedPage } from './page-cache.js';
import { ipcFilters, materialFilters, patentFilters, productFilters } from './search-filters.js';
import { runSearch, type SearchInput } from './search-service.js';

/** Route templates (Fastify syntax) of the contract's detail paths (its builders URL-encode the ':'). */
const PATHS = {
  materialDetail: `${API_BASE}/materials/:id/detail`,
  productDetail: `${API_BASE}/products/:id/detail`,
  patentDetail: `${API_BASE}/patents/:id/detail`,
  exampleDetail: `${API_BASE}/examples/:patentId/:exampleId/detail`,
};

const NOT_FOUND = 'Not Found';

/**
 * The catalogue API (seed-spec §7): search, detail and pick-list calls of materials, products, patents
 * and examples. Handlers stay thin: runSearch() checks the plan and queries the index, the presenters
 * decide what leaves the server for this user (decisions §4).
 */
export const catalogueRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = app.database.db;
  const index = app.searchIndex;
  const auth = { onRequest: app.authenticateOptional };
  // Details check the plan in the handler (after validation); the declaration is for the authorisation matrix.
  const detailAuth = { ...auth, config: { capability: 'detailPages' as const } };

  const base = (
    kind: SearchInput['kind'],
    query: Pick<SearchInput, 'page' | 'pageSize'> &
      Partial<Pick<SearchInput, 'q' | 'sort' | 'synonyms' | 'prop'>>,
  ) => ({
    kind,
    q: query.q,
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    synonyms: query.synonyms,
    prop: query.prop,
  });

  /** The patents matching the same query, for "see patent results" (standard plan). */
  async function patentResults(user: AuthUser | null, q: string | undefined, synonyms: boolean | undefined) {
    requirePatentResults(user);
    const found = await runSearch(db, index, user, {
      kind: 'patents',
      q,
      page: 1,
      pageSize: 5,
      sort: undefined,
      synonyms,
      prop: undefined,
      filters: [],
    });
    return {
      total: found.result.total,
      items: await patentSummaries(db, found.result.hits, found.terms, found.snippets),
    };
  }

  type Found = Awaited<ReturnType<typeof runSearch>>;

  /** The list shape of decisions §3 shared by the four searches, around a kind's presented items. */
  const listOf = <T>(query: { page: number; pageSize: number }, found: Found, items: T[]) => ({
    items,
    total: found.result.total,
    page: query.page,
    pageSize: query.pageSize,
    facets: found.facets,
    access: found.access,
    expandedTerms: found.expandedTerms,
  });

  /** "See patent results" of a product or material search: refused before searching when not allowed. */
  const patentResultsOf = (
    user: AuthUser | null,
    query: { withPatents?: boolean; q?: string; synonyms?: boolean },
  ) => (query.withPatents ? patentResults(user, query.q, query.synonyms) : Promise.resolve(null));

  app.get(
    API_PATHS.patentsSearch,
    {
      ...auth,
      schema: {
        tags: ['catalogue'],
        summary: 'Search patents (keyword syntax, facets, example property ranges)',
        querystring: patentSearchQuerySchema,
        response: { 200: patentSearchResponseSchema, ...ERROR_RESPONSES },
      },
    },
    (request) =>
      presentedPage(index, API_PATHS.patentsSearch, request.user, request.query, async () => {
        const query = request.query;
        const found = await runSearch(db, index, request.user, {
          ...base('patents', query),
          filters: patentFilters(query),
        });
        return listOf(
          query,
          found,
          await patentSummaries(db, found.result.hits, found.terms, found.snippets),
        );
      }),
  );

  app.get(
    API_PATHS.productsSearch,
    {
      ...auth,
      schema: {
        tags: ['catalogue'],
        summary: 'Search products (grades) with facets and datasheet property ranges',
        querystring: productSearchQuerySchema,
        response: { 200: productSearchResponseSchema, ...ERROR_RESPONSES },
      },
    },
    (request) =>
      presentedPage(index, API_PATHS.productsSearch, request.user, request.query, async () => {
        const query = request.query;
        if (query.withPatents) requirePatentResults(request.user);
        const found = await runSearch(db, index, request.user, {
          ...base('products', query),
          filters: productFilters(query),
        });
        return {
          ...listOf(
            query,
            found,
            await productSummaries(db, found.result.hits, found.terms, found.snippets, found.access),
          ),
          patentResults: await patentResultsOf(request.user, query),
        };
      }),
  );

  app.get(
    API_PATHS.materialsSearch,
    {
      ...auth,
      schema: {
        tags: ['catalogue'],
        summary: 'Search materials (synonyms, categories, typical property ranges)',
        querystring: materialSearchQuerySchema,
        response: { 200: materialSearchResponseSchema, ...ERROR_RESPONSES },
      },
    },
    (request) =>
      presentedPage(index, API_PATHS.materialsSearch, request.user, request.query, async () => {
        const query = request.query;
        if (query.withPatents) requirePatentResults(request.user);
        const found = await runSearch(db, index, request.user, {
          ...base('materials', query),
          filters: materialFilters(query),
        });
        return {
          ...listOf(
            query,
            found,
            await materialSummaries(db, found.result.hits, found.terms, found.snippets, found.access),
          ),
          patentResults: await patentResultsOf(request.user, query),
        };
      }),
  );

  app.get(
    API_PATHS.examplesSearch,
    {
      ...auth,
      schema: {
        tags: ['catalogue'],
        summary: 'Search worked examples (実施例/比較例) by text, patent, material and measured ranges',
        querystring: exampleSearchQuerySchema,
        response: { 200: exampleSearchResponseSchema, ...ERROR_RESPONSES },
      },
    },
    (request) =>
      presentedPage(index, API_PATHS.examplesSearch, request.user, request.query, async () => {
        const query = request.query;
        const found = await runSearch(db, index, request.user, {
          ...base('examples', query),
          filters: [
            { facet: 'patent', values: query.patent, entity: 'patents' },
            { facet: 'applicant', values: query.applicant, entity: 'companies' },
            { facet: 'theme', values: query.theme },
            ...ipcFilters(query.ipc).filter((filter) => filter.facet === 'ipc_subclass'),
            { facet: 'year', values: query.year },
            {
              facet: 'comparative',
              values: query.comparative === undefined ? undefined : [query.comparative ? '1' : '0'],
            },
            { facet: 'property', values: query.property, entity: 'property_defs' },
            { facet: 'material', values: query.material, entity: 'materials', advanced: true },
            { facet: 'product', values: query.product, entity: 'products', advanced: true },
          ],
        });
        return listOf(
          query,
          found,
          await exampleSummaries(db, found.result.hits, found.snippets, found.access),
        );
      }),
  );

  app.get(
    PATHS.patentDetail,
    {
      ...detailAuth,
      schema: {
        tags: ['catalogue'],
        summary:
          'Patent detail: claims, claim ranges, example table, materials, applicants and their products',
        params: idParamsSchema,
        response: { 200: patentDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireDetail(request.user);
      const detail = await patentDetail(db, request.params.id, accessOf(request.user));
      if (!detail) throw notFound(NOT_FOUND);
      return detail;
    },
  );

  app.get(
    PATHS.productDetail,
    {
      ...detailAuth,
      schema: {
        tags: ['catalogue'],
        summary: 'Product detail: maker, materials, datasheet values, patents naming it, similar grades',
        params: idParamsSchema,
        response: { 200: productDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireDetail(request.user);
      const detail = await productDetail(db, index, request.params.id, accessOf(request.user));
      if (!detail) throw notFound(NOT_FOUND);
      return detail;
    },
  );

  app.get(
    PATHS.materialDetail,
    {
      ...detailAuth,
      schema: {
        tags: ['catalogue'],
        summary: 'Material detail: products, patents and examples using it, similar materials',
        params: idParamsSchema,
        response: { 200: materialDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireDetail(request.user);
      const detail = await materialDetail(db, request.params.id, accessOf(request.user));
      if (!detail) throw notFound(NOT_FOUND);
      return detail;
    },
  );

  app.get(
    PATHS.exampleDetail,
    {
      ...detailAuth,
      schema: {
        tags: ['catalogue'],
        summary:
          'Example detail: composition, conditions, measured values, nearest examples of other patents',
        params: exampleParamsSchema,
        response: { 200: exampleDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireDetail(request.user);
      const detail = await exampleDetail(db, request.params.patentId, request.params.exampleId);
      if (!detail) throw notFound(NOT_FOUND);
      return detail;
    },
  );

  app.get(
    API_PATHS.productCategories,
    {
      ...auth,
      schema: {
        tags: ['catalogue'],
        summary: 'Product category tree with product counts',
        response: { 200: categoryTreeSchema, ...ERROR_RESPONSES },
      },
    },
    async () => ({ items: await categoryTree(db, index) }),
  );

  app.get(
    API_PATHS.productPropertyDefs,
    {
      ...auth,
      schema: {
        tags: ['catalogue'],
        summary: 'Property definitions of product datasheets (units for range filters)',
        response: { 200: propertyDefListSchema, ...ERROR_RESPONSES },
      },
    },
    async () => ({ items: await propertyDefList(db, index, 'product') }),
  );

  app.get(
    API_PATHS.examplePropertyDefs,
    {
      ...auth,
      schema: {
        tags: ['catalogue'],
        summary: 'Property definitions measured in examples',
        response: { 200: propertyDefListSchema, ...ERROR_RESPONSES },
      },
    },
    async () => ({ items: await propertyDefList(db, index, 'example') }),
  );

  app.get(
    API_PATHS.productCompanies,
    {
      ...auth,
      schema: {
        tags: ['catalogue'],
        summary: 'Makers of products, by number of products',
        querystring: directoryQuerySchema,
        response: { 200: companyListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => companyList(db, index, 'products', request.query),
  );

  app.get(
    API_PATHS.patentApplicants,
    {
      ...auth,
      schema: {
        tags: ['catalogue'],
        summary: 'Applicants (name variants merged), by number of patents',
        querystring: directoryQuerySchema,
        response: { 200: companyListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => companyList(db, index, 'patents', request.query),
  );

  app.get(
    API_PATHS.patentIpcs,
    {
      ...auth,
      schema: {
        tags: ['catalogue'],
        summary: 'IPC subclasses or main groups in use, with patent counts',
        querystring: ipcQuerySchema,
        response: { 200: codeListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => codeList(db, index, 'ipc', request.query),
  );

  app.get(
    API_PATHS.patentThemes,
    {
      ...auth,
      schema: {
        tags: ['catalogue'],
        summary: 'F-term theme codes in use, with patent counts',
        querystring: directoryQuerySchema,
        response: { 200: codeListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => codeList(db, index, 'theme', request.query),
  );

  done();
};
