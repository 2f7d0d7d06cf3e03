import fp from 'fastify-plugin';
import { createReadPool, type ReadPool } from './read-pool.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue reads on worker threads with a time budget (read-pool.ts). */
    catalogueReads: ReadPool;
  }
}

/** One read pool per app; its threads start on first use and end with the app. */
export const readPoolPlugin = fp(
  (app, _options, done) => {
    const { config } = app;
    const pool = createReadPool({
      // An in-memory database cannot be opened again by another thread.
      threads:
        config.database.dialect === 'sqlite' && config.database.file === ':memory:' ? 0 : config.readThreads,
      timeoutMs: config.readTimeoutMs,
      maxQueue: Math.max(8, config.readThreads * 16),
      database: config.database,
      inline: { db: app.database.db, index: app.searchIndex },
    });
    app.decorate('catalogueReads', pool);
    app.addHook('onClose', () => pool.close());
    done();
  },
  { name: 'read-pool', dependencies: ['app-context', 'catalogue-search'] },
);
