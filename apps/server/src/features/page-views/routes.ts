import { z } from 'zod';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/contract/api-paths';
import { pageViewSchema } from '@app/contract/public-config';
import { ERROR_RESPONSES } from '../../http/schemas.js';
import { createPageViewsRepository } from './repository.js';

export const pageViewsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const pageViews = createPageViewsRepository(app.database.db);

  app.post(
    API_PATHS.pageViews.template,
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record a page the browser showed',
        body: pageViewSchema,
        response: { 204: z.undefined().describe('Recorded'), ...ERROR_RESPONSES },
      },
      // Every navigation reports one view: generous for a person, a ceiling for a script. The call carries
      // no session, so it counts per address (cost-limits.ts, class pageView).
      onRequest: app.costLimit('pageView'),
    },
    async (request, reply) => {
      // user_id stays null until sessions exist; the auth feature will pass the signed-in user.
      await pageViews.record({
        path: request.body.path,
        referrer: request.body.referrer ?? null,
        userId: null,
      });
      return reply.status(204).send();
    },
  );
  done();
};
