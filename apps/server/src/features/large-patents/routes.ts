import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/contract/api-paths';
import { largePatentQuerySchema, largePatentResponseSchema } from '@app/contract/large-patents';
import { assertCapability } from '../../auth/authorize.js';
import { ERROR_RESPONSES } from '../../http/schemas.js';
import { createLargePatentAnalyser } from './analysis-service.js';
import { listLargePatents } from './repository.js';

/**
 * Large-patent analysis (docs/spec/analyses.md, docs/spec/api.md), standard plan. Without `patentId` the list of patents
 * with many examples; with it the whole analysis of that patent (analysis-service.ts). The entitlement is
 * checked before the query is validated, so a visitor gets 401 and a free user 403 whatever they send.
 */
export const largePatentRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = app.database.db;
  const analyser = createLargePatentAnalyser(db, () => app.searchIndex.generation());
  app.addHook('onClose', (_instance, next) => {
    analyser.close();
    next();
  });

  app.get(
    API_PATHS.largePatentAnalyze.template,
    {
      onRequest: app.requireCapability('largePatentAnalysis'),
      schema: {
        tags: ['large-patents'],
        summary:
          'Patents with many examples (no patentId), or one patent’s distributions, correlations, drivers, separation, rules and claim ranges',
        querystring: largePatentQuerySchema,
        response: { 200: largePatentResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      assertCapability(request.user, 'largePatentAnalysis');
      const { patentId, ...list } = request.query;
      return patentId === undefined ? listLargePatents(db, list) : analyser.analyse(patentId);
    },
  );

  done();
};
