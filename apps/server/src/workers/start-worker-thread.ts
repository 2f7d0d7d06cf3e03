import { Worker } from 'node:worker_threads';

/*
 * Starts worker threads for every feature that runs CPU-heavy or blocking work off the request path
 * (explorations, large patents, the read pool). From dist/ the compiled worker .js runs directly. From the
 * TypeScript sources (vitest, tsx, `npm run dev`) a thread has no TypeScript loader of its own, so it starts
 * source-bootstrap.mjs, which registers tsx and imports the worker's .ts; `--conditions=source` makes the
 * thread read the workspace packages (@app/analysis, @app/contract) from their sources as the parent does.
 */

const fromSource = import.meta.url.endsWith('.ts');

/**
 * Starts a worker thread on `entry`, the URL of the compiled entry (`…-worker.js` beside its caller). Run
 * from the sources, the thread starts the tsx bootstrap on the `.ts` of the same name instead.
 */
export function startWorkerThread(entry: URL, workerData: Record<string, unknown>): Worker {
  if (fromSource) {
    return new Worker(new URL('./source-bootstrap.mjs', import.meta.url), {
      execArgv: ['--conditions=source'],
      workerData: { ...workerData, entry: entry.href.replace(/\.js$/, '.ts') },
    });
  }
  return new Worker(entry, { workerData });
}
