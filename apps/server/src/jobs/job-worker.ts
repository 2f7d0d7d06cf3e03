import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANE, defaultRetryDelayMs, PermanentJobError, type JobDefinition } from './job-queue.js';
import type { ClaimKind, JobRepository, JobRow } from './job-repository.js';

export interface JobWorkerSettings {
  /** False: the server process does not run jobs itself (tests drain the queue with runUntilIdle). */
  autoStart: boolean;
  /** How long the loop sleeps when the queue is empty; enqueue() in the same process wakes it earlier. */
  pollIntervalMs: number;
  /**
   * A running job whose worker has not been heard of for this long is taken over (crash recovery), unless
   * its kind names a lease of its own (JobDefinition.leaseMs).
   */
  leaseMs: number;
  /** How often a running process looks for jobs held by ended processes of its own host. */
  orphanSweepMs: number;
}

export const DEFAULT_JOB_WORKER_SETTINGS: JobWorkerSettings = {
  autoStart: true,
  pollIntervalMs: 1_000,
  leaseMs: 5 * 60_000,
  orphanSweepMs: 30_000,
};

export interface JobWorkerDeps {
  repository: JobRepository;
  definitions: ReadonlyMap<string, JobDefinition>;
  logger: FastifyBaseLogger;
  clock: () => Date;
  settings: JobWorkerSettings;
}

/** The reason stored on a job claimed while its worker was stopping (it was not started). */
export const STOPPED_BEFORE_START = 'stopped before it started: its worker was stopping';

/** Worker ids of this process that are running now (several apps may live in one process: tests). */
const LIVE_WORKERS = new Set<string>();
const HOST = hostname();

/**
 * True when `holder` (a worker id `host:pid:random`) belonged to a process of this host that has ended:
 * its pid no longer exists, or it is this very process's pid (a restarted container keeps pid 1) while
 * no worker of this process has that id. Holders of other hosts, or unreadable ids, are never judged:
 * their jobs wait for the lease to expire.
 */
