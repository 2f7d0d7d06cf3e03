import { createChallenge, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/app-harness';
import { solveBotCheck } from './solve';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SECRET = 'test-hmac-secret-of-sufficient-length-0123';

describe('solveBotCheck', () => {
  it('solves the server’s ALTCHA challenge into a payload the server’s verifier accepts', async () => {
    // The server's kind of challenge (apps/server bot-check): PBKDF2, deterministic, signed — made cheap.
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 25,
      deriveKey,
      expiresAt: new Date(Date.now() + 600_000),
      hmacSignatureSecret: SECRET,
    });
    mockFetch({ 'GET /v1/company/bot-check/challenge': () => json(challenge) });

    const { token, expiresAt } = await solveBotCheck(new AbortController().signal);

    expect(expiresAt).toBe((challenge.parameters.expiresAt ?? 0) * 1000);
    const payload = JSON.parse(atob(token)) as Payload;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(result.verified).toBe(true);
  });

  it('fails when the challenge cannot be fetched', async () => {
    mockFetch({ 'GET /v1/company/bot-check/challenge': () => json({ detail: 'Too Many Requests' }, 429) });
    await expect(solveBotCheck(new AbortController().signal)).rejects.toThrow();
  });
});
