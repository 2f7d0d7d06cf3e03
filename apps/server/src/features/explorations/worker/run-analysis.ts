import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../../../workers/start-worker-thread.js';
import type { AnalysisTask, Predictions, PredictTask } from './analysis-tasks.js';
import type { WorkerMessage } from './analysis-worker.js';

/** The analysis worker (analysis-worker.ts) in a thread of its own. */
function startWorker(workerData: Record<string, unknown>): Worker {
  return startWorkerThread(new URL('./analysis-worker.js', import.meta.url), workerData);
}

/** A failure of the analysis itself; `userMessage` is Japanese and safe to show when set. */
export class AnalysisFailure extends Error {
  constructor(
    message: string,
    readonly userMessage: string | null,
  ) {
    super(message);
    this.name = 'AnalysisFailure';
  }
}

/** The worker was stopped (cancelled, or the server is shutting down). */
export class AnalysisAborted extends Error {
  constructor() {
    super('analysis aborted');
    this.name = 'AnalysisAborted';
  }
}

export interface RunOptions {
  onProgress?: (progress: number, message: string) => void;
  /** Aborting terminates the thread at once. */
  signal?: AbortSignal;
}

/** Runs one forward/inverse task in a fresh worker thread. */
export function runAnalysisTask<T>(task: AnalysisTask, { onProgress, signal }: RunOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new AnalysisAborted());
      return;
    }
    const worker = startWorker({ mode: 'task', task });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      fn();
    };
    function abort() {
      settle(() => reject(new AnalysisAborted()));
      void worker.terminate();
    }
    signal?.addEventListener('abort', abort, { once: true });
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress') {
        if (!settled) onProgress?.(message.progress, message.message);
      } else if (message.type === 'result') {
        settle(() => resolve(message.result as T));
        void worker.terminate();
      } else {
        settle(() => reject(new AnalysisFailure(message.message, message.input ? message.message : null)));
        void worker.terminate();
      }
    });
    worker.on('error', (error) => {
      settle(() => reject(new AnalysisFailure(error.message, null)));
    });
    worker.on('exit', (code) => {
      settle(() => reject(new AnalysisFailure(`analysis worker exited with code ${code}`, null)));
    });
  });
}

/**
 * A long-lived worker thread for the interactive predictions of forward explorations: refits a model from its
 * stored training table on first use (deterministic: the same model the exploration reported) and keeps the
 * last few in a cache. Started on first use; `close()` ends it.
 */
export function createPredictionHost(cacheSize = 4) {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve(value: Predictions): void; reject(error: Error): void }>();

  function ensure(): Worker {
    if (worker) return worker;
    const started = startWorker({ mode: 'host', cacheSize });
    started.on('message', (message: WorkerMessage) => {
      if (message.type === 'progress' || message.id === undefined) return;
      const entry = pending.get(message.id);
      if (!entry) return;
      pending.delete(message.id);
      if (pending.size === 0) started.unref();
      if (message.type === 'result') entry.resolve(message.result as Predictions);
      else entry.reject(new AnalysisFailure(message.message, message.input ? message.message : null));
    });
    const fail = (error: Error) => {
      if (worker === started) worker = undefined;
      for (const entry of pending.values()) entry.reject(error);
      pending.clear();
    };
    started.on('error', (error) => fail(new AnalysisFailure(error.message, null)));
    started.on('exit', (code) =>
      fail(new AnalysisFailure(`prediction worker exited with code ${code}`, null)),
    );
    worker = started;
    return started;
  }

  return {
    predict(task: PredictTask): Promise<Predictions> {
      const id = nextId++;
      return new Promise<Predictions>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const current = ensure();
        // Keeps the process alive only while a prediction is pending.
        current.ref();
        current.postMessage({ id, task });
      });
    },
    async close(): Promise<void> {
      const current = worker;
      worker = undefined;
      if (current) await current.terminate();
    },
  };
}

export type PredictionHost = ReturnType<typeof createPredictionHost>;
