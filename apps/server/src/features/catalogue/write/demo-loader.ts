import { DEMO_DEFAULTS, generateDemoDataset, type DemoDatasetOptions } from '@app/demo-data/generate';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../../db/schema.js';
import { createAppSettingsRepository, SETTING_KEYS } from '../../app-settings/repository.js';
import { runImport, type AfterImportHook, type ImportItem, type ImportSummary } from './import-runner.js';

/**
 * The demo dataset (docs/spec/data-and-search.md): generated deterministically by packages/demo-data and imported like
 * any interchange file, source 'demo' (rows flagged is_demo). Loaded by `npm start` on an empty catalogue
 * and by `cli demo:generate`.
 */

export interface LoadDemoOptions extends DemoDatasetOptions {
  batchSize?: number;
  signal?: AbortSignal;
  onProgress?: (done: number, fraction: number | null) => void;
  afterImport?: AfterImportHook;
}

/** Roughly how many records a dataset of `patents` patents has (for progress only). */
export function expectedDemoRecords(patents: number, products: number = DEMO_DEFAULTS.products): number {
  return 700 + products + patents * 12;
}

function* demoItems(options: DemoDatasetOptions): Generator<ImportItem> {
  let line = 0;
  // The generator's output is typed by the contract: validated by its own tests, not again here.
  for (const record of generateDemoDataset(options)) yield { line: ++line, record };
}

export async function loadDemoDataset(
  db: Kysely<Database>,
  options: LoadDemoOptions = {},
): Promise<ImportSummary> {
  const patents = options.patents ?? DEMO_DEFAULTS.patents;
  const expected = expectedDemoRecords(patents, options.products);
  let done = 0;
  const summary = await runImport(db, demoItems(options), {
    defaultSource: 'demo',
    batchSize: options.batchSize ?? 2000,
    full: true,
    afterImport: options.afterImport,
    signal: options.signal,
    fraction: () => Math.min(1, done / expected),
    onProgress: (progress) => {
      done = progress.done;
      options.onProgress?.(progress.done, progress.fraction);
    },
  });
  await createAppSettingsRepository(db).set(SETTING_KEYS.demoData, 'true');
  return summary;
}

const DEMO_STATE_KEY = SETTING_KEYS.demoLoadState;

async function demoState(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', DEMO_STATE_KEY)
    .executeTakeFirst();
  return row?.value ?? null;
}

async function setDemoState(db: Kysely<Database>, value: 'loading' | 'done'): Promise<void> {
  const updated_at = new Date().toISOString();
  await db
    .insertInto('app_settings')
    .values({ key: DEMO_STATE_KEY, value, updated_at })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at }))
    .execute();
}

/**
 * Several servers starting at once on one empty PostgreSQL: the one whose insert of the state row wins
 * loads the data, the others leave it alone.
 */
async function claimDemoLoad(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .insertInto('app_settings')
    .values({ key: DEMO_STATE_KEY, value: 'loading', updated_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** True when no patent, product or material has been loaded yet. */
export async function catalogueIsEmpty(db: Kysely<Database>): Promise<boolean> {
  for (const table of ['patents', 'products', 'materials'] as const) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/**
 * First start: loads the default demo dataset into an empty catalogue, logging its progress. A load that
 * was interrupted (stop, crash) is resumed on the next start — records already in are updated, not
 * duplicated. A catalogue with data of its own is left alone: later starts cost two indexed queries.
 */
export async function ensureDemoCatalogue(
  db: Kysely<Database>,
  logger: Pick<Logger, 'info' | 'warn'>,
  options: LoadDemoOptions & { signal?: AbortSignal } = {},
): Promise<ImportSummary | null> {
  const state = await demoState(db);
  if (state === 'done') return null;
  if (state !== 'loading' && !(await catalogueIsEmpty(db))) return null;
  if (state === null && !(await claimDemoLoad(db))) {
    logger.info('another server is loading the demo dataset');
    return null;
  }
  logger.info(
    state === 'loading'
      ? 'resuming the interrupted demo data load (デモデータの読み込みを再開します)'
      : 'empty catalogue: loading the demo dataset (デモデータを読み込んでいます)',
  );
  await setDemoState(db, 'loading');
  // The data is labelled as demo data from its first row on.
  await createAppSettingsRepository(db).set(SETTING_KEYS.demoData, 'true');
  let lastLog = performance.now();
  let lastPercent = -1;
  const settings = createAppSettingsRepository(db);
  const summary = await loadDemoDataset(db, {
    ...options,
    onProgress: (done, fraction) => {
      options.onProgress?.(done, fraction);
      // For the pages' "still loading" notice (public configuration); one write per percent. The records
      // count for 80 %: the search index is built after the last of them and reports no progress of its own.
      const percent = Math.floor((fraction ?? 0) * 80);
      if (percent !== lastPercent) {
        lastPercent = percent;
        void settings.set(SETTING_KEYS.demoLoadPercent, String(percent)).catch(() => undefined);
      }
      if (performance.now() - lastLog < 5000) return;
      lastLog = performance.now();
      logger.info(
        { records: done, percent: fraction === null ? null : Math.round(fraction * 100) },
        'loading demo data',
      );
    },
  });
  await setDemoState(db, 'done');
  await settings.remove(SETTING_KEYS.demoLoadPercent);
  const { inserted, updated, failed, seconds, hookSeconds } = summary;
  const log = failed > 0 ? logger.warn.bind(logger) : logger.info.bind(logger);
  log(
    {
      inserted,
      updated,
      failed,
      seconds: Math.round(seconds * 10) / 10,
      indexSeconds: Math.round(hookSeconds * 10) / 10,
      errors: summary.errors.slice(0, 5),
    },
    'demo dataset loaded',
  );
  return summary;
}

/**
 * Records per transaction of the background load: the server answers between two batches (better-sqlite3
 * is synchronous), and 100 demo records take some tens of milliseconds.
 */
export const BACKGROUND_BATCH_SIZE = 100;

/**
 * `npm start`: runs ensureDemoCatalogue beside the listening server (the first page is served at once;
 * the catalogue fills within seconds). `stop()` ends it between records, for a graceful shutdown; the
 * next start resumes. `done` never rejects: a failure is logged.
 */
export function demoCatalogueLoader(
  db: Kysely<Database>,
  logger: Pick<Logger, 'info' | 'warn' | 'error'>,
  options: LoadDemoOptions = {},
): { start(): void; stop(): Promise<void>; readonly done: Promise<void> } {
  const controller = new AbortController();
  let done: Promise<void> = Promise.resolve();
  return {
    get done() {
      return done;
    },
    start() {
      done = ensureDemoCatalogue(db, logger, {
        batchSize: BACKGROUND_BATCH_SIZE,
        ...options,
        signal: controller.signal,
      }).then(
        () => undefined,
        (error: unknown) => {
          if (controller.signal.aborted) logger.info('demo data load stopped; it resumes on the next start');
          else logger.error({ err: error }, 'demo data load failed');
        },
      );
    },
    async stop() {
      controller.abort();
      await done;
    },
  };
}
