import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and mailed one-time tokens. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The refresh token that rotating `parent` yields: an HMAC of the parent under a server secret. Being a
 * function of the parent, a second exchange of the same parent (two tabs, inside the grace window) finds
 * the child already issued and answers with it — never a second, sibling chain (Supabase does the same).
 * Without the secret nobody can compute it, so a stolen old parent tells nothing about its child.
 */
export function childSecretToken(parent: string, secret: string): string {
  return createHmac('sha256', secret).update(parent).digest('base64url');
}

/**
 * How such a token is stored. A fast hash is enough: the token has 256 bits of entropy, so unlike a
 * password it cannot be guessed from its hash.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
