import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { adminMaintenanceSchema, adminMaintenanceUpdateSchema } from '@app/contract/admin';
import { API_PATHS } from '@app/contract/api-paths';
import { createAuditLog } from '../../audit/audit-log.js';
import { systemClock, type AppOverrides } from '../../config/app-overrides.js';
import { ERROR_RESPONSES, NO_STORE } from '../../http/schemas.js';
import { parseFlag } from '../app-settings/public-config.js';
import { createAppSettingsRepository, SETTING_KEYS } from '../app-settings/repository.js';
import { ADMIN_SECURITY, ADMIN_TAGS, operatorOf } from './operator-of.js';

/** The maintenance switch of the console: the same database flag as `npm run cli -- maintenance on|off`. */
export const adminMaintenanceRoutes: FastifyPluginCallbackZod<{ overrides?: AppOverrides }> = (
  app,
  { overrides = {} },
  done,
) => {
  const clock = overrides.clock ?? systemClock;
  const settings = createAppSettingsRepository(app.database.db);
  const audit = createAuditLog(app.database.db, clock);
  const current = async () => {
    const stored = parseFlag(await settings.get(SETTING_KEYS.maintenanceMode));
    return stored === null
      ? { maintenanceMode: app.config.maintenanceMode, source: 'environment' as const }
      : { maintenanceMode: stored, source: 'database' as const };
  };
  const schema = {
    tags: ADMIN_TAGS,
    security: ADMIN_SECURITY,
    response: { 200: adminMaintenanceSchema, ...ERROR_RESPONSES },
  };

  app.get(
    API_PATHS.adminMaintenance.template,
    { onRequest: app.requireOperator, schema: { ...schema, summary: 'Whether maintenance mode is on' } },
    async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      return current();
    },
  );

  app.put(
    API_PATHS.adminMaintenance.template,
    {
      onRequest: app.requireOperator,
      schema: {
        ...schema,
        summary: 'Switch maintenance mode for every server',
        body: adminMaintenanceUpdateSchema,
      },
    },
    async (request) => {
      const before = await current();
      const { maintenanceMode } = request.body;
      await app.database.db.transaction().execute(async (trx) => {
        await settings.set(SETTING_KEYS.maintenanceMode, String(maintenanceMode), trx);
        await audit.record(
          {
            kind: 'admin.maintenance',
            ip: request.ip,
            operator: operatorOf(request),
            data: { from: before.maintenanceMode, to: maintenanceMode },
          },
          trx,
        );
      });
      return current();
    },
  );
  done();
};
