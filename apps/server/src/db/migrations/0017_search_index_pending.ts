import type { AnyKysely } from '../dialect.js';

/**
 * The durable queue of catalogue rows whose search documents are not yet written
 * (features/catalogue/write/pending-index.ts). An import adds the rows it changes in the same transaction as
 * the rows themselves and empties the queue once the search index has them; a run killed in between leaves
 * them here, and the next import (or `reindex`) indexes them first — nothing imported stays unsearchable.
 * `kind` is one of patents, examples, products, materials, companies (a company re-indexes its patents).
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .createTable('search_index_pending')
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('entity_id', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('search_index_pending_pkey', ['kind', 'entity_id'])
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('search_index_pending').execute();
}
