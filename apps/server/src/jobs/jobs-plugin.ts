import fp from 'fastify-plugin';
import type { DbExecutor } from '../db/schema.js';
import type { AppOverrides } from '../config/app-overrides.js';
import { systemClock } from '../config/app-overrides.js';
import type { JobDefinition } from './job-queue.js';
import { createJobRepository } from './job-repository.js';
import { createJobWorker, DEFAULT_JOB_WORKER_SETTINGS, type JobWorker } from './job-worker.js';

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Joins the caller's transaction: the job exists exactly when the caller's writes commit. */
  trx?: DbExecutor;
  /** Whose work it is (`user:<id>`): jobs of different owners take turns (job-repository claim). */
  ownerKey?: string;
}

export interface Jobs {
  /** Registers a kind; call while the app is being built (before ready). */
  define<Payload>(definition: JobDefinition<Payload>): void;
  /** Queues a job of a defined kind and returns its id. */
  enqueue(kind: string, payload: unknown, options?: EnqueueOptions): Promise<number>;
  worker: JobWorker;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * The project's one job system (docs/spec/product.md): features define kinds, routes enqueue inside their own
 * transactions, and the worker of this process runs them off the request path — one loop per lane (a long
 * analysis never holds up a mail), started when the app is ready, stopped (after the running jobs) when it
 * closes. At start it puts back the jobs a killed process of this host left running (job-worker.ts). With
 * JOB_WORKER=off the loops never start here (enqueue still works); worker.ts processes run them instead.
 */
export const jobsPlugin = fp<{ overrides?: AppOverrides }>(
  (app, { overrides = {} }, done) => {
    const clock = overrides.clock ?? systemClock;
    const settings = { ...DEFAULT_JOB_WORKER_SETTINGS, ...overrides.jobs };
    const repository = createJobRepository(app.database.db, app.database.dialect);
    const definitions = new Map<string, JobDefinition>();
    const worker = createJobWorker({ repository, definitions, logger: app.log, clock, settings });

    app.decorate('jobs', {
      define(definition) {
        if (definitions.has(definition.kind)) throw new Error(`job kind ${definition.kind} defined twice`);
        definitions.set(definition.kind, definition);
        worker.startLane(definition);
      },
      async enqueue(kind, payload, { runAt, trx, ownerKey } = {}) {
        const definition = definitions.get(kind);
        if (!definition) throw new Error(`unknown job kind ${kind}`);
        const now = clock();
        const id = await repository.insert(
          { kind, payload, maxAttempts: definition.maxAttempts ?? 5, runAt: runAt ?? now, ownerKey },
          now,
          trx,
        );
        // Inside a transaction the row is not visible yet; the worker then finds it on its next poll.
        if (!trx) worker.wake();
        return id;
      },
      worker,
    } satisfies Jobs);

    // JOB_WORKER=off: an API server of a scale-out set-up; `npm run worker` processes run the jobs it queues.
    if (settings.autoStart && app.config.jobWorker === 'on') {
      app.addHook('onReady', (hookDone) => {
        worker.start();
        hookDone();
      });
    }
    // preClose: before the database may be closed, let the running job finish.
    app.addHook('preClose', async () => {
      await worker.stop();
    });
    done();
  },
  { name: 'jobs', dependencies: ['app-context'] },
);
