import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface OutboxMail {
  file: string;
  raw: string;
  to: string;
  subject: string;
  text: string;
  replyTo: string | undefined;
}

function addressText(value: unknown): string {
  const list = Array.isArray(value) ? value : [value];
  return list
    .map(
      (entry) =>
        (entry as { value?: { address?: string }[] } | undefined)?.value?.map((a) => a.address).join(',') ??
        '',
    )
    .join(',');
}

/** Parses an RFC 822 message as a mail client would (encoded headers decoded, base64 bodies decoded). */
export async function parseMail(raw: string | Buffer, file = ''): Promise<OutboxMail> {
  const mail = await simpleParser(raw);
  return {
    file,
    raw: raw.toString(),
    to: addressText(mail.to),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    replyTo: mail.replyTo ? addressText(mail.replyTo) : undefined,
  };
}

/** Every mail in `$DATA_DIR/mail/`, oldest first (file names start with the time). */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'mail');
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    names.map(async (name) => parseMail(await readFile(path.join(dir, name)), path.join(dir, name))),
  );
}

/** The token of the link to `pagePath` in a mail's text. */
export function tokenFromMail(mail: OutboxMail, pagePath: string): string {
  const match = new RegExp(`${pagePath.replace(/[/]/g, '\\/')}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${pagePath} link in mail "${mail.subject}"`);
  return decodeURIComponent(match[1]!);
}
