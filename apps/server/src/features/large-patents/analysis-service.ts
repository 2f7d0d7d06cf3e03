import type { PatentAnalysisOptions } from '@app/analysis/patent-analysis/analyse';
import { LARGE_PATENT_LIMITS, type LargePatentAnalysis } from '@app/contract/large-patents';
import type { DbExecutor } from '../../db/schema.js';
import { notFound, validationFailed } from '../../http/http-errors.js';
import { createResultCache } from '../catalogue/search/result-cache.js';
import { analysisTableOf } from './analysis-table.js';
import { claimRangeOverlays } from './claim-overlay.js';
import { patentData } from './repository.js';
import { runLargePatentAnalysis } from './worker/run-large-patent-analysis.js';

/*
 * One patent's whole analysis, computed once per catalogue state: answers are kept per patent and search
 * index generation (any import or reindex moves it, so a changed catalogue is never answered from the
 * cache), and a second open answers at once with elapsedMs 0. Analyses run one at a time in a worker
 * thread: on a shared 2-core server two patents opened together must not take every core.
 */

/** Patents whose analyses are kept (each holds its whole example table: some hundred kilobytes). */
const CACHED_ANALYSES = 50;
/** Not-found detail of the catalogue's detail pages (catalogue/routes/routes.ts). */
const NOT_FOUND = 'Not Found';

const ANALYSIS_OPTIONS: PatentAnalysisOptions = {
  histogramBins: LARGE_PATENT_LIMITS.histogramBins,
  maxRules: LARGE_PATENT_LIMITS.rulesMax,
};

export interface LargePatentAnalyser {
  analyse(patentId: string): Promise<LargePatentAnalysis>;
  /** Stops a running analysis (server shutdown). */
  close(): void;
}

export function createLargePatentAnalyser(
  db: DbExecutor,
  generation: () => Promise<string>,
): LargePatentAnalyser {
  const cache = createResultCache(CACHED_ANALYSES);
  const closing = new AbortController();
  let queue: Promise<unknown> = Promise.resolve();

  /** Runs `task` after the analyses queued before it. */
  function serial<T>(task: () => Promise<T>): Promise<T> {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  }

  async function compute(patentId: string): Promise<LargePatentAnalysis> {
    const data = await patentData(db, patentId);
    if (!data) throw notFound(NOT_FOUND);
    if (data.table.total < 2) {
      throw validationFailed([
        {
          loc: ['query', 'patentId'],
          msg: `この特許の実施例・比較例は${data.table.total}件のため分析できません（2件以上必要です）`,
          type: 'value_error',
        },
      ]);
    }
    return serial(async () => {
      const started = performance.now();
      const analysis = await runLargePatentAnalysis(
        analysisTableOf(data.table),
        ANALYSIS_OPTIONS,
        closing.signal,
      );
      return {
        kind: 'analysis' as const,
        patent: data.patent,
        table: data.table,
        ...analysis,
        claimRanges: claimRangeOverlays(data.claimRanges, data.table),
        elapsedMs: Math.max(1, Math.round(performance.now() - started)),
      };
    });
  }

  return {
    async analyse(patentId) {
      let computed = false;
      const key = `${await generation()}|${patentId}`;
      const result = await cache.get(key, () => {
        computed = true;
        return compute(patentId);
      });
      return computed ? result : { ...result, elapsedMs: 0 };
    },
    close() {
      closing.abort();
    },
  };
}
