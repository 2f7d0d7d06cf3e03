import type { Jobs } from '../jobs/jobs-plugin.js';
import type { DbExecutor } from '../db/schema.js';
import type { Mailer, MailMessage } from './mailer.js';

/** Sends a mail whose text is complete at enqueue time (notices, contact forwards). Never used for mails with tokens. */
const SEND_MAIL_JOB = 'mail.send';

export function defineSendMailJob(jobs: Jobs, mailer: Mailer): void {
  jobs.define<MailMessage>({
    kind: SEND_MAIL_JOB,
    maxAttempts: 8,
    async run(message) {
      await mailer.send(message);
      return { to: message.to };
    },
  });
}

export function enqueueMail(jobs: Jobs, message: MailMessage, trx?: DbExecutor): Promise<number> {
  return jobs.enqueue(SEND_MAIL_JOB, message, { trx });
}
