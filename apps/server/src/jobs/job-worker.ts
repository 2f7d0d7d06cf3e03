import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { defaultRetryDelayMs, PermanentJobError, type JobDefinition } from './job-queue.js';
import type { JobRepository, JobRow } from './job-repository.js';

export interface JobWorkerSettings {
  /** False: the server process does not run jobs itself (tests drain the queue with runUntilIdle). */
  autoStart: boolean;
  /** How long the loop sleeps when the queue is empty; enqueue() in the same process wakes it earlier. */
  pollIntervalMs: number;
  /** A running job whose worker has not been heard of for this long is taken over (crash recovery). */
  leaseMs: number;
}

export const DEFAULT_JOB_WORKER_SETTINGS: JobWorkerSettings = {
  autoStart: true,
  pollIntervalMs: 1_000,
  leaseMs: 5 * 60_000,
};

export interface JobWorkerDeps {
  repository: JobRepository;
  definitions: ReadonlyMap<string, JobDefinition>;
  logger: FastifyBaseLogger;
  clock: () => Date;
  settings: JobWorkerSettings;
}

/**
 * Runs jobs one at a time in a loop until stopped. Several workers (processes) may share one database: the
 * claim is atomic. A job is retried with back-off until its maxAttempts, then marked failed with the reason.
 */
export function createJobWorker({ repository, definitions, logger, clock, settings }: JobWorkerDeps) {
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const abort = new AbortController();
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let pendingWake = false;

  function idle(ms: number): Promise<void> {
    if (pendingWake) {
      pendingWake = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });
  }

  async function execute(job: JobRow): Promise<void> {
    const definition = definitions.get(job.kind)!;
    const jobLogger = logger.child({ jobId: job.id, jobKind: job.kind, attempt: job.attempts });
    if (job.attempts > job.max_attempts) {
      // Claimed again after its worker vanished while on its last attempt.
      await repository.fail(job.id, workerId, 'lease expired on the last attempt', null, clock());
      jobLogger.error('job failed: its worker stopped during the last attempt');
      return;
    }
    try {
      const result = await definition.run(JSON.parse(job.payload) as unknown, {
        jobId: job.id,
        attempt: job.attempts,
        logger: jobLogger,
        signal: abort.signal,
        reportProgress: (progress) => repository.heartbeat(job.id, workerId, progress, clock()),
      });
      await repository.complete(job.id, workerId, result, clock());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retry = !(error instanceof PermanentJobError) && job.attempts < job.max_attempts;
      const delay = (definition.retryDelayMs ?? defaultRetryDelayMs)(job.attempts);
      const retryAt = retry ? new Date(clock().getTime() + delay) : null;
      await repository.fail(job.id, workerId, reason, retryAt, clock());
      if (retry) jobLogger.warn({ err: error, retryInMs: delay }, 'job failed; will retry');
      else jobLogger.error({ err: error }, 'job failed for good');
    }
  }

  /** Claims and runs one due job; false when there was none. */
  async function runOne(): Promise<boolean> {
    const job = await repository.claim(workerId, [...definitions.keys()], clock(), settings.leaseMs);
    if (!job) return false;
    await execute(job);
    return true;
  }

  async function run(): Promise<void> {
    while (!abort.signal.aborted) {
      let ran = false;
      try {
        ran = await runOne();
      } catch (error) {
        // Database unavailable or similar: keep the loop alive and try again after a pause.
        logger.warn({ err: error }, 'job worker could not claim a job');
      }
      if (!ran && !abort.signal.aborted) await idle(settings.pollIntervalMs);
    }
  }

  return {
    workerId,
    runOne,
    /** Runs due jobs until none is left (tests, CLI). */
    async runUntilIdle(): Promise<number> {
      let count = 0;
      while (await runOne()) count++;
      return count;
    },
    start(): void {
      loop ??= run();
    },
    /** Lets the loop look for work now instead of after its poll interval. */
    wake(): void {
      if (wakeUp) wakeUp();
      else pendingWake = true;
    },
    /** Stops after the running job (if any) has finished. */
    async stop(): Promise<void> {
      abort.abort();
      wakeUp?.();
      await loop;
    },
  };
}

export type JobWorker = ReturnType<typeof createJobWorker>;
