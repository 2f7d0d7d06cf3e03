import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/contract/api-paths';
import {
  PLAN_REQUEST_ERROR_DETAILS,
  planRequestFormSchema,
  planRequestListSchema,
  planRequestSchema,
} from '@app/contract/plan-requests';
import { createAuditLog } from '../../audit/audit-log.js';
import { requireUser } from '../../auth/auth-plugin.js';
import { systemClock, type AppOverrides } from '../../config/app-overrides.js';
import { conflict } from '../../http/http-errors.js';
import { ERROR_RESPONSES, NO_STORE } from '../../http/schemas.js';
import { enqueueMail } from '../../mail/mail-job.js';
import { operatorPlanRequestMail, planRequestStatusMail } from './plan-request-mails.js';
import { createPlanRequestsRepository, toPlanRequest } from './repository.js';

const SECURITY = [{ bearerAuth: [] }];

/** POST and GET plan-requests: a free user asks for the standard plan and follows the request on my page. */
export const planRequestRoutes: FastifyPluginCallbackZod<{ overrides?: AppOverrides }> = (
  app,
  { overrides = {} },
  done,
) => {
  const clock = overrides.clock ?? systemClock;
  const requests = createPlanRequestsRepository(app.database.db);
  const audit = createAuditLog(app.database.db, clock);
  const { appBaseUrl, operatorEmail } = app.config;

  app.post(
    API_PATHS.planRequests.template,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['plan-requests'],
        summary: 'Request the standard plan (free users; one pending request at a time)',
        security: SECURITY,
        body: planRequestFormSchema,
        response: { 201: planRequestSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: { max: 10, timeWindow: 60 * 60_000 } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (user.typeCode === 'standard') throw conflict(PLAN_REQUEST_ERROR_DETAILS.alreadyStandard);
      const created = await app.database.db.transaction().execute(async (trx) => {
        if (await requests.hasPending(user.id, trx)) return null;
        const row = await requests.insert(user.id, request.body, clock(), trx);
        await audit.record(
          { kind: 'plan_request.created', userId: user.id, ip: request.ip, data: { requestId: row.id } },
          trx,
        );
        await enqueueMail(
          app.jobs,
          planRequestStatusMail(user.email, user.name, appBaseUrl, 'pending', ''),
          trx,
        );
        if (operatorEmail) {
          await enqueueMail(
            app.jobs,
            operatorPlanRequestMail(operatorEmail, appBaseUrl, row.id, user, request.body),
            trx,
          );
        }
        return row;
      });
      if (!created) throw conflict(PLAN_REQUEST_ERROR_DETAILS.alreadyPending);
      app.jobs.worker.wake();
      return reply.status(201).send(toPlanRequest(created));
    },
  );

  app.get(
    API_PATHS.planRequests.template,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['plan-requests'],
        summary: 'The signed-in user’s plan requests, newest first',
        security: SECURITY,
        response: { 200: planRequestListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return { items: await requests.listOfUser(requireUser(request).id) };
    },
  );
  done();
};
