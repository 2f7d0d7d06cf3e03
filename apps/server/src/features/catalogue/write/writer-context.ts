import type { Insertable } from 'kysely';
import type { Database, DbExecutor } from '../../../db/schema.js';
import { ChildRowQueue } from './child-rows.js';
import { ReferenceCaches } from './reference-caches.js';
import { RecordError, type ChangedIds, type WriteOutcome } from './writer-records.js';

/**
 * The state one import run shares between the per-entity writers (company-writer.ts, material-writer.ts,
 * …): the reference caches, the queue of child rows, what the run changed, and the one upsert by
 * `external_id`. The caller owns the transaction: every method takes the executor to write with.
 */

export type EntityTable =
  | 'companies'
  | 'materials'
  | 'property_defs'
  | 'product_categories'
  | 'classification_codes'
  | 'products'
  | 'patents'
  | 'examples';

export interface CatalogueWriterOptions {
  /** Source used when a record states none. */
  defaultSource?: string;
  /** Clock for created_at/updated_at. */
  now?: () => Date;
  /** Told of every id the run adds to `changed` (the durable search-index queue, pending-index.ts). */
  onChanged?: (kind: keyof ChangedIds, id: number) => void;
}

// Past this many changed ids (a million-patent import) the run stops listing them and reports a full
// change instead: memory stays bounded, and the search index is rebuilt rather than updated.
const CHANGED_LIMIT = 1_000_000;
const SEEN_LIMIT = 500_000;

export class WriterContext {
  readonly changed: ChangedIds = {
    patents: new Set(),
    products: new Set(),
    materials: new Set(),
    companies: new Set(),
    examples: new Set(),
  };
  /** True when the run changed too much to list (see CHANGED_LIMIT). */
  changedOverflow = false;
  private changedCount = 0;
  /** A category was written: finish() recomputes every category's path. */
  categoriesTouched = false;
  caches = new ReferenceCaches();
  readonly children = new ChildRowQueue();
  private readonly defaultSource: string;
  private readonly clock: () => Date;

  // Fresh-table fast path: while a table was empty when the run began, an external id not yet written in
  // this run cannot exist, so the look-up before the insert is skipped (the demo load on first start).
  // Both stay valid after a rollback: it only removes rows, and an id listed as written that is not
  // there only costs a look-up.
  private readonly emptyAtStart = new Map<EntityTable, boolean>();
  private readonly writtenInRun = new Map<EntityTable, Set<string>>();

  constructor(private readonly options: CatalogueWriterOptions = {}) {
    this.defaultSource = options.defaultSource ?? 'import';
    this.clock = options.now ?? (() => new Date());
  }

  track(kind: keyof ChangedIds, id: number): void {
    const set = this.changed[kind];
    if (this.changedOverflow || set.has(id)) return;
    set.add(id);
    this.options.onChanged?.(kind, id);
    if (++this.changedCount > CHANGED_LIMIT) {
      this.changedOverflow = true;
      const { patents, products, materials, companies, examples } = this.changed;
      for (const ids of [patents, products, materials, companies, examples]) ids.clear();
    }
  }

  sourceOf(record: { source?: string | undefined }): string {
    return record.source ?? this.defaultSource;
  }

  demoFlag(record: { source?: string | undefined }): 0 | 1 {
    return this.sourceOf(record) === 'demo' ? 1 : 0;
  }

  async findExisting(trx: DbExecutor, table: EntityTable, externalId: string): Promise<number | undefined> {
    let empty = this.emptyAtStart.get(table);
    if (empty === undefined) {
      empty = (await trx.selectFrom(table).select('id').limit(1).executeTakeFirst()) === undefined;
      this.emptyAtStart.set(table, empty);
      this.writtenInRun.set(table, new Set());
    }
    const written = this.writtenInRun.get(table)!;
    if (empty && written.size < SEEN_LIMIT && !written.has(externalId)) return undefined;
    const row = await trx
      .selectFrom(table)
      .select('id')
      .where('external_id', '=', externalId)
      .executeTakeFirst();
    return row?.id;
  }

  /** Insert or update one entity row by external_id; returns its id and whether it was new. */
  async upsert<T extends EntityTable>(
    trx: DbExecutor,
    table: T,
    externalId: string,
    values: Omit<Insertable<Database[T]>, 'id' | 'created_at' | 'updated_at' | 'external_id'>,
    knownId?: number,
  ): Promise<{ id: number; outcome: WriteOutcome }> {
    const now = this.clock().toISOString();
    const existing = knownId ?? (await this.findExisting(trx, table, externalId));
    if (existing !== undefined) {
      // One generic upsert over eight tables: the values were typed by the caller's signature.
      await trx
        .updateTable(table as 'companies')
        .set({ ...values, updated_at: now } as Partial<Insertable<Database['companies']>>)
        .where('id', '=', existing)
        .execute();
      return { id: existing, outcome: 'updated' };
    }
    const row = await trx
      .insertInto(table)
      .values({ ...values, external_id: externalId, created_at: now, updated_at: now } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const written = this.writtenInRun.get(table);
    if (written && written.size < SEEN_LIMIT) written.add(externalId);
    else if (written) this.emptyAtStart.set(table, false);
    return { id: row.id, outcome: 'inserted' };
  }

  /** The row id of a patent by external id (bounded cache, then the table). */
  async patentId(trx: DbExecutor, externalId: string): Promise<number | undefined> {
    const cached = this.caches.cachedPatent(externalId);
    if (cached !== undefined) return cached;
    const id = await this.findExisting(trx, 'patents', externalId);
    if (id !== undefined) this.caches.rememberPatent(externalId, id);
    return id;
  }
}

/** The row id a reference names; a RecordError (the record is reported) when there is none. */
export function requireId(map: ReadonlyMap<string, number>, externalId: string, what: string): number {
  const id = map.get(externalId);
  if (id === undefined) throw new RecordError(`unknown ${what} id: ${externalId}`);
  return id;
}
