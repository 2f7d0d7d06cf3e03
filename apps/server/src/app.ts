import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { authPlugin } from './auth/auth-plugin.js';
import { routeInventoryPlugin } from './auth/route-access.js';
import type { AppOverrides } from './config/app-overrides.js';
import type { AppConfig } from './config/env.js';
import { createDatabase, type AppDatabase } from './db/database.js';
import { accountsPlugin } from './features/accounts/accounts-plugin.js';
import { adminPlugin } from './features/admin/admin-plugin.js';
import { appSettingsRoutes } from './features/app-settings/routes.js';
import { botCheckPlugin } from './features/bot-check/bot-check-plugin.js';
import { botCheckRoutes } from './features/bot-check/routes.js';
import { bookmarksRoutes } from './features/bookmarks/routes.js';
import { catalogueRoutes } from './features/catalogue/routes/routes.js';
import { searchPlugin } from './features/catalogue/search/search-plugin.js';
import { contactRoutes } from './features/contact/routes.js';
import { costLimitsPlugin } from './features/cost-limits/cost-limits-plugin.js';
import { csvExportRoutes } from './features/csv-export/routes.js';
import { explorationsPlugin } from './features/explorations/explorations-plugin.js';
import { healthRoutes } from './features/health/routes.js';
import { largePatentRoutes } from './features/large-patents/routes.js';
import { pageViewsRoutes } from './features/page-views/routes.js';
import { readPoolPlugin } from './features/read-pool/read-pool-plugin.js';
import { retentionPlugin } from './features/retention/retention-plugin.js';
import { planRequestRoutes } from './features/plan-requests/routes.js';
import { searchAlertsPlugin } from './features/search-alerts/search-alerts-plugin.js';
import { consoleImportsPlugin } from './features/console-imports/console-imports-plugin.js';
import { usageRecorderPlugin } from './features/usage-stats/usage-recorder.js';
import { usageRoutes } from './features/usage-stats/routes.js';
import { recommendationRoutes } from './features/recommendation/routes.js';
import { visualizationRoutes } from './features/visualization/routes.js';
import { spaFallback, webAppFiles } from './features/web-app/browser-routes.js';
import { webAppRoutes } from './features/web-app/routes.js';
import { jobsPlugin } from './jobs/jobs-plugin.js';
import { mailPlugin } from './mail/mail-plugin.js';
import { appContextPlugin } from './plugins/app-context.js';
import { answerFrameworkError, errorHandlerPlugin } from './plugins/error-handler.js';
import { gracefulClosePlugin } from './plugins/graceful-close.js';
import { openApiPlugin } from './plugins/openapi.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';

export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface BuildAppOptions {
  /**
   * An open, migrated database, left open by app.close(). When omitted the app opens one from the config
   * (without migrating it: /readyz then reports the pending migrations) and closes it with itself.
   */
  database?: AppDatabase;
  /** A pino logger (server.ts builds it with redaction). Omitted: no logging. */
  logger?: FastifyBaseLogger;
  /** Clock, costs, thresholds and test doubles of the account, bot-check and job features (tests). */
  overrides?: AppOverrides;
}

/**
 * The whole HTTP application, without a port: server.ts listens with it, tests call `app.inject()`.
 * Returned before `ready()`, so a test may still add routes.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    loggerInstance: options.logger,
    // Request ids that stay unique across several server processes behind one load balancer.
    genReqId: () => randomUUID(),
    // Requests that reach a draining server are still answered in full (gracefulClosePlugin).
    return503OnClosing: false,
    // URLs Fastify cannot route (bad percent-encoding) answer in the `{"detail": ...}` shape too.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? createDatabase(config, { logger: app.log });
  if (!options.database) app.addHook('onClose', () => database.destroy());
  const webApp = webAppFiles(config.webDistDir);

  // External plugins first: headers and limits must wrap everything, the OpenAPI collector and the
  // route inventory (hardening tests) must see every route.
  await app.register(routeInventoryPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(rateLimitPlugin);
  await app.register(openApiPlugin);

  // Application plugins.
  await app.register(gracefulClosePlugin);
  await app.register(appContextPlugin, { config, database, clock: options.overrides?.clock });
  await app.register(errorHandlerPlugin, {
    notFoundFallback: webApp.available ? spaFallback(webApp) : undefined,
  });
  const { overrides } = options;
  await app.register(jobsPlugin, { overrides });
  await app.register(mailPlugin);
  await app.register(authPlugin, { overrides });
  await app.register(botCheckPlugin, { overrides });
  await app.register(searchPlugin);
  await app.register(readPoolPlugin);
  await app.register(costLimitsPlugin);
  // Before the search and analysis routes: its hooks count them (features/usage-stats).
  await app.register(usageRecorderPlugin, { overrides });

  // Features.
  await app.register(healthRoutes);
  await app.register(appSettingsRoutes);
  await app.register(pageViewsRoutes);
  await app.register(retentionPlugin, { overrides });
  await app.register(accountsPlugin, { overrides });
  await app.register(botCheckRoutes);
  await app.register(contactRoutes, { overrides });
  await app.register(catalogueRoutes);
  await app.register(recommendationRoutes);
  await app.register(visualizationRoutes);
  await app.register(largePatentRoutes);
  await app.register(csvExportRoutes);
  await app.register(bookmarksRoutes, { overrides });
  await app.register(explorationsPlugin, { overrides });
  await app.register(planRequestRoutes, { overrides });
  await app.register(adminPlugin, { overrides });
  await app.register(searchAlertsPlugin, { overrides });
  await app.register(consoleImportsPlugin, { overrides });
  await app.register(usageRoutes, { overrides });
  await app.register(webAppRoutes, { files: webApp });

  return app;
}
