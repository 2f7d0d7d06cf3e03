import fp from 'fastify-plugin';
import { createSearchIndex, type SearchIndex } from './search-index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The search index of the configured database (SQLite FTS5 or PostgreSQL grams). */
    searchIndex: SearchIndex;
  }
}

/** One index per app: its in-memory facet snapshots follow search_state.version, so nothing goes stale. */
export const searchPlugin = fp(
  (app, _options, done) => {
    app.decorate('searchIndex', createSearchIndex({ db: app.database.db, dialect: app.database.dialect }));
    done();
  },
  { name: 'catalogue-search', dependencies: ['app-context'] },
);
