import type { SqlDialect } from '../../../db/dialect.js';
import type { DbExecutor } from '../../../db/schema.js';
import { sql, type RawBuilder } from 'kysely';
import { parseIdList } from './grams.js';
import { normalizeText } from './normalize.js';
import { foldDocument } from './word-forms.js';
import { createPostgresMatcher } from './postgres-matcher.js';
import {
  SEARCH_KINDS,
  SEARCH_SLOTS,
  type FacetCount,
  type Match,
  type NormalizedDocument,
  type RangeFilter,
  type SearchDocument,
  type SearchIndexCalls,
  type SearchKind,
  type SearchRequest,
  type SearchResult,
  type SearchSlot,
  type TextMatcher,
} from './search-types.js';
import {
  createSnapshotCache,
  positionOfId,
  propertyColumn,
  type FacetColumn,
  type Snapshot,
} from './snapshot.js';
import { createSqliteMatcher } from './sqlite-matcher.js';
import { createResultCache, type ResultCache } from './result-cache.js';

const BATCH = 200;
/** Rows per multi-row insert of the 4-column tables (8,000 parameters). */
const ROWS = 2000;
const DEFAULT_FACET_LIMIT = 20;
/** PP names two materials (homo and block polymer); a name of more is a class word, not a synonym. */
const MAX_MATERIALS_PER_SYNONYM = 2;

export interface SearchIndexOptions {
  db: DbExecutor;
  dialect: SqlDialect;
  /** Entries of the per-process answer cache (result-cache.ts); 0 turns it off. */
  resultCacheEntries?: number;
}

/** Text matches kept (textMatch): a common term of the examples is some hundred kilobytes of positions. */
const MATCH_CACHE_ENTRIES = 200;

/**
 * The search index as the server uses it: the calls of search-types.ts, and what the importer, reindex, the
 * bench and the read threads need besides. Every holder of an index names this type.
 */
export interface SearchIndex extends SearchIndexCalls {
  /** index() inside a caller's transaction (reindex, importer). */
  indexWith(
    executor: DbExecutor,
    kind: SearchKind,
    documents: readonly SearchDocument[],
    options?: { fresh?: boolean },
  ): Promise<void>;
  removeWith(executor: DbExecutor, kind: SearchKind, ids: readonly number[] | 'all'): Promise<void>;
  /** After bulk writes, outside their transaction (TextMatcher.settle). */
  settle(kind: SearchKind, full: boolean): Promise<void>;
  /** The matcher, for tests and the bench. */
  readonly matcher: TextMatcher;
  /** Answers of search/count/facets by request and index generation (the bench turns it off). */
  readonly resultCache: ResultCache;
  /** Positions of the documents of a text match, by match and index generation (textMatch). */
  readonly matchCache: ResultCache;
  /** The versions of every kind's index as one string: moves with any import, reindex or index write. */
  generation(): Promise<string>;
  /**
   * Loads the snapshot of every kind now (a read thread at its start), so that the first search — a
   * property-range search reads the examples' snapshot too — does not pay for it inside its time budget.
   */
  warm(): Promise<void>;
}

