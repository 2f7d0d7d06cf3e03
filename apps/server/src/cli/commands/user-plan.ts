import { TYPE_CODES, isTypeCode } from '@app/contract/plans';
import { createAuditLog } from '../../audit/audit-log.js';
import { normalizeEmail } from '../../features/accounts/email-address.js';
import { createUsersRepository, typeCodeOf } from '../../features/accounts/users-repository.js';
import { CliUsageError, type CliCommand } from '../command.js';

/** docs/spec/entitlements.md, docs/spec/operator-interfaces.md: plans change only here. Running servers read the plan per request, so no restart is needed. */
export const userPlanCommand: CliCommand = {
  name: 'user:plan',
  args: '<email> <free|standard>',
  summary: 'ユーザーのプランを変更する / Change a user’s plan',
  async run(args, { database, out }) {
    const [rawEmail, plan, ...extra] = args;
    if (!rawEmail || !plan || extra.length > 0 || !isTypeCode(plan)) {
      throw new CliUsageError(
        `メールアドレスとプラン（${TYPE_CODES.join(' / ')}）を指定してください / Expected an e-mail and a plan`,
      );
    }
    const email = normalizeEmail(rawEmail);
    const { db } = await database();
    const users = createUsersRepository(db);
    const user = email ? await users.findByEmail(email) : undefined;
    if (!user) throw new Error(`ユーザーが見つかりません / No user with the e-mail ${rawEmail}`);
    const from = typeCodeOf(user);
    await db.transaction().execute(async (trx) => {
      await users.setTypeCode(user.id, plan, new Date(), trx);
      await createAuditLog(db).record(
        { kind: 'plan.changed', userId: user.id, data: { from, to: plan, by: 'cli' } },
        trx,
      );
    });
    out(`プランを変更しました / Plan changed: ${user.email} ${from} → ${plan}`);
  },
};
