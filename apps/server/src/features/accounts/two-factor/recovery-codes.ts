import { randomInt } from 'node:crypto';
import { hashSecretToken } from '../secret-tokens.js';

const RECOVERY_CODE_COUNT = 10;
// No 0/O, 1/I/L: codes are read off paper and typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten codes like `K7PQ-M2XW-9RTA` (≈ 64 bits each), shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 3 }, () =>
      Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    ).join('-'),
  );
}

/** Case, spaces and hyphens do not matter when a code is typed back. */
function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/** Stored form: a fast hash suffices for 64 random bits, and the login throttle bounds guessing. */
export function hashRecoveryCode(code: string): string {
  return hashSecretToken(`recovery:${normalizeRecoveryCode(code)}`);
}
