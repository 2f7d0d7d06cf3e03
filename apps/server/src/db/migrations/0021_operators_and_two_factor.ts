import { dialectOf, type AnyKysely, identityColumn, timestampType } from '../dialect.js';

/*
 * Operators and the second factor (issue 19, decision 0017).
 * - users.role: 'none' | 'operator', apart from the plan (type_code); granted only by the CLI.
 * - users.disabled_at: set by an operator; a disabled user's tokens are refused on the next request.
 * - refresh_token_families.second_factor: 1 when the session was opened with a TOTP or recovery code (or the
 *   factor was enrolled in it); the operator console requires it.
 * - two_factor_credentials: one TOTP secret per user; enabled_at null while enrolment awaits its first code.
 *   last_used_step keeps a code from being accepted twice.
 * - recovery_codes: single-use codes, stored hashed.
 */
export async function up(db: AnyKysely): Promise<void> {
  const dialect = dialectOf(db);
  const timestamp = timestampType(dialect);
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (column) => column.notNull().defaultTo('none'))
    .execute();
  await db.schema.alterTable('users').addColumn('disabled_at', timestamp).execute();
  await db.schema
    .alterTable('refresh_token_families')
    .addColumn('second_factor', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('two_factor_credentials')
    .addColumn('user_id', 'bigint', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('secret', 'text', (column) => column.notNull())
    .addColumn('enabled_at', timestamp)
    .addColumn('last_used_step', 'bigint')
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', ...identityColumn(dialect))
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('used_at', timestamp)
    .execute();
  await db.schema.createIndex('recovery_codes_user_id_idx').on('recovery_codes').column('user_id').execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('two_factor_credentials').execute();
  await db.schema.alterTable('refresh_token_families').dropColumn('second_factor').execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
}
