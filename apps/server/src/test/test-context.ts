import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../config/env.js';
import { createDatabase, type AppDatabase } from '../db/database.js';
import { copyMigratedSqlite, createPostgresTestDatabase } from './test-database.js';

export interface TestContext {
  config: AppConfig;
  /** Open; migrated unless the test asked for `migrate: false`. */
  database: AppDatabase;
  /** A scratch directory (DATA_DIR) removed by close(). */
  dir: string;
  close(): Promise<void>;
}

export interface TestContextOptions {
  /** Environment variables on top of the test defaults (e.g. MAINTENANCE_MODE, WEB_DIST_DIR). */
  env?: Record<string, string>;
  /** False leaves the database empty, as on a first start. */
  migrate?: boolean;
}

/**
 * A fresh database and the config pointing at it: SQLite in a temp dir, or — when TEST_DATABASE_URL is
 * set — a new PostgreSQL database on that server, dropped by close().
 */
export async function createTestContext({
  env = {},
  migrate = true,
}: TestContextOptions = {}): Promise<TestContext> {
  const dir = await mkdtemp(path.join(tmpdir(), 'server-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl ? await createPostgresTestDatabase(adminUrl, { migrated: migrate }) : undefined;
  const config = loadConfig({
    DATA_DIR: dir,
    // Never the real apps/web/dist: a test that wants a web app builds one and passes WEB_DIST_DIR.
    WEB_DIST_DIR: path.join(dir, 'no-web-app'),
    LOG_LEVEL: 'silent',
    // Test files send many costly calls from one address in a minute: the cost limits' own tests set 1.
    COST_LIMIT_SCALE: '100',
    // A read's time budget (10 s) stops a runaway query for users; in the tests, which share two cores with a
    // browser, a database and other test files at a low priority, 10 s is a busy machine, not a hung query.
    // read-pool.test.ts checks the budget with its own setting.
    READ_TIMEOUT_MS: '60000',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  // Migrated databases are copies of one migrated template (test-database.ts).
  if (migrate && config.database.dialect === 'sqlite') await copyMigratedSqlite(config.database.file);
  const database = createDatabase(config);
  return {
    config,
    database,
    dir,
    async close() {
      await database.destroy();
      await postgres?.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
