import { dialectOf, type AnyKysely, timestampType } from '../dialect.js';

/**
 * Fair job scheduling (issue 16): a job may name whose work it is (`owner_key`, e.g. `user:42`), and each
 * claim stamps `claimed_at`. The claim query then takes first the due job whose owner was served longest
 * ago (never served = first), so one user's backlog of sixty explorations cannot hold another user's
 * first one back. Jobs without an owner (mails) are never served "recently" and keep their order.
 */
export async function up(db: AnyKysely): Promise<void> {
  const timestamp = timestampType(dialectOf(db));
  await db.schema.alterTable('jobs').addColumn('owner_key', 'text').execute();
  await db.schema.alterTable('jobs').addColumn('claimed_at', timestamp).execute();
  // The claim's "when was this owner last served" lookup.
  await db.schema
    .createIndex('jobs_owner_key_claimed_at_idx')
    .on('jobs')
    .columns(['owner_key', 'claimed_at'])
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropIndex('jobs_owner_key_claimed_at_idx').execute();
  await db.schema.alterTable('jobs').dropColumn('claimed_at').execute();
  await db.schema.alterTable('jobs').dropColumn('owner_key').execute();
}
