// The last step of `npm run build`: the demo catalogue as a ready SQLite database (records, search index,
// landscape), which the server copies into an empty data directory on first start (decision 0018), so the
// first search already answers from the whole catalogue. Rebuilt only when what it is made from changed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFingerprint } from './build-inputs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/server/dist');
const snapshot = join(dist, 'demo-catalogue.sqlite');
const stampFile = join(dist, 'demo-catalogue.stamp');
// The server sources (migrations, importer, search index) and the packages (generator) make the content.
const fingerprint = buildFingerprint(root, ['packages', 'apps/server/src', 'package-lock.json']);

if (existsSync(snapshot) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint) {
  console.error('デモデータのスナップショットは最新です (demo snapshot up to date)');
  process.exit(0);
}

const started = performance.now();
console.error('デモデータのスナップショットを作成しています… (building the demo snapshot)');
// Inside dist: the rename below stays on one file system.
const work = mkdtempSync(join(dist, '.demo-snapshot-'));
try {
  const env = { ...process.env, DATA_DIR: work, LOG_LEVEL: 'warn', DEMO_DATA: 'off' };
  delete env.DATABASE_URL;
  const result = spawnSync(process.execPath, [join(dist, 'cli.js'), 'demo:generate'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`demo:generate exited with ${result.status}`);

  // One self-contained file (no WAL beside it), and nothing that belongs to one installation.
  const Database = createRequire(join(root, 'apps/server/package.json'))('better-sqlite3');
  const db = new Database(join(work, 'app.db'));
  db.prepare("DELETE FROM app_settings WHERE key LIKE 'secret.%'").run();
  db.prepare(
    "INSERT INTO app_settings (key, value, updated_at) VALUES ('catalogue_demo_state', 'done', ?) " +
      'ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(new Date().toISOString());
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.pragma('journal_mode = DELETE');
  db.close();

  rmSync(stampFile, { force: true });
  renameSync(join(work, 'app.db'), snapshot);
  writeFileSync(stampFile, fingerprint);
  console.error(
    `デモデータのスナップショットを作成しました (${Math.round((performance.now() - started) / 1000)} s)`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
