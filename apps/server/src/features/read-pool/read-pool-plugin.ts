import fp from 'fastify-plugin';
import { createReadContext } from '../catalogue/routes/catalogue-reads.js';
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
      // 32 reads per thread wait at most a few seconds (a heavy read takes 50–100 ms); more are shed at once.
      maxQueue: Math.max(16, config.readThreads * 32),
      database: config.database,
      inline: createReadContext(app.database.db, app.searchIndex),
    });
    app.decorate('catalogueReads', pool);
    app.addHook('onClose', () => pool.close());
    done();
  },
  { name: 'read-pool', dependencies: ['app-context', 'catalogue-search'] },
);
