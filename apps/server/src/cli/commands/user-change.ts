import { createAuditLog } from '../../audit/audit-log.js';
import type { AppDatabase } from '../../db/database.js';
import type { DbExecutor } from '../../db/schema.js';
import type { AuditEventKind } from '../../audit/audit-log.js';
import { normalizeEmail } from '../../features/accounts/email-address.js';
import { createUsersRepository, type UserRow } from '../../features/accounts/users-repository.js';

/**
 * The shared step of the `user:*` commands: find the user by the address as typed, then apply one change
 * and its audit event (`{from, to, by: 'cli'}`) in one transaction. Returns the user as found.
 */
export async function changeUserByEmail(
  database: () => Promise<AppDatabase>,
  rawEmail: string,
  change: {
    kind: AuditEventKind;
    from: (user: UserRow) => string;
    to: string;
    apply: (users: ReturnType<typeof createUsersRepository>, user: UserRow, trx: DbExecutor) => Promise<void>;
  },
): Promise<{ user: UserRow; from: string }> {
  const email = normalizeEmail(rawEmail);
  const { db } = await database();
  const users = createUsersRepository(db);
  const user = email ? await users.findByEmail(email) : undefined;
  if (!user) throw new Error(`ユーザーが見つかりません / No user with the e-mail ${rawEmail}`);
  const from = change.from(user);
  await db.transaction().execute(async (trx) => {
    await change.apply(users, user, trx);
    await createAuditLog(db).record(
      { kind: change.kind, userId: user.id, data: { from, to: change.to, by: 'cli' } },
      trx,
    );
  });
  return { user, from };
}
