import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/contract/api-paths';
import {
  VISUALIZATION_LIMITS,
  visualizationQuerySchema,
  visualizationResponseSchema,
} from '@app/contract/visualization';
import { assertCapability } from '../../auth/authorize.js';
import { ERROR_RESPONSES } from '../../http/schemas.js';
import { exampleScatter } from './example-scatter.js';
import { matchingPatentIds } from './matching-patents.js';
import { patentLandscape } from './patent-landscape.js';

/**
 * Patent and example visualisation (decisions §7, seed-spec §7): one call, told apart by `mode`. The
 * patents drawn are those the /patents list finds for the same filters. Visitors get the sample view
 * (decisions §4): the newest `sampleMax` matching patents only, and at most that many points.
 */
export const visualizationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = app.database.db;
  const index = app.searchIndex;

  app.get(
    API_PATHS.patentVisualization,
    {
      onRequest: app.requireCapability('visualisation'),
      schema: {
        tags: ['visualization'],
        summary:
          'Patent landscape map and charts (mode=patents) or example scatter with Pareto front (mode=examples)',
        querystring: visualizationQuerySchema,
        response: { 200: visualizationResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const started = performance.now();
      const { limited } = assertCapability(request.user, 'visualisation');
      const query = request.query;
      const all = await matchingPatentIds(db, index, request.user, query);
      const ids = limited ? all.slice(0, VISUALIZATION_LIMITS.sampleMax) : all;
      const options = { sample: limited, started };
      return query.mode === 'examples'
        ? exampleScatter(db, ids, query, { ...options, generation: await index.generation() })
        : patentLandscape(db, ids, query, options);
    },
  );

  done();
};
