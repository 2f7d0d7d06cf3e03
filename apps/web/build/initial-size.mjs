// Initial JavaScript of a page (docs/spec/budgets-and-reliability.md: ≤ 200 KB gzip for /): the entry chunk, every chunk
// it imports statically, and the route module of the page with its static imports. Reads the Vite
// manifest of the last build. Usage: node build/initial-size.mjs [route module] [budget KB]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const route = process.argv[2] ?? 'src/app/routes/home/home.tsx';
const budgetKb = Number(process.argv[3] ?? 200);
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry || !manifest[route]) throw new Error(`entry or ${route} not in the manifest`);

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const next of chunk.imports ?? []) visit(next);
};
visit(entry);
visit(route);

let total = 0;
for (const file of [...files].sort()) {
  const size = gzipSync(readFileSync(`${dist}${file}`)).length;
  total += size;
  console.log(`${file.padEnd(48)} ${(size / 1000).toFixed(2).padStart(8)} kB gzip`);
}
console.log(`initial JS for ${route}: ${(total / 1000).toFixed(1)} kB gzip (budget ${budgetKb} kB)`);
if (total > budgetKb * 1000) process.exitCode = 1;
