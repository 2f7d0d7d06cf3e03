import { copyFileSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { AppConfig } from '../../../config/env.js';

/**
 * First start on the embedded database (decision 0018): the demo catalogue, search index included, is
 * built once by `npm run build` (scripts/demo-snapshot.mjs) and copied here before the database opens, so
 * the first search already answers from the whole catalogue instead of a catalogue still filling up.
 * Without a snapshot (PostgreSQL, `DEMO_SNAPSHOT=off`, a build without one) the background load of
 * demo-loader.ts runs as before and the pages say that it is still loading.
 *
 * Returns true when the snapshot was copied.
 */
export function seedDatabaseFromDemoSnapshot(
  config: Pick<AppConfig, 'database' | 'demoData' | 'demoSnapshot'>,
  logger: Pick<Logger, 'info'>,
): boolean {
  const { database, demoSnapshot } = config;
  if (config.demoData !== 'auto' || database.dialect !== 'sqlite' || demoSnapshot === null) return false;
  // Only a data directory without a database: an existing one (with accounts, or real data) is never touched.
  if (existsSync(database.file) || !existsSync(demoSnapshot)) return false;
  const started = performance.now();
  mkdirSync(path.dirname(database.file), { recursive: true });
  // Copied under another name and renamed: a crash mid-copy leaves no half database for the next start.
  const partial = `${database.file}.copying`;
  copyFileSync(demoSnapshot, partial);
  renameSync(partial, database.file);
  logger.info(
    { seconds: Math.round(performance.now() - started) / 1000 },
    'demo catalogue copied from the build (デモデータを配置しました)',
  );
  return true;
}
