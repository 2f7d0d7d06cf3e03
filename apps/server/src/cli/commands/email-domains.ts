import { splitDomainList } from '../../config/env.js';
import {
  isFreeMailDomain,
  readStoredAllowList,
  writeStoredAllowList,
} from '../../features/accounts/email-domain-policy.js';
import { CliUsageError, type CliCommand } from '../command.js';

/**
 * The operator's allow-list for sign-up: a customer whose company mail lives on an ISP or carrier domain
 * (e.g. an SME on ocn.ne.jp). Takes effect on the next sign-up, no restart.
 */
export const emailDomainsCommand: CliCommand = {
  name: 'email-domains',
  args: '[allow|disallow <domain>]',
  summary: '登録を許可するメールドメイン（フリーメール除外の例外）/ Sign-up allow-list for free-mail domains',
  async run(args, { database, config, out }) {
    const [action, rawDomain, ...extra] = args;
    const domain = splitDomainList(rawDomain)[0];
    if (action !== undefined && (!['allow', 'disallow'].includes(action) || !domain || extra.length > 0)) {
      throw new CliUsageError(
        'allow または disallow とドメインを指定してください / Expected allow|disallow <domain>',
      );
    }
    const { db } = await database();
    let stored = await readStoredAllowList(db);
    if (action === 'allow') stored = [...stored, domain!];
    if (action === 'disallow') stored = stored.filter((entry) => entry !== domain);
    if (action) await writeStoredAllowList(db, stored);
    out('許可リスト / Allow-list (database):');
    for (const entry of stored)
      out(
        `  ${entry}${isFreeMailDomain(entry) ? '' : '  (フリーメールではありません / not a free-mail domain)'}`,
      );
    if (config.allowedEmailDomains.length > 0) {
      out(`ALLOWED_EMAIL_DOMAINS 環境変数 / environment: ${config.allowedEmailDomains.join(', ')}`);
    }
  },
};
