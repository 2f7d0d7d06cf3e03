import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DbExecutor } from '../../db/schema.js';
import { getOrCreateAppSecret, SECRET_KEYS } from '../../security/app-secrets.js';

/*
 * The unsubscribe link of a digest mail: `<watch id>_<HMAC of it>` under a server secret. It works without
 * signing in (a mail client opens it anywhere), cannot be forged for another watch, and needs no table: the
 * watch it names is simply deleted. Once the watch is gone the link answers "already stopped".
 */

const PURPOSE = 'search-alert-unsubscribe:';

function signature(secret: string, savedSearchId: number): string {
  return createHmac('sha256', secret).update(`${PURPOSE}${savedSearchId}`).digest('base64url');
}

export async function unsubscribeToken(db: DbExecutor, savedSearchId: number): Promise<string> {
  const secret = await getOrCreateAppSecret(db, SECRET_KEYS.alertUnsubscribe);
  return `${savedSearchId}_${signature(secret, savedSearchId)}`;
}

/** The watch a token names, or null when it is not one this server signed. */
export async function verifyUnsubscribeToken(db: DbExecutor, token: string): Promise<number | null> {
  const match = /^(\d{1,15})_([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const savedSearchId = Number(match[1]);
  const secret = await getOrCreateAppSecret(db, SECRET_KEYS.alertUnsubscribe);
  const expected = Buffer.from(signature(secret, savedSearchId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? savedSearchId : null;
}
