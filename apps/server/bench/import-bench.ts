/**
 * Import benchmark (issue "catalogue data and search": import throughput): the path of
 * `npm run cli -- import <file>.jsonl` — reading the JSON Lines file, one transaction per record, the search
 * index update of the after-import hook — on a fresh SQLite database and, when a PostgreSQL URL is given, on
 * a fresh PostgreSQL database. Then the same file again: a re-import updates every record and adds none.
 *
 *   npx tsx --conditions=source apps/server/bench/import-bench.ts
 *   BENCH_IMPORT_PATENTS=2000          patents of the generated demo file (default 2000)
 *   BENCH_DATABASE_URL=postgres://…    PostgreSQL admin URL (default TEST_DATABASE_URL; unset: SQLite only)
 *
 * Prints a table; never fails because the machine is slow.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { generateDemoJsonLines } from '@app/demo-data/generate';
import { loadConfig } from '../src/config/env.js';
import { createDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { importFile } from '../src/features/catalogue/ingest/import-file.js';
import { updateIndexAndLandscape } from '../src/features/visualization/index-with-landscape.js';
import { postgresDatabase } from './search-bench.js';

const DATABASE_NAME = 'bench_import';

async function freshPostgres(adminUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${DATABASE_NAME}"`);
  } finally {
    await client.end();
  }
  return postgresDatabase(adminUrl, DATABASE_NAME);
}

async function measure(label: string, databaseUrl: string | null, file: string, dataDir: string) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = createDatabase(config);
  try {
    await migrateToLatest(database.db);
    const rows = [];
    for (const pass of ['first import', 're-import (idempotent)']) {
      const rssBefore = process.memoryUsage().rss;
      const summary = await importFile(database.db, file, {
        format: 'jsonl',
        defaultSource: 'bench',
        afterImport: updateIndexAndLandscape,
      });
      const records = summary.inserted + summary.updated;
      rows.push({
        database: label,
        pass,
        records,
        inserted: summary.inserted,
        updated: summary.updated,
        failed: summary.failed,
        'import s': summary.seconds.toFixed(1),
        'records/s': Math.round(records / Math.max(summary.seconds, 0.001)),
        'index s': summary.hookSeconds.toFixed(1),
        'RSS MiB': Math.round(Math.max(rssBefore, process.memoryUsage().rss) / 2 ** 20),
      });
    }
    return rows;
  } finally {
    await database.destroy();
  }
}

async function main() {
  const patents = Number(process.env.BENCH_IMPORT_PATENTS ?? 2000);
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
  const work = mkdtempSync(path.join(tmpdir(), 'bench-import-'));
  try {
    const file = path.join(work, 'demo.jsonl');
    writeFileSync(file, [...generateDemoJsonLines({ patents })].join('\n') + '\n');
    console.log(
      `\n## Import: ${patents} demo patents as JSON Lines (${(statSync(file).size / 2 ** 20).toFixed(1)} MiB), ` +
        'one transaction per record, then the search index update',
    );
    const rows = await measure('sqlite', null, file, path.join(work, 'sqlite'));
    if (adminUrl) rows.push(...(await measure('postgres', await freshPostgres(adminUrl), file, work)));
    console.table(rows);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
