import type { AuthUser } from '../../../auth/auth-user.js';
import { accessOf } from '../common/access.js';
import { createResultCache, type ResultCache } from '../search/result-cache.js';
import type { SearchIndex } from '../search/search-index.js';

/**
 * Presented pages also show data an index write does not always accompany (code-list titles, property
 * definitions): they are computed again after this long even when no index generation moved.
 */
const PAGE_CACHE_MAX_AGE_MS = 60_000;
const DEFAULT_PAGE_CACHE_ENTRIES = 500;

/**
 * Whole presented pages of the search API, one cache per read context (the app's own, and each read thread's):
 * what the routes present is cached where they present it, not inside the search index.
 */
export interface PageCache {
  /** The entries (hits, misses; the bench switches it off and on). */
  readonly entries: ResultCache;
  /**
   * The presented page of a search call, from the cache when the same page was presented before on the same
   * index generation (docs/spec/budgets-and-reliability.md: repeated list pages cost neither the index nor
   * the presenters, snippets and lookups).
   *
   * The key holds everything the page depends on:
   * - the route and its validated query (page, pageSize, sort, filters, ranges: defaults applied);
   * - the caller's whole access (level and every entitlement, docs/spec/entitlements.md) — the presenters
   *   strip fields by it, so a visitor is never served a page presented for a standard user, nor the other
   *   way round;
   * - the generation of every kind's index, which any import, reindex or index write moves, so a page is
   *   never served after the data under it changed (other changes age out, PAGE_CACHE_MAX_AGE_MS).
   * A refused request (401/403/422) is never remembered: its error propagates and the entry is dropped.
   */
  page<T>(
    index: SearchIndex,
    route: string,
    user: AuthUser | null,
    query: unknown,
    present: () => Promise<T>,
  ): Promise<T>;
}

export function createPageCache(maxEntries = DEFAULT_PAGE_CACHE_ENTRIES): PageCache {
  const entries = createResultCache(maxEntries, { maxAgeMs: PAGE_CACHE_MAX_AGE_MS });
  return {
    entries,
    async page(index, route, user, query, present) {
      const key = `${route}|${await index.generation()}|${JSON.stringify(accessOf(user))}|${JSON.stringify(query)}`;
      return entries.get(key, present);
    },
  };
}
