import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env.js';
import type { AppDatabase } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: AppDatabase;
  }
}

export interface AppContextOptions {
  config: AppConfig;
  database: AppDatabase;
}

/** Makes the configuration and the database reachable from every plugin and route as `app.config` / `app.database`. */
export const appContextPlugin = fp<AppContextOptions>(
  (app, { config, database }, done) => {
    app.decorate('config', config);
    app.decorate('database', database);
    done();
  },
  { name: 'app-context' },
);
