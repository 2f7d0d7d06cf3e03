import { DEMO_DEFAULTS, generateDemoDataset, type DemoDatasetOptions } from '@app/demo-data/generate';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.js';
import { createAppSettingsRepository, SETTING_KEYS } from '../app-settings/repository.js';
import { runImport, type AfterImportHook, type ImportItem, type ImportSummary } from './import-runner.js';

/**
 * The demo dataset (decisions §8): generated deterministically by packages/demo-data and imported like
 * any interchange file, source 'demo' (rows flagged is_demo). Loaded by `npm start` on an empty catalogue
 * and by `cli demo:generate`.
 */

export interface LoadDemoOptions extends DemoDatasetOptions {
  batchSize?: number;
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

export async function loadDemoDataset(db: Kysely<Database>, options: LoadDemoOptions = {}): Promise<ImportSummary> {
  const patents = options.patents ?? DEMO_DEFAULTS.patents;
  const expected = expectedDemoRecords(patents, options.products);
  let done = 0;
  const summary = await runImport(db, demoItems(options), {
    defaultSource: 'demo',
    batchSize: options.batchSize ?? 2000,
    full: true,
    afterImport: options.afterImport,
    fraction: () => Math.min(1, done / expected),
    onProgress: (progress) => {
      done = progress.done;
      options.onProgress?.(progress.done, progress.fraction);
    },
  });
  await createAppSettingsRepository(db).set(SETTING_KEYS.demoData, 'true');
  return summary;
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
 * First start: loads the default demo dataset into an empty catalogue and logs its progress. A catalogue
 * with data is left alone (one indexed query: later starts stay fast).
 */
export async function ensureDemoCatalogue(
  db: Kysely<Database>,
  logger: Pick<Logger, 'info' | 'warn'>,
  options: LoadDemoOptions = {},
): Promise<ImportSummary | null> {
  if (!(await catalogueIsEmpty(db))) return null;
  logger.info('empty catalogue: loading the demo dataset (デモデータを読み込んでいます)');
  let lastLog = performance.now();
  const summary = await loadDemoDataset(db, {
    ...options,
    onProgress: (done, fraction) => {
      options.onProgress?.(done, fraction);
      if (performance.now() - lastLog < 5000) return;
      lastLog = performance.now();
      logger.info({ records: done, percent: fraction === null ? null : Math.round(fraction * 100) }, 'loading demo data');
    },
  });
  const { inserted, updated, failed, seconds } = summary;
  const log = failed > 0 ? logger.warn.bind(logger) : logger.info.bind(logger);
  log(
    { inserted, updated, failed, seconds: Math.round(seconds * 10) / 10, errors: summary.errors.slice(0, 5) },
    'demo dataset loaded',
  );
  return summary;
}
