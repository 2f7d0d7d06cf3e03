import type { Jobs } from '../../jobs/jobs-plugin.js';
import { PermanentJobError } from '../../jobs/job-queue.js';
import type { Mailer } from '../../mail/mailer.js';
import type { DbExecutor } from '../../db/schema.js';
import type { UserRow } from './users-repository.js';
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
type LinkMailKind = (typeof LINK_MAIL_JOBS)[keyof typeof LINK_MAIL_JOBS];

/**
 * A reissue or resend form, handled off the request path. The route does the same work for every address
 * (one job insert), so a registered address answers no slower than an unknown one: looking the user up and
 * queueing the mail happen here, where nobody times them.
 */
const LINK_REQUEST_JOB = 'accounts.link-request';
export type LinkRequestPurpose = 'reissue' | 'resend';

interface LinkMailPayload {
  userId: number;
  /** The page the sign-up came from, put into the link so that any browser opening it can return there. */
  referrerUrl?: string;
}

interface LinkRequestPayload {
  email: string;
  purpose: LinkRequestPurpose;
}

/** Which mail a form asks for, given the account's state (none: nothing to send). */
function linkMailFor(purpose: LinkRequestPurpose, user: Pick<UserRow, 'status'>): LinkMailKind | null {
  // A not yet confirmed user has no password to reset: the sign-up link is what helps them.
  if (user.status === 'INACTIVE') return LINK_MAIL_JOBS.registration;
  return purpose === 'reissue' ? LINK_MAIL_JOBS.passwordReset : null;
}

const ownerKey = (userId: number) => `user:${userId}`;

export interface LinkMailDeps {
  db: DbExecutor;
  jobs: Jobs;
  mailer: Mailer;
  users: UsersRepository;
  tokens: OneTimeTokensRepository;
  clock: () => Date;
  appBaseUrl: string;
  settings: Pick<AccountsSettings, 'registrationTokenMs' | 'resetTokenMs' | 'linkMailCap'>;
}

export function defineLinkMailJobs({
  db,
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

  /** Link mails queued for a user within the cap's window (sign-ups included: they count, but are never refused). */
  async function recentLinkMails(userId: number): Promise<number> {
    const since = new Date(clock().getTime() - settings.linkMailCap.timeWindow).toISOString();
    const row = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('owner_key', '=', ownerKey(userId))
      .where('kind', 'in', Object.values(LINK_MAIL_JOBS))
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  jobs.define<LinkRequestPayload>({
    kind: LINK_REQUEST_JOB,
    maxAttempts: 5,
    async run({ email, purpose }) {
      const user = await users.findByEmail(email);
      if (!user) return { skipped: 'unknown address' };
      const kind = linkMailFor(purpose, user);
      if (!kind) return { skipped: `nothing to send (${user.status})` };
      // Rotating IPs defeat the per-IP limit; this per-address cap is what keeps one inbox from a flood.
      if ((await recentLinkMails(user.id)) >= settings.linkMailCap.max) return { skipped: 'address cap' };
      await enqueueLinkMail(jobs, kind, user.id);
      return { queued: kind };
    },
  });
}

/** The reissue and resend forms: the same single insert whatever the address (see LINK_REQUEST_JOB). */
export function enqueueLinkRequest(jobs: Jobs, email: string, purpose: LinkRequestPurpose): Promise<number> {
  return jobs.enqueue(LINK_REQUEST_JOB, { email, purpose } satisfies LinkRequestPayload);
}

export function enqueueLinkMail(
  jobs: Jobs,
  kind: LinkMailKind,
  userId: number,
  trx?: DbExecutor,
  referrerUrl?: string,
): Promise<number> {
  const payload: LinkMailPayload = referrerUrl ? { userId, referrerUrl } : { userId };
  return jobs.enqueue(kind, payload, { trx, ownerKey: ownerKey(userId) });
}
