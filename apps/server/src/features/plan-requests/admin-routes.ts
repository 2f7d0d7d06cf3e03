import { z } from 'zod';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ADMIN_ERROR_DETAILS, adminIdParamsSchema } from '@app/contract/admin';
import { API_PATHS } from '@app/contract/api-paths';
import {
  adminPlanRequestSchema,
  PLAN_REQUEST_ERROR_DETAILS,
  PLAN_REQUEST_STATUSES,
  planDecisionSchema,
  planRequestSchema,
} from '@app/contract/plan-requests';
import { createAuditLog } from '../../audit/audit-log.js';
import { systemClock, type AppOverrides } from '../../config/app-overrides.js';
import { conflict, notFound } from '../../http/http-errors.js';
import { ERROR_RESPONSES, NO_STORE } from '../../http/schemas.js';
import { enqueueMail } from '../../mail/mail-job.js';
import { createUsersRepository, typeCodeOf } from '../accounts/users-repository.js';
import { ADMIN_SECURITY, ADMIN_TAGS, operatorOf } from '../admin/operator-of.js';
import { planRequestStatusMail } from './plan-request-mails.js';
import { createPlanRequestsRepository, toPlanRequest } from './repository.js';

/**
 * The console's plan requests: the list and the decision. Approval switches the plan in the same transaction
 * as the decision (the user's next request has it: plans are read per request) and both are audited.
 */
export const adminPlanRequestRoutes: FastifyPluginCallbackZod<{ overrides?: AppOverrides }> = (
  app,
  { overrides = {} },
  done,
) => {
  const clock = overrides.clock ?? systemClock;
  const { db } = app.database;
  const requests = createPlanRequestsRepository(db);
  const users = createUsersRepository(db);
  const audit = createAuditLog(db, clock);

  app.get(
    API_PATHS.adminPlanRequests.template,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Plan requests, newest first (optionally one status)',
        security: ADMIN_SECURITY,
        querystring: z.object({ status: z.enum(PLAN_REQUEST_STATUSES).optional() }),
        response: { 200: z.object({ items: z.array(adminPlanRequestSchema) }), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return { items: await requests.listForConsole(request.query.status) };
    },
  );

  app.post(
    API_PATHS.adminPlanRequestDecision.template,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Approve (the plan becomes standard at once) or reject a pending request, with a note',
        security: ADMIN_SECURITY,
        params: adminIdParamsSchema,
        body: planDecisionSchema,
        response: { 200: planRequestSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const found = await requests.findById(request.params.id);
      if (!found) throw notFound(ADMIN_ERROR_DETAILS.planRequestNotFound);
      const user = await users.findById(found.user_id);
      if (!user) throw notFound(ADMIN_ERROR_DETAILS.userNotFound);
      const { decision, note } = request.body;
      const status = decision === 'approve' ? 'approved' : 'rejected';
      const operator = operatorOf(request);
      const decided = await db.transaction().execute(async (trx) => {
        const now = clock();
        if (!(await requests.decide(found.id, status, note, operator.id, now, trx))) return null;
        if (status === 'approved' && typeCodeOf(user) !== 'standard') {
          await users.setTypeCode(user.id, 'standard', now, trx);
          await audit.record(
            {
              kind: 'plan.changed',
              userId: user.id,
              ip: request.ip,
              operator,
              data: { from: typeCodeOf(user), to: 'standard', by: 'plan-request', requestId: found.id },
            },
            trx,
          );
        }
        await audit.record(
          {
            kind: 'plan_request.decided',
            userId: user.id,
            ip: request.ip,
            operator,
            data: { requestId: found.id, decision: status, note },
          },
          trx,
        );
        await enqueueMail(
          app.jobs,
          planRequestStatusMail(user.email, user.name, app.config.appBaseUrl, status, note),
          trx,
        );
        return requests.findById(found.id, trx);
      });
      if (!decided) throw conflict(PLAN_REQUEST_ERROR_DETAILS.alreadyDecided);
      app.jobs.worker.wake();
      return toPlanRequest(decided);
    },
  );
  done();
};
