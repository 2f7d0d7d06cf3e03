import { performance } from 'node:perf_hooks';
import { buildApp } from './app.js';
import { createLogger } from './config/logger.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest, MigrationFailedError } from './db/migrate.js';
import { isStorageFailure, storageFailureAdvice } from './db/storage-failure.js';
import { demoCatalogueLoader } from './features/catalogue/write/demo-loader.js';
import { seedDatabaseFromDemoSnapshot } from './features/catalogue/write/demo-snapshot.js';
import { indexPendingAtStart } from './features/catalogue/write/pending-index.js';
import { redrawLandscape, updateIndexAndLandscape } from './features/visualization/index-with-landscape.js';
import { serverAfterImport } from './features/read-pool/saved-queries-on-read-threads.js';
import { rebuildStaleIndex } from './features/catalogue/search/stale-index.js';
import { closeOnSignal, loadConfigOrExit } from './process-shell.js';

/** The process shell: configuration, logger, migrations, listen, graceful shutdown. Everything else is in app.ts. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();

  const logger = createLogger(config.logLevel);
  let database;
  try {
    seedDatabaseFromDemoSnapshot(config, logger);
    database = createDatabase(config, { logger });
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) logger.info({ migrations: applied }, `applied ${applied.length} migration(s)`);
  } catch (error) {
    // A full or read-only data directory: one clear line for the operator, not a stack trace.
    const cause = error instanceof MigrationFailedError && error.cause instanceof Error ? error.cause : error;
    if (isStorageFailure(cause)) {
      process.stderr.write(`${storageFailureAdvice(cause as Error, config.dataDir)}\n`);
      await database?.destroy();
      process.exit(1);
    }
    if (!database) throw error;
    const message = error instanceof MigrationFailedError ? error.message : String(error);
    logger.fatal({ err: error }, `start aborted: ${message}`);
    process.stderr.write(`マイグレーションに失敗したため起動を中止しました / Start aborted: ${message}\n`);
    await database.destroy();
    process.exit(1);
  }

  const app = await buildApp(config, { database, logger });
  // First start: an empty catalogue gets the demo dataset (docs/spec/data-and-search.md), loaded while the server already
  // answers; later starts only check.
  const demoLoad = demoCatalogueLoader(database.db, logger, { afterImport: updateIndexAndLandscape });

  closeOnSignal(logger, 'draining in-flight requests', async () => {
    // The demo load stops between records (it resumes on the next start) before the database closes.
    await demoLoad.stop();
    // app.close() stops accepting connections (new requests get 503) and waits for running ones.
    await app.close();
    await database.destroy();
  });

  await app.listen({ port: config.port, host: config.host });
  // An import killed before its index step left its records queued: searchable again without an import.
  void indexPendingAtStart(database.db, serverAfterImport(app.catalogueReads), logger);
  if (config.demoData === 'auto') demoLoad.start();
  // An index of an older format (migration 0019) is rebuilt while the server answers.
  void rebuildStaleIndex(database.db, logger, redrawLandscape);
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  logger.info(
    // performance.now() counts from process start: module loading and migrations included.
    { startupMs: Math.round(performance.now()), appBaseUrl: config.appBaseUrl },
    `listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
  );
}

await main();
