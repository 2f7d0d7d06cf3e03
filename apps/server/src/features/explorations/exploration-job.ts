import type { FastifyBaseLogger } from 'fastify';
import type { JobContext, JobDefinition } from '../../jobs/job-queue.js';
import type { ExplorationRepository } from './exploration-repository.js';
import { createFtoChecker } from './fto.js';
import type { FtoRepository } from './fto-repository.js';
import { inverseProblem } from './inverse-problem.js';
import { MIN_TRAINING_ROWS, prepareTraining } from './prepare-training.js';
import { parseStoredRequest } from './presenter.js';
import { buildForwardResult, buildInverseResult, compositionRow } from './results.js';
import type { ScopeRepository } from './scope-repository.js';
import type { StoredTraining } from './stored-json.js';
import { engineNames } from './variables.js';
import type { ForwardOutput, InverseOutput } from './worker/analysis-tasks.js';
import { AnalysisAborted, AnalysisFailure, runAnalysisTask } from './worker/run-analysis.js';

/*
 * The job that runs one exploration (docs/spec/product.md, docs/spec/analyses.md): prepare the training table from the catalogue or
 * the CSV, run the analysis in a worker thread, attach nearest examples, products and FTO flags, store the
 * result. Progress goes to the exploration row as it comes; the job's lease is renewed every few seconds.
 *
 * Failure handling: a problem of the data or the request (too few rows, unknown variables, the engine's
 * AnalysisInputError) fails the exploration at once with a Japanese reason — retrying cannot help, and
 * the result would be the same (deterministic). Cancellation terminates the worker thread. A server that
 * stops while the job runs aborts the worker and puts the job back (it is re-run from scratch later); a
 * server that dies leaves the job 'running' until the job queue takes it back: at once when a process of the
 * same host finds its holder ended, else when the kind's lease (EXPLORATION_LEASE_MS) runs out.
 * After MAX_RUNS starts the exploration is marked failed instead of being tried again.
 */

export const EXPLORATION_JOB = 'exploration.run';
const EXPLORATION_LANE = 'analysis';
export const MAX_RUNS = 3;
/** How often a running exploration renews its job lease and looks for a cancel request. */
const HEARTBEAT_MS = 1_000;
/**
 * The kind's lease in the job queue: a running exploration renews it every HEARTBEAT_MS, so one not renewed
 * for a minute belongs to a dead process and the queue hands it to the next worker (the queue's default
 * 5-minute lease is made for jobs that cannot report progress).
 */
const EXPLORATION_LEASE_MS = 60_000;

export interface ExplorationJobDeps {
  explorations: ExplorationRepository;
  scopes: ScopeRepository;
  fto: FtoRepository;
  clock: () => Date;
  logger: FastifyBaseLogger;
  /** Cancels of this process reach the running job at once (others find the flag on their next heartbeat). */
  running: Map<number, () => void>;
  /** Fits a done forward exploration's model in the prediction worker ahead of the first typed composition. */
  warmPredictions?: (explorationId: number, training: StoredTraining) => void;
}

/** Above this many rows a refit takes seconds: the prediction worker fits the model as soon as the job is done. */
const WARM_PREDICTIONS_ABOVE_ROWS = 300;

/** Key of a forward exploration's model in the prediction worker's cache (its training table never changes once done). */
export const predictionCacheKey = (explorationId: number) => `exploration:${explorationId}`;

const GENERIC_FAILURE = '解析中に予期しないエラーが発生しました。条件を変えて再度お試しください';

