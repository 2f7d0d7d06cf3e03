import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** RFC 2047 encoded-words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) → text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** Parses the single-part text mails the server writes to `<DATA_DIR>/mail/` (no SMTP_URL). */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = join(dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((name) => {
    const raw = readFileSync(join(dir, name), 'utf8').replace(/\r\n/g, '\n');
    const split = raw.indexOf('\n\n');
    const head = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
    const body = raw.slice(split + 2);
    const header = (key: string) => new RegExp(`^${key}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
    const encoding = header('Content-Transfer-Encoding').toLowerCase();
    const text =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              body
                .replace(/=\n/g, '')
                .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            ).toString('utf8')
          : body;
    return { file: name, to: decodeWords(header('To')), subject: decodeWords(header('Subject')), text };
  });
}

/**
 * Waits for a mail to `to` whose text contains a link to `pathPrefix`, and returns that link as a path
 * with its query (the mail's host is the server's APP_BASE_URL, not the address the browser uses).
 * `after`: only mails not among these file names count (e.g. a second link after a resend).
 */
export async function waitForMailLink(
  dataDir: string,
  to: string,
  pathPrefix: string,
  { after = [] as string[], timeoutMs = 20_000 } = {},
): Promise<{ path: string; mail: OutboxMail }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of readOutbox(dataDir)) {
      if (after.includes(mail.file) || !mail.to.includes(to)) continue;
      for (const match of mail.text.matchAll(/https?:\/\/[^\s]+/g)) {
        const url = new URL(match[0]);
        if (url.pathname.startsWith(pathPrefix)) return { path: `${url.pathname}${url.search}`, mail };
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a link to ${pathPrefix}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
