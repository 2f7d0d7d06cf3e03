// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_DETAILS } from '@app/contract/api-errors';
import { API_PATHS } from '@app/contract/api-paths';
import {
  bearer,
  createAccountsTestApp,
  createActiveUser,
  solveBotCheck,
  type AccountsTestApp,
} from '../../test/accounts-test-app.js';

const form = {
  name: '佐藤 次郎',
  email: 'sato@client-co.co.jp',
  companyName: '株式会社クライアント',
  subject: 'スタンダードプランについて',
  message: 'スタンダードプランの見積もりをお願いします。\n利用人数は10名です。',
};

describe('POST /contact/', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ env: { OPERATOR_EMAIL: 'ops@sozai.example.co.jp' } });
  });
  afterAll(() => t.close());

  const send = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: API_PATHS.contact.build(),
      headers,
      payload: { recaptchaToken: await solveBotCheck(t.app), ...payload },
    });

  it('stores the message and mails it to the operator, with Reply-To the sender', async () => {
    const response = await send(form);
    expect(response.statusCode).toBe(201);
    const rows = await t.database.db.selectFrom('contact_messages').selectAll().execute();
    expect(rows).toMatchObject([
      { name: '佐藤 次郎', email: 'sato@client-co.co.jp', user_id: null, subject: form.subject },
    ]);

    await t.drainJobs();
    const [mail] = await t.outbox();
    expect(mail).toMatchObject({
      to: 'ops@sozai.example.co.jp',
      replyTo: 'sato@client-co.co.jp',
      subject: '【素材特許ナビ】お問い合わせ：スタンダードプランについて',
    });
    expect(mail?.text).toContain('利用人数は10名です。');
  });

  it('records the account of a signed-in sender, and ignores a stale token rather than losing the message', async () => {
    const user = await createActiveUser(t);
    expect((await send(form, bearer(user.session.accessToken))).statusCode).toBe(201);
    const stale = await send(form, bearer('expired.or.broken'));
    expect(stale.statusCode).toBe(201);
    expect(stale.headers['www-authenticate']).toBeUndefined();
    const rows = await t.database.db.selectFrom('contact_messages').select('user_id').orderBy('id').execute();
    expect(rows.slice(-2).map((row) => row.user_id)).toEqual([expect.any(Number), null]);
  });

  it('refuses header injection in one-line fields (422) and a failed bot check (400)', async () => {
    for (const field of ['name', 'subject', 'email'] as const) {
      const response = await send({ ...form, [field]: `${form[field]}\r\nBcc: victim@example.com` });
      expect(response.statusCode, field).toBe(422);
      expect(response.json<{ detail: { loc: string[] }[] }>().detail[0]?.loc).toEqual(['body', field]);
    }
    const botFail = await t.app.inject({
      method: 'POST',
      url: API_PATHS.contact.build(),
      payload: { ...form, recaptchaToken: 'nope' },
    });
    expect(botFail.statusCode).toBe(400);
    expect(botFail.json()).toEqual({ detail: API_ERROR_DETAILS.botCheckFailed });
    const missing = await send({ ...form, message: '' });
    expect(missing.json()).toMatchObject({
      detail: [{ loc: ['body', 'message'], msg: 'お問い合わせ内容を入力してください' }],
    });
  });
});