/** The SearchIndex of the database in use: SQLite FTS5 or the PostgreSQL gram index. */
export function createSearchIndex({ db, dialect, resultCacheEntries }: SearchIndexOptions): SearchIndex {
  const matcher = dialect === 'postgres' ? createPostgresMatcher(db) : createSqliteMatcher(db);
  const snapshots = createSnapshotCache(db);
  const resultCache = createResultCache(resultCacheEntries);
  const matchCache = createResultCache(MATCH_CACHE_ENTRIES);

  /**
   * The cache key of an index call: the generations of the kinds it reads (its own; examples too when it
   * filters patents by their examples' ranges) and the request itself.
   */
  async function cacheKey(call: string, request: Pick<SearchRequest, 'kind' | 'exampleRanges'>) {
    const own = (await snapshots.get(request.kind)).version;
    const examples = request.exampleRanges?.length ? (await snapshots.get('examples')).version : 0;
    // Non-finite bounds would print as null: keep them apart from a missing bound.
    const text = JSON.stringify(request, (_key, value: unknown) =>
      typeof value === 'number' && !Number.isFinite(value) ? String(value) : value,
    );
    return `${call}|${own}|${examples}|${text}`;
  }

  async function bump(executor: DbExecutor, kind: SearchKind): Promise<void> {
    await executor
      .updateTable('search_state')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('kind', '=', kind)
      .execute();
    snapshots.invalidate();
  }

  async function removeWith(executor: DbExecutor, kind: SearchKind, ids: readonly number[] | 'all') {
    if (ids === 'all') {
      for (const table of ['search_docs', 'search_facets', 'search_numbers'] as const) {
        await executor.deleteFrom(table).where('kind', '=', kind).execute();
      }
      await matcher.erase(executor, kind, 'all');
    } else {
      for (let start = 0; start < ids.length; start += BATCH) {
        const batch = ids.slice(start, start + BATCH);
        for (const table of ['search_docs', 'search_facets', 'search_numbers'] as const) {
          await executor.deleteFrom(table).where('kind', '=', kind).where('doc_id', 'in', batch).execute();
        }
        await matcher.erase(executor, kind, batch);
      }
    }
    await bump(executor, kind);
  }

  async function indexWith(
    executor: DbExecutor,
    kind: SearchKind,
    documents: readonly SearchDocument[],
    options: { fresh?: boolean } = {},
  ) {
    for (let start = 0; start < documents.length; start += BATCH) {
      const batch = documents.slice(start, start + BATCH);
      const ids = batch.map((doc) => doc.id);
      if (!options.fresh) {
        for (const table of ['search_docs', 'search_facets', 'search_numbers'] as const) {
          await executor.deleteFrom(table).where('kind', '=', kind).where('doc_id', 'in', ids).execute();
        }
        await matcher.erase(executor, kind, ids);
      }
      const normalized: NormalizedDocument[] = batch.map((doc) => ({
        id: doc.id,
        slots: Object.fromEntries(
          SEARCH_SLOTS.map((slot) => [slot, foldDocument(normalizeText(doc.slots[slot] ?? ''))]),
        ) as Record<SearchSlot, string>,
      }));
      await executor
        .insertInto('search_docs')
        .values(
          batch.map((doc, i) => {
            const text = (slot: SearchSlot) => doc.slots[slot] ?? '';
            const norm = (slot: SearchSlot) =>
              matcher.storesNormalizedSlots ? normalized[i]!.slots[slot] : '';
            return {
              kind,
              doc_id: doc.id,
              parent_id: doc.parentId,
              title: text('title'),
              claims: text('claims'),
              abstract: text('abstract'),
              description: text('description'),
              party: text('party'),
              extra: text('extra'),
              codes: text('codes'),
              n_title: norm('title'),
              n_claims: norm('claims'),
              n_abstract: norm('abstract'),
              n_description: norm('description'),
              n_party: norm('party'),
              n_extra: norm('extra'),
              n_codes: norm('codes'),
              sort_date: doc.date,
              sort_name: doc.name,
            };
          }),
        )
        .execute();
      const facets = batch.flatMap((doc) => {
        const seen = new Set<string>();
        return doc.facets.flatMap(([facet, value]) => {
          const key = `${facet}\u0000${value}`;
          if (seen.has(key)) return [];
          seen.add(key);
          return [{ kind, doc_id: doc.id, facet, value }];
        });
      });
      for (let i = 0; i < facets.length; i += ROWS) {
        await executor
          .insertInto('search_facets')
          .values(facets.slice(i, i + ROWS))
          .execute();
      }
      const numbers = batch.flatMap((doc) =>
        doc.numbers
          .filter(([, value]) => Number.isFinite(value))
          .map(([propertyId, value]) => ({ kind, doc_id: doc.id, property_id: propertyId, value })),
      );
      for (let i = 0; i < numbers.length; i += ROWS) {
        await executor
          .insertInto('search_numbers')
          .values(numbers.slice(i, i + ROWS))
          .execute();
      }
      await matcher.write(executor, kind, normalized);
    }
    await bump(executor, kind);
  }

  /** `select <column> …` as one comma-separated text (ids cross the driver as one value). */
  function aggregate(column: string): RawBuilder<unknown> {
    return dialect === 'postgres'
      ? sql.raw(`string_agg(${column}::text, ',')`)
      : sql.raw(`group_concat(${column})`);
  }

  /**
   * The documents of `kind` having, for EVERY range, some value of the property inside it: read from the
   * (kind, property_id, value) index of search_numbers only, intersected in SQL.
   */
  async function rangeIds(kind: SearchKind, ranges: readonly RangeFilter[]): Promise<Set<number>> {
    const sets = ranges.map(
      (
        range,
      ) => sql`select doc_id from search_numbers where kind = ${kind} and property_id = ${range.propertyId}
        ${range.min === null ? sql`` : sql`and value >= ${range.min}`}
        ${range.max === null ? sql`` : sql`and value <= ${range.max}`}`,
    );
    const { rows } = await sql<{ ids: string | null }>`
      select ${aggregate('doc_id')} as ids from (${sql.join(sets, sql` intersect `)}) matched
    `.execute(db);
    return new Set(parseIdList(rows[0]?.ids));
  }

  /** Patent ids of which ONE example satisfies every range (the patent of an example: its snapshot). */
  async function exampleParentIds(ranges: readonly RangeFilter[]): Promise<Set<number>> {
    const examples = await snapshots.get('examples');
    const parents = new Set<number>();
    for (const id of await rangeIds('examples', ranges)) {
      const position = positionOfId(examples.positions, id);
      if (position >= 0 && examples.parents[position]! >= 0) parents.add(examples.parents[position]!);
    }
    return parents;
  }

  interface Candidates {
    snapshot: Snapshot;
    positions: Int32Array;
    scores: Float64Array | null;
  }

  /** Text match and numeric ranges: the documents facet filters then narrow. */
  /**
   * The snapshot positions (and scores) of the documents a text match finds, shared by every request of
   * the same match on the same index generation: a query refined by facets, ranges, sort or page (or asked
   * for the first time with a common term) skips the full-text match, the costliest step for common terms.
   * Callers only read the arrays.
   */
  function textMatch(
    snapshot: Snapshot,
    kind: SearchKind,
    match: Match,
    scored: boolean,
  ): Promise<{ positions: Int32Array; scores: Float64Array | null }> {
    const key = `${kind}|${snapshot.version}|${scored ? 1 : 0}|${JSON.stringify(match)}`;
    return matchCache.get(key, async () => {
      const found = await matcher.match(kind, match, scored, {
        version: snapshot.version,
        cache: matchCache.enabled,
      });
      const positions = new Int32Array(found.ids.length);
      const scores = found.scores ? new Float64Array(found.ids.length) : null;
      let kept = 0;
      for (let i = 0; i < found.ids.length; i += 1) {
        const position = positionOfId(snapshot.positions, found.ids[i]!);
        if (position < 0) continue;
        positions[kept] = position;
        if (scores) scores[kept] = found.scores![i]!;
        kept += 1;
      }
      return { positions: positions.subarray(0, kept), scores: scores ? scores.subarray(0, kept) : null };
    });
  }

  async function candidates(request: SearchRequest, scored: boolean): Promise<Candidates> {
    const snapshot = await snapshots.get(request.kind);
    let positions: Int32Array;
    let scores: Float64Array | null = null;
    if (request.match) {
      ({ positions, scores } = await textMatch(snapshot, request.kind, request.match, scored));
    } else {
      positions = snapshot.all;
    }
    const allowed: Set<number>[] = [];
    if (request.ranges?.length) allowed.push(await rangeIds(request.kind, request.ranges));
    if (request.exampleRanges?.length) allowed.push(await exampleParentIds(request.exampleRanges));
    if (allowed.length > 0) {
      const keep = (position: number) => allowed.every((set) => set.has(snapshot.ids[position]!));
      const next: number[] = [];
      const nextScores: number[] = [];
      positions.forEach((position, i) => {
        if (!keep(position)) return;
        next.push(position);
        if (scores) nextScores.push(scores[i]!);
      });
      positions = Int32Array.from(next);
      if (scores) scores = Float64Array.from(nextScores);
    }
    return { snapshot, positions, scores };
  }

  interface Filtered {
    /** Indexes into the candidates that pass every filter. */
    passing: Int32Array;
    facets: Record<string, FacetCount[]>;
  }

  /**
   * Applies the facet filters and counts the requested facets. A facet's counts ignore the filter on that
   * facet itself (choosing 出願人 A still shows how many B has), as users of faceted search expect.
   */
  function filterAndCount(
    candidates: Candidates,
    request: Pick<SearchRequest, 'filters' | 'facets' | 'facetLimit'>,
  ): Filtered {
    const { snapshot, positions } = candidates;
    if (positions === snapshot.all && !request.filters?.length) {
      const key = `${(request.facets ?? []).join(',')}|${request.facetLimit ?? DEFAULT_FACET_LIMIT}`;
      let memo = snapshot.memo.get(key) as Filtered | undefined;
      if (!memo) {
        memo = countFacets(candidates, request);
        snapshot.memo.set(key, memo);
      }
      return memo;
    }
    return countFacets(candidates, request);
  }

  function countFacets(
    { snapshot, positions }: Candidates,
    request: Pick<SearchRequest, 'filters' | 'facets' | 'facetLimit'>,
  ): Filtered {
    const filters = (request.filters ?? []).map((filter) => {
      const column = snapshot.facets.get(filter.facet);
      const codes = new Set<number>();
      for (const value of filter.values) {
        const code = column?.codeOf.get(value);
        if (code !== undefined) codes.add(code);
      }
      return { facet: filter.facet, column, codes };
    });
    const wanted = (request.facets ?? []).map((facet) => ({
      facet,
      column: snapshot.facets.get(facet),
      counts: new Int32Array(snapshot.facets.get(facet)?.values.length ?? 0),
    }));
    const wantedByFacet = new Map(wanted.map((entry) => [entry.facet, entry]));
    const passing = new Int32Array(positions.length);
    let passed = 0;
    if (filters.length === 0) {
      // The common case, without the per-document filter bookkeeping: one tight loop per facet.
      for (let i = 0; i < positions.length; i += 1) passing[i] = i;
      passed = positions.length;
      for (const entry of wanted) {
        const column = entry.column;
        if (!column) continue;
        const { offsets, codes } = column;
        const counts = entry.counts;
        for (let i = 0; i < positions.length; i += 1) {
          const position = positions[i]!;
          for (let k = offsets[position]!; k < offsets[position + 1]!; k += 1) counts[codes[k]!]! += 1;
        }
      }
    } else {
      const add = (entry: (typeof wanted)[number], position: number) => {
        const column = entry.column;
        if (!column) return;
        for (let k = column.offsets[position]!; k < column.offsets[position + 1]!; k += 1) {
          entry.counts[column.codes[k]!]! += 1;
        }
      };
      for (let i = 0; i < positions.length; i += 1) {
        const position = positions[i]!;
        let failedFacet: string | null = null;
        let failedTwice = false;
        for (const filter of filters) {
          let ok = false;
          const column = filter.column;
          if (column) {
            for (let k = column.offsets[position]!; k < column.offsets[position + 1]!; k += 1) {
              if (filter.codes.has(column.codes[k]!)) {
                ok = true;
                break;
              }
            }
          }
          if (ok) continue;
          if (failedFacet !== null && failedFacet !== filter.facet) {
            failedTwice = true;
            break;
          }
          failedFacet = filter.facet;
        }
        if (failedTwice) continue;
        if (failedFacet === null) {
          passing[passed++] = i;
          for (const entry of wanted) add(entry, position);
        } else {
          const entry = wantedByFacet.get(failedFacet);
          if (entry) add(entry, position);
        }
      }
    }
    const limit = request.facetLimit ?? DEFAULT_FACET_LIMIT;
    const facets: Record<string, FacetCount[]> = {};
    for (const entry of wanted) {
      const values = entry.column?.values ?? [];
      const all: FacetCount[] = [];
      entry.counts.forEach((count, code) => {
        if (count > 0) all.push({ value: values[code]!, count });
      });
      all.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
      const top = all.slice(0, limit);
      // Values the user filtered by stay visible even when they are not among the most frequent.
      for (const filter of request.filters ?? []) {
        if (filter.facet !== entry.facet) continue;
        for (const value of filter.values) {
          if (top.some((item) => item.value === value)) continue;
          const found = all.find((item) => item.value === value);
          top.push(found ?? { value, count: 0 });
        }
      }
      facets[entry.facet] = top;
    }
    return { passing: passing.subarray(0, passed), facets };
  }

  async function order(
    candidates: Candidates,
    passing: Int32Array,
    request: SearchRequest,
    count: number,
  ): Promise<number[]> {
    const { snapshot, positions, scores } = candidates;
    const sort = request.sort ?? { by: 'relevance' };
    const ids = snapshot.ids;
    const dates = snapshot.dates;
    const byId = (a: number, b: number) => ids[positions[a]!]! - ids[positions[b]!]!;
    // Unknown dates and missing property values go last in both directions.
    const byNumber = (x: number, y: number, direction: number) => {
      const xMissing = Number.isNaN(x);
      const yMissing = Number.isNaN(y);
      if (xMissing || yMissing) return xMissing === yMissing ? 0 : xMissing ? 1 : -1;
      return (x - y) * direction;
    };
    let compare: (a: number, b: number) => number;
    switch (sort.by) {
      case 'relevance':
        compare = (a, b) =>
          (scores ? scores[b]! - scores[a]! : 0) ||
          byNumber(dates[positions[a]!]!, dates[positions[b]!]!, -1) ||
          byId(a, b);
        break;
      case 'date': {
        const direction = sort.direction === 'asc' ? 1 : -1;
        compare = (a, b) => byNumber(dates[positions[a]!]!, dates[positions[b]!]!, direction) || byId(a, b);
        break;
      }
      case 'name': {
        const ranks = snapshot.nameRanks;
        const direction = sort.direction === 'asc' ? 1 : -1;
        compare = (a, b) => (ranks[positions[a]!]! - ranks[positions[b]!]!) * direction || byId(a, b);
        break;
      }
      case 'property': {
        const column = await propertyColumn(db, snapshot, sort.propertyId);
        const values = sort.direction === 'asc' ? column.min : column.max;
        const direction = sort.direction === 'asc' ? 1 : -1;
        compare = (a, b) => byNumber(values[positions[a]!]!, values[positions[b]!]!, direction) || byId(a, b);
        break;
      }
    }
    return topK(passing, compare, count);
  }

  const index: SearchIndex = {
    engine: matcher.engine,
    matcher,
    resultCache,
    matchCache,
    generation: () => snapshots.generation(),
    warm: async () => {
      for (const kind of SEARCH_KINDS) await snapshots.get(kind);
    },
    indexWith,
    removeWith,
    settle: (kind, full) => matcher.settle(kind, full),

    async index(kind, documents) {
      await db.transaction().execute((trx) => indexWith(trx, kind, documents));
      snapshots.invalidate();
      await matcher.settle(kind, false);
    },

    async remove(kind, ids) {
      await db.transaction().execute((trx) => removeWith(trx, kind, ids));
      snapshots.invalidate();
    },

    async clear(kind) {
      await db.transaction().execute((trx) => removeWith(trx, kind, 'all'));
      snapshots.invalidate();
    },

    async search(request): Promise<SearchResult> {
      return resultCache.get(await cacheKey('search', request), async () => {
        const scored = (request.sort?.by ?? 'relevance') === 'relevance';
        const found = await candidates(request, scored);
        const { passing, facets } = filterAndCount(found, request);
        const offset = request.offset ?? 0;
        const limit = request.limit ?? 20;
        const ordered = await order(found, passing, request, offset + limit);
        const hits = ordered.slice(offset, offset + limit).map((i) => ({
          id: found.snapshot.ids[found.positions[i]!]!,
          score: found.scores ? found.scores[i]! : 0,
        }));
        return deepFreeze({ total: passing.length, hits, facets });
      });
    },

    async count(request) {
      return resultCache.get(await cacheKey('count', request), async () => {
        const found = await candidates(request, false);
        return filterAndCount(found, { filters: request.filters }).passing.length;
      });
    },

    async facets(request) {
      return resultCache.get(await cacheKey('facets', request), async () => {
        const found = await candidates(request, false);
        return deepFreeze(filterAndCount(found, request).facets);
      });
    },

    async synonyms(terms) {
      const snapshot = await snapshots.get('materials');
      const column = snapshot.facets.get('alias');
      const result = new Map<string, string[]>();
      if (!column) return result;
      const owners = ownersOf(snapshot, column);
      for (const term of terms) {
        const code = column.codeOf.get(term);
        if (code === undefined) continue;
        // A name shared by more than two materials is a generic word (正極活物質 names every cathode
        // material): expanding it would OR in every member of the class.
        const materials = owners[code] ?? [];
        if (materials.length > MAX_MATERIALS_PER_SYNONYM) continue;
        const names = new Set<string>();
        for (const position of materials) {
          for (let k = column.offsets[position]!; k < column.offsets[position + 1]!; k += 1) {
            names.add(column.values[column.codes[k]!]!);
          }
        }
        names.delete(term);
        result.set(term, [...names]);
      }
      return result;
    },

    async matchIds(kind, match: Match) {
      const found = await matcher.match(kind, match, false);
      return new Set(Array.from(found.ids));
    },
  };
  return index;
}

