import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/contract/api-paths';

const serverDir = path.resolve(import.meta.dirname, '..');

/** The real process shell, run from source (tsx) with its own SQLite data directory. */
function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitFor(condition: () => RegExpMatchArray | null, what: string): Promise<RegExpMatchArray> {
  for (let waited = 0; waited < 15_000; waited += 50) {
    const match = condition();
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('server process', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'server-process-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses to start on a bad environment, naming the keys', async () => {
    const { child, output } = startServer({ DATA_DIR: dataDir, PORT: 'x', BOT_CHECK: 'nope' });
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(1);
    expect(output()).toMatch(/PORT: [\s\S]*BOT_CHECK: /);
  });

  it('refuses to start on a data directory it cannot write, with one clear line and no stack trace', async () => {
    // Root ignores permissions, so the unwritable directory is one that cannot exist: below a file.
    await writeFile(path.join(dataDir, 'a-file'), '');
    const { child, output } = startServer({ DATA_DIR: path.join(dataDir, 'a-file', 'data') });
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(1);
    expect(output()).toContain('に書き込めないため起動を中止しました');
    expect(output()).toContain('DATA_DIR');
    expect(output()).not.toMatch(/\n\s+at /);
  });

  it('migrates, serves, and on SIGTERM finishes the request in flight before exiting 0', async () => {
    const { child, output } = startServer({ DATA_DIR: dataDir });
    const [, port] = await waitFor(
      () => output().match(/listening on http:\/\/127\.0\.0\.1:(\d+)/),
      'listening',
    );

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ path: '/during-shutdown' });
    const inFlight = request({
      host: '127.0.0.1',
      port: Number(port),
      method: 'POST',
      path: API_PATHS.pageViews.build(),
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const response = once(inFlight, 'response') as Promise<[{ statusCode: number }]>;
    inFlight.write(body.slice(0, 5));
    await new Promise((resolve) => setTimeout(resolve, 200));

    child.kill('SIGTERM');
    await waitFor(() => output().match(/shutting down/), 'shutdown log');
    inFlight.end(body.slice(5));

    const [{ statusCode }] = await response;
    expect(statusCode).toBe(204);
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(0);
    expect(output()).toContain('"msg":"stopped"');
  }, 20_000);
});
