// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_IMMUTABLE_MESSAGE } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import {
  bearer,
  createAccountsTestApp,
  createActiveUser,
  type AccountsTestApp,
} from '../../test/accounts-test-app.js';

describe('GET/PUT /users/me', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  it('shows the profile fields and no more', async () => {
    const user = await createActiveUser(t);
    const response = await t.app.inject({
      method: 'GET',
      url: API_PATHS.me.build(),
      headers: bearer(user.session.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      name: '山田 太郎',
      email: user.email,
      companyName: '株式会社アクメ化学',
      department: '研究開発部',
      position: '主任',
      phoneNumber: '03-1234-5678',
      postalCode: '100-0001',
      address: '東京都千代田区千代田1-1',
      typeCode: 'free',
    });
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.me.build() })).statusCode).toBe(401);
  });

  it('updates the profile, normalises full-width input, and ignores typeCode', async () => {
    const user = await createActiveUser(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.me.build(),
      headers: bearer(user.session.accessToken),
      payload: {
        name: '山田 花子',
        email: user.email,
        companyName: 'アクメ化学',
        department: '',
        position: '部長',
        phoneNumber: '０３－９８７６－５４３２',
        postalCode: '１５００００２',
        address: '東京都渋谷区渋谷2-2',
        typeCode: 'standard',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: '山田 花子',
      email: user.email,
      companyName: 'アクメ化学',
      department: '',
      position: '部長',
      phoneNumber: '03-9876-5432',
      postalCode: '1500002',
      address: '東京都渋谷区渋谷2-2',
      typeCode: 'free',
    });
    const stored = await t.database.db
      .selectFrom('users')
      .select('type_code')
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(stored.type_code).toBe('free');
  });

  it('refuses another e-mail address and invalid fields with Japanese messages', async () => {
    const user = await createActiveUser(t);
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: API_PATHS.me.build(),
        headers: bearer(user.session.accessToken),
        payload,
      });
    const base = { name: '山田 太郎', companyName: 'アクメ化学' };
    expect((await put({ ...base, email: 'someone@else.co.jp' })).json()).toEqual({
      detail: [{ loc: ['body', 'email'], msg: EMAIL_IMMUTABLE_MESSAGE, type: 'email_immutable' }],
    });
    const invalid = await put({ name: '', companyName: 'x', postalCode: '12-34', phoneNumber: 'abc' });
    expect(invalid.statusCode).toBe(422);
    const messages = invalid.json<{ detail: { msg: string }[] }>().detail.map((issue) => issue.msg);
    expect(messages).toEqual(
      expect.arrayContaining([
        '氏名を入力してください',
        '郵便番号は123-4567の形式で入力してください',
        '電話番号の形式が正しくありません',
      ]),
    );
    expect((await put({ ...base, name: '山田\r\nBcc: x@y.jp' })).statusCode).toBe(422);
  });
});
