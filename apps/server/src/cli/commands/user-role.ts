import { roleOf, USER_ROLES } from '../../features/accounts/users-repository.js';
import { CliUsageError, type CliCommand } from '../command.js';
import { changeUserByEmail } from './user-change.js';

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
    const { user, from } = await changeUserByEmail(database, rawEmail, {
      kind: 'role.changed',
      from: roleOf,
      to: known,
      apply: (users, found, trx) => users.setRole(found.id, known, new Date(), trx),
    });
    out(`権限を変更しました / Role changed: ${user.email} ${from} → ${known}`);
    if (known === 'operator') {
      out(
        '管理画面を使うには、マイページで2段階認証を設定してください / Enrol the second factor on my page to use /admin',
      );
    }
  },
};
