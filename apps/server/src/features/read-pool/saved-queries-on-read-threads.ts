import type { SavedQueryRunner } from '../search-alerts/watched-matches.js';
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
