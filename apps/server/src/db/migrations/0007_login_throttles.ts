import { dialectOf, type AnyKysely, timestampType } from '../dialect.js';

/**
 * Failed sign-ins per e-mail address — registered or not, so that delays and locks look the same for an
 * unknown address and a real one (no enumeration). A row disappears on a successful sign-in.
 */
export async function up(db: AnyKysely): Promise<void> {
  const timestamp = timestampType(dialectOf(db));
  await db.schema
    .createTable('login_throttles')
    .addColumn('email', 'text', (column) => column.primaryKey())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('last_failure_at', timestamp, (column) => column.notNull())
    .addColumn('locked_until', timestamp)
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('login_throttles').execute();
}
