import fp from 'fastify-plugin';
import { systemClock, type AppOverrides } from '../../config/app-overrides.js';
import { defineImportJob } from './import-job.js';
import { consoleImportRoutes } from './routes.js';

/** Console imports (issue 19, decision 0022): the import job kind and the /admin/imports routes. */
export const consoleImportsPlugin = fp<{ overrides?: AppOverrides }>(
  async (app, { overrides = {} }) => {
    defineImportJob(app, overrides.clock ?? systemClock);
    // Not wrapped by fp: the octet-stream body parser stays inside these routes.
    await app.register(consoleImportRoutes, { overrides });
  },
  { name: 'console-imports', dependencies: ['app-context', 'jobs', 'search-alerts'] },
);
