import type { Kysely } from 'kysely';
import type { Database, DbExecutor } from '../../db/schema.js';
import { refreshPatentCounts, type ChangedIds } from './import-repository.js';

/**
 * The durable queue between the catalogue and its search index (table search_index_pending, migration
 * 0017). The search index is updated after an import's last batch; a run killed before that would leave
 * committed patents out of search. So every batch also records the ids it changed, in its own
 * transaction, and the queue is emptied only once the index has them. The next import (or the server's
 * next demo load, or `reindex`) indexes whatever a killed run left behind before doing anything else.
 */

const KINDS = ['patents', 'products', 'materials', 'companies', 'examples'] as const;
type PendingKind = (typeof KINDS)[number];

/** A run that changed too much to list (ChangedIds overflow): the next run rebuilds the whole index. */
const EVERYTHING = 'all';

type IndexHook = (db: Kysely<Database>, event: { changed: ChangedIds; full: boolean }) => Promise<void>;

export interface PendingQueue {
  /** Adds the ids changed since the last committed batch; call inside the batch's transaction. */
  enqueue(trx: DbExecutor, everything: boolean): Promise<void>;
  /** The batch committed: its ids are in the table. */
  committed(): void;
  /** The batch rolled back: its ids will be offered again with the next batch. */
  rolledBack(): void;
  /** The index has every id of this run: they leave the table. */
  clear(db: Kysely<Database>): Promise<void>;
}

export function createPendingQueue(changed: ChangedIds): PendingQueue {
  const queued: Record<PendingKind, Set<number>> = {
    patents: new Set(),
    products: new Set(),
    materials: new Set(),
    companies: new Set(),
    examples: new Set(),
  };
  let open: [PendingKind, number][] = [];
  let everythingQueued = false;
  return {
    async enqueue(trx, everything) {
      open = [];
      if (everything && !everythingQueued) open.push([EVERYTHING as PendingKind, 0]);
      for (const kind of KINDS) {
        for (const id of changed[kind]) if (!queued[kind].has(id)) open.push([kind, id]);
      }
      for (let start = 0; start < open.length; start += 200) {
        await trx
          .insertInto('search_index_pending')
          .values(open.slice(start, start + 200).map(([kind, id]) => ({ kind, entity_id: id })))
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
    },
    committed() {
      for (const [kind, id] of open) {
        if ((kind as string) === EVERYTHING) everythingQueued = true;
        else queued[kind].add(id);
      }
      open = [];
    },
    rolledBack() {
      open = [];
    },
    async clear(db) {
      if (everythingQueued) {
        await db.deleteFrom('search_index_pending').execute();
        return;
      }
      for (const kind of KINDS) await removeQueued(db, kind, [...queued[kind]]);
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
