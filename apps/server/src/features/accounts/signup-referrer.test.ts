import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  latestMailTo,
  register,
  registrationForm,
  type AccountsTestApp,
} from '../../test/accounts-test-app.js';
import { tokenFromMail } from '../../test/mail-outbox.js';

const CONFIRM_PAGE = '/signup/confirm-register';

describe('the page a sign-up came from, carried in the mailed link', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ env: { APP_BASE_URL: 'https://sozai.example.co.jp' } });
  });
  afterAll(() => t.close());

  it('puts referrerUrl into the confirmation link, so another browser can return there', async () => {
    const form = registrationForm({ referrerUrl: '/patents/JP2007031456A?tab=examples' });
    expect((await register(t, form)).statusCode).toBe(201);
    const mail = await latestMailTo(t, form.email);
    const token = tokenFromMail(mail, CONFIRM_PAGE);
    const link = mail.text.split('\n').find((line) => line.includes(CONFIRM_PAGE))!;
    const url = new URL(link.trim());
    expect(url.searchParams.get('token')).toBe(token);
    expect(url.searchParams.get('referrerUrl')).toBe('/patents/JP2007031456A?tab=examples');
  });

  it('leaves the link as it was without one', async () => {
    const form = registrationForm();
    await register(t, form);
    const link = (await latestMailTo(t, form.email)).text
      .split('\n')
      .find((line) => line.includes(CONFIRM_PAGE))!;
    expect(new URL(link.trim()).searchParams.has('referrerUrl')).toBe(false);
  });

  it.each(['https://evil.example.com/', '//evil.example.com/x', '/\\evil.example.com', 'patents'])(
    'refuses %s as a page to return to, with a clear 422',
    async (referrerUrl) => {
      const response = await register(t, registrationForm({ referrerUrl }));
      expect(response.statusCode).toBe(422);
      expect(JSON.stringify(response.json())).toContain('戻り先のページの指定が正しくありません');
    },
  );
});
