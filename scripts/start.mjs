// `npm start`: build when the sources changed since the last build, then run the server
// (which migrates the database and loads the demo data on first start).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { buildFingerprint } from './build-inputs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = join(root, 'apps/server/dist/.build-fingerprint');
const fingerprint = buildFingerprint(root);
const built = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint;

if (!built || process.argv.includes('--rebuild')) {
  console.error('ビルドしています… (building)');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, buildFingerprint(root));
}

const server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
