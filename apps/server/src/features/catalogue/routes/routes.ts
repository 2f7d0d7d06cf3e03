import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/contract/api-paths';
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
  patentDetailQuerySchema,
  patentDetailSchema,
  patentSearchQuerySchema,
  patentSearchResponseSchema,
  productDetailSchema,
  productSearchQuerySchema,
  productSearchResponseSchema,
  propertyDefListSchema,
} from '@app/contract/catalogue';
import { ERROR_RESPONSES } from '../../../http/schemas.js';

/**
 * The catalogue API (docs/spec/api.md): search, detail and pick-list calls of materials, products, patents
 * and examples. The costly ones (searches, details) run on a catalogue read thread (catalogue-reads.ts,
 * read-pool/) under the per-client limits of cost-limits/, and so do the pick-lists (pick-lists.ts); runSearch() checks the plan and queries the
 * index, the presenters decide what leaves the server for this user (docs/spec/sessions-and-accounts.md).
 */
export const catalogueRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const auth = { onRequest: app.authenticateOptional };
  // Searches and details count against their caller's limits (cost-limits/); the pick-lists are cheap.
  const searchAuth = { onRequest: [app.authenticateOptional, app.costLimit('search')] };
  // Details check the plan in the handler (after validation); the declaration is for the authorisation matrix.
  const detailAuth = {
    onRequest: [app.authenticateOptional, app.costLimit('detail')],
    config: { capability: 'detailPages' as const },
  };

  const reads = app.catalogueReads;

  app.get(
    API_PATHS.patentsSearch.template,
    {
      ...searchAuth,
      schema: {
        tags: ['catalogue'],
        summary: 'Search patents (keyword syntax, facets, example property ranges)',
        querystring: patentSearchQuerySchema,
        response: { 200: patentSearchResponseSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => reads.run('patentsSearch', request.user, request.query),
  );

  app.get(
    API_PATHS.productsSearch.template,
    {
      ...searchAuth,
      schema: {
        tags: ['catalogue'],
        summary: 'Search products (grades) with facets and datasheet property ranges',
        querystring: productSearchQuerySchema,
        response: { 200: productSearchResponseSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => reads.run('productsSearch', request.user, request.query),
  );

  app.get(
    API_PATHS.materialsSearch.template,
    {
      ...searchAuth,
      schema: {
        tags: ['catalogue'],
        summary: 'Search materials (synonyms, categories, typical property ranges)',
        querystring: materialSearchQuerySchema,
        response: { 200: materialSearchResponseSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => reads.run('materialsSearch', request.user, request.query),
  );

  app.get(
    API_PATHS.examplesSearch.template,
    {
      ...searchAuth,
      schema: {
        tags: ['catalogue'],
        summary: 'Search worked examples (実施例/比較例) by text, patent, material and measured ranges',
        querystring: exampleSearchQuerySchema,
        response: { 200: exampleSearchResponseSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => reads.run('examplesSearch', request.user, request.query),
  );

  app.get(
    API_PATHS.patentDetail.template,
    {
      ...detailAuth,
      schema: {
        tags: ['catalogue'],
        summary:
          'Patent detail: claims, claim ranges, example table, materials, applicants and their products',
        params: idParamsSchema,
        querystring: patentDetailQuerySchema,
        response: { 200: patentDetailSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => reads.run('patentDetail', request.user, { ...request.params, ...request.query }),
  );

  app.get(
    API_PATHS.productDetail.template,
    {
      ...detailAuth,
      schema: {
        tags: ['catalogue'],
        summary: 'Product detail: maker, materials, datasheet values, patents naming it, similar grades',
        params: idParamsSchema,
        response: { 200: productDetailSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => reads.run('productDetail', request.user, request.params),
  );

  app.get(
    API_PATHS.materialDetail.template,
    {
      ...detailAuth,
      schema: {
        tags: ['catalogue'],
        summary: 'Material detail: products, patents and examples using it, similar materials',
        params: idParamsSchema,
        response: { 200: materialDetailSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => reads.run('materialDetail', request.user, request.params),
  );

  app.get(
    API_PATHS.exampleDetail.template,
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
    (request) => reads.run('exampleDetail', request.user, request.params),
  );

  app.get(
    API_PATHS.productCategories.template,
    {
      ...auth,
      schema: {
        tags: ['catalogue'],
        summary: 'Product category tree with product counts',
        response: { 200: categoryTreeSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => reads.run('categoryTree', request.user, undefined),
  );

  app.get(
    API_PATHS.productPropertyDefs.template,
    {
      ...auth,
      schema: {
        tags: ['catalogue'],
        summary: 'Property definitions of product datasheets (units for range filters)',
        response: { 200: propertyDefListSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => reads.run('propertyDefs', request.user, 'product'),
  );

  app.get(
    API_PATHS.examplePropertyDefs.template,
    {
      ...auth,
      schema: {
        tags: ['catalogue'],
        summary: 'Property definitions measured in examples',
        response: { 200: propertyDefListSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => reads.run('propertyDefs', request.user, 'example'),
  );

  app.get(
    API_PATHS.productCompanies.template,
    {
      ...auth,
      schema: {
        tags: ['catalogue'],
        summary: 'Makers of products, by number of products',
        querystring: directoryQuerySchema,
        response: { 200: companyListSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => reads.run('companies', request.user, { kind: 'products', ...request.query }),
  );

  app.get(
    API_PATHS.patentApplicants.template,
    {
      ...auth,
      schema: {
        tags: ['catalogue'],
        summary: 'Applicants (name variants merged), by number of patents',
        querystring: directoryQuerySchema,
        response: { 200: companyListSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => reads.run('companies', request.user, { kind: 'patents', ...request.query }),
  );

  app.get(
    API_PATHS.patentIpcs.template,
    {
      ...auth,
      schema: {
        tags: ['catalogue'],
        summary: 'IPC subclasses or main groups in use, with patent counts',
        querystring: ipcQuerySchema,
        response: { 200: codeListSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => reads.run('codes', request.user, { scheme: 'ipc', ...request.query }),
  );

  app.get(
    API_PATHS.patentThemes.template,
    {
      ...auth,
      schema: {
        tags: ['catalogue'],
        summary: 'F-term theme codes in use, with patent counts',
        querystring: directoryQuerySchema,
        response: { 200: codeListSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => reads.run('codes', request.user, { scheme: 'theme', ...request.query }),
  );

  done();
};
