import { parentPort, workerData } from 'node:worker_threads';
import { analysePatentTable, type PatentAnalysisOptions } from '@app/analysis/patent-analysis/analyse';
import type { AnalysisTable } from '@app/analysis/patent-analysis/table';

/*
 * Worker-thread entry of the large-patent analysis: the model fits of "which ingredients drive each
 * property" take seconds on a patent with hundreds of examples, so they run off the HTTP server's event
 * loop. One analysis per thread, then exit. Messages: { type: 'result', result } | { type: 'error', message }.
 */

export type LargePatentWorkerMessage =
  { type: 'result'; result: ReturnType<typeof analysePatentTable> } | { type: 'error'; message: string };

const data = workerData as { table: AnalysisTable; options: PatentAnalysisOptions };
try {
  parentPort!.postMessage({
    type: 'result',
    result: analysePatentTable(data.table, data.options),
  } satisfies LargePatentWorkerMessage);
} catch (error) {
  parentPort!.postMessage({
    type: 'error',
    message: error instanceof Error ? error.message : String(error),
  } satisfies LargePatentWorkerMessage);
}
