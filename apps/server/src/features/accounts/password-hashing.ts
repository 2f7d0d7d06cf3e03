import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { normalizePassword } from '@app/contract/password-rules';
import type { PasswordHashingParams } from './settings.js';

// @node-rs/argon2 declares Algorithm as a const enum, which isolatedModules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id hashing (PHC string format, random 16-byte salt). Passwords are NFKC-normalised first, like every
 * other password rule. verify() never throws: a malformed stored hash is simply "wrong password".
 */
export function createPasswordHasher(params: PasswordHashingParams) {
  const options = { algorithm: ARGON2ID, ...params };
  let dummy: Promise<string> | undefined;

  return {
    hash(password: string): Promise<string> {
      return hash(normalizePassword(password), options);
    },

    async verify(passwordHash: string, password: string): Promise<boolean> {
      try {
        return await verify(passwordHash, normalizePassword(password));
      } catch {
        return false;
      }
    },

    /** Spends the time of a real verification, for unknown addresses: their answer must not come back faster. */
    async verifyDummy(password: string): Promise<false> {
      dummy ??= hash('dummy password that never matches', options);
      await this.verify(await dummy, password);
      return false;
    },

    /** True when the hash was made with weaker parameters than today's: re-hash it at the next sign-in. */
    needsRehash(passwordHash: string): boolean {
      const match = /^\$argon2id\$v=\d+\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
      if (!match) return true;
      const [, m, t] = match.map(Number);
      return m! < params.memoryCost || t! < params.timeCost;
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
