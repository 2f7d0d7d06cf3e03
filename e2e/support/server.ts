import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Where a server answers and where it keeps its data (mail outbox, database): what the helpers need. */
export interface ServerAddress {
  url: string;
  dataDir: string;
}

export interface RunningServer extends ServerAddress {
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface StartOptions {
  /** 'empty' (default): no catalogue data. 'demo': the server copies in the demo catalogue of the build. */
  catalogue?: 'empty' | 'demo';
}

/**
 * Starts the built server (`apps/server/dist/server.js`) as its own process on a free loopback port
 * with a throwaway data directory, and waits until `/readyz` answers.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'e2e-data-'));
  if (options.catalogue === 'demo' && !existsSync(demoSnapshot))
    throw new Error(`no demo snapshot at ${demoSnapshot}: run npm run build first`);
  let output = '';
  const child = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/server.js')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_DATA: options.catalogue === 'demo' ? 'auto' : 'off',
      // Every browser of a file browses from 127.0.0.1: the per-address cost limits (decision 0015) are for
      // one person, so they are widened here; the overload test sets them back to 1.
      COST_LIMIT_SCALE: '20',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not ready in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo catalogue that `npm run build` makes (scripts/demo-snapshot.mjs) and the server copies in on first start. */
export const demoSnapshot = join(repoRoot, 'apps/server/dist/demo-catalogue.sqlite');

/** Kills the server outright (SIGKILL: no shutdown hook runs, as in a power cut) and waits for the exit. */
export async function killServer(server: RunningServer): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGKILL');
  await exited;
}
