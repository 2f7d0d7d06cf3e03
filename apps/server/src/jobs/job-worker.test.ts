// dialect-dependent: runs on PostgreSQL too (see apps/server/src/test/README.md)
import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../mail/mail-job.js';
import { createAccountsTestApp, type AccountsTestApp } from '../test/accounts-test-app.js';
import { PermanentJobError } from './job-queue.js';
import { createJobRepository } from './job-repository.js';
import {
  createJobWorker,
  DEFAULT_JOB_WORKER_SETTINGS,
  holderHasEnded,
  STOPPED_BEFORE_START,
} from './job-worker.js';
import type { JobDefinition } from './job-queue.js';

describe('job queue and worker', () => {
  let t: AccountsTestApp;
  const runs: string[] = [];
  let flaky = 2;

  beforeAll(async () => {
    t = await createAccountsTestApp();
    t.app.jobs.define<{ n: number }>({
      kind: 'test.echo',
      run: async ({ n }, context) => {
        await context.reportProgress(0.5);
        runs.push(`echo ${n} attempt ${context.attempt}`);
        // A job takes time: the next claim happens later (fair scheduling orders by when owners were served).
        t.clock.advance(1);
        return { doubled: n * 2 };
      },
    });
    t.app.jobs.define({
      kind: 'test.flaky',
      maxAttempts: 3,
      retryDelayMs: () => 1_000,
      run: () => {
        runs.push('flaky');
        if (flaky-- > 0) return Promise.reject(new Error('temporary trouble'));
        return Promise.resolve('ok');
      },
    });
    t.app.jobs.define<{ n: number }>({
      kind: 'test.heartbeat',
      // Renews its lease often, so a crashed run is taken over after a minute instead of the default 5.
      leaseMs: 60_000,
      run: ({ n }) => {
        runs.push(`heartbeat ${n}`);
        return Promise.resolve(n);
      },
    });
    t.app.jobs.define({
      kind: 'test.broken',
      run: () => Promise.reject(new PermanentJobError('bad payload')),
    });
    await t.app.ready();
  });
  afterAll(() => t.close());

  const job = (id: number) =>
    t.database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('runs a job and stores its result', async () => {
    const id = await t.app.jobs.enqueue('test.echo', { n: 21 });
    expect(await t.drainJobs()).toBe(1);
    expect(await job(id)).toMatchObject({
      status: 'done',
      attempts: 1,
      progress: 1,
      result: '{"doubled":42}',
      locked_by: null,
    });
  });

  it('retries with back-off until it succeeds, and fails for good with the reason', async () => {
    const id = await t.app.jobs.enqueue('test.flaky', {});
    await t.drainJobs();
    expect(await job(id)).toMatchObject({ status: 'queued', attempts: 1, last_error: 'temporary trouble' });
    expect(await t.drainJobs()).toBe(0);
    t.clock.advance(1_000);
    await t.drainJobs();
    t.clock.advance(1_000);
    await t.drainJobs();
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 3 });

    const broken = await t.app.jobs.enqueue('test.broken', {});
    await t.drainJobs();
    expect(await job(broken)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'bad payload' });
  });

  it('waits for run_at, and takes over a job whose worker died', async () => {
    const later = await t.app.jobs.enqueue(
      'test.echo',
      { n: 1 },
      { runAt: new Date(t.clock.now().getTime() + 60_000) },
    );
    expect(await t.drainJobs()).toBe(0);
    t.clock.advance(60_000);
    expect(await t.drainJobs()).toBe(1);
    expect((await job(later)).status).toBe('done');

    // A job claimed by a worker that was then killed: running, lease stamped in the past.
    const repository = createJobRepository(t.database.db, t.database.dialect);
    const orphan = await t.app.jobs.enqueue('test.echo', { n: 2 });
    const claimed = await repository.claim(
      'dead-worker',
      [{ kind: 'test.echo', leaseMs: 60_000 }],
      t.clock.now(),
    );
    expect(claimed?.id).toBe(orphan);
    expect(await t.drainJobs()).toBe(0);
    t.clock.advance(5 * 60_000 + 1);
    expect(await t.drainJobs()).toBe(1);
    expect(await job(orphan)).toMatchObject({ status: 'done', attempts: 2 });
    // The dead worker cannot overwrite the outcome afterwards.
    await repository.fail(orphan, 'dead-worker', 'late', null, t.clock.now());
    expect((await job(orphan)).status).toBe('done');
  });

  it("takes over a crashed job after its kind's own lease, other kinds after the default lease", async () => {
    const repository = createJobRepository(t.database.db, t.database.dialect);
    const short = await t.app.jobs.enqueue('test.heartbeat', { n: 7 });
    const long = await t.app.jobs.enqueue('test.echo', { n: 8 });
    // Both claimed by a worker on another host that then died (no heartbeat from now on).
    for (const kind of ['test.heartbeat', 'test.echo']) {
      await repository.claim('other-host:1:dead', [{ kind, leaseMs: 60_000 }], t.clock.now());
    }
    expect(await t.drainJobs()).toBe(0);
    t.clock.advance(60_001);
    // Past the heartbeat kind's minute: only that one runs again; the other waits for the 5-minute default.
    expect(await t.drainJobs()).toBe(1);
    expect(await job(short)).toMatchObject({ status: 'done', attempts: 2, result: '7' });
    expect((await job(long)).status).toBe('running');
    t.clock.advance(4 * 60_000);
    expect(await t.drainJobs()).toBe(1);
    expect(await job(long)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it("takes turns between owners: one user's backlog never holds back another user's first job", async () => {
    runs.length = 0;
    for (let n = 1; n <= 6; n++) await t.app.jobs.enqueue('test.echo', { n }, { ownerKey: 'user:backlog' });
    t.clock.advance(1_000);
    await t.app.jobs.enqueue('test.echo', { n: 100 }, { ownerKey: 'user:newcomer' });
    await t.app.jobs.enqueue('test.echo', { n: 101 }, { ownerKey: 'user:newcomer' });
    await t.drainJobs();
    // The backlog's first job, then the newcomer's, then they alternate until the newcomer is done.
    expect(runs.map((run) => Number(run.split(' ')[1]))).toEqual([1, 100, 2, 101, 3, 4, 5, 6]);
  });

  it('never hands one job to two claimers', async () => {
    const repository = createJobRepository(t.database.db, t.database.dialect);
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => t.app.jobs.enqueue('test.echo', { n })));
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        repository.claim(`worker-${i}`, [{ kind: 'test.echo', leaseMs: 60_000 }], t.clock.now()),
      ),
    );
    const claimedIds = claims.filter((claim) => claim !== undefined).map((claim) => claim.id);
    expect(claimedIds.sort()).toEqual(ids.sort());
    expect(new Set(claimedIds).size).toBe(claimedIds.length);
  });

  it('runs queued work in the background once started, and stops with the app', async () => {
    const background = await createAccountsTestApp({
      overrides: { jobs: { autoStart: true, pollIntervalMs: 10 } },
    });
    try {
      const done: number[] = [];
      background.app.jobs.define<{ n: number }>({
        kind: 'test.bg',
        run: ({ n }) => Promise.resolve(done.push(n)),
      });
      await background.app.ready();
      await background.app.jobs.enqueue('test.bg', { n: 7 });
      for (let i = 0; i < 100 && done.length === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(done).toEqual([7]);
    } finally {
      await background.close();
    }
    expect(runs.length).toBeGreaterThan(0);
  });

  it('puts a job claimed while the worker stops back in the queue, without starting it', async () => {
    const id = await t.app.jobs.enqueue('test.echo', { n: 5 });
    const repository = createJobRepository(t.database.db, t.database.dialect);
    // The claim is held until stop() has aborted the worker: the window between a claim and the handler.
    let claiming!: () => void;
    const inClaim = new Promise<void>((resolve) => (claiming = resolve));
    let claimAfterStop!: () => void;
    const stopped = new Promise<void>((resolve) => (claimAfterStop = resolve));
    let started = 0;
    // A handler that gives up only when it hears the signal's 'abort' event, as long jobs do.
    const waitsForAbort: JobDefinition = {
      kind: 'test.echo',
      run: (_payload, { signal }) => {
        started += 1;
        return new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new Error('stopped')), { once: true }),
        );
      },
    };
    const worker = createJobWorker({
      repository: {
        ...repository,
        claim: async (...args) => {
          claiming();
          await stopped;
          return repository.claim(...args);
        },
      },
      definitions: new Map([['test.echo', waitsForAbort]]),
      logger: t.app.log,
      clock: () => t.clock.now(),
      settings: { ...DEFAULT_JOB_WORKER_SETTINGS, pollIntervalMs: 10 },
    });
    worker.start();
    await inClaim;
    const stopping = worker.stop();
    claimAfterStop();
    await stopping;
    expect(started).toBe(0);
    expect(await job(id)).toMatchObject({
      status: 'queued',
      locked_by: null,
      last_error: STOPPED_BEFORE_START,
    });
    // Not left for the later tests' claims.
    await t.database.db.deleteFrom('jobs').where('id', '=', id).execute();
  });

  it('sends a mail while a long job of another lane is still running', async () => {
    const background = await createAccountsTestApp({
      overrides: { jobs: { autoStart: true, pollIntervalMs: 10 } },
    });
    let finishLong: () => void = () => undefined;
    try {
      let longStarted = false;
      background.app.jobs.define({
        kind: 'test.long-analysis',
        lane: 'test-analysis',
        run: () =>
          new Promise<string>((resolve) => {
            longStarted = true;
            finishLong = () => resolve('finished');
          }),
      });
      await background.app.ready();
      const long = await background.app.jobs.enqueue('test.long-analysis', {});
      await until(() => longStarted);
      await enqueueMail(background.app.jobs, {
        to: 'lane@acme-chem.co.jp',
        subject: '解析中でも届くメール',
        text: '長い解析の実行中に送られたメールです。',
      });
      await until(async () => (await background.outbox()).some((mail) => mail.to === 'lane@acme-chem.co.jp'));
      const row = () =>
        background.database.db
          .selectFrom('jobs')
          .selectAll()
          .where('id', '=', long)
          .executeTakeFirstOrThrow();
      expect((await row()).status).toBe('running');
      finishLong();
      await until(async () => (await row()).status === 'done');

      // A kind defined after start, in a lane of its own, gets a loop too.
      background.app.jobs.define({
        kind: 'test.late',
        lane: 'test-late',
        run: () => Promise.resolve('late'),
      });
      const late = await background.app.jobs.enqueue('test.late', {});
      await until(
        async () =>
          (
            await background.database.db
              .selectFrom('jobs')
              .select('status')
              .where('id', '=', late)
              .executeTakeFirstOrThrow()
          ).status === 'done',
      );
    } finally {
      finishLong();
      await background.close();
    }
  });

  it('puts back at once the jobs of an ended process of this host, and only those', async () => {
    const repository = createJobRepository(t.database.db, t.database.dialect);
    // A pid that certainly ended: a child process that has exited.
    const endedPid = spawnSync(process.execPath, ['-e', '']).pid;
    const holders = {
      ended: `${hostname()}:${endedPid}:0a1b2c3d`,
      // This process's pid under an id no live worker of it has: the process before a restart (pid 1 in a container).
      samePidEarlier: `${hostname()}:${process.pid}:deadbeef`,
      alive: `${hostname()}:${process.ppid}:0a1b2c3d`,
      otherHost: `another-host.invalid:${endedPid}:0a1b2c3d`,
      unreadable: 'dead-worker',
    };
    expect(holderHasEnded(holders.ended)).toBe(true);
    expect(holderHasEnded(holders.samePidEarlier)).toBe(true);
    expect(holderHasEnded(holders.alive)).toBe(false);
    expect(holderHasEnded(holders.otherHost)).toBe(false);
    expect(holderHasEnded(holders.unreadable)).toBe(false);

    const ids: Record<string, number> = {};
    for (const [name, holder] of Object.entries(holders)) {
      ids[name] = await t.app.jobs.enqueue('test.echo', { n: 3 });
      expect(
        (await repository.claim(holder, [{ kind: 'test.echo', leaseMs: 60_000 }], t.clock.now()))?.id,
      ).toBe(ids[name]);
    }
    expect(await t.app.jobs.worker.releaseOrphans()).toBe(2);
    expect(await job(ids.ended!)).toMatchObject({
      status: 'queued',
      locked_by: null,
      last_error: 'its server process ended while running',
    });
    expect((await job(ids.samePidEarlier!)).status).toBe('queued');
    for (const name of ['alive', 'otherHost', 'unreadable']) {
      expect(await job(ids[name]!)).toMatchObject({
        status: 'running',
        locked_by: holders[name as keyof typeof holders],
      });
    }
    // The released ones run now (attempt 2), without waiting for their lease.
    expect(await t.drainJobs()).toBe(2);
    expect(await job(ids.ended!)).toMatchObject({ status: 'done', attempts: 2 });
    await t.database.db.deleteFrom('jobs').where('status', '=', 'running').execute();
  });
});

/** Polls until the condition holds (the suite's own timeout bounds it). */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}
