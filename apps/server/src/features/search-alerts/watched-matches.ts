import type { Kysely } from 'kysely';
import { patentSearchQuerySchema } from '@app/contract/catalogue';
import { isTypeCode } from '@app/contract/plans';
import type { AuthUser } from '../../auth/auth-user.js';
import { dialectOf } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { patentFilters } from '../catalogue/read/search-filters.js';
import { planSearch } from '../catalogue/read/search-service.js';
import { createSearchIndex, type SearchIndex } from '../catalogue/search/search-index.js';
import type { ChangedRecords } from '../catalogue/search/reindex.js';
import type { ReadContext } from '../catalogue/routes/catalogue-reads.js';
import { createSearchAlertsRepository, type WatchRow } from './repository.js';

/** More than any catalogue holds: every matching patent as one page of the index. */
const ALL = 10_000_000;

/** A saved query string as the list page's parser reads it (a repeated key is a list). */
function queryObject(query: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const seen = result[key];
    result[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return result;
}

/**
 * The patents a saved /patents query matches for its owner: the list page's own planning (syntax,
 * synonyms, 名寄せ, facets, example property ranges) and index query, with every hit at once. A query
 * the owner's plan no longer allows (advanced filters after a downgrade) or that no longer parses
 * matches nothing rather than failing the import.
 */
async function patentsMatchingSavedQuery(
  db: Kysely<Database>,
  index: SearchIndex,
  owner: AuthUser,
  query: string,
): Promise<Set<number>> {
  const parsed = patentSearchQuerySchema.safeParse(queryObject(query));
  if (!parsed.success) return new Set();
  const input = parsed.data;
  let plan;
  try {
    plan = await planSearch(db, index, owner, {
      kind: 'patents',
      q: input.q,
      page: 1,
      pageSize: 1,
      sort: undefined,
      synonyms: input.synonyms,
      prop: input.prop,
      filters: patentFilters(input),
    });
  } catch {
    return new Set();
  }
  const result = await index.search({
    kind: 'patents',
    match: plan.match,
    filters: plan.filters,
    exampleRanges: plan.canonical,
    sort: { by: 'date', direction: 'desc' },
    offset: 0,
    limit: ALL,
    facets: [],
  });
  return new Set(result.hits.map((hit) => hit.id));
}

async function ownersOf(db: Kysely<Database>, watches: readonly WatchRow[]): Promise<Map<number, AuthUser>> {
  const ids = [...new Set(watches.map((watch) => watch.user_id))];
  const owners = new Map<number, AuthUser>();
  if (ids.length === 0) return owners;
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'type_code', 'status', 'role'])
    .where('id', 'in', ids)
    .execute();
  for (const row of rows) {
    owners.set(Number(row.id), {
      id: Number(row.id),
      email: row.email,
      name: row.name,
      typeCode: isTypeCode(row.type_code) ? row.type_code : 'free',
      status: row.status,
      role: row.role as AuthUser['role'],
      secondFactor: false,
    });
  }
  return owners;
}

/** The input of the read operation below: a saved query string and the patents an import changed. */
export interface SavedQueryAmong {
  query: string;
  among: readonly number[];
}

/**
 * Which of `among` the saved patent query matches for `owner`: a catalogue read (read-operations.ts), so
 * that in the server it runs on a read thread whose index already follows the catalogue, not on the event
 * loop with an index loaded for it (the examples' snapshot held every request for 1.5 s on the demo data).
 */
export async function savedPatentQueryHits(
  { db, index }: Pick<ReadContext, 'db' | 'index'>,
  owner: AuthUser | null,
  { query, among }: SavedQueryAmong,
): Promise<number[]> {
  if (!owner || among.length === 0) return [];
  const hits = await patentsMatchingSavedQuery(db, index, owner, query);
  return among.filter((id) => hits.has(id));
}

/** Runs `savedPatentQueryHits` somewhere: on the app's read threads, or here with an index of its own. */
export type SavedQueryRunner = (owner: AuthUser, input: SavedQueryAmong) => Promise<number[]>;

/** The runner of a process without read threads (the CLI): one index of its own for the whole run. */
function inlineRunner(db: Kysely<Database>): SavedQueryRunner {
  let index: SearchIndex | undefined;
  return (owner, input) => {
    index ??= createSearchIndex({ db, dialect: dialectOf(db) });
    return savedPatentQueryHits({ db, index }, owner, input);
  };
}

/**
 * After an import: every watched patent search is run once and its hits are intersected with the patents
 * the import added or changed; those become the watch's new matches (the digest job mails them). Runs
 * after the search index has the changed patents, so a match means the search would show it now.
 */
async function recordAlertMatches(
  db: Kysely<Database>,
  changedPatents: ReadonlySet<number>,
  now: Date,
  runQuery: SavedQueryRunner,
): Promise<number> {
  if (changedPatents.size === 0) return 0;
  const repository = createSearchAlertsRepository(db);
  const watches = (await repository.allActiveWatches()).filter((watch) => watch.kind === 'patents');
  if (watches.length === 0) return 0;
  const owners = await ownersOf(db, watches);
  const among = [...changedPatents];
  let recorded = 0;
  // One watch at a time: on the read threads each query waits in line with the users' searches.
  for (const watch of watches) {
    const owner = owners.get(watch.user_id);
    if (!owner) continue;
    const fresh = await runQuery(owner, { query: watch.query, among });
    if (fresh.length === 0) continue;
    await repository.addMatches(watch, fresh, now);
    recorded += fresh.length;
  }
  return recorded;
}

type IndexHook = (db: Kysely<Database>, event: { changed: ChangedRecords; full: boolean }) => Promise<void>;

export interface SearchAlertOptions {
  clock?: () => Date;
  /** Where the saved queries run; without it, on this thread with an index of its own (the CLI). */
  runQuery?: SavedQueryRunner;
}

/**
 * Wraps the importer's after-import hook (the search index update): once the index has the changed
 * patents, watched searches are matched against them. Every caller of the importer (the CLI, the demo
 * load, the pending queue at start, the console) passes the wrapped hook, so an alert never depends on
 * who imported; the server's callers pass its read threads as `runQuery`.
 */
export function withSearchAlerts(indexHook: IndexHook, options: SearchAlertOptions = {}): IndexHook {
  const clock = options.clock ?? (() => new Date());
  return async (db, event) => {
    await indexHook(db, event);
    await recordAlertMatches(db, event.changed.patents, clock(), options.runQuery ?? inlineRunner(db));
  };
}
