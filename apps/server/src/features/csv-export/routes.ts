import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@app/contract/api-paths';
import { CSV_EXPORT, SEARCH_KIND_LABELS, type SearchKindName } from '@app/contract/bookmarks';
import {
  materialSearchQuerySchema,
  patentSearchQuerySchema,
  productSearchQuerySchema,
} from '@app/contract/catalogue';
import { requireUser } from '../../auth/auth-plugin.js';
import { assertCapability } from '../../auth/authorize.js';
import { ERROR_RESPONSES } from '../../http/schemas.js';
import type { ExportFile } from './export-reads.js';

/** File name: ASCII fallback plus the Japanese name for browsers that read filename*. */
function disposition(kind: SearchKindName, now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  const japanese = `${SEARCH_KIND_LABELS[kind]}一覧_${day}.csv`;
  return `attachment; filename="${kind}-${day}.csv"; filename*=UTF-8''${encodeURIComponent(japanese)}`;
}

/**
 * GET {materials|products|patents}/export?<the list page's query>: the whole result list (up to
 * CSV_EXPORT.maxRows, in the list's order) as a CSV for Excel — UTF-8 with BOM, Japanese headers, property
 * values in columns with their unit. Standard plan (docs/spec/entitlements.md "CSV export of results"): a visitor gets
 * 401 (an export is made for an account), a free user 403. The search itself is the list page's: same
 * service, same filters, same entitlement checks.
 */
export const csvExportRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const requireExport = (request: FastifyRequest) => {
    assertCapability(request.user, 'csvExport');
    return Promise.resolve();
  };
  const guards = () => [app.authenticate, requireExport, app.costLimit('export')];
  // `capability` declares the handler-side check for the authorisation matrix (auth/route-access.ts).
  const config = () => ({ capability: 'csvExport' as const, rateLimit: { max: 20, timeWindow: 60_000 } });
  const response = { 200: z.any().describe('text/csv (UTF-8 with BOM)'), ...ERROR_RESPONSES };

  function send(reply: FastifyReply, kind: SearchKindName, { csv, total, exported }: ExportFile) {
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', disposition(kind, new Date()))
      .header('cache-control', 'no-store')
      .header(CSV_EXPORT.totalHeader, String(total))
      .header(CSV_EXPORT.truncatedHeader, String(total > exported))
      .send(Buffer.from(csv, 'utf8'));
  }

  app.get(
    API_PATHS.materialsExport.template,
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
    async (request, reply) =>
      send(
        reply,
        'materials',
        await app.catalogueReads.run('materialsExport', requireUser(request), request.query),
      ),
  );

  app.get(
    API_PATHS.productsExport.template,
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
    async (request, reply) =>
      send(
        reply,
        'products',
        await app.catalogueReads.run('productsExport', requireUser(request), request.query),
      ),
  );

  app.get(
    API_PATHS.patentsExport.template,
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
    async (request, reply) =>
      send(
        reply,
        'patents',
        await app.catalogueReads.run('patentsExport', requireUser(request), request.query),
      ),
  );

  done();
};
