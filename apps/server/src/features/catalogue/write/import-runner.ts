import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import {
  createCatalogueWriter,
  RecordError,
  type CatalogueRecord,
  type CatalogueWriterOptions,
  type ChangedIds,
  type WriteOutcome,
} from './catalogue-writer.js';
import { createPendingQueue, drainPendingIndex } from './pending-index.js';

/**
 * Runs an import: records in batches of `batchSize` per transaction (throughput). A failing record leaves
 * nothing behind and the rest goes on: a batch with a failure is written again with one savepoint per
 * record. A crash loses at most the open batch, never half a record. Bad items are collected with their
 * line numbers. With an afterImport hook (the search index), every batch also queues the ids it changed
 * (pending-index.ts), so that a run killed before the hook leaves nothing unsearchable: the next run
 * indexes the queue first.
 */

/** One unit of input: a record, or the reason its line could not become one. */
export type ImportItem =
  | { line: number; record: CatalogueRecord; error?: undefined }
  | { line: number; record?: undefined; error: string };

export interface ImportError {
  /** 1-based line (or row) in the source file; 0 when not tied to a line. */
  line: number;
  message: string;
}

export interface ImportSummary {
  inserted: number;
  updated: number;
  failed: number;
  /** The first `maxErrors` failures. */
  errors: ImportError[];
  /** Time of the import itself. */
  seconds: number;
  /** Time of the afterImport hook (search index update); 0 without one. */
  hookSeconds: number;
  changed: ChangedIds;
}

export interface ImportProgress {
  done: number;
  failed: number;
  /** Fraction 0…1 when the source knows its size. */
  fraction: number | null;
}

/** Called after the last batch committed: the search index updates (or rebuilds, `full`) here. */
export type AfterImportHook = (
  db: Kysely<Database>,
  event: { changed: ChangedIds; full: boolean },
) => Promise<void>;

export interface RunImportOptions extends CatalogueWriterOptions {
  /** Records per transaction (default 500). */
  batchSize?: number;
  /** Errors kept in the summary (default 1,000; all are still counted). */
  maxErrors?: number;
  onProgress?: (progress: ImportProgress) => void;
  /** Called for every failure as it happens (CLI prints them). */
  onError?: (error: ImportError) => void;
  /** How far through its input the source is (0…1), for the progress ETA. */
  fraction?: () => number | null;
  afterImport?: AfterImportHook;
  /** Passed to afterImport: the run loaded a whole dataset (rebuild rather than update). */
  full?: boolean;
  /** Stops the run between records: the open batch is rolled back, committed batches stay. */
  signal?: AbortSignal;
}

export async function runImport(
  db: Kysely<Database>,
  items: AsyncIterable<ImportItem> | Iterable<ImportItem>,
  options: RunImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 500;
  const maxErrors = options.maxErrors ?? 1000;
  const queue = options.afterImport ? createPendingQueue() : null;
  const writer = createCatalogueWriter(db, {
    ...options,
    onChanged: queue ? (kind, id) => queue.record(kind, id) : undefined,
  });
  if (options.afterImport) await drainPendingIndex(db, options.afterImport);
  const summary: ImportSummary = {
    inserted: 0,
    updated: 0,
    failed: 0,
    errors: [],
    seconds: 0,
    hookSeconds: 0,
    changed: writer.changed,
  };
  const fail = (line: number, message: string) => {
    summary.failed++;
    const error = { line, message };
    if (summary.errors.length < maxErrors) summary.errors.push(error);
    options.onError?.(error);
  };

  /**
   * One batch in one transaction. First without savepoints (one statement less per record and, on
   * PostgreSQL, two round trips less); when a record fails, the batch is rolled back and written again
   * with a savepoint per record, so that only the failing records are left out.
   */
  async function writeBatch(batch: readonly ImportItem[]): Promise<void> {
    const outcomes: (WriteOutcome | ImportError)[] = [];
    const optimistic = await db.startTransaction().execute();
    try {
      for (const item of batch) {
        if (item.error !== undefined) outcomes.push({ line: item.line, message: item.error });
        else outcomes.push(await writer.write(optimistic, item.record));
        if (writer.pendingRows() > 50_000) await writer.flush(optimistic);
      }
      await writer.flush(optimistic);
      await queue?.enqueue(optimistic, writer.changedEverything());
      await optimistic.commit().execute();
      queue?.committed();
    } catch {
      await optimistic.rollback().execute();
      queue?.rolledBack();
      writer.discardPending();
      // Ids cached while writing the batch may name rows the rollback removed.
      writer.resetCaches();
      outcomes.length = 0;
      const trx = await db.startTransaction().execute();
      try {
        for (const item of batch) {
          if (item.error !== undefined) {
            outcomes.push({ line: item.line, message: item.error });
            continue;
          }
          await sql`savepoint catalogue_record`.execute(trx);
          try {
            outcomes.push(await writer.write(trx, item.record));
            await sql`release savepoint catalogue_record`.execute(trx);
          } catch (error) {
            await sql`rollback to savepoint catalogue_record`.execute(trx);
            await sql`release savepoint catalogue_record`.execute(trx);
            writer.resetCaches();
            outcomes.push({ line: item.line, message: describe(error, item.record) });
          }
          if (writer.pendingRows() > 50_000) await writer.flush(trx);
        }
        await writer.flush(trx);
        await queue?.enqueue(trx, writer.changedEverything());
        await trx.commit().execute();
        queue?.committed();
      } catch (error) {
        await trx.rollback().execute();
        queue?.rolledBack();
        writer.discardPending();
        throw error;
      }
    }
    for (const outcome of outcomes) {
      if (typeof outcome === 'string') summary[outcome]++;
      else fail(outcome.line, outcome.message);
    }
  }

  let batch: ImportItem[] = [];
  let done = 0;
  for await (const item of items) {
    options.signal?.throwIfAborted();
    done++;
    batch.push(item);
    if (batch.length >= batchSize) {
      await writeBatch(batch);
      batch = [];
      // better-sqlite3 answers synchronously: without a turn of the event loop, a server importing in the
      // background would not serve a single request until the import ends.
      await nextTurn();
    }
    if (options.onProgress && done % 100 === 0) {
      options.onProgress({ done, failed: summary.failed, fraction: options.fraction?.() ?? null });
    }
  }
  options.signal?.throwIfAborted();
  await writeBatch(batch);
  await db.transaction().execute(async (trx) => {
    await writer.finish(trx);
    await queue?.enqueue(trx, writer.changedEverything());
  });
  queue?.committed();
  options.onProgress?.({ done, failed: summary.failed, fraction: 1 });
  summary.seconds = (performance.now() - started) / 1000;
  if (options.afterImport) {
    const hookStarted = performance.now();
    await options.afterImport(db, {
      changed: summary.changed,
      full: (options.full ?? false) || writer.changedEverything(),
    });
    await queue?.clear(db);
    summary.hookSeconds = (performance.now() - hookStarted) / 1000;
  }
  return summary;
}

function describe(error: unknown, record: CatalogueRecord): string {
  const prefix = `${record.type} ${record.id}: `;
  if (error instanceof RecordError) return prefix + error.message;
  const message = error instanceof Error ? error.message : String(error);
  if (/unique|duplicate/i.test(message)) return `${prefix}conflicts with an existing record (${message})`;
  return prefix + message;
}
