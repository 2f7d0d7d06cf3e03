import { dialectOf, type AnyKysely, identityColumn } from '../dialect.js';

/*
 * Usage figures of the operator console (issue 19, decision 0022).
 * usage_events: one row per search or analysis, with the Japan day and the signed-in user (null for
 * visitors) — no time of day, no query text, no address.
 * search_misses: keyword searches that found nothing, counted per day and query text, with nothing that
 * says who searched (no user, no time, no row per search that could be lined up with usage_events).
 * Both are deleted after their retention (features/retention).
 */
export async function up(db: AnyKysely): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('usage_events')
    .addColumn('id', ...identityColumn(dialect))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('user_id', 'bigint', (column) => column.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('usage_events_day_idx').on('usage_events').columns(['day', 'kind']).execute();

  await db.schema
    .createTable('search_misses')
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('query', 'text', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('search_misses_pkey', ['day', 'query'])
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('search_misses').execute();
  await db.schema.dropTable('usage_events').execute();
}
