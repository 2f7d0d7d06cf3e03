import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NO_STORE } from './cache-policy.js';

/** Paths that are never pages of the web app: the API, the probes, and files a page loads. */
const NOT_PAGES = [/^\/v1(\/|$)/, /^\/(healthz|readyz)$/, /^\/(assets|build)\//];

/** True for a GET/HEAD that the browser router should answer (with its own 404 page if it knows no such page). */
function isBrowserRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?', 1)[0] ?? '/';
  return !NOT_PAGES.some((pattern) => pattern.test(pathname));
}

export interface WebAppFiles {
  distDir: string;
  indexFile: string;
  /** False when the web app has not been built: the server then serves the API only. */
  available: boolean;
}

export function webAppFiles(distDir: string): WebAppFiles {
  const indexFile = path.join(distDir, 'index.html');
  return { distDir, indexFile, available: existsSync(indexFile) };
}

/**
 * The not-found fallback of the SPA: index.html with 200 for any browser route. Streamed from disk on each
 * request so a redeployed build is served at once.
 */
export function spaFallback(files: WebAppFiles) {
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (!isBrowserRoute(request)) return false;
    void reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', NO_STORE)
      .send(createReadStream(files.indexFile));
    return true;
  };
}
