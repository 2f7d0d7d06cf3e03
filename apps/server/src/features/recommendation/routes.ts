import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/contract/api-paths';
import {
  recommendKeywordsQuerySchema,
  recommendKeywordsSchema,
  recommendQuerySchema,
  recommendResponseSchema,
} from '@app/contract/recommendation';
import { ERROR_RESPONSES } from '../../http/schemas.js';
import { suggestKeywords } from './keywords.js';
import { applicationKeywordCounts } from './repository.js';

/**
 * Product recommendation (docs/spec/analyses.md, docs/spec/api.md). The entitlement is checked before the query is
 * validated, so a visitor gets 401 whatever they send; a free user gets the top results only (docs/spec/sessions-and-accounts.md).
 */
export const recommendationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = app.database.db;

  app.get(
    API_PATHS.productRecommend.template,
    {
      onRequest: [app.requireCapability('recommendation'), app.costLimit('recommendation')],
      schema: {
        tags: ['recommendation'],
        summary: 'Rank products by weighted property requirements, with reasons and supporting examples',
        querystring: recommendQuerySchema,
        response: { 200: recommendResponseSchema, ...ERROR_RESPONSES },
      },
    },
    // Ranks every product: on a catalogue read thread (read-pool/read-operations.ts).
    (request) => app.catalogueReads.run('recommend', request.user, request.query),
  );

  app.get(
    API_PATHS.productRecommendKeywords.template,
    {
      onRequest: app.authenticateOptional,
      schema: {
        tags: ['recommendation'],
        summary: 'Application keywords (用途) of products with product counts, for the keyword picker',
        querystring: recommendKeywordsQuerySchema,
        response: { 200: recommendKeywordsSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      items: suggestKeywords(await applicationKeywordCounts(db), request.query.q, request.query.limit),
    }),
  );

  done();
};
