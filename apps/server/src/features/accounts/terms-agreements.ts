import type { DbExecutor } from '../../db/schema.js';

/**
 * The consent of a sign-up to a version of /terms and /privacy (migration 0023), in the transaction that
 * creates (or refreshes) the INACTIVE user: an acknowledged sign-up always has its consent on record.
 * Agreeing to the same version again (a repeated sign-up) keeps the first record.
 */
export async function recordTermsAgreement(
  trx: DbExecutor,
  userId: number,
  termsVersion: string,
  ip: string | undefined,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('terms_agreements')
    .values({ user_id: userId, terms_version: termsVersion, ip: ip ?? null, agreed_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['user_id', 'terms_version']).doNothing())
    .execute();
}

/** The version the account agreed to last, or null (an account made before consent was recorded). */
export async function agreedTermsVersionOf(db: DbExecutor, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('terms_agreements')
    .select('terms_version')
    .where('user_id', '=', userId)
    .orderBy('agreed_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.terms_version ?? null;
}
