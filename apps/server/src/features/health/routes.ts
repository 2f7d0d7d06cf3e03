import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@app/contract/api-errors';
import { pendingMigrations } from '../../db/migrate.js';
import { isStorageFailure } from '../../db/storage-failure.js';
import { serviceUnavailable } from '../../http/http-errors.js';
import { NO_STORE } from '../../http/schemas.js';

const okSchema = z.object({ status: z.literal('ok') });

/** Probes for load balancers and orchestrators: liveness (`/healthz`) and readiness (`/readyz`). */
export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db } = app.database;
  // Applied migrations never become pending again: once seen complete, readiness costs only `select 1`.
  let migrationsDone = false;

  /**
   * After a disk-full or read-only failure: still failing? A write that changes nothing on disk would not
   * tell, so the hold time must pass first (storageHealth) and then a real write must succeed.
   */
  async function storageProblem(): Promise<string | null> {
    if (app.storageHealth.recentlyFailed()) return 'Storage not writable';
    try {
      await db
        .insertInto('app_settings')
        .values({ key: 'readyz.write_probe', value: '', updated_at: new Date().toISOString() })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ updated_at: new Date().toISOString() }),
        )
        .execute();
      app.storageHealth.clear();
      return null;
    } catch (error) {
      if (!isStorageFailure(error)) throw error;
      app.storageHealth.recordFailure();
      return 'Storage not writable';
    }
  }

  /** Why the server cannot take traffic, or null when it can. */
  async function readinessProblem(): Promise<string | null> {
    try {
      await sql`select 1`.execute(db);
      if (app.storageHealth.failedOnce()) {
        const storage = await storageProblem();
        if (storage) return storage;
      }
      if (migrationsDone) return null;
      const pending = await pendingMigrations(db);
      if (pending.length > 0) return `Migrations pending: ${pending.join(', ')}`;
      migrationsDone = true;
      return null;
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check: the database did not answer');
      return 'Database unavailable';
    }
  }

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', NO_STORE);
  });

  app.get(
    '/healthz',
    { schema: { tags: ['ops'], summary: 'The process is up', response: { 200: okSchema } } },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['ops'],
        summary: 'The database answers and every migration is applied',
        response: { 200: okSchema, 503: errorBodySchema },
      },
    },
    async () => {
      const problem = await readinessProblem();
      if (problem) throw serviceUnavailable(problem);
      return { status: 'ok' as const };
    },
  );
  done();
};
