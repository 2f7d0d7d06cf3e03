import { dialectOf, type AnyKysely, timestampType } from '../dialect.js';

/** Operator-controlled settings that change without a restart (maintenance mode, demo-data flag). */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('updated_at', timestampType(dialectOf(db)), (column) => column.notNull())
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('app_settings').execute();
}
