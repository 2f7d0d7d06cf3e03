import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ImportRun } from '@app/contract/admin-imports';
import { importFile } from '../catalogue/ingest/import-file.js';
import { serverAfterImport } from '../read-pool/saved-queries-on-read-threads.js';
import { PermanentJobError, type JobContext } from '../../jobs/job-queue.js';
import { createImportRunsRepository, KEPT_ERRORS } from './import-runs-repository.js';

export const IMPORT_JOB = 'console-imports.run';

/** How often progress is written to the run's row and the job's lease renewed while an import runs. */
const PROGRESS_INTERVAL_MS = 1_000;

/** The reason a whole file could not be imported, without the server's directories in it. */
function failureReason(error: unknown, file: string): string {
  const message = error instanceof Error ? error.message : String(error);
  return `ファイルを取り込めませんでした: ${message.split(file).join(path.basename(file))}`;
}

/**
 * Runs one console import: the CLI's importer (importFile) with the CLI's after-import hook — the search
 * index update wrapped by the saved-search alerts — so the index and the alerts see exactly what a
 * `cli import` would have changed. Progress goes to the run's row every second (the console polls it);
 * the end writes the counts and the first failures. Then the alert digest runs at once, so watchers do not
 * wait for the digest timer. A file that cannot be read at all ends the run as failed (no retry: it would
 * fail again); a worker that stops mid-import lets the job run again (re-importing updates, never duplicates).
 */
export function defineImportJob(app: FastifyInstance, clock: () => Date): void {
  const runs = createImportRunsRepository(app.database.db);
  app.jobs.define<{ runId: number }>({
    kind: IMPORT_JOB,
    lane: 'imports',
    maxAttempts: 3,
    async run({ runId }, context: JobContext) {
      const source = await runs.source(runId);
      if (!source) throw new PermanentJobError(`import run ${runId} does not exist`);
      await runs.start(runId, clock());
      let last = 0;
      let done = 0;
      // The last progress write, awaited before the end is written so that it cannot overwrite the end.
      let written: Promise<unknown> = Promise.resolve();
      try {
        const summary = await importFile(app.database.db, source.file_path, {
          format: source.format as ImportRun['format'],
          maxErrors: KEPT_ERRORS,
          signal: context.signal,
          afterImport: serverAfterImport(app.catalogueReads, clock),
          onProgress: (progress) => {
            done = progress.done;
            const now = Date.now();
            if (now - last < PROGRESS_INTERVAL_MS) return;
            last = now;
            written = runs
              .progress(runId, progress.done, progress.failed, progress.fraction)
              .then(() => context.reportProgress(progress.fraction ?? 0))
              .catch((error: unknown) => context.logger.warn({ err: error }, 'import progress not stored'));
          },
        });
        await written;
        await runs.finish(
          runId,
          {
            status: 'succeeded',
            done: Math.max(done, summary.inserted + summary.updated + summary.failed),
            inserted: summary.inserted,
            updated: summary.updated,
            failed: summary.failed,
            skipped: summary.skipped,
            errors: summary.errors,
            failureReason: null,
          },
          clock(),
        );
        if (summary.inserted + summary.updated > 0) await sendDigests(app, context);
        return { inserted: summary.inserted, updated: summary.updated, failed: summary.failed };
      } catch (error) {
        // Stopped with the worker: the job is run again, the row says "running" until then.
        if (context.signal.aborted) throw error;
        await written;
        await runs.finish(
          runId,
          {
            status: 'failed',
            done,
            inserted: 0,
            updated: 0,
            failed: 0,
            skipped: null,
            errors: [],
            failureReason: failureReason(error, source.file_path),
          },
          clock(),
        );
        context.logger.warn({ err: error, runId }, 'console import failed');
        return { failed: true };
      } finally {
        if (source.source === 'upload' && !context.signal.aborted)
          await rm(source.file_path, { force: true });
      }
    },
  });
}

async function sendDigests(app: FastifyInstance, context: JobContext): Promise<void> {
  try {
    await app.sendAlertDigests();
  } catch (error) {
    // The digest timer sends them later; the import itself succeeded.
    context.logger.warn({ err: error }, 'alert digests after the console import failed');
  }
}
