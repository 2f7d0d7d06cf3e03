import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemClock, type AppOverrides } from '../../config/app-overrides.js';
import { createAccountsContext } from './accounts-context.js';
import { defineLinkMailJobs } from './link-mail-jobs.js';
import { passwordRoutes } from './password-routes.js';
import { profileRoutes } from './profile-routes.js';
import { registrationRoutes } from './registration-routes.js';
import { sessionRoutes } from './session-routes.js';
import { twoFactorRoutes } from './two-factor/two-factor-routes.js';
import { resolveAccountsSettings } from './settings.js';

/** Accounts, sessions and plans: the /auth and /users calls of docs/spec/api.md and their mail jobs. */
export const accountsPlugin: FastifyPluginAsyncZod<{ overrides?: AppOverrides }> = async (
  app,
  { overrides = {} },
) => {
  const clock = overrides.clock ?? systemClock;
  const ctx = createAccountsContext(app, resolveAccountsSettings(overrides.accounts), clock);
  defineLinkMailJobs({
    db: ctx.db,
    jobs: app.jobs,
    mailer: app.mailer,
    users: ctx.users,
    tokens: ctx.tokens,
    clock,
    appBaseUrl: app.config.appBaseUrl,
    settings: ctx.settings,
  });
  // Only the account routes read or set cookies (the refresh token).
  await app.register(cookie);
  await app.register(sessionRoutes, ctx);
  await app.register(registrationRoutes, ctx);
  await app.register(passwordRoutes, ctx);
  await app.register(profileRoutes, ctx);
  await app.register(twoFactorRoutes, ctx);
};
