// Initial JavaScript of a page (docs/spec/budgets-and-reliability.md: ≤ 200 KB gzip for /): the scripts index.html
// names (their static imports among them) and the route module of the page with its static imports. Reads
// the last build. Usage: node build/initial-size.mjs [route module] [budget KB]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { scriptsNamedBy } from '../../../scripts/bundle-size.mjs';

/**
 * The files a first visit of `route` loads before the page renders: every script and module preload of
 * index.html and the route module's chunk, each with its static imports (the Vite manifest). The HTML, not
 * the manifest, names the app's first scripts: the app's chunk evaluates in stages (top-level awaits,
 * docs/decisions/0057), and the bundler then keeps the entry in it instead of an entry chunk of its own.
 */
export function firstVisitFiles(dist, route) {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
  if (!manifest[route]) throw new Error(`${route} not in the Vite manifest`);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const named = scriptsNamedBy(readFileSync(`${dist}/index.html`, 'utf8')).map((path) =>
    path.replace(/^\//, ''),
  );
  if (named.length === 0) throw new Error('index.html names no script');
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const file of named) {
    if (keyOfFile.has(file)) visit(keyOfFile.get(file));
    else files.add(file);
  }
  visit(route);
  return [...files];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const route = process.argv[2] ?? 'src/app/routes/home/home.tsx';
  const budgetKb = Number(process.argv[3] ?? 200);
  let total = 0;
  for (const file of firstVisitFiles(dist, route).sort()) {
    const size = gzipSync(readFileSync(`${dist}/${file}`)).length;
    total += size;
    console.log(`${file.padEnd(48)} ${(size / 1000).toFixed(2).padStart(8)} kB gzip`);
  }
  console.log(`initial JS for ${route}: ${(total / 1000).toFixed(1)} kB gzip (budget ${budgetKb} kB)`);
  if (total > budgetKb * 1000) process.exitCode = 1;
}
