import type { FastifyPluginAsync } from 'fastify';
import { systemClock, type AppOverrides } from '../../config/app-overrides.js';
import { createExplorationJob, predictionCacheKey } from './exploration-job.js';
import { createExplorationRepository } from './exploration-repository.js';
import type { ExplorationsContext } from './explorations-context.js';
import { createFtoRepository } from './fto-repository.js';
import { explorationRoutes } from './routes.js';
import { createScopeRepository } from './scope-repository.js';
import { engineNames } from './variables.js';
import { createPredictionHost } from './worker/run-analysis.js';

/**
 * Product exploration (docs/spec/analyses.md): the job kind and the routes. Crash recovery is the job queue's: the
 * kind's one-minute lease (EXPLORATION_LEASE_MS) and its reclaim of jobs held by ended processes hand a
 * crashed exploration's job to the next worker, whose run re-starts it (exploration-job.ts).
 */
export const explorationsPlugin: FastifyPluginAsync<{ overrides?: AppOverrides }> = async (
  app,
  { overrides = {} },
) => {
  const clock = overrides.clock ?? systemClock;
  const db = app.database.db;
  const context: ExplorationsContext = {
    explorations: createExplorationRepository(db),
    scopes: createScopeRepository(db),
    fto: createFtoRepository(db),
    clock,
    predictions: createPredictionHost(),
    running: new Map(),
  };
  app.jobs.define(
    createExplorationJob({
      explorations: context.explorations,
      scopes: context.scopes,
      fto: context.fto,
      clock,
      logger: app.log,
      running: context.running,
      warmPredictions: (id, training) => {
        context.predictions
          .predict({
            task: 'predict',
            X: training.X,
            Y: training.Y,
            ...engineNames(training),
            seed: training.seed,
            rows: [],
            cacheKey: predictionCacheKey(id),
          })
          .catch((error: unknown) =>
            app.log.warn({ err: error, explorationId: id }, 'prediction warm-up failed'),
          );
      },
    }),
  );

  app.addHook('onClose', async () => {
    await context.predictions.close();
  });

  await app.register(explorationRoutes, { context });
};
