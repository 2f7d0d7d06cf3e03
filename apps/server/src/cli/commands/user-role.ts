import { createAuditLog } from '../../audit/audit-log.js';
import { normalizeEmail } from '../../features/accounts/email-address.js';
import { createUsersRepository, roleOf, USER_ROLES } from '../../features/accounts/users-repository.js';
import { CliUsageError, type CliCommand } from '../command.js';

/**
 * Decision 0017: the operator role is granted only here, by someone with shell access — never from the web.
 * The console also needs the second factor, which the operator enrols on my page.
 */
export const userRoleCommand: CliCommand = {
  name: 'user:role',
  args: '<email> <operator|none>',
  summary: 'ユーザーの運営者権限を変更する / Grant or remove the operator role',
  async run(args, { database, out }) {
    const [rawEmail, role, ...extra] = args;
    const known = USER_ROLES.find((candidate) => candidate === role);
    if (!rawEmail || !known || extra.length > 0) {
      throw new CliUsageError(
        `メールアドレスと権限（${USER_ROLES.join(' / ')}）を指定してください / Expected an e-mail and a role`,
      );
    }
    const email = normalizeEmail(rawEmail);
    const { db } = await database();
    const users = createUsersRepository(db);
    const user = email ? await users.findByEmail(email) : undefined;
    if (!user) throw new Error(`ユーザーが見つかりません / No user with the e-mail ${rawEmail}`);
    const from = roleOf(user);
    await db.transaction().execute(async (trx) => {
      await users.setRole(user.id, known, new Date(), trx);
      await createAuditLog(db).record(
        { kind: 'role.changed', userId: user.id, data: { from, to: known, by: 'cli' } },
        trx,
      );
    });
    out(`権限を変更しました / Role changed: ${user.email} ${from} → ${known}`);
    if (known === 'operator') {
      out(
        '管理画面を使うには、マイページで2段階認証を設定してください / Enrol the second factor on my page to use /admin',
      );
    }
  },
};
