import { dialectOf, type AnyKysely, identityColumn, timestampType } from '../dialect.js';

/**
 * Bookmarks of catalogue entities and saved list-page searches, one user's each (features/bookmarks).
 * A target is kept by its interchange id (not a row id) so a bookmark survives a re-import of the catalogue;
 * one bookmark per user and target (the unique key makes adding idempotent).
 */
export async function up(db: AnyKysely): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('bookmarks')
    .addColumn('id', ...identityColumn(dialect))
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_type', 'text', (column) => column.notNull())
    .addColumn('target_id', 'text', (column) => column.notNull())
    .addColumn('folder', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('memo', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('created_at', timestampType(dialect), (column) => column.notNull())
    .addColumn('updated_at', timestampType(dialect), (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('bookmarks_user_id_target_type_target_id_key')
    .on('bookmarks')
    .columns(['user_id', 'target_type', 'target_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('bookmarks_user_id_folder_idx')
    .on('bookmarks')
    .columns(['user_id', 'folder'])
    .execute();

  await db.schema
    .createTable('saved_searches')
    .addColumn('id', ...identityColumn(dialect))
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('query', 'text', (column) => column.notNull())
    .addColumn('created_at', timestampType(dialect), (column) => column.notNull())
    .execute();
  await db.schema.createIndex('saved_searches_user_id_idx').on('saved_searches').column('user_id').execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('saved_searches').execute();
  await db.schema.dropTable('bookmarks').execute();
}
