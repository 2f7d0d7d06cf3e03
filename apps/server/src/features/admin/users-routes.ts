import { z } from 'zod';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  ADMIN_ERROR_DETAILS,
  adminIdParamsSchema,
  adminPlanChangeSchema,
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserStatusSchema,
} from '@app/contract/admin';
import { API_PATHS } from '@app/contract/api-paths';
import { createAuditLog } from '../../audit/audit-log.js';
import { systemClock, type AppOverrides } from '../../config/app-overrides.js';
import { conflict, notFound } from '../../http/http-errors.js';
import { ERROR_RESPONSES, NO_STORE } from '../../http/schemas.js';
import { createRefreshTokensRepository } from '../accounts/refresh-tokens-repository.js';
import { createUsersRepository, typeCodeOf } from '../accounts/users-repository.js';
import { createAdminUsersRepository } from './admin-users-repository.js';
import { ADMIN_SECURITY, ADMIN_TAGS, operatorOf } from './operator-of.js';

/** The console's users: search, one user, plan change, disable/enable, revoke sessions. Every write audited. */
export const adminUsersRoutes: FastifyPluginCallbackZod<{ overrides?: AppOverrides }> = (
  app,
  { overrides = {} },
  done,
) => {
  const clock = overrides.clock ?? systemClock;
  const { db, dialect } = app.database;
  const admin = createAdminUsersRepository(db);
  const users = createUsersRepository(db);
  const refreshTokens = createRefreshTokensRepository(db, dialect);
  const audit = createAuditLog(db, clock);

  const loadUser = async (id: number) => {
    const user = await users.findById(id);
    if (!user) throw notFound(ADMIN_ERROR_DETAILS.userNotFound);
    return user;
  };
  const detailOf = async (id: number) => (await admin.detail(id, clock()))!;

  app.get(
    API_PATHS.adminUsers.template,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Search users by e-mail, name or company',
        security: ADMIN_SECURITY,
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { q, page, pageSize } = request.query;
      reply.header('cache-control', NO_STORE);
      return { ...(await admin.search(q, page, pageSize)), page, pageSize };
    },
  );

  app.get(
    API_PATHS.adminUser.template,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ADMIN_TAGS,
        summary: 'One user with the number of active sessions',
        security: ADMIN_SECURITY,
        params: adminIdParamsSchema,
        response: { 200: adminUserDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const detail = await admin.detail(request.params.id, clock());
      if (!detail) throw notFound(ADMIN_ERROR_DETAILS.userNotFound);
      reply.header('cache-control', NO_STORE);
      return detail;
    },
  );

  app.put(
    API_PATHS.adminUserPlan.template,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Change a user’s plan (effective on the user’s next request)',
        security: ADMIN_SECURITY,
        params: adminIdParamsSchema,
        body: adminPlanChangeSchema,
        response: { 200: adminUserDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = await loadUser(request.params.id);
      const from = typeCodeOf(user);
      const to = request.body.typeCode;
      await db.transaction().execute(async (trx) => {
        await users.setTypeCode(user.id, to, clock(), trx);
        await audit.record(
          {
            kind: 'plan.changed',
            userId: user.id,
            ip: request.ip,
            operator: operatorOf(request),
            data: { from, to, by: 'console' },
          },
          trx,
        );
      });
      return detailOf(user.id);
    },
  );

  app.put(
    API_PATHS.adminUserStatus.template,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Disable (every session ends at once) or enable a user',
        security: ADMIN_SECURITY,
        params: adminIdParamsSchema,
        body: adminUserStatusSchema,
        response: { 200: adminUserDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = await loadUser(request.params.id);
      const operator = operatorOf(request);
      if (user.id === operator.id) throw conflict(ADMIN_ERROR_DETAILS.notOnYourself);
      const { disabled } = request.body;
      await db.transaction().execute(async (trx) => {
        await admin.setDisabled(user.id, disabled, clock(), trx);
        if (disabled) await refreshTokens.revokeAllOfUser(user.id, 'disabled_by_operator', clock(), trx);
        await audit.record(
          {
            kind: disabled ? 'admin.user_disabled' : 'admin.user_enabled',
            userId: user.id,
            ip: request.ip,
            operator,
          },
          trx,
        );
      });
      return detailOf(user.id);
    },
  );

  app.post(
    API_PATHS.adminUserSessionsRevoke.template,
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ADMIN_TAGS,
        summary: 'End every session of a user (they must sign in again)',
        security: ADMIN_SECURITY,
        params: adminIdParamsSchema,
        response: { 204: z.undefined().describe('Revoked'), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const user = await loadUser(request.params.id);
      const operator = operatorOf(request);
      if (user.id === operator.id) throw conflict(ADMIN_ERROR_DETAILS.notOnYourself);
      await db.transaction().execute(async (trx) => {
        await refreshTokens.revokeAllOfUser(user.id, 'revoked_by_operator', clock(), trx);
        await audit.record(
          { kind: 'admin.sessions_revoked', userId: user.id, ip: request.ip, operator },
          trx,
        );
      });
      return reply.status(204).send();
    },
  );
  done();
};
