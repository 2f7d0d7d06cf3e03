import type { AuthUser } from '../../../auth/auth-user.js';
import type { createSearchIndex } from '../search/search-index.js';
import { accessOf } from '../common/access.js';

type SearchIndex = ReturnType<typeof createSearchIndex>;

/**
 * The presented page of a search call, from the index's page cache when the same page was presented before
 * (docs/spec/budgets-and-reliability.md: repeated list pages cost neither the index nor the presenters, snippets and lookups).
 *
 * The key holds everything the page depends on:
 * - the route and its validated query (page, pageSize, sort, filters, ranges: defaults applied);
 * - the caller's whole access (level and every entitlement, docs/spec/entitlements.md) — the presenters strip fields by
 *   it, so a visitor is never served a page presented for a standard user, nor the other way round;
 * - the generation of every kind's index, which any import, reindex or index write moves, so a page is
 *   never served after the data under it changed (other changes age out, PAGE_CACHE_MAX_AGE_MS).
 * A refused request (401/403/422) is never remembered: its error propagates and the entry is dropped.
 */
export async function presentedPage<T>(
  index: SearchIndex,
  route: string,
  user: AuthUser | null,
  query: unknown,
  present: () => Promise<T>,
): Promise<T> {
  const key = `${route}|${await index.generation()}|${JSON.stringify(accessOf(user))}|${JSON.stringify(query)}`;
  return index.pageCache.get(key, present);
}