export function createExplorationJob(deps: ExplorationJobDeps): JobDefinition<{ explorationId: number }> {
  const { explorations, scopes, clock, logger } = deps;

  async function run(
    { explorationId: id }: { explorationId: number },
    context: JobContext,
  ): Promise<unknown> {
    const row = await explorations.find(id);
    if (!row || (row.status !== 'queued' && row.status !== 'running')) return { skipped: true };
    if (Number(row.cancel_requested) === 1) {
      await explorations.markCancelled(id, clock());
      return { cancelled: true };
    }
    if (context.attempt > MAX_RUNS) {
      await explorations.fail(
        id,
        `処理が${MAX_RUNS}回中断された（サーバーの再起動や障害）ため、解析を完了できませんでした。もう一度実行してください`,
        clock(),
      );
      return { failed: true };
    }
    await explorations.markRunning(id, clock());

    const controller = new AbortController();
    let cancelled = false;
    const cancel = () => {
      cancelled = true;
      controller.abort();
    };
    const stop = () => controller.abort();
    deps.running.set(id, cancel);
    context.signal.addEventListener('abort', stop, { once: true });
    let progress = 0;
    let message = 'データを準備しています';
    let dirty = false;
    let beating = false;
    const beat = async () => {
      if (beating) return;
      beating = true;
      try {
        await context.reportProgress(progress);
        const wantsCancel = dirty
          ? await explorations.updateProgress(id, progress, message, clock())
          : await explorations.cancelRequested(id);
        dirty = false;
        if (wantsCancel) cancel();
      } catch (error) {
        logger.warn({ err: error, explorationId: id }, 'exploration heartbeat failed');
      } finally {
        beating = false;
      }
    };
    const timer = setInterval(() => void beat(), HEARTBEAT_MS);
    const setProgress = (value: number, text: string) => {
      progress = Math.max(progress, Math.min(0.99, value));
      if (text !== message) {
        message = text;
        dirty = true;
        void beat();
      } else dirty = true;
    };

    try {
      const started = performance.now();
      const request = parseStoredRequest(row);
      const matrix = await prepareTraining(scopes, request, row.scope_data, controller.signal);
      if ('error' in matrix) {
        await explorations.fail(id, matrix.error, clock());
        return { failed: true };
      }
      if (matrix.X.length < MIN_TRAINING_ROWS) {
        await explorations.saveReport(id, matrix.report);
        const reasons = matrix.report.dropReasons
          .slice(0, 3)
          .map((r) => `${r.reason}: ${r.count}件`)
          .join('、');
        await explorations.fail(
          id,
          `学習に使える実施例が${matrix.X.length}件しかありません（${MIN_TRAINING_ROWS}件以上必要です）。` +
            (reasons ? `除外した理由: ${reasons}。` : '') +
            '範囲や変数を見直してください',
          clock(),
        );
        return { failed: true };
      }
      const training: StoredTraining = {
        inputs: matrix.inputs,
        targets: matrix.targets,
        X: matrix.X,
        Y: matrix.Y,
        rows: matrix.rows,
        seed: request.seed,
      };
      await explorations.saveTraining(id, training, matrix.report);
      setProgress(0.02, 'モデルを学習しています');
      if (controller.signal.aborted) throw new AnalysisAborted();

      const base = {
        X: training.X,
        Y: training.Y,
        ...engineNames(training),
        seed: training.seed,
      };
      const onProgress = setProgress;
      const ftoVariables = await deps.fto.resolveVariables(training.inputs, training.targets);
      let result: object;
      if (request.kind === 'forward') {
        const rows = (request.compositions ?? []).map((c) => compositionRow(c, training));
        const output = await runAnalysisTask<ForwardOutput>(
          { task: 'forward', ...base, folds: request.folds, rows },
          { onProgress, signal: controller.signal },
        );
        setProgress(0.97, '特許の請求範囲と照合しています');
        const fto = createFtoChecker(await deps.fto.livePatentsFor(ftoVariables), ftoVariables);
        result = await buildForwardResult(
          output,
          training,
          rows,
          scopes,
          fto,
          (performance.now() - started) / 1000,
        );
      } else {
        const output = await runAnalysisTask<InverseOutput>(
          { task: 'inverse', ...base, problem: inverseProblem(request, training) },
          { onProgress, signal: controller.signal },
        );
        setProgress(0.95, '近い実施例・製品と特許の請求範囲を照合しています');
        const fto = createFtoChecker(await deps.fto.livePatentsFor(ftoVariables), ftoVariables);
        result = await buildInverseResult(
          output,
          training,
          request,
          scopes,
          fto,
          ftoVariables,
          (performance.now() - started) / 1000,
        );
      }
      if (controller.signal.aborted) throw new AnalysisAborted();
      const completed = await explorations.complete(id, result, clock());
      if (!completed) await explorations.markCancelled(id, clock());
      else if (request.kind === 'forward' && training.X.length > WARM_PREDICTIONS_ABOVE_ROWS) {
        deps.warmPredictions?.(id, training);
      }
      return { done: completed };
    } catch (error) {
      if (error instanceof AnalysisAborted || controller.signal.aborted) {
        if (cancelled || (await explorations.cancelRequested(id).catch(() => false))) {
          await explorations.markCancelled(id, clock());
          return { cancelled: true };
        }
        // The server is stopping: back to the queue, re-run from scratch by whichever process comes next.
        await explorations.requeue(id, 'サーバーの再起動後に再実行します', clock()).catch(() => undefined);
        throw new Error('exploration interrupted: the job worker stopped', { cause: error });
      }
      if (error instanceof AnalysisFailure) {
        if (!error.userMessage)
          logger.error({ err: error, explorationId: id }, 'exploration analysis failed');
        await explorations.fail(id, error.userMessage ?? GENERIC_FAILURE, clock());
        return { failed: true };
      }
      // Database trouble and the like: the job is retried; the user sees it waiting meanwhile.
      logger.warn({ err: error, explorationId: id }, 'exploration job failed; it will be retried');
      await explorations
        .requeue(id, '一時的な障害のため再実行を待っています', clock())
        .catch(() => undefined);
      throw error;
    } finally {
      clearInterval(timer);
      context.signal.removeEventListener('abort', stop);
      deps.running.delete(id);
    }
  }

  return {
    kind: EXPLORATION_JOB,
    run,
    // Minutes of CPU: a lane of its own, so mails (sign-up, password reset) are sent while it runs.
    lane: EXPLORATION_LANE,
    leaseMs: EXPLORATION_LEASE_MS,
    // MAX_RUNS is enforced by the handler (it marks the exploration failed with the reason); the queue's
    // own limit only has to be higher.
    maxAttempts: MAX_RUNS + 2,
    retryDelayMs: (attempt) => Math.min(2_000 * attempt, 30_000),
  };
}
