import path from 'node:path';

/** Vite's content-hashed files: a new build gets new names, so a copy may be kept for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML names the current hashed files: never reuse an old copy, or a redeploy strands the browser. */
export const NO_STORE = 'no-store';
/** Everything else (favicon, robots.txt, …): reuse after revalidating with the ETag. */
const REVALIDATE = 'no-cache';

/** The build's precompressed copies (`x.js.br`, `x.js.gz`) are cached as the file they encode. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;

export function cacheControlFor(distDir: string, servedPath: string): string {
  const filePath = servedPath.replace(COMPRESSED_COPY, '');
  const [topFolder] = path.relative(distDir, filePath).split(path.sep);
  if (topFolder === 'assets') return IMMUTABLE;
  if (filePath.endsWith('.html')) return NO_STORE;
  return REVALIDATE;
}
