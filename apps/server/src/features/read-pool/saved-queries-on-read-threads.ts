import { withSearchAlerts, type SavedQueryRunner } from '../search-alerts/watched-matches.js';
import { updateIndexAndLandscape } from '../visualization/index-with-landscape.js';
import { HttpError } from '../../http/http-errors.js';
import type { ReadPool } from './read-pool.js';

/** How often a saved query the pool refused (busy, out of time) is asked again, and how long apart. */
const ATTEMPTS = 6;
const RETRY_WAIT_MS = 5_000;

/**
 * The saved-search alerts' queries on the catalogue read threads (search-alerts/watched-matches.ts). A read
 * the pool refuses with 503 (queue full, time budget spent while users searched) is asked again a little
 * later rather than losing the watch's matches; what still fails after that fails the import's hook.
 */
export function savedQueriesOnReadThreads(
  reads: Pick<ReadPool, 'run'>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): SavedQueryRunner {
  return async (owner, input) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await reads.run('savedPatentQueryHits', owner, input);
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 503) || attempt >= ATTEMPTS) throw error;
        await wait(RETRY_WAIT_MS);
      }
    }
  };
}

/**
 * The server's after-import hook (the console's imports, the queue left at start): the index and the
 * landscape map, then the saved-search alerts with their queries on the read threads.
 */
export function serverAfterImport(reads: Pick<ReadPool, 'run'>, clock?: () => Date) {
  return withSearchAlerts(updateIndexAndLandscape, { clock, runQuery: savedQueriesOnReadThreads(reads) });
}
