import { parentPort, workerData } from 'node:worker_threads';
import { AnalysisInputError } from '@app/analysis/errors';
import {
  createModelCache,
  csvMatrixOf,
  csvVariablesOf,
  predictRows,
  runForward,
  runInverse,
  type AnalysisTask,
  type PredictTask,
} from './analysis-tasks.js';

/*
 * Worker-thread entry (node:worker_threads): keeps model fitting, cross-validation and optimisation off the
 * HTTP server's event loop. Two modes, chosen by workerData:
 *   { mode: 'task', task }  one forward/inverse analysis, then exit (terminate() cancels it at any moment);
 *   { mode: 'host' }        a long-lived prediction worker answering { id, task } messages, with a small
 *                           cache of fitted models.
 * Messages to the parent: { type: 'progress', progress, message } | { type: 'result', id?, result } |
 * { type: 'error', id?, message, input } — `input` marks an AnalysisInputError whose Japanese message may
 * be shown to the user.
 */

export type WorkerMessage =
  | { type: 'progress'; progress: number; message: string }
  | { type: 'result'; id?: number; result: unknown }
  | { type: 'error'; id?: number; message: string; input: boolean };

const port = parentPort!;
const data = workerData as { mode: 'task'; task: AnalysisTask } | { mode: 'host'; cacheSize?: number };

function failure(error: unknown, id?: number): WorkerMessage {
  return {
    type: 'error',
    ...(id === undefined ? {} : { id }),
    message: error instanceof Error ? error.message : String(error),
    input: error instanceof AnalysisInputError,
  };
}

function run(task: AnalysisTask): unknown {
  const report = (progress: number, message: string) =>
    port.postMessage({ type: 'progress', progress, message } satisfies WorkerMessage);
  switch (task.task) {
    case 'forward':
      return runForward(task, report);
    case 'inverse':
      return runInverse(task, report);
    case 'predict':
      return predictRows(createModelCache(1).get(task.cacheKey, task), task.rows);
    case 'csvVariables':
      return csvVariablesOf(task.csv);
    case 'csvMatrix':
      return csvMatrixOf(task);
  }
}

if (data.mode === 'task') {
  try {
    port.postMessage({ type: 'result', result: run(data.task) } satisfies WorkerMessage);
  } catch (error) {
    port.postMessage(failure(error));
  }
} else {
  const cache = createModelCache(data.cacheSize ?? 4);
  port.on('message', (message: { id: number; task: PredictTask }) => {
    try {
      const model = cache.get(message.task.cacheKey, message.task);
      port.postMessage({
        type: 'result',
        id: message.id,
        result: predictRows(model, message.task.rows),
      } satisfies WorkerMessage);
    } catch (error) {
      port.postMessage(failure(error, message.id));
    }
  });
}
