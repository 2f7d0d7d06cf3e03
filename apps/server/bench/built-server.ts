/**
 * The built server (`npm run build` output) as the load and Lighthouse benchmarks run it: processes on free
 * loopback ports, and a kept SQLite dataset with the demo data and standard-plan bench accounts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { loadConfig } from '../src/config/env.js';
import { createDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createPasswordHasher } from '../src/features/accounts/password-hashing.js';
import { DEFAULT_ACCOUNTS_SETTINGS } from '../src/features/accounts/settings.js';
import { loadDemoDataset } from '../src/features/catalogue/write/demo-loader.js';
import { reindexWithLandscape } from '../src/features/visualization/index-with-landscape.js';

export const root = path.resolve(import.meta.dirname, '../../..');
/** Where the benchmarks keep their SQLite dataset between runs (BENCH_LOAD_DIR). */
export const benchDataRoot = path.resolve(root, process.env.BENCH_LOAD_DIR ?? '.data/bench-load');
export const BENCH_ACCOUNTS = 20;
const READY_KEY = 'bench.demo_dataset_ready';
export const BENCH_PASSWORD = '負荷試験用の長い合言葉です';
export const benchEmail = (index: number) => `load-bench-${index}@example-corp.co.jp`;

export function ensureBuild(): void {
  const built = ['apps/server/dist/server.js', 'apps/server/dist/worker.js', 'apps/web/dist/index.html'];
  if (built.every((file) => existsSync(path.join(root, file)))) return;
  console.log('building (npm run build) …');
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Running {
  name: string;
  child: ChildProcess;
  url: string;
}

/** Starts `dist/<script>` (server.js or worker.js); resolves when a server answers /readyz or the worker logs that it runs. */
export async function startBuilt(
  name: string,
  script: string,
  env: Record<string, string>,
): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist', script)], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 50) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${output}`);
    if (waited > 60_000) throw new Error(`${name} did not start: ${output}`);
    if (script === 'worker.js') {
      if (output.includes('job worker running')) break;
    } else {
      const ready = await fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { name, child, url };
}

export async function stop(running: Running): Promise<void> {
  if (running.child.exitCode !== null) return;
  const exited = once(running.child, 'exit');
  running.child.kill('SIGTERM');
  await exited;
}

export function rssMiB(running: Running): number {
  const rss = spawnSync('ps', ['-o', 'rss=', '-p', String(running.child.pid)])
    .stdout.toString()
    .trim();
  return Math.round(Number(rss) / 1024);
}

/** A round-robin TCP load balancer on loopback: each new client connection goes to the next upstream. */

/** Migrates, loads the demo dataset once (kept between runs) and makes the bench accounts (standard plan). */
export async function prepareDatabase(env: Record<string, string>): Promise<void> {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const database = createDatabase(config);
  try {
    await migrateToLatest(database.db);
    // Marked only after the whole load and reindex: an interrupted run loads again (idempotently).
    const ready = await database.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', READY_KEY)
      .executeTakeFirst();
    if (!ready) {
      console.log('  loading the demo dataset (once; kept for later runs) …');
      await loadDemoDataset(database.db);
      await reindexWithLandscape(database.db);
      await database.db
        .insertInto('app_settings')
        .values({ key: READY_KEY, value: 'true', updated_at: new Date().toISOString() })
        .execute();
    }
    const passwordHash = await createPasswordHasher(DEFAULT_ACCOUNTS_SETTINGS.passwordHashing).hash(
      BENCH_PASSWORD,
    );
    const now = new Date().toISOString();
    for (let index = 0; index < BENCH_ACCOUNTS; index += 1) {
      await database.db
        .insertInto('users')
        .values({
          email: benchEmail(index),
          password_hash: passwordHash,
          name: '負荷 試験',
          company_name: '株式会社ベンチ化学',
          department: '材料開発部',
          position: '',
          phone_number: '',
          postal_code: '',
          address: '',
          type_code: 'standard',
          status: 'ACTIVE',
          password_changed_at: now,
          last_login_at: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .execute();
    }
  } finally {
    await database.destroy();
  }
}
