import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env.js';
import type { AppDatabase } from '../db/database.js';
import { createStorageHealth, type StorageHealth } from '../db/storage-failure.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: AppDatabase;
    /** Recent disk-full / read-only failures (error handler records, /readyz reads). */
    storageHealth: StorageHealth;
  }
}

export interface AppContextOptions {
  config: AppConfig;
  database: AppDatabase;
  clock?: () => Date;
}

/** After a write failed for lack of space or a read-only disk, /readyz says "not ready" this long at least. */
export const STORAGE_FAILURE_HOLD_MS = 30_000;

/** Makes the configuration and the database reachable from every plugin and route as `app.config` / `app.database`. */
export const appContextPlugin = fp<AppContextOptions>(
  (app, { config, database, clock = () => new Date() }, done) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('storageHealth', createStorageHealth(clock, STORAGE_FAILURE_HOLD_MS));
    done();
  },
  { name: 'app-context' },
);
