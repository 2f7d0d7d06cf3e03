// Fingerprint of everything the production build is made from, so `npm start` rebuilds only when
// something changed (a second start must be ready in seconds, docs/spec/budgets-and-reliability.md).
import { createHash } from 'node:crypto';
import { readdirSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const ROOTS = ['packages', 'apps', 'package-lock.json', 'tsconfig.base.json'];
const SKIP = new Set(['node_modules', 'dist', '.data', 'test-results', 'coverage']);

function walk(path, out) {
  const stat = statSync(path);
  if (stat.isDirectory()) {
    for (const name of readdirSync(path)) {
      if (SKIP.has(name) || name.endsWith('.tsbuildinfo')) continue;
      walk(join(path, name), out);
    }
  } else if (!/\.test\.tsx?$/.test(path)) {
    out.push(`${path}:${stat.size}:${stat.mtimeMs}`);
  }
}

/** `roots`: the folders and files to fingerprint (default: everything the build reads). */
export function buildFingerprint(root, roots = ROOTS) {
  const entries = [];
  for (const r of roots) if (existsSync(join(root, r))) walk(join(root, r), entries);
  return createHash('sha256').update(entries.sort().join('\n')).digest('hex');
}
