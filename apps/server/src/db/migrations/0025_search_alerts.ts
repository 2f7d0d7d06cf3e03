import { dialectOf, type AnyKysely, identityColumn, timestampType } from '../dialect.js';

/*
 * Saved-search alerts (issue 19, decision 0019). A watch is one saved search the owner wants new patents
 * of (daily or weekly; gone with the search). A match is one changed patent an import found the watched
 * search to match; it waits (mailed_at null) until the watch's next digest mail, and stays listed on my
 * page afterwards. The unique key makes a patent that changes again no second alert of the same watch.
 */
export async function up(db: AnyKysely): Promise<void> {
  const dialect = dialectOf(db);
  const timestamp = timestampType(dialect);
  await db.schema
    .createTable('search_watches')
    .addColumn('saved_search_id', 'bigint', (column) =>
      column.primaryKey().references('saved_searches.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('frequency', 'text', (column) => column.notNull())
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addColumn('last_digest_at', timestamp)
    .execute();
  await db.schema.createIndex('search_watches_user_idx').on('search_watches').column('user_id').execute();

  await db.schema
    .createTable('search_alert_matches')
    .addColumn('id', ...identityColumn(dialect))
    .addColumn('saved_search_id', 'bigint', (column) =>
      column.notNull().references('search_watches.saved_search_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('patent_id', 'bigint', (column) =>
      column.notNull().references('patents.id').onDelete('cascade'),
    )
    .addColumn('matched_at', timestamp, (column) => column.notNull())
    .addColumn('mailed_at', timestamp)
    .addUniqueConstraint('search_alert_matches_watch_patent_key', ['saved_search_id', 'patent_id'])
    .execute();
  await db.schema
    .createIndex('search_alert_matches_user_idx')
    .on('search_alert_matches')
    .columns(['user_id', 'matched_at'])
    .execute();
  // The digest run looks only for matches still waiting.
  await db.schema
    .createIndex('search_alert_matches_waiting_idx')
    .on('search_alert_matches')
    .columns(['mailed_at', 'saved_search_id'])
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('search_alert_matches').execute();
  await db.schema.dropTable('search_watches').execute();
}
