import type { DbExecutor, OneTimeTokenPurpose } from '../../db/schema.js';
import { hashSecretToken, newSecretToken } from './secret-tokens.js';

/** Mailed single-use tokens (registration, password reset). Only the newest token of a purpose works. */
export function createOneTimeTokensRepository(db: DbExecutor) {
  return {
    /** Issues a token and retires the user's earlier unused ones of the same purpose; returns the raw token. */
    async issue(
      userId: number,
      purpose: OneTimeTokenPurpose,
      ttlMs: number,
      now: Date,
      trx: DbExecutor = db,
    ) {
      await this.consumeAll(userId, purpose, now, trx);
      const token = newSecretToken();
      await trx
        .insertInto('one_time_tokens')
        .values({
          user_id: userId,
          purpose,
          token_hash: hashSecretToken(token),
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + ttlMs).toISOString(),
        })
        .execute();
      return token;
    },

    /** The user id of an unused, unexpired token of this purpose. */
    async findValid(
      token: string,
      purpose: OneTimeTokenPurpose,
      now: Date,
      trx: DbExecutor = db,
    ): Promise<{ id: number; userId: number } | undefined> {
      const row = await trx
        .selectFrom('one_time_tokens')
        .select(['id', 'user_id'])
        .where('token_hash', '=', hashSecretToken(token))
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row && { id: row.id, userId: row.user_id };
    },

    /** Marks one token used; false when another request used it first (single use under concurrency). */
    async consume(id: number, now: Date, trx: DbExecutor = db): Promise<boolean> {
      const result = await trx
        .updateTable('one_time_tokens')
        .set({ used_at: now.toISOString() })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async consumeAll(
      userId: number,
      purpose: OneTimeTokenPurpose,
      now: Date,
      trx: DbExecutor = db,
    ): Promise<void> {
      await trx
        .updateTable('one_time_tokens')
        .set({ used_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

export type OneTimeTokensRepository = ReturnType<typeof createOneTimeTokensRepository>;
