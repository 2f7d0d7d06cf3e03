import { solveChallenge, solveChallengeWorkers, type Challenge, type Solution } from 'altcha-lib';
import { botCheckChallengeSchema } from '@app/contract/accounts';
import { API_PATHS } from '@app/contract/api-paths';
import { apiRequest } from '../api-client';
import { deriveKeyFor } from './derive-key';

/**
 * The bot check of the sign-up and contact forms (docs/spec/product.md, docs/spec/operator-interfaces.md): an ALTCHA proof of work fetched from
 * `GET bot-check/challenge`, solved in the browser, and sent as `recaptchaToken` — base64 of
 * `{challenge, solution}`, the payload the ALTCHA widget sends and the server decodes.
 */
export type BotCheckToken = {
  token: string;
  /** When the server stops accepting it (epoch ms); the form fetches a new one before then. */
  expiresAt: number | null;
};

const SOLVE_TIMEOUT_MS = 60_000;
const MAX_WORKERS = 4;

export async function solveBotCheck(signal: AbortSignal): Promise<BotCheckToken> {
  const challenge: Challenge = await apiRequest(API_PATHS.botCheckChallenge.build(), {
    auth: false,
    schema: botCheckChallengeSchema,
    signal,
  });
  const solution = await solve(challenge, signal);
  if (!solution) {
    if (signal.aborted) throw new DOMException('Bot check aborted', 'AbortError');
    throw new Error('Bot check could not be solved in time');
  }
  const expiresAt = challenge.parameters.expiresAt;
  return {
    token: encodePayload(challenge, solution),
    expiresAt: typeof expiresAt === 'number' ? expiresAt * 1000 : null,
  };
}

function solve(challenge: Challenge, signal: AbortSignal): Promise<Solution | null> {
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  if (typeof Worker === 'undefined') {
    // No workers (very old browsers, some test environments): solve on the main thread; it yields often.
    return solveChallenge({
      challenge,
      controller,
      timeout: SOLVE_TIMEOUT_MS,
      deriveKey: deriveKeyFor(challenge.parameters.algorithm),
    });
  }
  return solveChallengeWorkers({
    challenge,
    controller,
    timeout: SOLVE_TIMEOUT_MS,
    concurrency: Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 1),
    createWorker: () => new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' }),
  });
}

/** base64(JSON) of ASCII-only data (hex strings and numbers), as the server's decoder expects. */
function encodePayload(challenge: Challenge, solution: Solution): string {
  const { parameters, signature } = challenge;
  return btoa(JSON.stringify({ challenge: { parameters, signature }, solution }));
}
