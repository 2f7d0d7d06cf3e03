import type { DbExecutor } from '../../../db/schema.js';
import type { ResultCache } from './result-cache.js';

/**
 * The search index (docs/spec/product.md, docs/spec/data-and-search.md) as the rest of the server sees it: documents go in per entity type,
 * queries come out as ids, scores, totals and facet counts. Two implementations behind `SearchIndexCalls`
 * (SQLite FTS5 over character grams, PostgreSQL GIN over character grams + LIKE re-check) return the same
 * documents for the same data; only the relevance scores differ (BM25 vs. a tf/field-weight score).
 */

export const SEARCH_KINDS = ['patents', 'materials', 'products', 'examples'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * Text fields of a document. Each kind fills them with its own texts (documents.ts); field prefixes of
 * the query syntax pick slots (title: → title, applicant:/maker: → party, ipc:/theme: → codes).
 */
export const SEARCH_SLOTS = [
  'title',
  'claims',
  'abstract',
  'description',
  'party',
  'extra',
  'codes',
] as const;
export type SearchSlot = (typeof SEARCH_SLOTS)[number];

/** Relevance weight of a match in each slot: title > claims > abstract > description. */
export const SLOT_WEIGHTS: Readonly<Record<SearchSlot, number>> = {
  title: 10,
  claims: 5,
  abstract: 3,
  description: 1,
  party: 4,
  extra: 2,
  codes: 2,
};

/** One entity as the index stores it. Texts are ORIGINAL (normalised by the index), numbers canonical. */
export interface SearchDocument {
  /** The entity's database id (`patents.id`, …). */
  id: number;
  /** examples: the patent's id. */
  parentId: number | null;
  slots: Partial<Record<SearchSlot, string>>;
  /** Facet values, e.g. ['applicant', '12'], ['year', '2021']; a facet may have several values. */
  facets: readonly (readonly [facet: string, value: string])[];
  /** Property values in the canonical unit of the property's family: [property_def id, value]. */
  numbers: readonly (readonly [propertyId: number, value: number])[];
  /** Sort keys: an ISO date (or null) and a name. */
  date: string | null;
  name: string;
}

/**
 * What a query matches, after parsing, synonym expansion and 名寄せ (match-plan.ts). `text` is a
 * substring of the folded text of any of the slots (normalize.ts, then word-forms.ts); `synonym` is the
 * material name (normalised) an expansion added, for "同義語も検索"; `typed` the query term as typed, on
 * the match of the term itself (for "why it matched").
 */
export type Match =
  | { type: 'text'; norm: string; slots: readonly SearchSlot[]; synonym?: string; typed?: string }
  | { type: 'facet'; facet: string; values: readonly string[] }
  | { type: 'and'; children: Match[] }
  | { type: 'or'; children: Match[] }
  | { type: 'not'; child: Match };

export interface FacetFilter {
  facet: string;
  /** Any of these values (OR); several filters are AND-ed. */
  values: readonly string[];
}

export interface RangeFilter {
  propertyId: number;
  /** Canonical unit; at least one bound. Inclusive. */
  min: number | null;
  max: number | null;
}

export type SearchSort =
  | { by: 'relevance' }
  | { by: 'date' | 'name'; direction: 'asc' | 'desc' }
  | { by: 'property'; propertyId: number; direction: 'asc' | 'desc' };

export interface SearchRequest {
  kind: SearchKind;
  /** null: every document of the kind. */
  match: Match | null;
  filters?: readonly FacetFilter[];
  /** On this kind's own numbers (some value of the property within the range). */
  ranges?: readonly RangeFilter[];
  /** patents: some ONE example of the patent satisfies all of these ranges. */
  exampleRanges?: readonly RangeFilter[];
  sort?: SearchSort;
  offset?: number;
  limit?: number;
  /** Facets to count over the whole result (each ignoring its own filter, so its other values stay visible). */
  facets?: readonly string[];
  /** Values per facet, most frequent first (default 20). */
  facetLimit?: number;
}

export interface SearchHit {
  id: number;
  /** Relevance (higher is better); 0 where the query has no positive text. */
  score: number;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface SearchResult {
  total: number;
  hits: SearchHit[];
  facets: Record<string, FacetCount[]>;
}

/** The calls both databases' indexes answer alike; `SearchIndex` (search-index.ts) is the whole index. */
export interface SearchIndexCalls {
  readonly engine: 'sqlite-fts5' | 'postgres-ngram';
  /** Adds or replaces documents. */
  index(kind: SearchKind, documents: readonly SearchDocument[]): Promise<void>;
  remove(kind: SearchKind, ids: readonly number[]): Promise<void>;
  /** Removes every document of a kind. */
  clear(kind: SearchKind): Promise<void>;
  search(request: SearchRequest): Promise<SearchResult>;
  count(request: Omit<SearchRequest, 'sort' | 'offset' | 'limit' | 'facets'>): Promise<number>;
  facets(request: SearchRequest & { facets: readonly string[] }): Promise<Record<string, FacetCount[]>>;
  /** For each normalised term naming a material exactly, the other normalised names of that material. */
  synonyms(terms: readonly string[]): Promise<Map<string, string[]>>;
  /** Ids of the documents matching `match` (no filters), for cross-entity links. */
  matchIds(kind: SearchKind, match: Match): Promise<Set<number>>;
}

/** Ids of matching documents; `scores[i]` belongs to `ids[i]` (null when scores were not asked for). */
/** What a matcher may cache by: the index version of the kind, and whether caching is on. */
export interface MatchContext {
  version: number;
  cache: boolean;
}

export interface MatchResult {
  ids: ArrayLike<number>;
  scores: ArrayLike<number> | null;
}

/** The text-matching half of an index: the only part that differs between the two databases. */
export interface TextMatcher {
  readonly engine: SearchIndexCalls['engine'];
  /** Whether search_docs.n_* (the normalised slots) must be stored for this engine. */
  readonly storesNormalizedSlots: boolean;
  /** Every document of `kind` matching `match` (any tree, pure negations included), scored when asked. */
  match(kind: SearchKind, match: Match, scored: boolean, context?: MatchContext): Promise<MatchResult>;
  /** The engine's own cache of single-term answers, if it keeps one (the bench turns it off with the others). */
  readonly termSets?: ResultCache;
  /** Writes the engine's own index structures of these documents (in the caller's transaction). */
  write(executor: DbExecutor, kind: SearchKind, documents: readonly NormalizedDocument[]): Promise<void>;
  /** Removes the engine's own structures of these documents. */
  erase(executor: DbExecutor, kind: SearchKind, ids: readonly number[] | 'all'): Promise<void>;
  /**
   * After a bulk write (outside its transaction): brings the index into its query-efficient form —
   * FTS5 segments merged (full rebuilds), the GIN pending list moved into the index.
   */
  settle(kind: SearchKind, full: boolean): Promise<void>;
}

/** A document with its slots normalised and folded (normalize.ts, word-forms.ts), as the matchers index them. */
export interface NormalizedDocument {
  id: number;
  slots: Record<SearchSlot, string>;
}
