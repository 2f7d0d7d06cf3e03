import { randomUUID } from 'node:crypto';
import type { TypeCode } from '@app/contract/plans';
import type { App } from '../../../app.js';

/**
 * For the catalogue tests: a signed-in user of a plan without going through sign-up mails (the accounts
 * tests cover those). Inserts an ACTIVE user and a live session and signs an access token for it.
 */
export async function signInAs(app: App, typeCode: TypeCode): Promise<{ authorization: string }> {
  const now = new Date();
  const db = app.database.db;
  const user = await db
    .insertInto('users')
    .values({
      email: `${typeCode}-${randomUUID()}@example.co.jp`,
      password_hash: 'x',
      name: '検索 太郎',
      company_name: '株式会社テスト',
      department: '',
      position: '',
      phone_number: '',
      postal_code: '',
      address: '',
      type_code: typeCode,
      status: 'ACTIVE',
      password_changed_at: now.toISOString(),
      last_login_at: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sessionId = randomUUID();
  await db
    .insertInto('refresh_token_families')
    .values({
      id: sessionId,
      user_id: Number(user.id),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
      revoked_at: null,
      revoked_reason: null,
    })
    .execute();
  const token = await app.accessTokens.sign({ userId: Number(user.id), sessionId });
  return { authorization: `Bearer ${token}` };
}
