import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';
import {
  createAccountsTestApp,
  createActiveUser,
  register,
  registrationForm,
  type AccountsTestApp,
} from '../accounts-test-app.js';

/*
 * Issue 16: 41 password-reissue mails reached one address in 1 s from rotating IP addresses, and a real
 * address answered about 2 ms slower than an unknown one. Now one address gets at most linkMailCap.max
 * link mails per window, and the request does the same work whatever the address.
 */

describe('link mail floods', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ accounts: { linkMailCap: { max: 3, timeWindow: 60 * 60_000 } } });
  });
  afterAll(() => t.close());

  const send = (url: string, email: string, ip: string) =>
    t.app.inject({ method: 'POST', url, payload: { email }, remoteAddress: ip });

  async function mailsTo(email: string): Promise<number> {
    return (await t.outbox()).filter((mail) => mail.to.includes(email)).length;
  }

  it('caps the reissue mails of one address whatever the sender IP, with the same answer', async () => {
    const user = await createActiveUser(t);
    await t.drainJobs();
    // Its sign-up link would count towards the cap: start a window later.
    t.clock.advance(60 * 60_000 + 1);
    const before = await mailsTo(user.email);
    const answers = await Promise.all(
      Array.from({ length: 41 }, (_, i) =>
        send(API_PATHS.reissuePassword.build(), user.email, `198.51.100.${i + 1}`),
      ),
    );
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1);
    await t.drainJobs();
    expect((await mailsTo(user.email)) - before).toBe(3);
    // The window passes: the owner can ask again.
    t.clock.advance(60 * 60_000 + 1);
    await send(API_PATHS.reissuePassword.build(), user.email, '203.0.113.9');
    await t.drainJobs();
    expect((await mailsTo(user.email)) - before).toBe(4);
  });

  it('caps the resend-registration mails the same way', async () => {
    const form = registrationForm();
    await register(t, form);
    await t.drainJobs();
    const before = await mailsTo(form.email);
    for (let i = 0; i < 10; i++)
      await send(API_PATHS.resendRegistration.build(), form.email, `192.0.2.${i + 1}`);
    await t.drainJobs();
    // The sign-up link counts towards the cap: two more, not three.
    expect((await mailsTo(form.email)) - before).toBe(2);
  });

  it('does the same database work for a real and an unknown address (no timing difference)', async () => {
    const user = await createActiveUser(t);
    await t.drainJobs();
    const jobsNow = async () =>
      (await t.database.db.selectFrom('jobs').select('kind').orderBy('id').execute()).map((j) => j.kind);
    const start = (await jobsNow()).length;
    await send(API_PATHS.reissuePassword.build(), user.email, '192.0.2.200');
    const afterReal = (await jobsNow()).slice(start);
    await send(API_PATHS.reissuePassword.build(), 'nobody-at-all@acme-chem.co.jp', '192.0.2.201');
    const afterUnknown = (await jobsNow()).slice(start + afterReal.length);
    expect(afterReal).toEqual(afterUnknown);
    expect(afterReal).toHaveLength(1);
  });
});
