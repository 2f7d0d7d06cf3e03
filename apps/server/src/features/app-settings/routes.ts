import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@app/contract/api-paths';
import { publicConfigSchema } from '@app/contract/public-config';
import { ERROR_RESPONSES, NO_STORE } from '../../http/schemas.js';
import { resolvePublicConfig } from './public-config.js';
import { createAppSettingsRepository } from './repository.js';

export const appSettingsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const settings = createAppSettingsRepository(app.database.db);

  app.get(
    API_PATHS.publicConfig.template,
    {
      schema: {
        tags: ['config'],
        summary: 'Configuration the browser needs (maintenance mode, bot check, demo-data label)',
        response: { 200: publicConfigSchema, ...ERROR_RESPONSES },
      },
    },
    async (_request, reply) => {
      // Read on every request: `cli maintenance on` must take effect without a restart.
      reply.header('cache-control', NO_STORE);
      return resolvePublicConfig(app.config, await settings.getAll());
    },
  );
  done();
};
