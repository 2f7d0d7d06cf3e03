import { dialectOf, type AnyKysely, identityColumn, timestampType } from '../dialect.js';

/** Messages of the contact form, kept even when mailing the operator fails. `user_id` is set for signed-in senders. */
export async function up(db: AnyKysely): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', ...identityColumn(dialect))
    .addColumn('user_id', 'bigint', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('company_name', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', timestampType(dialect), (column) => column.notNull())
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}
