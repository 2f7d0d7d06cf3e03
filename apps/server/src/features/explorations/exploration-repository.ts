import { sql, type Selectable } from 'kysely';
import type { ExplorationListQuery } from '@app/contract/explorations';
import type { DbExecutor, ExplorationStatus, ExplorationsTable } from '../../db/schema.js';
import { storedJson } from './stored-json.js';

export type ExplorationRow = Selectable<ExplorationsTable>;

/** The row without its large JSON columns (lists, progress polling). */
export type ExplorationHead = Omit<ExplorationRow, 'result' | 'training' | 'scope_data'>;

const HEAD_COLUMNS = [
  'id',
  'user_id',
  'kind',
  'name',
  'status',
  'progress',
  'progress_message',
  'error_reason',
  'request',
  'data_report',
  'job_id',
  'cancel_requested',
  'created_at',
  'updated_at',
  'started_at',
  'finished_at',
] as const;

const ACTIVE: ExplorationStatus[] = ['queued', 'running'];

/** All SQL of the explorations table. Writes take an optional transaction to join. */
export function createExplorationRepository(db: DbExecutor) {
  return {
    async insert(
      row: { userId: number; kind: string; name: string; request: object; scopeData: string | null },
      now: Date,
      trx: DbExecutor = db,
    ): Promise<number> {
      const { id } = await trx
        .insertInto('explorations')
        .values({
          user_id: row.userId,
          kind: row.kind,
          name: row.name,
          status: 'queued',
          progress: 0,
          progress_message: '開始を待っています',
          request: storedJson(row.request),
          scope_data: row.scopeData,
          cancel_requested: 0,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(id);
    },

    /** Queued and running explorations of a user (the per-user cap). */
    async countActive(userId: number, trx: DbExecutor = db): Promise<number> {
      const row = await trx
        .selectFrom('explorations')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('status', 'in', ACTIVE)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async setJob(id: number, jobId: number, trx: DbExecutor = db): Promise<void> {
      await trx.updateTable('explorations').set({ job_id: jobId }).where('id', '=', id).execute();
    },

    /** The user's exploration (owner only: another user's id is not found). */
    /** Everything but the uploaded CSV text. */
    async findOwned(id: number, userId: number): Promise<Omit<ExplorationRow, 'scope_data'> | undefined> {
      return db
        .selectFrom('explorations')
        .select([...HEAD_COLUMNS, 'result', 'training'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async findOwnedHead(id: number, userId: number): Promise<ExplorationHead | undefined> {
      return db
        .selectFrom('explorations')
        .select([...HEAD_COLUMNS])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async find(id: number): Promise<ExplorationRow | undefined> {
      return db.selectFrom('explorations').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async list(
      userId: number,
      query: ExplorationListQuery,
    ): Promise<{ rows: ExplorationHead[]; total: number }> {
      let base = db.selectFrom('explorations').where('user_id', '=', userId);
      if (query.kind) base = base.where('kind', '=', query.kind);
      if (query.status) base = base.where('status', '=', query.status);
      if (query.q) {
        const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        base = base.where(sql<boolean>`lower(name) like ${pattern} escape '\\'`);
      }
      const { total } = await base
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const [field, direction] = query.sort.split(':') as [string, 'asc' | 'desc'];
      const column = field === 'name' ? 'name' : field === 'status' ? 'status' : 'created_at';
      const rows = await base
        .select([...HEAD_COLUMNS])
        .orderBy(column, direction)
        .orderBy('id', direction)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute();
      return { rows, total: Number(total) };
    },

    /** queued → running (a retry after a crash starts over: progress and error cleared). */
    async markRunning(id: number, now: Date): Promise<void> {
      await db
        .updateTable('explorations')
        .set({
          status: 'running',
          progress: 0,
          progress_message: 'データを準備しています',
          error_reason: null,
          started_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where('status', 'in', ACTIVE)
        .execute();
    },

    /** Stores progress while running; returns whether the owner asked to cancel meanwhile. */
    async updateProgress(id: number, progress: number, message: string, now: Date): Promise<boolean> {
      await db
        .updateTable('explorations')
        .set({ progress, progress_message: message, updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .execute();
      return this.cancelRequested(id);
    },

    async cancelRequested(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('explorations')
        .select(['cancel_requested', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      return !row || Number(row.cancel_requested) === 1 || row.status === 'cancelled';
    },

    async saveTraining(id: number, training: object, report: object): Promise<void> {
      await db
        .updateTable('explorations')
        .set({ training: storedJson(training), data_report: storedJson(report) })
        .where('id', '=', id)
        .execute();
    },

    async saveReport(id: number, report: object): Promise<void> {
      await db
        .updateTable('explorations')
        .set({ data_report: storedJson(report) })
        .where('id', '=', id)
        .execute();
    },

    /** running → done with the result (nothing happens when it was cancelled meanwhile). */
    async complete(id: number, result: object, now: Date): Promise<boolean> {
      const updated = await db
        .updateTable('explorations')
        .set({
          status: 'done',
          progress: 1,
          progress_message: '完了しました',
          result: storedJson(result),
          finished_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where('status', 'in', ACTIVE)
        .where('cancel_requested', '=', 0)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    /** → failed with a Japanese reason the user reads. */
    async fail(id: number, reason: string, now: Date): Promise<void> {
      await db
        .updateTable('explorations')
        .set({
          status: 'failed',
          progress_message: null,
          error_reason: reason,
          finished_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where('status', 'in', ACTIVE)
        .execute();
    },

    /** → cancelled (from queued or running). */
    async markCancelled(id: number, now: Date): Promise<void> {
      await db
        .updateTable('explorations')
        .set({
          status: 'cancelled',
          cancel_requested: 1,
          progress_message: 'キャンセルしました',
          finished_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where('status', 'in', ACTIVE)
        .execute();
    },

    async requestCancel(id: number, now: Date): Promise<void> {
      await db
        .updateTable('explorations')
        .set({ cancel_requested: 1, progress_message: 'キャンセルしています', updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', 'in', ACTIVE)
        .execute();
    },

    /** running → queued: its job goes back to the queue (server stopping, or its worker died). */
    async requeue(id: number, message: string, now: Date): Promise<void> {
      await db
        .updateTable('explorations')
        .set({ status: 'queued', progress: 0, progress_message: message, updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .execute();
    },
  };
}

export type ExplorationRepository = ReturnType<typeof createExplorationRepository>;
