import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NO_STORE } from './cache-policy.js';
import { apiCallOf, findFirstAnswer, type FirstAnswer } from './first-answer.js';
import { firstViewRest, splitAtFirstView } from './first-view-html.js';

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
 * request so a redeployed build is served at once. A patent list or detail page gets its first answer
 * painted into the shell and embedded for the app (first-answer.ts, docs/decisions/0032).
 */
export function spaFallback(files: WebAppFiles) {
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (!isBrowserRoute(request)) return false;
    void reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', NO_STORE)
      .header('vary', 'accept-encoding');
    void sendPage(files, request, reply).catch((error: unknown) => {
      // The first answer is an extra: any failure there still serves the plain page.
      request.log.warn({ err: error }, 'first answer of the page failed; serving the plain page');
      if (!reply.sent) sendIndexFile(files, request, reply);
    });
    return true;
  };
}

/**
 * How long the rest of a page waits for its first answer. The shell is sent at once; past this the page
 * goes without the answer (the app then asks the API itself), so a slow search never holds the app back.
 */
const FIRST_ANSWER_WAIT_MS = 3000;

/**
 * The page a first answer goes into: the build's copy of index.html for that kind of page, which names the
 * page's route chunks as modulepreload (apps/web/build/first-view-plugin.ts, decision 0039), else index.html.
 */
function firstViewPageFile(files: WebAppFiles, kind: FirstAnswer['kind']): string {
  const file = path.join(files.distDir, 'first-view', `${kind}.html`);
  return existsSync(file) ? file : files.indexFile;
}

async function sendPage(files: WebAppFiles, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const call = apiCallOf(request);
  const parts = call ? splitAtFirstView(await readFile(firstViewPageFile(files, call.kind), 'utf8')) : null;
  if (!parts) return sendIndexFile(files, request, reply);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const body = encoding ? COMPRESSORS[encoding.name]() : new PassThrough();
  if (encoding) reply.header('content-encoding', encoding.name);
  void reply.send(body);
  // The head (scripts to fetch) and the shell go out now: the browser paints and loads while the server asks.
  body.write(parts.head);
  if ('flush' in body) body.flush();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>(
    (resolve) => (timer = setTimeout(() => resolve(null), FIRST_ANSWER_WAIT_MS)),
  );
  try {
    const asked = findFirstAnswer(request).catch((error: unknown) => {
      request.log.warn({ err: error }, 'first answer of the page failed; the app asks the API itself');
      return null;
    });
    const answer = await Promise.race([asked, late]);
    body.end(firstViewRest(parts.tail, answer, request.url));
  } finally {
    clearTimeout(timer);
  }
}

function sendIndexFile(files: WebAppFiles, request: FastifyRequest, reply: FastifyReply): void {
  const encoding = precompressedEncoding(request.headers['accept-encoding'], files.indexFile);
  if (encoding) reply.header('content-encoding', encoding.name);
  void reply.send(createReadStream(encoding ? `${files.indexFile}${encoding.suffix}` : files.indexFile));
}

/** A page with its first answer is made per request: compressed as a stream, fast (brotli 5), not as small as the build's. */
const COMPRESSORS = {
  br: () => createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: () => createGzip({ level: 6 }),
};

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The encoding the browser accepts (brotli before gzip); one refused with `;q=0` is never chosen. */
function acceptedEncodings(acceptEncoding: string | undefined): (typeof ENCODINGS)[number][] {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim()),
  );
  return ENCODINGS.filter(({ name }) => accepted.has(name));
}

const acceptedEncoding = (acceptEncoding: string | undefined) => acceptedEncodings(acceptEncoding)[0];

/** The build's precompressed copy of `file` the browser accepts, if the build wrote one (apps/web/build/precompress-plugin.ts). */
function precompressedEncoding(acceptEncoding: string | undefined, file: string) {
  return acceptedEncodings(acceptEncoding).find(({ suffix }) => existsSync(`${file}${suffix}`));
}
