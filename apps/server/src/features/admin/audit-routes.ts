import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { adminAuditListSchema, adminAuditQuerySchema } from '@app/contract/admin';
import { API_PATHS } from '@app/contract/api-paths';
import { ERROR_RESPONSES, NO_STORE } from '../../http/schemas.js';
import { createAuditQuery } from './audit-query.js';
import { ADMIN_SECURITY, ADMIN_TAGS } from './operator-of.js';

/** The audit log, filterable by kind and by the e-mail of the user or the operator. */
export const adminAuditRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const query = createAuditQuery(app.database.db);
  app.get(
    API_PATHS.adminAuditEvents.template,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Audit events, newest first: who, when, what',
        security: ADMIN_SECURITY,
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const { page, pageSize } = request.query;
      return { ...(await query.list(request.query)), page, pageSize };
    },
  );
  done();
};
