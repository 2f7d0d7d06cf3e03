import type { ImportRun, ImportRunStatus } from '@app/contract/admin-imports';
import type { DbExecutor } from '../../db/schema.js';

export interface NewImportRun {
  operatorId: number;
  source: 'upload' | 'server';
  fileName: string;
  filePath: string;
  format: ImportRun['format'];
  bytes: number;
}

export interface ImportRunEnd {
  status: Extract<ImportRunStatus, 'succeeded' | 'failed'>;
  done: number;
  inserted: number;
  updated: number;
  failed: number;
  skipped: number | null;
  errors: { line: number; message: string }[];
  failureReason: string | null;
}

/** How many failures a run keeps to show (all are counted). */
export const KEPT_ERRORS = 200;

/** `import_runs` (migration 0026): the console's import history. Methods take an optional transaction. */
export function createImportRunsRepository(db: DbExecutor) {
  const selectRuns = (trx: DbExecutor) =>
    trx
      .selectFrom('import_runs as r')
      .leftJoin('users as u', 'u.id', 'r.operator_id')
      .selectAll('r')
      .select('u.email as operator_email');

  type Row = Awaited<ReturnType<ReturnType<typeof selectRuns>['executeTakeFirstOrThrow']>>;
  const present = (row: Row): ImportRun => ({
    id: Number(row.id),
    status: row.status as ImportRunStatus,
    source: row.source as ImportRun['source'],
    fileName: row.file_name,
    format: row.format as ImportRun['format'],
    bytes: Number(row.bytes),
    operator:
      row.operator_id !== null && row.operator_email !== null
        ? { id: Number(row.operator_id), email: row.operator_email }
        : null,
    done: Number(row.done),
    fraction: row.fraction === null ? null : Number(row.fraction),
    inserted: Number(row.inserted),
    updated: Number(row.updated),
    failed: Number(row.failed),
    skipped: row.skipped === null ? null : Number(row.skipped),
    errors: JSON.parse(row.errors) as ImportRun['errors'],
    failureReason: row.failure_reason,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  });

  return {
    async create(run: NewImportRun, now: Date, trx: DbExecutor = db): Promise<number> {
      const row = await trx
        .insertInto('import_runs')
        .values({
          operator_id: run.operatorId,
          source: run.source,
          file_name: run.fileName,
          file_path: run.filePath,
          format: run.format,
          bytes: run.bytes,
          status: 'queued',
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async get(id: number, trx: DbExecutor = db): Promise<ImportRun | null> {
      const row = await selectRuns(trx).where('r.id', '=', id).executeTakeFirst();
      return row ? present(row) : null;
    },

    /** What the job needs to run it. */
    async source(id: number, trx: DbExecutor = db) {
      return trx
        .selectFrom('import_runs')
        .select(['file_path', 'format', 'source', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async list(limit: number, trx: DbExecutor = db): Promise<ImportRun[]> {
      const rows = await selectRuns(trx).orderBy('r.id', 'desc').limit(limit).execute();
      return rows.map(present);
    },

    async start(id: number, now: Date, trx: DbExecutor = db): Promise<void> {
      await trx
        .updateTable('import_runs')
        .set({ status: 'running', started_at: now.toISOString(), done: 0, fraction: null })
        .where('id', '=', id)
        .execute();
    },

    async progress(id: number, done: number, failed: number, fraction: number | null): Promise<void> {
      await db.updateTable('import_runs').set({ done, failed, fraction }).where('id', '=', id).execute();
    },

    async finish(id: number, end: ImportRunEnd, now: Date, trx: DbExecutor = db): Promise<void> {
      await trx
        .updateTable('import_runs')
        .set({
          status: end.status,
          done: end.done,
          fraction: end.status === 'succeeded' ? 1 : null,
          inserted: end.inserted,
          updated: end.updated,
          failed: end.failed,
          skipped: end.skipped,
          errors: JSON.stringify(end.errors.slice(0, KEPT_ERRORS)),
          failure_reason: end.failureReason,
          finished_at: now.toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type ImportRunsRepository = ReturnType<typeof createImportRunsRepository>;
