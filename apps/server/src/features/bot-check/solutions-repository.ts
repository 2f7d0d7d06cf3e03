import type { DbExecutor } from '../../db/schema.js';

/** Solved challenges already accepted, until they expire: a solution is good for one submission only. */
export function createSolutionsRepository(db: DbExecutor) {
  return {
    /** Records the challenge as used; false when it already was (a replay). Atomic across processes. */
    async markUsed(challengeId: string, expiresAt: Date, now: Date): Promise<boolean> {
      // Expired entries can no longer be replayed anyway (the challenge's own expiry refuses them).
      await db.deleteFrom('bot_check_solutions').where('expires_at', '<', now.toISOString()).execute();
      const inserted = await db
        .insertInto('bot_check_solutions')
        .values({ challenge_id: challengeId, expires_at: expiresAt.toISOString() })
        .onConflict((conflict) => conflict.column('challenge_id').doNothing())
        .returning('challenge_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },
  };
}

export type SolutionsRepository = ReturnType<typeof createSolutionsRepository>;
