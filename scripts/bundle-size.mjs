// Initial JavaScript of `/`: the entry script and every chunk index.html preloads, gzip-compressed.
// Run after the web build; exits non-zero past the budget of docs/spec/budgets-and-reliability.md (200 KB gzip).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUDGET_BYTES = 200 * 1024;

/** The scripts and module preloads a built page names (paths from the site root, e.g. `/assets/app-….js`). */
export function scriptsNamedBy(html) {
  return [
    ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g),
  ].map((m) => m[1]);
}

export function initialJavaScript(distDir) {
  const files = scriptsNamedBy(readFileSync(join(distDir, 'index.html'), 'utf8'));
  const chunks = files.map((file) => {
    const body = readFileSync(join(distDir, file.replace(/^\//, '')));
    return { file, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
  });
  return { chunks, gzipBytes: chunks.reduce((sum, c) => sum + c.gzipBytes, 0) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
  const { chunks, gzipBytes } = initialJavaScript(dist);
  for (const c of chunks) console.log(`${c.file}  ${(c.gzipBytes / 1024).toFixed(1)} KB gzip`);
  const verdict = gzipBytes <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `initial JavaScript of /: ${(gzipBytes / 1024).toFixed(1)} KB gzip (${verdict} the 200 KB budget)`,
  );
  if (gzipBytes > BUDGET_BYTES) process.exit(1);
}
