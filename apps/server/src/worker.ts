import { createLogger } from './config/logger.js';
import { createDatabase } from './db/database.js';
import { buildWorkerApp, waitForMigrations, workerProcessProblem } from './jobs/worker-process.js';
import { closeOnSignal, loadConfigOrExit } from './process-shell.js';

/**
 * `npm run worker`: a process that only runs jobs (docs/spec/product.md), for scale-out on PostgreSQL next to API
 * servers started with JOB_WORKER=off. Waits for the migrations, runs every lane, and on SIGTERM finishes
 * (or puts back) the running jobs before it exits. Operations: docs/operations.md.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const problem = workerProcessProblem(config);
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }

  const logger = createLogger(config.logLevel);
  const database = createDatabase(config, { logger });
  const waiting = new AbortController();
  const stopWaiting = () => waiting.abort();
  process.once('SIGTERM', stopWaiting).once('SIGINT', stopWaiting);
  const migrated = await waitForMigrations(database.db, logger, { signal: waiting.signal });
  process.off('SIGTERM', stopWaiting).off('SIGINT', stopWaiting);
  if (!migrated) {
    await database.destroy();
    return;
  }

  const app = await buildWorkerApp(config, { database, logger });
  closeOnSignal(logger, 'letting the running jobs finish', async () => {
    await app.close();
    await database.destroy();
  });
  await app.ready();
  logger.info({ workerId: app.jobs.worker.workerId }, 'job worker running');
}

await main();
