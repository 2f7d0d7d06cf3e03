import { sql, type Selectable } from 'kysely';
import type { SqlDialect } from '../db/dialect.js';
import type { DbExecutor, JobsTable } from '../db/schema.js';

export type JobRow = Selectable<JobsTable>;

export interface NewJob {
  kind: string;
  payload: unknown;
  maxAttempts: number;
  runAt: Date;
  /** Whose work it is (fair scheduling between owners); omit for jobs of nobody in particular. */
  ownerKey?: string;
}

/** A kind the claiming worker runs, with the lease after which a running job of it counts as crashed. */
export interface ClaimKind {
  kind: string;
  leaseMs: number;
}

/** All SQL of the job queue. Every write method takes an optional transaction to join. */
export function createJobRepository(db: DbExecutor, dialect: SqlDialect) {
  return {
    async insert(job: NewJob, now: Date, trx: DbExecutor = db): Promise<number> {
      const { id } = await trx
        .insertInto('jobs')
        .values({
          kind: job.kind,
          payload: JSON.stringify(job.payload ?? null),
          status: 'queued',
          max_attempts: job.maxAttempts,
          run_at: job.runAt.toISOString(),
          owner_key: job.ownerKey ?? null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /**
     * Atomically takes the next due job of the given kinds: a queued one whose time has come, or a running one
     * whose lease (its kind's own) expired: its worker died. PostgreSQL: `FOR UPDATE SKIP LOCKED`, so concurrent workers never
     * wait for or take the same row. SQLite: one writer at a time, so the UPDATE … WHERE id = (SELECT …) is
     * atomic by itself.
     *
     * Fairness between owners: first the job whose owner was served longest ago (an owner never served comes
     * first), then the oldest. One user's backlog therefore takes turns with everyone else's instead of
     * running to its end before another user's first job starts.
     */
    async claim(workerId: string, kinds: readonly ClaimKind[], now: Date): Promise<JobRow | undefined> {
      if (kinds.length === 0) return undefined;
      const nowIso = now.toISOString();
      // One "lease ran out" condition per distinct lease, each over the kinds that have it.
      const byLease = new Map<number, string[]>();
      for (const { kind, leaseMs } of kinds) byLease.set(leaseMs, [...(byLease.get(leaseMs) ?? []), kind]);
      const next = db
        .selectFrom('jobs')
        .select('id')
        .where(
          'kind',
          'in',
          kinds.map(({ kind }) => kind),
        )
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', nowIso)]),
            ...[...byLease].map(([leaseMs, leased]) =>
              eb.and([
                eb('status', '=', 'running'),
                eb('kind', 'in', leased),
                eb('locked_at', '<', new Date(now.getTime() - leaseMs).toISOString()),
              ]),
            ),
          ]),
        )
        .orderBy(
          (eb) =>
            eb
              .selectFrom('jobs as served')
              .select((inner) => inner.fn.max('served.claimed_at').as('last'))
              .whereRef('served.owner_key', '=', 'jobs.owner_key'),
          (order) => order.asc().nullsFirst(),
        )
        .orderBy('run_at')
        .orderBy('id')
        .limit(1)
        .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked());
      return db
        .updateTable('jobs')
        .set({
          status: 'running',
          locked_by: workerId,
          locked_at: nowIso,
          claimed_at: nowIso,
          attempts: sql<number>`attempts + 1`,
          updated_at: nowIso,
        })
        .where('id', '=', next)
        .returningAll()
        .executeTakeFirst();
    },

    /** Only the worker holding the lease may finish the job: a worker whose lease was taken over writes nothing. */
    async complete(id: number, workerId: string, result: unknown, now: Date): Promise<void> {
      await db
        .updateTable('jobs')
        .set({
          status: 'done',
          result: result === undefined ? null : JSON.stringify(result),
          progress: 1,
          locked_by: null,
          locked_at: null,
          last_error: null,
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .execute();
    },

    /** Back to the queue at `retryAt`, or failed for good when `retryAt` is null. */
    async fail(id: number, workerId: string, error: string, retryAt: Date | null, now: Date): Promise<void> {
      await db
        .updateTable('jobs')
        .set({
          status: retryAt ? 'queued' : 'failed',
          run_at: retryAt ? retryAt.toISOString() : sql<string>`run_at`,
          last_error: error.slice(0, 2000),
          locked_by: null,
          locked_at: null,
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .execute();
    },

    /** Running jobs and who holds them (crash recovery looks for holders that no longer exist). */
    async runningHolders(): Promise<{ id: number; lockedBy: string }[]> {
      const rows = await db
        .selectFrom('jobs')
        .select(['id', 'locked_by'])
        .where('status', '=', 'running')
        .where('locked_by', 'is not', null)
        .execute();
      return rows.map((row) => ({ id: Number(row.id), lockedBy: row.locked_by! }));
    },

    /**
     * Back to the queue at once, without waiting for the lease: its holder is known to be gone. Only while
     * that holder still has it, so a job another worker took over meanwhile is left alone.
     */
    async release(id: number, holder: string, reason: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({
          status: 'queued',
          run_at: now.toISOString(),
          locked_by: null,
          locked_at: null,
          last_error: reason,
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where('locked_by', '=', holder)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async heartbeat(id: number, workerId: string, progress: number, now: Date): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ progress, locked_at: now.toISOString(), updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .execute();
    },
  };
}

export type JobRepository = ReturnType<typeof createJobRepository>;
