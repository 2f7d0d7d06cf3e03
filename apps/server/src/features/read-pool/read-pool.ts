import type { Worker } from 'node:worker_threads';
import type { AuthUser } from '../../auth/auth-user.js';
import type { DatabaseTarget } from '../../config/env.js';
import { HttpError } from '../../http/http-errors.js';
import type { ReadContext } from '../catalogue/routes/catalogue-reads.js';
import { startWorkerThread } from '../../workers/start-worker-thread.js';
import { OVERLOAD_DETAILS } from './overload-details.js';
import {
  runReadOperation,
  type ReadInput,
  type ReadOperationName,
  type ReadOutput,
} from './read-operations.js';
import type { ReadReply, ReadRequest, ReadyMessage, TransferredError } from './read-worker.js';

/**
 * Catalogue reads off the event loop (issue 16): a fixed set of worker threads, each with its own read-only
 * connection and search index (its own caches), each running one read at a time. The main thread only
 * parses, authorises, queues and serialises, so /healthz and every cheap call answer while searches run.
 *
 * Every read has a time budget counted from its arrival (queue wait included). A read still queued when
 * it runs out is dropped; a read still running is stopped by ending its thread (a synchronous SQLite
 * statement cannot be interrupted any other way) and a fresh thread takes the slot — except while the
 * thread is still warming (loading its index snapshots, read-worker.ts): ending it then would throw the
 * half-loaded snapshots away and start again, so that on a busy machine the first searches after a start
 * or a timeout never got past the warm-up. A warming thread's late read answers 503 and the thread runs on. Either way the caller
 * gets 503 with a Japanese detail and Retry-After instead of a request that runs on. A queue longer than
 * `maxQueue` answers 503 at once (load shedding) rather than growing without bound.
 *
 * `threads: 0` runs reads on the main thread as before the pool existed (the bench's comparison; an
 * in-memory database): the budget then answers in time only where a read awaits, and the read itself runs on.
 */
export interface ReadPoolOptions {
  threads: number;
  timeoutMs: number;
  maxQueue: number;
  database: DatabaseTarget;
  /** The app's own connection and index, for `threads: 0`. */
  inline: ReadContext;
}

export interface ReadPoolStats {
  threads: number;
  running: number;
  queued: number;
  timedOut: number;
  shed: number;
  /** Threads still loading their index snapshots. */
  warming: number;
  /** Threads ended because a read ran out of its budget (a fresh one took each slot). */
  replaced: number;
}

interface Job {
  id: number;
  request: ReadRequest;
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
  slot?: Slot;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
  /** The thread has not yet said it is ready: a timeout does not end it (see above). */
  warming: boolean;
}

/** Seconds a client is asked to wait after a 503 of the pool. */
const RETRY_AFTER_SECONDS = '5';

const timedOut = () =>
  new HttpError(503, OVERLOAD_DETAILS.readTimedOut, { 'retry-after': RETRY_AFTER_SECONDS });
const overloaded = () =>
  new HttpError(503, OVERLOAD_DETAILS.serverBusy, { 'retry-after': RETRY_AFTER_SECONDS });

/** An error of the worker thread as the main thread's error handler knows it (HttpError, database codes). */
function revive(error: TransferredError): Error {
  if (error.statusCode !== undefined) {
    return new HttpError(error.statusCode, error.detail ?? error.message);
  }
  const revived = new Error(error.message) as Error & { code?: string };
  revived.name = error.name;
  if (error.code !== undefined) revived.code = error.code;
  return revived;
}

