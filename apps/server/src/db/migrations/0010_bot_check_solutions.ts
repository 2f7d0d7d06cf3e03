import { dialectOf, type AnyKysely, timestampType } from '../dialect.js';

/**
 * Solved bot-check challenges already accepted, until they expire: the primary key makes "accept once"
 * atomic across server processes (an INSERT that conflicts is a replay).
 */
export async function up(db: AnyKysely): Promise<void> {
  const timestamp = timestampType(dialectOf(db));
  await db.schema
    .createTable('bot_check_solutions')
    .addColumn('challenge_id', 'text', (column) => column.primaryKey())
    .addColumn('expires_at', timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('bot_check_solutions_expires_idx')
    .on('bot_check_solutions')
    .column('expires_at')
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('bot_check_solutions').execute();
}
