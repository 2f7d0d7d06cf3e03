import fp from 'fastify-plugin';
import { systemClock, type AppOverrides } from '../../config/app-overrides.js';
import { deleteExpiredRows, RETENTION } from './retention.js';

/**
 * Runs the retention deletes once the app is ready and then every RETENTION.intervalMs, in every server
 * process (the deletes are idempotent and indexed, so running them twice costs nothing worth a lock).
 */
export const retentionPlugin = fp<{ overrides?: AppOverrides }>(
  (app, { overrides = {} }, done) => {
    const clock = overrides.clock ?? systemClock;
    const run = async () => {
      try {
        const deleted = await deleteExpiredRows(app.database.db, clock());
        if (Object.values(deleted).some((count) => count > 0)) {
          app.log.info({ deleted }, 'retention: deleted expired rows');
        }
      } catch (error) {
        app.log.warn({ err: error }, 'retention: the deletes could not run; retried at the next interval');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', (hookDone) => {
      timer = setInterval(() => void run(), RETENTION.intervalMs);
      timer.unref();
      void run();
      hookDone();
    });
    app.addHook('onClose', (_instance, hookDone) => {
      if (timer) clearInterval(timer);
      hookDone();
    });
    done();
  },
  { name: 'retention', dependencies: ['app-context'] },
);