export function createReadPool(options: ReadPoolOptions) {
  const slots: Slot[] = Array.from({ length: options.threads }, () => ({
    worker: null,
    job: null,
    warming: false,
  }));
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;
  const counts = { timedOut: 0, shed: 0, replaced: 0 };

  function start(slot: Slot): Worker {
    const worker = startWorkerThread(new URL('./read-worker.js', import.meta.url), {
      database: options.database,
    });
    slot.warming = true;
    worker.on('message', (reply: ReadReply | ReadyMessage) => {
      if ('ready' in reply) {
        if (slot.worker === worker) slot.warming = false;
        return;
      }
      const job = slot.job;
      if (!job || job.id !== reply.id || slot.worker !== worker) return;
      finish(slot, job);
      if (reply.ok) job.resolve(reply.value);
      else job.reject(revive(reply.error));
    });
    const lost = (error: Error) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      const job = slot.job;
      if (job) {
        finish(slot, job);
        job.reject(error);
      }
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`catalogue read thread exited with code ${code}`)));
    // An idle thread does not keep the process alive; a busy one is waited for by its request anyway.
    worker.unref();
    return worker;
  }

  function finish(slot: Slot, job: Job) {
    clearTimeout(job.timer);
    slot.job = null;
    job.slot = undefined;
    setImmediate(dispatch);
  }

  function dispatch() {
    if (closed) return;
    for (const slot of slots) {
      if (slot.job || queue.length === 0) continue;
      const job = queue.shift()!;
      slot.worker ??= start(slot);
      slot.job = job;
      job.slot = slot;
      slot.worker.postMessage({ ...job.request, id: job.id });
    }
  }

  function expire(job: Job) {
    counts.timedOut += 1;
    const slot = job.slot;
    if (slot?.warming) {
      // The thread's reply to this read comes later and is ignored (its id is no longer the slot's).
      finish(slot, job);
    } else if (slot) {
      // Ending the thread is the only way to stop a statement in progress; the slot starts a new one.
      const worker = slot.worker;
      slot.worker = null;
      counts.replaced += 1;
      finish(slot, job);
      void worker?.terminate();
    } else {
      const at = queue.indexOf(job);
      if (at >= 0) queue.splice(at, 1);
    }
    job.reject(timedOut());
  }

  async function runInline<N extends ReadOperationName>(
    name: N,
    user: AuthUser | null,
    input: ReadInput<N>,
  ): Promise<ReadOutput<N>> {
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        counts.timedOut += 1;
        reject(timedOut());
      }, options.timeoutMs);
    });
    try {
      return await Promise.race([runReadOperation(options.inline, name, user, input), budget]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** The context of the reads run here (`threads: 0`): its page cache is what the bench switches off. */
    inline: options.inline,
    /** The answer of read `name` for `user`, computed on a read thread (or inline with `threads: 0`). */
    run<N extends ReadOperationName>(
      name: N,
      user: AuthUser | null,
      input: ReadInput<N>,
    ): Promise<ReadOutput<N>> {
      if (closed) return Promise.reject(overloaded());
      if (slots.length === 0) return runInline(name, user, input);
      if (queue.length >= options.maxQueue) {
        counts.shed += 1;
        return Promise.reject(overloaded());
      }
      return new Promise<ReadOutput<N>>((resolve, reject) => {
        const job: Job = {
          id: nextId++,
          request: { id: 0, name, user, input, deadline: Date.now() + options.timeoutMs },
          resolve,
          reject,
          timer: setTimeout(() => expire(job), options.timeoutMs),
        };
        queue.push(job);
        dispatch();
      });
    },
    stats(): ReadPoolStats {
      return {
        threads: slots.length,
        running: slots.filter((slot) => slot.job).length,
        queued: queue.length,
        warming: slots.filter((slot) => slot.worker && slot.warming).length,
        ...counts,
      };
    },
    /** Ends the threads; reads still queued or running answer 503. */
    async close(): Promise<void> {
      closed = true;
      for (const job of queue.splice(0)) {
        clearTimeout(job.timer);
        job.reject(overloaded());
      }
      await Promise.all(
        slots.map(async (slot) => {
          const worker = slot.worker;
          slot.worker = null;
          if (slot.job) {
            const job = slot.job;
            clearTimeout(job.timer);
            slot.job = null;
            job.reject(overloaded());
          }
          await worker?.terminate();
        }),
      );
    },
  };
}

export type ReadPool = ReturnType<typeof createReadPool>;
