import type { Kysely } from 'kysely';
import type { Database, DbExecutor } from '../../../db/schema.js';
import { refreshPatentCounts, type ChangedIds } from './catalogue-writer.js';

/**
 * The durable queue between the catalogue and its search index (table search_index_pending, migration
 * 0017). The search index is updated after an import's last batch; a run killed before that would leave
 * committed patents out of search. So every batch also records the ids it changed, in its own
 * transaction, and the queue is emptied only once the index has them. The next import (or the server's
 * next demo load, or `reindex`) indexes whatever a killed run left behind before doing anything else.
 */

const KINDS = [
  'patents',
  'products',
  'materials',
  'companies',
  'examples',
] as const satisfies readonly (keyof ChangedIds)[];
type PendingKind = (typeof KINDS)[number];

/** A run that changed too much to list (ChangedIds overflow): the next run rebuilds the whole index. */
const EVERYTHING = 'all';

type IndexHook = (db: Kysely<Database>, event: { changed: ChangedIds; full: boolean }) => Promise<void>;

export interface PendingQueue {
  /** An id the run changed (CatalogueWriterOptions.onChanged); queued with the next batch. */
  record(kind: PendingKind, id: number): void;
  /** Adds the ids recorded since the last committed batch; call inside the batch's transaction. */
  enqueue(trx: DbExecutor, everything: boolean): Promise<void>;
  /** The batch committed: its ids are in the table. */
  committed(): void;
  /**
   * The batch rolled back: its ids stay open and go with the retry (the writer reports an id once per
   * run, so they would not be recorded again).
   */
  rolledBack(): void;
  /** The index has every id of this run: they leave the table. */
  clear(db: Kysely<Database>): Promise<void>;
}

export function createPendingQueue(): PendingQueue {
  const queued: Record<PendingKind, number[]> = {
    patents: [],
    products: [],
    materials: [],
    companies: [],
    examples: [],
  };
  // Recorded, not yet committed to the table. Only this batch's ids: no scan of the run's whole set.
  let open: [PendingKind, number][] = [];
  let everythingQueued = false;
  let everythingOpen = false;
  return {
    record(kind, id) {
      open.push([kind, id]);
    },
    async enqueue(trx, everything) {
      everythingOpen = everything && !everythingQueued;
      const rows: { kind: string; entity_id: number }[] = open.map(([kind, id]) => ({ kind, entity_id: id }));
      if (everythingOpen) rows.push({ kind: EVERYTHING, entity_id: 0 });
      for (let start = 0; start < rows.length; start += 200) {
        await trx
          .insertInto('search_index_pending')
          .values(rows.slice(start, start + 200))
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
    },
    committed() {
      for (const [kind, id] of open) queued[kind].push(id);
      if (everythingOpen) everythingQueued = true;
      open = [];
      everythingOpen = false;
    },
    rolledBack() {
      everythingOpen = false;
    },
    async clear(db) {
      if (everythingQueued) {
        await db.deleteFrom('search_index_pending').execute();
        return;
      }
      for (const kind of KINDS) await removeQueued(db, kind, queued[kind]);
    },
  };
}

/**
 * Indexes what an interrupted run left in the queue, then empties it. Returns the number of queued rows
 * (0: nothing was pending).
 */
export async function drainPendingIndex(db: Kysely<Database>, hook: IndexHook): Promise<number> {
  const rows = await db.selectFrom('search_index_pending').select(['kind', 'entity_id']).execute();
  if (rows.length === 0) return 0;
  const changed: ChangedIds = {
    patents: new Set(),
    products: new Set(),
    materials: new Set(),
    companies: new Set(),
    examples: new Set(),
  };
  let full = false;
  for (const row of rows) {
    if (row.kind === EVERYTHING) full = true;
    else if ((KINDS as readonly string[]).includes(row.kind))
      changed[row.kind as PendingKind].add(Number(row.entity_id));
  }
  // The killed run never reached its closing step either: the example counts of its patents.
  await refreshPatentCounts(db, full ? 'all' : [...changed.patents]);
  await hook(db, { changed, full });
  // Only the rows read above: a run started meanwhile keeps its own.
  for (const kind of [EVERYTHING, ...KINDS]) {
    const ids = rows.filter((row) => row.kind === kind).map((row) => Number(row.entity_id));
    await removeQueued(db, kind, ids);
  }
  return rows.length;
}

async function removeQueued(db: Kysely<Database>, kind: string, ids: readonly number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += 500) {
    await db
      .deleteFrom('search_index_pending')
      .where('kind', '=', kind)
      .where('entity_id', 'in', ids.slice(start, start + 500))
      .execute();
  }
}

/** A full rebuild covers everything queued. */
export async function clearPendingIndex(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('search_index_pending').execute();
}

/** The two levels the start uses (a pino logger has them). */
export interface StartLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Server start: indexes what an import killed before its index step left queued, in the background (the
 * server already answers). Never throws: a failure is logged, and the queue stays for the next import.
 */
export async function indexPendingAtStart(
  db: Kysely<Database>,
  hook: IndexHook,
  logger: StartLogger,
): Promise<void> {
  try {
    const count = await drainPendingIndex(db, hook);
    if (count > 0) logger.info({ queued: count }, 'indexed the records an interrupted import had queued');
  } catch (error) {
    logger.warn({ err: error }, 'queued search-index updates left for the next import');
  }
}
