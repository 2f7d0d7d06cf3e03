import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and mailed one-time tokens. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * How such a token is stored. A fast hash is enough: the token has 256 bits of entropy, so unlike a
 * password it cannot be guessed from its hash.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
