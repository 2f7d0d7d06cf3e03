import { dialectOf, type AnyKysely, identityColumn, timestampType } from '../dialect.js';

/**
 * Security-relevant events (sign-ins, locks, token theft, password and plan changes). `user_id` has no
 * foreign key on purpose: the trail must outlive the account it describes.
 */
export async function up(db: AnyKysely): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('audit_events')
    .addColumn('id', ...identityColumn(dialect))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('user_id', 'bigint')
    .addColumn('ip', 'text')
    .addColumn('data', 'text')
    .addColumn('created_at', timestampType(dialect), (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('audit_events_user_idx')
    .on('audit_events')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_events_kind_idx')
    .on('audit_events')
    .columns(['kind', 'created_at'])
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
}
