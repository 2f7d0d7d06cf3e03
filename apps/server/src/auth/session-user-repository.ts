import { isTypeCode } from '@app/contract/plans';
import type { DbExecutor } from '../db/schema.js';
import type { AuthUser } from './auth-user.js';

/**
 * Loads the user behind an access token, on every request: a plan change or a revoked session (logout,
 * password change, theft detection) takes effect on the next request, without a restart or a cache.
 */
export function createSessionUserRepository(db: DbExecutor) {
  return {
    async findActive(userId: number, sessionId: string, now: Date): Promise<AuthUser | null> {
      const row = await db
        .selectFrom('users')
        .innerJoin('refresh_token_families as family', 'family.user_id', 'users.id')
        .select([
          'users.id',
          'users.email',
          'users.name',
          'users.type_code',
          'users.status',
          'users.role',
          'family.second_factor',
        ])
        .where('users.id', '=', userId)
        .where('family.id', '=', sessionId)
        .where('family.revoked_at', 'is', null)
        .where('family.expires_at', '>', now.toISOString())
        .where('users.status', '=', 'ACTIVE')
        .where('users.disabled_at', 'is', null)
        .executeTakeFirst();
      if (!row || !isTypeCode(row.type_code)) return null;
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        typeCode: row.type_code,
        status: row.status,
        role: row.role === 'operator' ? 'operator' : 'none',
        secondFactor: row.second_factor === 1,
      };
    },
  };
}
