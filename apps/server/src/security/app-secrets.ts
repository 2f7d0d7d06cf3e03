import { randomBytes } from 'node:crypto';
import type { DbExecutor } from '../db/schema.js';

/** app_settings keys of generated secrets. */
export const SECRET_KEYS = {
  jwt: 'secret.jwt_hs256',
  altcha: 'secret.altcha_hmac',
  refreshChild: 'secret.refresh_child_hmac',
  alertUnsubscribe: 'secret.alert_unsubscribe_hmac',
} as const;

/**
 * The secret stored under `key`, generated (256 random bits) on first use. INSERT … ON CONFLICT DO NOTHING
 * followed by a read means two servers starting at once still end up with the same secret: whichever
 * insert came first wins and both read it back.
 */
export async function getOrCreateAppSecret(db: DbExecutor, key: string): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key, value: randomBytes(32).toString('base64url'), updated_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}
