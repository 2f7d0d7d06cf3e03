import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AltchaSettings } from './settings.js';
import type { SolutionsRepository } from './solutions-repository.js';

export interface AltchaDeps {
  /** The HMAC key (ALTCHA_HMAC_KEY or generated into app_settings). */
  hmacKey: () => Promise<string>;
  settings: AltchaSettings;
  solutions: SolutionsRepository;
  clock: () => Date;
}

/** The widget posts base64(JSON {challenge, solution}); anything else is simply not a solution. */
function decodePayload(token: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<Payload>;
    if (!payload?.challenge?.parameters || !payload.solution) return null;
    return payload as Payload;
  } catch {
    return null;
  }
}

/**
 * Self-hosted proof of work (ALTCHA v2, altcha-lib), works offline. Challenges are signed (HMAC) and expire;
 * in deterministic mode the server also signs the expected key, so checking a solution costs one HMAC.
 * A verified solution is recorded by its challenge nonce and refused the second time.
 */
export function createAltcha({ hmacKey, settings, solutions, clock }: AltchaDeps) {
  const keys = async () => {
    const key = await hmacKey();
    return {
      signature: key,
      keySignature: createHmac('sha256', key).update('altcha key signature').digest('hex'),
    };
  };

  return {
    async createChallenge(): Promise<Challenge> {
      const { signature, keySignature } = await keys();
      return createChallenge({
        algorithm: settings.algorithm,
        cost: settings.cost,
        counter: randomInt(settings.counterMax, settings.counterMin),
        deriveKey,
        expiresAt: new Date(Date.now() + settings.expiresInSeconds * 1000),
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
      });
    },

    async verify(token: string): Promise<boolean> {
      const payload = decodePayload(token);
      if (!payload) return false;
      const { signature, keySignature } = await keys();
      let verified = false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: signature,
          hmacKeySignatureSecret: keySignature,
        });
        verified = result.verified;
      } catch {
        // Malformed parameters (unknown algorithm, bad numbers) throw inside altcha-lib: not a solution.
        return false;
      }
      if (!verified) return false;
      const { nonce, expiresAt } = payload.challenge.parameters;
      const until = new Date((expiresAt ?? clock().getTime() / 1000 + settings.expiresInSeconds) * 1000);
      return solutions.markUsed(nonce, until, clock());
    },
  };
}

export type Altcha = ReturnType<typeof createAltcha>;
