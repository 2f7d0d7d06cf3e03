import { dialectOf, type AnyKysely, identityColumn, timestampType } from '../dialect.js';

/** Mailed single-use tokens (registration 24 h, password reset 1 h), stored as sha256 hashes. */
export async function up(db: AnyKysely): Promise<void> {
  const dialect = dialectOf(db);
  const timestamp = timestampType(dialect);
  await db.schema
    .createTable('one_time_tokens')
    .addColumn('id', ...identityColumn(dialect))
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addColumn('expires_at', timestamp, (column) => column.notNull())
    .addColumn('used_at', timestamp)
    .execute();
  await db.schema
    .createIndex('one_time_tokens_user_purpose_idx')
    .on('one_time_tokens')
    .columns(['user_id', 'purpose'])
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('one_time_tokens').execute();
}
