import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { adminUsageSchema } from '@app/contract/admin-usage';
import { API_PATHS } from '@app/contract/api-paths';
import { systemClock, type AppOverrides } from '../../config/app-overrides.js';
import { ERROR_RESPONSES, NO_STORE } from '../../http/schemas.js';
import { ADMIN_SECURITY, ADMIN_TAGS } from '../admin/operator-of.js';
import { usageFigures } from './usage-figures.js';

/** GET admin/usage: active users, searches and analyses per day, top queries with no hits (30 days). */
export const usageRoutes: FastifyPluginCallbackZod<{ overrides?: AppOverrides }> = (
  app,
  { overrides = {} },
  done,
) => {
  const clock = overrides.clock ?? systemClock;
  app.get(
    API_PATHS.adminUsage,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ADMIN_TAGS,
        security: ADMIN_SECURITY,
        summary: 'Usage of the last 30 days: active users, searches and analyses per day, zero-hit queries',
        response: { 200: adminUsageSchema, ...ERROR_RESPONSES },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      return usageFigures(app.database.db, clock());
    },
  );
  done();
};
