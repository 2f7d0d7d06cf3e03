import { dialectOf, type AnyKysely, identityColumn, timestampType } from '../dialect.js';

/**
 * One row per page the browser reports. `user_id` has no foreign key yet: the users table arrives later,
 * and SQLite cannot add a constraint to an existing column, so the link stays logical.
 */
export async function up(db: AnyKysely): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('page_views')
    .addColumn('id', ...identityColumn(dialect))
    .addColumn('path', 'text', (column) => column.notNull())
    .addColumn('referrer', 'text')
    .addColumn('user_id', 'bigint')
    .addColumn('created_at', timestampType(dialect), (column) => column.notNull())
    .execute();
  await db.schema.createIndex('page_views_created_at_idx').on('page_views').column('created_at').execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('page_views').execute();
}
