import { TYPE_CODES, isTypeCode } from '@app/contract/plans';
import { typeCodeOf } from '../../features/accounts/users-repository.js';
import { CliUsageError, type CliCommand } from '../command.js';
import { changeUserByEmail } from './user-change.js';

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
    const { user, from } = await changeUserByEmail(database, rawEmail, {
      kind: 'plan.changed',
      from: typeCodeOf,
      to: plan,
      apply: (users, found, trx) => users.setTypeCode(found.id, plan, new Date(), trx),
    });
    out(`プランを変更しました / Plan changed: ${user.email} ${from} → ${plan}`);
  },
};
