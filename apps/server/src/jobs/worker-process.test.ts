// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { loadConfig } from '../config/env.js';
import { createAccountsTestApp, type AccountsTestApp } from '../test/accounts-test-app.js';
import { createTestContext, type TestContext } from '../test/test-context.js';
import { STOPPED_BEFORE_START } from './job-worker.js';
import { buildWorkerApp, workerProcessProblem } from './worker-process.js';

const serverDir = path.resolve(import.meta.dirname, '../..');

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('worker process (npm run worker)', () => {
  it('is for PostgreSQL only: on SQLite the process refuses to start and says why', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'worker-process-'));
    try {
      expect(
        workerProcessProblem(loadConfig({ DATABASE_URL: 'postgres://app@db/app' }, serverDir)),
      ).toBeNull();
      const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/worker.ts'], {
        cwd: serverDir,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = (await once(child, 'exit')) as [number];
      expect(code).toBe(1);
      expect(stderr).toContain('PostgreSQL（DATABASE_URL）でのみ起動できます');
      expect(stderr).toContain('SQLite has a single writer');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('JOB_WORKER=off with a worker beside it (PostgreSQL)', () => {
  let context: TestContext;
  let server: AccountsTestApp;
  let worker: App;
  const ranBy: string[] = [];
  const jobRow = (id: number) =>
    context.database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** The same kinds in both apps, as every process of one release defines them; each notes who ran it. */
  function defineKinds(app: App, who: string): void {
    app.jobs.define<{ n: number }>({
      kind: 'test.scale-out',
      run: ({ n }) => {
        ranBy.push(who);
        return Promise.resolve({ squared: n * n });
      },
    });
    app.jobs.define({
      kind: 'test.until-stopped',
      lane: 'test-long',
      run: (_payload, { signal }) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new Error('stopped by SIGTERM')), { once: true }),
        ),
    });
  }

  beforeAll(async () => {
    context = await createTestContext({ env: { JOB_WORKER: 'off' } });
    // autoStart as in production: only JOB_WORKER=off keeps this server from running jobs.
    server = await createAccountsTestApp({
      context,
      overrides: { jobs: { autoStart: true, pollIntervalMs: 10 } },
    });
    defineKinds(server.app, 'server');
    await server.app.ready();
  });
  afterAll(async () => {
    await worker?.close();
    await server?.close();
    await context?.close();
  });

  it('the server queues a job and leaves it alone; the worker claims and finishes it', async () => {
    const id = await server.app.jobs.enqueue('test.scale-out', { n: 12 });
    // Many poll intervals of the server's (never started) loops.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 0 });

    worker = await buildWorkerApp(context.config, {
      database: context.database,
      overrides: { jobs: { pollIntervalMs: 10 } },
    });
    defineKinds(worker, 'worker');
    await worker.ready();
    await until(async () => (await jobRow(id)).status === 'done', 'the worker to finish the job');
    expect(await jobRow(id)).toMatchObject({ attempts: 1, result: '{"squared":144}' });
    expect(ranBy).toEqual(['worker']);
  });

  it('a stopping worker puts the job it was running back in the queue', async () => {
    const id = await server.app.jobs.enqueue('test.until-stopped', {});
    await until(async () => (await jobRow(id)).status === 'running', 'the worker to claim the job');
    await worker.close();
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'queued', locked_by: null });
    // The handler heard the stop, or — seen 'running' between the claim and the handler's start — the
    // worker put it back unstarted.
    expect(['stopped by SIGTERM', STOPPED_BEFORE_START]).toContain(row.last_error);
  });
});
