import type { DbExecutor } from '../../db/schema.js';
import { splitDomainList } from '../../config/env.js';
import { lazySet } from './data-files.js';
import { domainAndParents, domainOf } from './email-address.js';

/** app_settings key of the operator's allow-list (comma-separated domains), read on every registration. */
const ALLOWED_EMAIL_DOMAINS_SETTING = 'registration.allowed_email_domains';

/** Free and disposable mail domains (data/free-mail-domains.txt: free-email-domains + Japanese carriers and ISPs). */
const freeMailDomains = lazySet('free-mail-domains.txt');

function matches(domain: string, list: ReadonlySet<string>): boolean {
  return domainAndParents(domain).some((candidate) => list.has(candidate));
}

export function isFreeMailDomain(domain: string): boolean {
  return matches(domain, freeMailDomains());
}

/**
 * Registration is for company addresses only (docs/spec/sessions-and-accounts.md). The operator's allow-list (ALLOWED_EMAIL_DOMAINS
 * or the app_settings key) wins over the free-mail list, e.g. for a customer whose company mail is on an ISP
 * domain.
 */
export async function isRegistrableEmail(
  normalizedEmail: string,
  envAllowList: readonly string[],
  db: DbExecutor,
): Promise<boolean> {
  const domain = domainOf(normalizedEmail);
  if (!isFreeMailDomain(domain)) return true;
  return matches(domain, new Set([...envAllowList, ...(await readStoredAllowList(db))]));
}

/** The operator's allow-list kept in app_settings (the CLI's `email-domains` edits it), read on every sign-up. */
export async function readStoredAllowList(db: DbExecutor): Promise<string[]> {
  const stored = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', ALLOWED_EMAIL_DOMAINS_SETTING)
    .executeTakeFirst();
  return splitDomainList(stored?.value);
}

export async function writeStoredAllowList(db: DbExecutor, domains: readonly string[]): Promise<void> {
  const value = [...new Set(domains)].sort().join(',');
  const updated_at = new Date().toISOString();
  await db
    .insertInto('app_settings')
    .values({ key: ALLOWED_EMAIL_DOMAINS_SETTING, value, updated_at })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at }))
    .execute();
}
