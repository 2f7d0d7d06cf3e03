import { dialectOf, type AnyKysely, identityColumn, timestampType } from '../dialect.js';

/**
 * Sessions. A family is one login (absolute expiry, revoked as a whole); its tokens are the rotations
 * (idle expiry each). Only sha256 hashes of the tokens are stored. `parent_id` links a token to the one it
 * was rotated from, which is how a replayed parent is recognised inside the grace window.
 */
export async function up(db: AnyKysely): Promise<void> {
  const dialect = dialectOf(db);
  const timestamp = timestampType(dialect);
  await db.schema
    .createTable('refresh_token_families')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addColumn('expires_at', timestamp, (column) => column.notNull())
    .addColumn('revoked_at', timestamp)
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema
    .createIndex('refresh_token_families_user_idx')
    .on('refresh_token_families')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', ...identityColumn(dialect))
    .addColumn('family_id', 'text', (column) =>
      column.notNull().references('refresh_token_families.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('parent_id', 'bigint')
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addColumn('expires_at', timestamp, (column) => column.notNull())
    .addColumn('rotated_at', timestamp)
    .execute();
  await db.schema.createIndex('refresh_tokens_parent_idx').on('refresh_tokens').column('parent_id').execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('refresh_tokens').execute();
  await db.schema.dropTable('refresh_token_families').execute();
}
