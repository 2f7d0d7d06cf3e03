import { dialectOf, type AnyKysely, identityColumn, timestampType } from '../dialect.js';

/**
 * Which version of the 利用規約 and 個人情報の取り扱い (packages/contract legal.ts) each account agreed to,
 * and when (issue 17, decision 0018). One row per user and version: a later revision agreed to adds a row,
 * so the history stays; the account's current consent is its newest row.
 */
export async function up(db: AnyKysely): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('terms_agreements')
    .addColumn('id', ...identityColumn(dialect))
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('terms_version', 'text', (column) => column.notNull())
    .addColumn('ip', 'text')
    .addColumn('agreed_at', timestampType(dialect), (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('terms_agreements_user_id_terms_version_key')
    .on('terms_agreements')
    .columns(['user_id', 'terms_version'])
    .unique()
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('terms_agreements').execute();
}
