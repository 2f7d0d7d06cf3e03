import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/contract/api-paths';
import { visualizationQuerySchema, visualizationResponseSchema } from '@app/contract/visualization';
import { ERROR_RESPONSES } from '../../http/schemas.js';

/**
 * Patent and example visualisation (docs/spec/analyses.md, docs/spec/api.md): one call, told apart by `mode`. The
 * patents drawn are those the /patents list finds for the same filters. Visitors get the sample view
 * (docs/spec/sessions-and-accounts.md): the newest `sampleMax` matching patents only, and at most that many points. Runs on a
 * catalogue read thread (visualization-read.ts).
 */
export const visualizationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API_PATHS.patentVisualization.template,
    {
      onRequest: [app.requireCapability('visualisation'), app.costLimit('visualisation')],
      schema: {
        tags: ['visualization'],
        summary:
          'Patent landscape map and charts (mode=patents) or example scatter with Pareto front (mode=examples)',
        querystring: visualizationQuerySchema,
        response: { 200: visualizationResponseSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => app.catalogueReads.run('visualization', request.user, request.query),
  );

  done();
};
