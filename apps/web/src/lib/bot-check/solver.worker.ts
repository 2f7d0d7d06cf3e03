import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKeyFor } from './derive-key';

/**
 * A Web Worker that searches an ALTCHA v2 proof of work with the browser's WebCrypto, so the page stays
 * responsive while it runs. It speaks the message protocol of altcha-lib's `solveChallengeWorkers`
 * ({type: 'work', …} / {type: 'abort'}); altcha-lib's own worker files use node:crypto and cannot run here.
 * Loaded from its own file (CSP: `worker-src 'self'`, no inline or blob code needed).
 */
type WorkMessage = {
  type: 'work' | 'abort';
  challenge: Challenge;
  counterMode?: 'uint32' | 'string';
  counterStart?: number;
  counterStep?: number;
  timeout?: number;
};

// The DOM lib types `self` as a Window; a worker scope only needs these two members.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkMessage>) => void) | null;
  postMessage: (data: unknown) => void;
};

let controller: AbortController | undefined;

scope.onmessage = (event) => {
  const { type, challenge, counterMode, counterStart, counterStep, timeout } = event.data;
  if (type === 'abort') {
    controller?.abort();
    return;
  }
  controller = new AbortController();
  solveChallenge({
    challenge,
    controller,
    counterMode,
    counterStart,
    counterStep,
    timeout,
    deriveKey: deriveKeyFor(challenge.parameters.algorithm),
  }).then(
    (solution) => scope.postMessage(solution),
    (error: unknown) => scope.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
};
