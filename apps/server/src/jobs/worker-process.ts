import type { FastifyBaseLogger } from 'fastify';
import { buildApp, type App, type BuildAppOptions } from '../app.js';
import type { AppConfig } from '../config/env.js';
import type { AnyKysely } from '../db/dialect.js';
import { pendingMigrations } from '../db/migrate.js';

/**
 * Why this configuration cannot run as a separate worker process (Japanese, then English), or null.
 * SQLite has one writer: a second process would only queue behind the server for the write lock, and the
 * embedded set-up already runs its jobs inside the server process, off the request path.
 */
export function workerProcessProblem(config: AppConfig): string | null {
  if (config.database.dialect === 'postgres') return null;
  return (
    'ワーカープロセス（npm run worker）は PostgreSQL（DATABASE_URL）でのみ起動できます。' +
    'SQLite は書き込みが 1 プロセスに限られるため、組み込み構成ではサーバープロセス内のワーカーがジョブを実行します。 / ' +
    'npm run worker needs DATABASE_URL (PostgreSQL): SQLite has a single writer, so the embedded set-up runs its jobs inside the server process.'
  );
}

/**
 * Waits until every migration this code knows is applied. Workers never migrate: the API servers do as they
 * start (or `npm run cli -- migrate`), so a worker of a new release started first simply waits for them.
 */
export async function waitForMigrations(
  db: AnyKysely,
  logger: FastifyBaseLogger,
  { intervalMs = 5_000, signal }: { intervalMs?: number; signal?: AbortSignal } = {},
): Promise<boolean> {
  let told = false;
  while (!signal?.aborted) {
    const pending = await pendingMigrations(db);
    if (pending.length === 0) return true;
    if (!told) {
      logger.warn({ pending }, 'waiting for the API servers to apply the pending migrations');
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}

/**
 * The app of a worker process: the whole app is built (never listened on) so that every feature defines its
 * job kinds exactly as the API servers do; ready() starts one loop per lane, close() lets the running job
 * finish or, for a job that honours its abort signal (explorations), puts it back in the queue.
 */
export function buildWorkerApp(config: AppConfig, options: BuildAppOptions = {}): Promise<App> {
  return buildApp({ ...config, jobWorker: 'on' }, options);
}
