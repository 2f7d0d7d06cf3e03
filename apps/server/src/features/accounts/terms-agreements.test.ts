import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '@app/contract/legal';
import { API_PATHS } from '@app/contract/api-paths';
import {
  createAccountsTestApp,
  register,
  registrationForm,
  solveBotCheck,
  type AccountsTestApp,
} from '../../test/accounts-test-app.js';
import { agreedTermsVersionOf } from './terms-agreements.js';

describe('consent to the terms and privacy notice at sign-up', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  const userId = async (email: string) =>
    (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  it('stores the agreed version with the account, once per version', async () => {
    const form = registrationForm();
    expect((await register(t, form)).statusCode).toBe(201);
    const id = await userId(form.email);
    expect(await agreedTermsVersionOf(t.database.db, id)).toBe(TERMS_VERSION);
    // Signing up again before confirming keeps one record of the same version.
    expect((await register(t, form)).statusCode).toBe(201);
    const rows = await t.database.db
      .selectFrom('terms_agreements')
      .selectAll()
      .where('user_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ terms_version: TERMS_VERSION, agreed_at: expect.any(String) as unknown });
  });

  it('refuses a sign-up without the consent, or with the consent to another version, with a clear 422', async () => {
    const { agreedTermsVersion: _omitted, ...withoutConsent } = registrationForm();
    for (const payload of [withoutConsent, { ...withoutConsent, agreedTermsVersion: '2020-01-01' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: API_PATHS.register.build(),
        payload: { ...payload, recaptchaToken: await solveBotCheck(t.app) },
      });
      expect(response.statusCode).toBe(422);
      const detail = response.json<{ detail: { loc: string[]; msg: string }[] }>().detail;
      expect(detail).toContainEqual(
        expect.objectContaining({
          loc: ['body', 'agreedTermsVersion'],
          msg: '最新の利用規約と個人情報の取り扱いをご確認のうえ、同意してください',
        }),
      );
      const user = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', payload.email)
        .executeTakeFirst();
      expect(user).toBeUndefined();
    }
  });
});
