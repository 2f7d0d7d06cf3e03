import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/schema.js';
import { writeCompany } from './company-writer.js';
import { writeExample } from './example-writer.js';
import { writeMaterial } from './material-writer.js';
import { writePatent } from './patent-writer.js';
import { writeProduct } from './product-writer.js';
import { writeCategory, writeClassification, writeProperty } from './reference-writers.js';
import { ReferenceCaches } from './reference-caches.js';
import { WriterContext, type CatalogueWriterOptions } from './writer-context.js';
import type { CatalogueRecord, WriteOutcome } from './writer-records.js';

export type { CatalogueWriterOptions } from './writer-context.js';
export { RecordError, type CatalogueRecord, type ChangedIds, type WriteOutcome } from './writer-records.js';

/**
 * Writes interchange records into the catalogue tables: one upsert by `external_id` per record, its child
 * rows replaced. References (makerId, patentId, materialIds, propertyId, …) are resolved through caches
 * of external id → row id that live as long as the writer (one import run). The caller owns the
 * transaction: every method takes the executor to write with.
 *
 * The run's shared state is a WriterContext (writer-context.ts); each entity has its writer
 * (company-writer.ts, reference-writers.ts, material-writer.ts, product-writer.ts, patent-writer.ts,
 * example-writer.ts). This is the one entry the import runner uses.
 */
export function createCatalogueWriter(_db: DbExecutor, options: CatalogueWriterOptions = {}) {
  const ctx = new WriterContext(options);
  return {
    changed: ctx.changed,

    /** Writes one record with `trx` (a transaction or savepoint the caller controls). */
    async write(trx: DbExecutor, record: CatalogueRecord): Promise<WriteOutcome> {
      switch (record.type) {
        case 'company':
          return writeCompany(ctx, trx, record);
        case 'property':
          return writeProperty(ctx, trx, record);
        case 'category':
          return writeCategory(ctx, trx, record);
        case 'classification':
          return writeClassification(ctx, trx, record);
        case 'material':
          return writeMaterial(ctx, trx, record);
        case 'product':
          return writeProduct(ctx, trx, record);
        case 'patent':
          return writePatent(ctx, trx, record);
        case 'example':
          return writeExample(ctx, trx, record);
      }
    },

    /** Inserts the queued child rows; the runner calls it before every commit. */
    flush: (trx: DbExecutor) => ctx.children.flush(trx),

    /** Forgets queued rows (their transaction was rolled back). */
    discardPending(): void {
      ctx.children.discard();
    },

    /** Rows queued and not yet flushed (the runner flushes when many are waiting). */
    pendingRows: () => ctx.children.rows,

    /** True when the run changed too much to list (see CHANGED_LIMIT in writer-context.ts). */
    changedEverything: () => ctx.changedOverflow,

    /**
     * After a run: denormalised counts of the touched patents and, when categories changed, every
     * category's path (a re-parented category moves its subtree).
     */
    async finish(trx: DbExecutor): Promise<void> {
      await ctx.children.flush(trx);
      if (ctx.changedOverflow) await refreshPatentCounts(trx, 'all');
      else if (ctx.changed.patents.size > 0) await refreshPatentCounts(trx, [...ctx.changed.patents]);
      if (ctx.categoriesTouched) await rebuildCategoryPaths(trx);
    },

    /**
     * Forgets cached ids: after a rolled-back batch, or when a record failed inside its savepoint (its
     * inserted rows are gone, the cache would still name them).
     */
    resetCaches(): void {
      ctx.caches = new ReferenceCaches();
    },
  };
}

export type CatalogueWriter = ReturnType<typeof createCatalogueWriter>;

/** claim_count is written with the patent; example_count is counted here for the given patents (or all). */
export async function refreshPatentCounts(
  trx: DbExecutor,
  patentIds: readonly number[] | 'all',
): Promise<void> {
  const count = sql<number>`(select count(*) from examples where examples.patent_id = patents.id)`;
  if (patentIds === 'all') {
    await trx.updateTable('patents').set({ example_count: count }).execute();
    return;
  }
  for (let start = 0; start < patentIds.length; start += 500) {
    const chunk = patentIds.slice(start, start + 500);
    await trx.updateTable('patents').set({ example_count: count }).where('id', 'in', chunk).execute();
  }
}

/** Recomputes path and depth of every category from parent_id (the tree is small). */
async function rebuildCategoryPaths(trx: DbExecutor): Promise<void> {
  const rows = await trx
    .selectFrom('product_categories')
    .select(['id', 'parent_id', 'path', 'depth'])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const computed = new Map<number, { path: string; depth: number }>();
  const resolve = (id: number, guard = 0): { path: string; depth: number } => {
    const known = computed.get(id);
    if (known) return known;
    const row = byId.get(id)!;
    const parent = row.parent_id !== null && guard < 64 ? byId.get(row.parent_id) : undefined;
    const base = parent ? resolve(parent.id, guard + 1) : { path: '/', depth: -1 };
    const result = { path: `${base.path}${id}/`, depth: base.depth + 1 };
    computed.set(id, result);
    return result;
  };
  for (const row of rows) {
    const { path, depth } = resolve(row.id);
    if (path !== row.path || depth !== row.depth) {
      await trx.updateTable('product_categories').set({ path, depth }).where('id', '=', row.id).execute();
    }
  }
}
