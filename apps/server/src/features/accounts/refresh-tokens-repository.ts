import type { SqlDialect } from '../../db/dialect.js';
import type { DbExecutor } from '../../db/schema.js';

export interface PresentedRefreshToken {
  id: number;
  familyId: string;
  userId: number;
  expiresAt: string;
  rotatedAt: string | null;
  familyExpiresAt: string;
  familyRevokedAt: string | null;
}

/** Refresh-token families (login sessions) and their rotations. Every method takes an optional transaction. */
export function createRefreshTokensRepository(db: DbExecutor, dialect: SqlDialect) {
  return {
    async insertFamily(
      id: string,
      userId: number,
      now: Date,
      expiresAt: Date,
      trx: DbExecutor = db,
      secondFactor = false,
    ): Promise<void> {
      await trx
        .insertInto('refresh_token_families')
        .values({
          id,
          user_id: userId,
          created_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
          second_factor: secondFactor ? 1 : 0,
        })
        .execute();
    },

    /** The session has just proved the second factor (enrolment in it). */
    async markSecondFactor(id: string, trx: DbExecutor = db): Promise<void> {
      await trx
        .updateTable('refresh_token_families')
        .set({ second_factor: 1 })
        .where('id', '=', id)
        .execute();
    },

    async insertToken(
      token: { familyId: string; tokenHash: string; parentId: number | null; expiresAt: Date },
      now: Date,
      trx: DbExecutor = db,
    ): Promise<void> {
      await trx
        .insertInto('refresh_tokens')
        .values({
          family_id: token.familyId,
          token_hash: token.tokenHash,
          parent_id: token.parentId,
          created_at: now.toISOString(),
          expires_at: token.expiresAt.toISOString(),
        })
        .execute();
    },

    /**
     * The token and its family, locked until the transaction ends on PostgreSQL, so concurrent refreshes with
     * one token run one after another (SQLite's single writer already serialises them).
     */
    async findForRotation(tokenHash: string, trx: DbExecutor): Promise<PresentedRefreshToken | undefined> {
      const row = await trx
        .selectFrom('refresh_tokens as token')
        .innerJoin('refresh_token_families as family', 'family.id', 'token.family_id')
        .select([
          'token.id',
          'token.family_id',
          'family.user_id',
          'token.expires_at',
          'token.rotated_at',
          'family.expires_at as family_expires_at',
          'family.revoked_at as family_revoked_at',
        ])
        .where('token.token_hash', '=', tokenHash)
        .$if(dialect === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          familyId: row.family_id,
          userId: row.user_id,
          expiresAt: row.expires_at,
          rotatedAt: row.rotated_at,
          familyExpiresAt: row.family_expires_at,
          familyRevokedAt: row.family_revoked_at,
        }
      );
    },

    async familyOfToken(tokenHash: string, trx: DbExecutor = db): Promise<string | undefined> {
      const row = await trx
        .selectFrom('refresh_tokens')
        .select('family_id')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row?.family_id;
    },

    async markRotated(id: number, now: Date, trx: DbExecutor): Promise<boolean> {
      const result = await trx
        .updateTable('refresh_tokens')
        .set({ rotated_at: now.toISOString() })
        .where('id', '=', id)
        .where('rotated_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** True once a child of this token has itself been rotated: the token is then no longer the immediate parent. */
    async hasRotatedChild(id: number, trx: DbExecutor): Promise<boolean> {
      const row = await trx
        .selectFrom('refresh_tokens')
        .select('id')
        .where('parent_id', '=', id)
        .where('rotated_at', 'is not', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    async revokeFamily(familyId: string, reason: string, now: Date, trx: DbExecutor = db): Promise<void> {
      await trx
        .updateTable('refresh_token_families')
        .set({ revoked_at: now.toISOString(), revoked_reason: reason })
        .where('id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeAllOfUser(userId: number, reason: string, now: Date, trx: DbExecutor = db): Promise<void> {
      await trx
        .updateTable('refresh_token_families')
        .set({ revoked_at: now.toISOString(), revoked_reason: reason })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
