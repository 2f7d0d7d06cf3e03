import type { FastifyBaseLogger } from 'fastify';

/** What a handler gets besides its payload. */
export interface JobContext {
  jobId: number;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  logger: FastifyBaseLogger;
  /** Stores progress (0…1) and renews the lease: long jobs call it at least once per lease period. */
  reportProgress(progress: number): Promise<void>;
  /** Aborted when the worker stops; long handlers should give up and let the job be retried. */
  signal: AbortSignal;
}

/** One kind of job: how to run it and how hard to try. The result (JSON-serialisable) is stored on the row. */
export interface JobDefinition<Payload = unknown> {
  kind: string;
  run(payload: Payload, context: JobContext): Promise<unknown>;
  /** Runs before the job is marked failed (default 5). */
  maxAttempts?: number;
  /** Delay before retry n (1-based); default exponential from 5 s up to 15 min. */
  retryDelayMs?(attempt: number): number;
  /**
   * Jobs of one lane run one at a time per process; lanes run side by side. Long jobs (analyses that take
   * minutes) name a lane of their own so that short ones — the sign-up and password mails — never wait
   * behind them. Default: DEFAULT_LANE.
   */
  lane?: string;
  /**
   * How long a running job of this kind may go without a heartbeat (reportProgress) before another worker
   * takes it over as crashed. Kinds that renew their lease every second (explorations) set a short one so a
   * dead process's job runs again within a minute; the default (the worker's `leaseMs`, 5 min) suits jobs that
   * never report progress.
   */
  leaseMs?: number;
}

export const DEFAULT_LANE = 'default';

/** Thrown by a handler when retrying cannot help (bad payload, deleted user): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export function defaultRetryDelayMs(attempt: number): number {
  return Math.min(5_000 * 2 ** (attempt - 1), 15 * 60_000);
}
