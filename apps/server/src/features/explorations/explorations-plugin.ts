import type { FastifyPluginAsync } from 'fastify';
import { systemClock, type AppOverrides } from '../../config/app-overrides.js';
import {
  createExplorationJob,
  EXPLORATION_JOB,
  predictionCacheKey,
  STALE_AFTER_MS,
} from './exploration-job.js';
import { createExplorationRepository, type ExplorationRepository } from './exploration-repository.js';
import { createFtoRepository, type FtoRepository } from './fto-repository.js';
import { explorationRoutes } from './routes.js';
import { createScopeRepository, type ScopeRepository } from './scope-repository.js';
import { createPredictionHost, type PredictionHost } from './worker/run-analysis.js';

export interface ExplorationsContext {
  explorations: ExplorationRepository;
  scopes: ScopeRepository;
  fto: FtoRepository;
  clock: () => Date;
  predictions: PredictionHost;
  /** Explorations running in this process → stop their worker now. */
  running: Map<number, () => void>;
}

/** How often this process looks for exploration jobs a dead worker left running. */
const RECOVERY_INTERVAL_MS = 30_000;

/**
 * Product exploration (docs/spec/analyses.md): the job kind, the routes, and crash recovery — at start-up and every
 * 30 s, exploration jobs whose lease has not been renewed for a minute (their process died) go back to the
 * queue, and explorations whose job failed for good are marked failed with the reason.
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
            inputNames: training.inputLabels,
            targetNames: training.targetLabels,
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

  const recover = async () => {
    try {
      const { requeued, failed } = await context.explorations.recoverStale(
        EXPLORATION_JOB,
        STALE_AFTER_MS,
        clock(),
      );
      if (requeued > 0 || failed > 0) {
        app.log.warn({ requeued, failed }, 'recovered explorations left running by a stopped worker');
        if (requeued > 0) app.jobs.worker.wake();
      }
    } catch (error) {
      app.log.warn({ err: error }, 'exploration recovery could not run');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await recover();
    timer = setInterval(() => void recover(), RECOVERY_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await context.predictions.close();
  });

  await app.register(explorationRoutes, { context });
};
