import type { Worker } from 'node:worker_threads';
import type { PatentAnalysis, PatentAnalysisOptions } from '@app/analysis/patent-analysis/analyse';
import type { AnalysisTable } from '@app/analysis/patent-analysis/table';
import { startWorkerThread } from '../../../workers/start-worker-thread.js';
import type { LargePatentWorkerMessage } from './large-patent-worker.js';

/* Runs one patent analysis in a fresh worker thread (started as the explorations' threads are). */

function startWorker(workerData: Record<string, unknown>): Worker {
  return startWorkerThread(new URL('./large-patent-worker.js', import.meta.url), workerData);
}

/** Rejects with an Error when the analysis fails or `signal` aborts (the thread is then terminated). */
export function runLargePatentAnalysis(
  table: AnalysisTable,
  options: PatentAnalysisOptions,
  signal?: AbortSignal,
): Promise<PatentAnalysis> {
  return new Promise<PatentAnalysis>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error('large-patent analysis aborted'));
      return;
    }
    const worker = startWorker({ table, options });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      fn();
      void worker.terminate();
    };
    function abort() {
      settle(() => reject(new Error('large-patent analysis aborted')));
    }
    signal?.addEventListener('abort', abort, { once: true });
    worker.on('message', (message: LargePatentWorkerMessage) => {
      if (message.type === 'result') settle(() => resolve(message.result));
      else settle(() => reject(new Error(`large-patent analysis failed: ${message.message}`)));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`large-patent analysis worker exited with code ${code}`))),
    );
  });
}
