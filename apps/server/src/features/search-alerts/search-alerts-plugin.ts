import fp from 'fastify-plugin';
import { systemClock, type AppOverrides } from '../../config/app-overrides.js';
import { sendDueDigests } from './digest.js';
import { searchAlertRoutes } from './routes.js';

const DIGEST_JOB = 'search-alerts.digest';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the digest now (the console import calls it after its import; tests call it directly). */
    sendAlertDigests(): Promise<number>;
  }
}

/**
 * Saved-search alerts: the routes, and the digest job. A timer queues the job every ALERT_DIGEST_INTERVAL_SECONDS (default 300; cheap:
 * one indexed query when no match waits) in
 * every server process; the job system runs it off the request path, and the run itself is safe to
 * repeat (matches are marked mailed with the mail's queuing).
 */
export const searchAlertsPlugin = fp<{ overrides?: AppOverrides }>(
  async (app, { overrides = {} }) => {
    const clock = overrides.clock ?? systemClock;
    const run = () => sendDueDigests(app.database.db, app.jobs, app.config.appBaseUrl, clock());
    app.decorate('sendAlertDigests', run);
    app.jobs.define<Record<string, never>>({
      kind: DIGEST_JOB,
      maxAttempts: 3,
      async run() {
        return { mails: await run() };
      },
    });
    await app.register(searchAlertRoutes, { overrides });

    let timer: NodeJS.Timeout | undefined;
    const queue = () =>
      void app.jobs.enqueue(DIGEST_JOB, {}).catch((error: unknown) => {
        app.log.warn({ err: error }, 'search alerts: the digest job could not be queued');
      });
    app.addHook('onReady', (hookDone) => {
      if (overrides.jobs?.autoStart !== false && app.config.jobWorker === 'on') {
        timer = setInterval(queue, app.config.alertDigestIntervalSeconds * 1000);
        timer.unref();
        queue();
      }
      hookDone();
    });
    app.addHook('onClose', (_instance, hookDone) => {
      if (timer) clearInterval(timer);
      hookDone();
    });
  },
  { name: 'search-alerts', dependencies: ['app-context', 'jobs'] },
);
