/**
 * A per-process LRU of index answers (hits, totals, facet counts), keyed by the whole index request and
 * the index generation (search_state.version) of every kind it reads. An import or reindex bumps the
 * version, so an entry can never be served for an index it was not computed on — it just stops being hit
 * and ages out. The index request holds everything that decides the answer (the planned match with its
 * synonyms, canonical filters and ranges, sort, page window, facets); what a user's plan may see is decided
 * before (the request itself) and after (the presenters), so the key needs no user or plan.
 *
 * Lists repeat a lot (every list's landing page, the common terms, paging back and forth): most requests
 * skip the text match, range intersection and facet counting. Concurrent identical requests share one
 * computation.
 */

export interface ResultCacheStats {
  hits: number;
  misses: number;
  size: number;
}

export interface ResultCache {
  /** The cached answer for `key`, or `compute()`'s (shared with concurrent callers of the same key). */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** False: every call computes (the bench's uncached figures). */
  enabled: boolean;
  clear(): void;
  stats(): ResultCacheStats;
}

const DEFAULT_RESULT_CACHE_ENTRIES = 2000;

export interface ResultCacheOptions {
  /**
   * Entries older than this are computed again (no limit when unset): for answers that also read data
   * whose changes do not move the index generation.
   */
  maxAgeMs?: number;
}

export function createResultCache(
  maxEntries = DEFAULT_RESULT_CACHE_ENTRIES,
  { maxAgeMs = Number.POSITIVE_INFINITY }: ResultCacheOptions = {},
): ResultCache {
  // Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, { value: Promise<unknown>; at: number }>();
  let hits = 0;
  let misses = 0;
  return {
    enabled: maxEntries > 0,
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (!this.enabled) return compute();
      const now = performance.now();
      const found = entries.get(key);
      if (found && now - found.at <= maxAgeMs) {
        hits += 1;
        entries.delete(key);
        entries.set(key, found);
        return found.value as Promise<T>;
      }
      misses += 1;
      const pending = compute();
      const entry = { value: pending as Promise<unknown>, at: now };
      entries.delete(key);
      entries.set(key, entry);
      // A failed computation (database trouble, a refused request) is not remembered.
      pending.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return pending;
    },
    clear() {
      entries.clear();
    },
    stats() {
      return { hits, misses, size: entries.size };
    },
  };
}
