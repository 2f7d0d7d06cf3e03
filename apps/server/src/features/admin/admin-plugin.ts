import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppOverrides } from '../../config/app-overrides.js';
import { adminPlanRequestRoutes } from '../plan-requests/admin-routes.js';
import { adminAuditRoutes } from './audit-routes.js';
import { adminContactInboxRoutes } from './contact-inbox-routes.js';
import { adminMaintenanceRoutes } from './maintenance-routes.js';
import { adminUsersRoutes } from './users-routes.js';

/**
 * The operator console's API under /v1/company/admin/... (decision 0017). Every route has
 * `onRequest: app.requireOperator` itself (not a plugin-wide hook), so the route inventory and the
 * authorisation matrix see the guard on each one.
 */
export const adminPlugin: FastifyPluginAsyncZod<{ overrides?: AppOverrides }> = async (app, options) => {
  await app.register(adminUsersRoutes, options);
  await app.register(adminPlanRequestRoutes, options);
  await app.register(adminAuditRoutes);
  await app.register(adminMaintenanceRoutes, options);
  await app.register(adminContactInboxRoutes, options);
};
