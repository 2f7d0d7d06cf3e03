import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  register,
  registrationForm,
  type AccountsTestApp,
} from '../test/accounts-test-app.js';
import { parseMail, type OutboxMail } from '../test/mail-outbox.js';

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtpServer() {
  const received: { envelopeTo: string[]; mail: OutboxMail }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void parseMail(Buffer.concat(chunks)).then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail over SMTP (SMTP_URL set)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: AccountsTestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createAccountsTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@sozai.example.co.jp' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the sign-up mail with a decodable Japanese subject and body, and writes no .eml file', async () => {
    const form = registrationForm();
    expect((await register(t, form)).statusCode).toBe(201);
    expect(await t.drainJobs()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [{ envelopeTo, mail }] = smtp.received as [(typeof smtp.received)[number]];
    expect(envelopeTo).toEqual([form.email]);
    expect(mail.subject).toBe('【素材特許ナビ】会員登録のご案内');
    expect(mail.text).toContain('山田 太郎 様');
    expect(mail.text).toMatch(/\/signup\/confirm-register\?token=[A-Za-z0-9_-]{43}/);
    // Encoded on the wire (RFC 2047 / base64), never raw 8-bit headers.
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?B\?/m);
    expect(mail.raw).toMatch(/^From: =\?UTF-8\?B\?[^\n]+<no-reply@sozai\.example\.co\.jp>/m);
    expect(await t.outbox()).toEqual([]);
  });

  it('retries a mail the SMTP server cannot take, with back-off', async () => {
    await smtp.close();
    const form = registrationForm();
    await register(t, form);
    expect(await t.drainJobs()).toBe(1);
    const job = await t.database.db
      .selectFrom('jobs')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: expect.stringMatching(/ECONNREFUSED|connect/) as unknown,
    });
    expect(Date.parse(job.run_at)).toBeGreaterThan(t.clock.now().getTime());
    expect(await t.drainJobs()).toBe(0);
  });
});

describe('mail outbox (no SMTP_URL)', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  it('writes one RFC 822 .eml file per mail, with CRLF line ends and encoded headers', async () => {
    const form = registrationForm();
    await register(t, form);
    await t.drainJobs();
    const mails = await t.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.file).toMatch(/\/mail\/[^/]+\.eml$/);
    expect(mails[0]?.raw).toContain('\r\n');
    expect(mails[0]?.raw).toMatch(/^Subject: =\?UTF-8\?B\?/m);
    expect(mails[0]?.subject).toBe('【素材特許ナビ】会員登録のご案内');
  });
});