export function holderHasEnded(holder: string): boolean {
  const parts = holder.split(':');
  if (parts.length < 3) return false;
  const pid = Number(parts.at(-2));
  if (parts.slice(0, -2).join(':') !== HOST || !Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return !LIVE_WORKERS.has(holder);
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: the process exists under another user (a reused pid perhaps, but not provably ended).
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Runs jobs in one loop per lane until stopped: one job at a time per lane, lanes side by side (a long
 * analysis never holds up a mail). Several workers (processes) may share one database: the claim is
 * atomic. A job is retried with back-off until its maxAttempts, then marked failed with the reason.
 */
export function createJobWorker({ repository, definitions, logger, clock, settings }: JobWorkerDeps) {
  const workerId = `${HOST}:${process.pid}:${randomUUID().slice(0, 8)}`;
  // Alive from now on (runUntilIdle may hold jobs without start()); stop() ends it.
  LIVE_WORKERS.add(workerId);
  const abort = new AbortController();
  const loops: Promise<void>[] = [];
  const wakers = new Set<() => void>();
  const lanes = new Set<string>();
  let begin: Promise<unknown> | null = null;

  const laneOf = (definition: JobDefinition) => definition.lane ?? DEFAULT_LANE;
  function kindsOf(lane: string | null): ClaimKind[] {
    return [...definitions.values()]
      .filter((definition) => lane === null || laneOf(definition) === lane)
      .map((definition) => ({ kind: definition.kind, leaseMs: definition.leaseMs ?? settings.leaseMs }));
  }

  async function execute(job: JobRow): Promise<void> {
    const definition = definitions.get(job.kind)!;
    const jobLogger = logger.child({ jobId: job.id, jobKind: job.kind, attempt: job.attempts });
    if (abort.signal.aborted) {
      // Claimed while the worker was stopping: a handler would get a signal already aborted, whose
      // 'abort' event it can no longer hear (a handler that waits for it would hold stop() forever).
      // The job goes straight back to the queue for the next worker.
      await repository.release(job.id, workerId, STOPPED_BEFORE_START, clock());
      return;
    }
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

  /** Claims and runs one due job of the lane (null: of any lane); false when there was none. */
  async function runOne(lane: string | null = null): Promise<boolean> {
    const job = await repository.claim(workerId, kindsOf(lane), clock());
    if (!job) return false;
    await execute(job);
    return true;
  }

  /**
   * Jobs left 'running' by a process of this host that was killed (kill -9, power loss, OOM) go back to
   * the queue at once instead of after the lease: a restarted server picks them up as it starts.
   */
  async function releaseOrphans(): Promise<number> {
    let released = 0;
    for (const { id, lockedBy } of await repository.runningHolders()) {
      if (!holderHasEnded(lockedBy)) continue;
      if (await repository.release(id, lockedBy, 'its server process ended while running', clock())) {
        released += 1;
      }
    }
    if (released > 0) logger.warn({ released }, 'jobs of an ended server process were put back in the queue');
    return released;
  }

  async function lanePass(lane: string): Promise<void> {
    let pendingWake = false;
    let wakeUp: (() => void) | undefined;
    const waker = () => {
      if (wakeUp) wakeUp();
      else pendingWake = true;
    };
    wakers.add(waker);
    const idle = (ms: number) => {
      if (pendingWake) {
        pendingWake = false;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wakeUp = undefined;
          resolve();
        }
        wakeUp = done;
      });
    };
    try {
      while (!abort.signal.aborted) {
        let ran = false;
        try {
          ran = await runOne(lane);
        } catch (error) {
          // Database unavailable or similar: keep the loop alive and try again after a pause.
          logger.warn({ err: error, lane }, 'job worker could not claim a job');
        }
        if (!ran && !abort.signal.aborted) await idle(settings.pollIntervalMs);
      }
    } finally {
      wakers.delete(waker);
    }
  }

  function startLane(definition: JobDefinition): void {
    const lane = laneOf(definition);
    if (!begin || lanes.has(lane) || abort.signal.aborted) return;
    lanes.add(lane);
    loops.push(begin.then(() => lanePass(lane)));
  }

  async function sweepLoop(): Promise<void> {
    while (!abort.signal.aborted) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, settings.orphanSweepMs);
        function done() {
          clearTimeout(timer);
          abort.signal.removeEventListener('abort', done);
          resolve();
        }
        abort.signal.addEventListener('abort', done, { once: true });
      });
      if (abort.signal.aborted) break;
      await releaseOrphans().catch((error: unknown) =>
        logger.warn({ err: error }, 'could not look for jobs of ended processes'),
      );
    }
  }

  return {
    workerId,
    runOne: () => runOne(null),
    releaseOrphans,
    /** Runs due jobs of every lane until none is left (tests, CLI). */
    async runUntilIdle(): Promise<number> {
      let count = 0;
      while (await runOne(null)) count++;
      return count;
    },
    /** Starts one loop per lane of the kinds defined so far, after putting back the jobs of ended processes. */
    start(): void {
      if (begin) return;
      begin = releaseOrphans().catch((error: unknown) =>
        logger.warn({ err: error }, 'could not look for jobs of ended processes'),
      );
      loops.push(begin.then(() => sweepLoop()));
      for (const definition of definitions.values()) startLane(definition);
    },
    /** A kind defined after start() whose lane has no loop yet gets one. */
    startLane,
    /** Lets the loops look for work now instead of after their poll interval. */
    wake(): void {
      for (const waker of wakers) waker();
    },
    /** Stops after the running jobs (if any) have finished. */
    async stop(): Promise<void> {
      abort.abort();
      for (const waker of wakers) waker();
      await Promise.all(loops);
      LIVE_WORKERS.delete(workerId);
    },
  };
}

export type JobWorker = ReturnType<typeof createJobWorker>;
