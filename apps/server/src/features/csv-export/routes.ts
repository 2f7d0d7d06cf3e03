import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@app/contract/api-paths';
import { CSV_EXPORT, SEARCH_KIND_LABELS, type SearchKindName } from '@app/contract/bookmarks';
import {
  materialSearchQuerySchema,
  patentSearchQuerySchema,
  productSearchQuerySchema,
  type MaterialSearchQuery,
  type PatentSearchQuery,
  type ProductSearchQuery,
} from '@app/contract/catalogue';
import { requireUser } from '../../auth/auth-plugin.js';
import { assertCapability } from '../../auth/authorize.js';
import type { AuthUser } from '../../auth/auth-user.js';
import { ERROR_RESPONSES } from '../../http/schemas.js';
import { materialSummaries } from '../catalogue-api/materials-presenter.js';
import { patentSummaries } from '../catalogue-api/patents-presenter.js';
import { productSummaries } from '../catalogue-api/products-presenter.js';
import { materialFilters, patentFilters, productFilters } from '../catalogue-api/search-filters.js';
import { runSearch, type FilterInput, type SearchOutput } from '../catalogue-api/search-service.js';
import { toCsv, type CsvCell } from './csv.js';
import { materialTable, patentTable, productTable } from './export-tables.js';

/** Results fetched per search call while collecting an export. */
const CHUNK = 1000;

type Query = MaterialSearchQuery | ProductSearchQuery | PatentSearchQuery;

/** File name: ASCII fallback plus the Japanese name for browsers that read filename*. */
function disposition(kind: SearchKindName, now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  const japanese = `${SEARCH_KIND_LABELS[kind]}一覧_${day}.csv`;
  return `attachment; filename="${kind}-${day}.csv"; filename*=UTF-8''${encodeURIComponent(japanese)}`;
}

/**
 * GET {materials|products|patents}/export?<the list page's query>: the whole result list (up to
 * CSV_EXPORT.maxRows, in the list's order) as a CSV for Excel — UTF-8 with BOM, Japanese headers, property
 * values in columns with their unit. Standard plan (decisions §4 "CSV export of results"): a visitor gets
 * 401 (an export is made for an account), a free user 403. The search itself is the list page's: same
 * service, same filters, same entitlement checks.
 */
export const csvExportRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = app.database.db;
  const index = app.searchIndex;
  const requireExport = (request: FastifyRequest) => {
    assertCapability(request.user, 'csvExport');
    return Promise.resolve();
  };
  const guards = () => [app.authenticate, requireExport];
  // `capability` declares the handler-side check for the authorisation matrix (auth/route-access.ts).
  const config = () => ({ capability: 'csvExport' as const, rateLimit: { max: 20, timeWindow: 60_000 } });
  const response = { 200: z.any().describe('text/csv (UTF-8 with BOM)'), ...ERROR_RESPONSES };

  /** Collects every result page by page (the search service's own paging) and presents it as rows. */
  async function collect<T>(
    user: AuthUser,
    kind: SearchKindName,
    query: Query,
    filters: FilterInput[],
    present: (found: SearchOutput) => Promise<T[]>,
  ): Promise<{ items: T[]; total: number }> {
    const items: T[] = [];
    let total = 0;
    for (let page = 1; items.length < CSV_EXPORT.maxRows; page += 1) {
      const found = await runSearch(db, index, user, {
        kind,
        q: query.q,
        page,
        pageSize: CHUNK,
        sort: query.sort,
        synonyms: query.synonyms,
        prop: query.prop,
        filters,
      });
      total = found.result.total;
      items.push(...(await present(found)));
      if (found.result.hits.length < CHUNK) break;
    }
    return { items: items.slice(0, CSV_EXPORT.maxRows), total };
  }

  function send(reply: FastifyReply, kind: SearchKindName, rows: CsvCell[][], total: number) {
    const exported = rows.length - 1;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', disposition(kind, new Date()))
      .header('cache-control', 'no-store')
      .header(CSV_EXPORT.totalHeader, String(total))
      .header(CSV_EXPORT.truncatedHeader, String(total > exported))
      .send(Buffer.from(toCsv(rows), 'utf8'));
  }

  app.get(
    API_PATHS.materialsExport,
    {
      onRequest: guards(),
      config: config(),
      schema: {
        tags: ['catalogue'],
        summary: 'Export the materials of a search as CSV (standard plan)',
        querystring: materialSearchQuerySchema,
        response,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { items, total } = await collect(
        user,
        'materials',
        request.query,
        materialFilters(request.query),
        (found) => materialSummaries(db, found.result.hits, found.terms, found.snippets, found.access),
      );
      return send(reply, 'materials', materialTable(items), total);
    },
  );

  app.get(
    API_PATHS.productsExport,
    {
      onRequest: guards(),
      config: config(),
      schema: {
        tags: ['catalogue'],
        summary: 'Export the products of a search as CSV with datasheet values (standard plan)',
        querystring: productSearchQuerySchema,
        response,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { items, total } = await collect(
        user,
        'products',
        request.query,
        productFilters(request.query),
        (found) => productSummaries(db, found.result.hits, found.terms, found.snippets, found.access),
      );
      return send(reply, 'products', productTable(items), total);
    },
  );

  app.get(
    API_PATHS.patentsExport,
    {
      onRequest: guards(),
      config: config(),
      schema: {
        tags: ['catalogue'],
        summary: 'Export the patents of a search as CSV (standard plan)',
        querystring: patentSearchQuerySchema,
        response,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { items, total } = await collect(
        user,
        'patents',
        request.query,
        patentFilters(request.query),
        (found) => patentSummaries(db, found.result.hits, found.terms, found.snippets),
      );
      return send(reply, 'patents', patentTable(items), total);
    },
  );

  done();
};
