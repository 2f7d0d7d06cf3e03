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
    const encoding = precompressedEncoding(request.headers['accept-encoding'], files.indexFile);
    void reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', NO_STORE)
      .header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding.name);
    void reply.send(createReadStream(encoding ? `${files.indexFile}${encoding.suffix}` : files.indexFile));
    return true;
  };
}

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * The build's precompressed copy of `file` the browser accepts (brotli before gzip), if the build wrote one
 * (apps/web/build/precompress-plugin.ts). An encoding refused with `;q=0` is never chosen.
 */
function precompressedEncoding(
  acceptEncoding: string | undefined,
  file: string,
): (typeof ENCODINGS)[number] | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim()),
  );
  return ENCODINGS.find(({ name, suffix }) => accepted.has(name) && existsSync(`${file}${suffix}`));
}