/** Cached answers are shared by every request that asks the same: nobody may change them. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const OWNERS = new WeakMap<FacetColumn, number[][]>();

/** For each value code of a facet column, the document positions having it (built once per snapshot). */
function ownersOf(snapshot: Snapshot, column: FacetColumn): number[][] {
  let owners = OWNERS.get(column);
  if (!owners) {
    owners = column.values.map(() => []);
    for (let position = 0; position < snapshot.ids.length; position += 1) {
      for (let k = column.offsets[position]!; k < column.offsets[position + 1]!; k += 1) {
        owners[column.codes[k]!]!.push(position);
      }
    }
    OWNERS.set(column, owners);
  }
  return owners;
}

/** The first `k` items of `items` in `compare` order (a bounded heap: O(n log k)). */
export function topK(
  items: ArrayLike<number>,
  compare: (a: number, b: number) => number,
  k: number,
): number[] {
  if (k <= 0) return [];
  if (items.length <= k * 2) return Array.from(items).sort(compare).slice(0, k);
  // Max-heap on `compare`: the root is the worst of the best k so far.
  const heap: number[] = [];
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[i]!, heap[parent]!) <= 0) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && compare(heap[left]!, heap[worst]!) > 0) worst = left;
      if (right < heap.length && compare(heap[right]!, heap[worst]!) > 0) worst = right;
      if (worst === i) break;
      [heap[i], heap[worst]] = [heap[worst]!, heap[i]!];
      i = worst;
    }
  };
  for (let i = 0; i < items.length; i += 1) {
    const item = items[i]!;
    if (heap.length < k) {
      heap.push(item);
      up(heap.length - 1);
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(compare);
}
