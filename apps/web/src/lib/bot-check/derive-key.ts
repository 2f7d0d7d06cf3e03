import type { DeriveKeyFunction } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/web/sha';

/** The WebCrypto key derivation of an ALTCHA algorithm ('PBKDF2/SHA-256', 'SHA-256', …). */
export function deriveKeyFor(algorithm: string): DeriveKeyFunction {
  return algorithm.startsWith('PBKDF2/') ? pbkdf2 : sha;
}
