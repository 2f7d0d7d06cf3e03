import { dialectOf, type AnyKysely, identityColumn, timestampType } from '../dialect.js';

/*
 * Standard-plan requests (issue 19): what a free user asked for, and the operator's decision. Kept after the
 * decision as the record of who approved what (the audit log has the event too).
 * The contact inbox of the console: each message gets a status (new → in_progress → done) and the time of
 * the operator's last reply by mail.
 */
export async function up(db: AnyKysely): Promise<void> {
  const dialect = dialectOf(db);
  const timestamp = timestampType(dialect);
  await db.schema
    .createTable('plan_requests')
    .addColumn('id', ...identityColumn(dialect))
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_name', 'text', (column) => column.notNull())
    .addColumn('seats', 'integer', (column) => column.notNull())
    .addColumn('billing_name', 'text', (column) => column.notNull())
    .addColumn('billing_email', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('decision_note', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('decided_by', 'bigint', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('decided_at', timestamp)
    .addColumn('created_at', timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('plan_requests_user_id_idx')
    .on('plan_requests')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('plan_requests_status_idx').on('plan_requests').column('status').execute();

  await db.schema
    .alterTable('contact_messages')
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('new'))
    .execute();
  await db.schema.alterTable('contact_messages').addColumn('replied_at', timestamp).execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('contact_messages').dropColumn('replied_at').execute();
  await db.schema.alterTable('contact_messages').dropColumn('status').execute();
  await db.schema.dropTable('plan_requests').execute();
}
