import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config/env.js';

/** A plain-text mail. Subjects and bodies are Japanese; nodemailer encodes them (UTF-8, base64, RFC 2047). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  /** Delivers or stores the mail; throws when the SMTP server refuses it (the job then retries). */
  send(message: MailMessage): Promise<void>;
}

const SENDER_NAME = '素材特許ナビ';

/**
 * SMTP when SMTP_URL is set; otherwise the embedded default of docs/spec/product.md: one RFC 822 `.eml` file per
 * mail in `$DATA_DIR/mail/`. docs/spec/product.md says "the link logged" for that default, but the hardening rule is
 * that logs never hold tokens or reset links, so only the file's path is logged: open it to follow the link.
 */
export function createMailer(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  logger: FastifyBaseLogger,
): Mailer {
  const from = { name: SENDER_NAME, address: config.mailFrom.replace(/^.*<([^>]+)>.*$/, '$1') };
  const base = { from, textEncoding: 'base64' as const };

  if (config.smtpUrl) {
    // Bounded waits: a hanging mail server must fail the job (and retry it), not hold a shutdown for minutes.
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return {
      async send(message) {
        const info = await transport.sendMail({ ...base, ...message });
        logger.info({ messageId: info.messageId }, 'mail sent by SMTP');
      },
    };
  }

  const outbox = path.join(config.dataDir, 'mail');
  // newline 'windows': an .eml file is an RFC 822 message, whose lines end in CRLF.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await composer.sendMail({ ...base, ...message });
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const file = path.join(outbox, name);
      // Written under a temporary name and renamed: a reader never sees half a mail.
      await writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
      logger.info({ file }, 'mail written to the outbox (SMTP_URL is not set)');
    },
  };
}
