import type { Jobs } from '../../jobs/jobs-plugin.js';
import { PermanentJobError } from '../../jobs/job-queue.js';
import type { Mailer } from '../../mail/mailer.js';
import type { DbExecutor } from '../../db/schema.js';
import { passwordResetLinkMail, registrationLinkMail } from './account-mails.js';
import type { OneTimeTokensRepository } from './one-time-tokens-repository.js';
import type { AccountsSettings } from './settings.js';
import type { UsersRepository } from './users-repository.js';

/**
 * Mails carrying a token. The token is created by the job, not by the request: the job row holds only the
 * user id, so no usable token ever sits in the database in plain text. A retry issues a fresh token (the
 * earlier one, maybe never delivered, stops working).
 */
export const LINK_MAIL_JOBS = {
  registration: 'accounts.registration-link',
  passwordReset: 'accounts.password-reset-link',
} as const;

interface LinkMailPayload {
  userId: number;
  /** The page the sign-up came from, put into the link so that any browser opening it can return there. */
  referrerUrl?: string;
}

export interface LinkMailDeps {
  jobs: Jobs;
  mailer: Mailer;
  users: UsersRepository;
  tokens: OneTimeTokensRepository;
  clock: () => Date;
  appBaseUrl: string;
  settings: Pick<AccountsSettings, 'registrationTokenMs' | 'resetTokenMs'>;
}

export function defineLinkMailJobs({
  jobs,
  mailer,
  users,
  tokens,
  clock,
  appBaseUrl,
  settings,
}: LinkMailDeps): void {
  jobs.define<LinkMailPayload>({
    kind: LINK_MAIL_JOBS.registration,
    maxAttempts: 8,
    async run({ userId, referrerUrl }) {
      const user = await users.findById(userId);
      if (!user) throw new PermanentJobError(`user ${userId} no longer exists`);
      // Completed meanwhile (e.g. through an earlier link): nothing to send.
      if (user.status !== 'INACTIVE') return { skipped: 'not INACTIVE' };
      const token = await tokens.issue(user.id, 'registration', settings.registrationTokenMs, clock());
      await mailer.send(registrationLinkMail(user, token, appBaseUrl, referrerUrl));
      return { sent: 'registration link' };
    },
  });

  jobs.define<LinkMailPayload>({
    kind: LINK_MAIL_JOBS.passwordReset,
    maxAttempts: 8,
    async run({ userId }) {
      const user = await users.findById(userId);
      if (!user) throw new PermanentJobError(`user ${userId} no longer exists`);
      const token = await tokens.issue(user.id, 'password_reset', settings.resetTokenMs, clock());
      await mailer.send(passwordResetLinkMail(user, token, appBaseUrl));
      return { sent: 'password reset link' };
    },
  });
}

export function enqueueLinkMail(
  jobs: Jobs,
  kind: (typeof LINK_MAIL_JOBS)[keyof typeof LINK_MAIL_JOBS],
  userId: number,
  trx?: DbExecutor,
  referrerUrl?: string,
): Promise<number> {
  const payload: LinkMailPayload = referrerUrl ? { userId, referrerUrl } : { userId };
  return jobs.enqueue(kind, payload, { trx });
}
