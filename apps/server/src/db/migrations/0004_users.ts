import { dialectOf, type AnyKysely, identityColumn, timestampType } from '../dialect.js';

/**
 * Company users. `email` is stored lower-cased with a punycode domain, so the unique index is the
 * duplicate check on both dialects. Optional profile fields are '' rather than null (the forms' empty value).
 */
export async function up(db: AnyKysely): Promise<void> {
  const dialect = dialectOf(db);
  const timestamp = timestampType(dialect);
  await db.schema
    .createTable('users')
    .addColumn('id', ...identityColumn(dialect))
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('company_name', 'text', (column) => column.notNull())
    .addColumn('department', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('position', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('phone_number', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('postal_code', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('address', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('type_code', 'text', (column) => column.notNull().defaultTo('free'))
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('password_changed_at', timestamp, (column) => column.notNull())
    .addColumn('last_login_at', timestamp)
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .addColumn('updated_at', timestamp, (column) => column.notNull())
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('users').execute();
}
