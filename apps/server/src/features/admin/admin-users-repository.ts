import { sql } from 'kysely';
import type { AdminUser, AdminUserDetail } from '@app/contract/admin';
import type { DbExecutor } from '../../db/schema.js';
import { roleOf, typeCodeOf } from '../accounts/users-repository.js';

/** The console's reads of users: search, one user with counts. Writes go through the accounts repository. */
export function createAdminUsersRepository(db: DbExecutor) {
  const base = () =>
    db
      .selectFrom('users')
      .leftJoin('two_factor_credentials as tf', 'tf.user_id', 'users.id')
      .selectAll('users')
      .select('tf.enabled_at as two_factor_enabled_at');

  type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;
  const present = (row: Row): AdminUser => ({
    id: row.id,
    email: row.email,
    name: row.name,
    companyName: row.company_name,
    typeCode: typeCodeOf(row),
    role: roleOf(row),
    status: row.status,
    disabled: row.disabled_at !== null,
    twoFactorEnabled: row.two_factor_enabled_at !== null,
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  });

  return {
    async search(q: string, page: number, pageSize: number): Promise<{ items: AdminUser[]; total: number }> {
      // Case-insensitive substring on both dialects (lower() on both sides), LIKE wildcards escaped.
      const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const filtered = () =>
        q
          ? base().where((eb) =>
              eb.or(
                (['users.email', 'users.name', 'users.company_name'] as const).map((column) =>
                  eb(sql`lower(${sql.ref(column)})`, 'like', sql`${pattern} escape '\\'`),
                ),
              ),
            )
          : base();
      const rows = await filtered()
        .orderBy('users.created_at', 'desc')
        .orderBy('users.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const counted = await filtered()
        .clearSelect()
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return { items: rows.map(present), total: Number(counted.n) };
    },

    async detail(id: number, now: Date): Promise<AdminUserDetail | undefined> {
      const row = await base().where('users.id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const sessions = await db
        .selectFrom('refresh_token_families')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', id)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirstOrThrow();
      return {
        ...present(row),
        department: row.department,
        position: row.position,
        phoneNumber: row.phone_number,
        activeSessions: Number(sessions.n),
      };
    },

    async setDisabled(id: number, disabled: boolean, now: Date, trx: DbExecutor = db): Promise<void> {
      await trx
        .updateTable('users')
        .set({ disabled_at: disabled ? now.toISOString() : null, updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },
  };
}
