/**
 * Bulk patent XML import benchmark (issue 15): `npm run cli -- import <weekly file>` as an operator runs it —
 * the USPTO weekly grant file streamed document by document, written in batches with the durable
 * search-index queue, then the search index update — on a fresh SQLite database, each case in a process of
 * its own so that its peak memory (max RSS) is its own:
 *
 *   - the 196-grant weekly file of the shared samples (ipg120327), as it comes;
 *   - the same grants repeated to a weekly file of 7,056 grants (numbers made unique): the size of a real
 *     week, to show that memory does not grow with the file.
 *
 *   npx tsx --conditions=source apps/server/bench/import-bulk-bench.ts
 *
 * Prints a table; never fails because the machine is slow.
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config/env.js';
import { createDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { importFile } from '../src/features/catalogue/ingest/import-file.js';
import { updateIndexAndLandscape } from '../src/features/visualization/index-with-landscape.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** `shared/data` beside the repository, found by walking up from this file. */
function sharedData(...parts: string[]): string {
  for (let dir = here; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'data');
    if (existsSync(candidate)) return path.join(candidate, ...parts);
    if (path.dirname(dir) === dir) throw new Error('shared/data not found beside the repository');
  }
}

interface CaseResult {
  documents: number;
  inserted: number;
  failed: number;
  importSeconds: number;
  indexSeconds: number;
  maxRssMiB: number;
}

/** Child: one import on a fresh database; prints its figures as JSON. */
async function runCase(file: string, dataDir: string): Promise<void> {
  const database = createDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  try {
    await migrateToLatest(database.db);
    const summary = await importFile(database.db, file, { afterImport: updateIndexAndLandscape });
    const result: CaseResult = {
      documents: summary.documents ?? 0,
      inserted: summary.inserted,
      failed: summary.failed,
      importSeconds: summary.seconds,
      indexSeconds: summary.hookSeconds,
      maxRssMiB: process.resourceUsage().maxRSS / 1024,
    };
    console.log(JSON.stringify(result));
  } finally {
    await database.destroy();
  }
}

/** The weekly file repeated `times` times, each copy's publication numbers made unique. */
async function repeatedWeekly(source: string, times: number, target: string): Promise<void> {
  const documents = readFileSync(source, 'utf8')
    .split('<?xml')
    .filter((part) => part.trim() !== '');
  const out = createWriteStream(target);
  for (let copy = 0; copy < times; copy++) {
    for (const document of documents) {
      // The first doc-number is the publication's; a copy suffix keeps the series letters and kind.
      const text = `<?xml${document}`.replace(
        /(<publication-reference>\s*<document-id>\s*<country>US<\/country>\s*<doc-number>)([^<]+)/,
        (_whole, head: string, number: string) => `${head}${number}${String(copy).padStart(2, '0')}`,
      );
      if (!out.write(text)) await once(out, 'drain');
    }
  }
  out.end();
  await once(out, 'finish');
}

function measure(label: string, file: string, work: string) {
  const dataDir = mkdtempSync(path.join(work, 'db-'));
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--case', file, dataDir],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    },
  );
  const line = child.stdout.trim().split('\n').pop() ?? '';
  if (child.status !== 0 || !line.startsWith('{')) {
    throw new Error(`${label}: the import process failed\n${child.stderr}`);
  }
  const result = JSON.parse(line) as CaseResult;
  return {
    file: label,
    MiB: (statSync(file).size / 2 ** 20).toFixed(1),
    documents: result.documents,
    inserted: result.inserted,
    failed: result.failed,
    'import s': result.importSeconds.toFixed(1),
    'documents/s': Math.round(result.documents / Math.max(result.importSeconds, 0.001)),
    'index s': result.indexSeconds.toFixed(1),
    'documents/s incl. index': Math.round(
      result.documents / Math.max(result.importSeconds + result.indexSeconds, 0.001),
    ),
    'peak RSS MiB': Math.round(result.maxRssMiB),
  };
}

async function main() {
  const weekly = sharedData('uspto-bulk-samples', 'weekly', 'ipg120327.196.xml');
  const work = mkdtempSync(path.join(tmpdir(), 'bench-import-bulk-'));
  try {
    console.log(
      '\n## Bulk XML import: USPTO weekly grant file, streamed, then the search index update (SQLite)',
    );
    const rows = [measure('ipg120327 (196 grants)', weekly, work)];
    const large = path.join(work, 'weekly-7056.xml');
    await repeatedWeekly(weekly, 36, large);
    rows.push(measure('196 grants × 36 (7,056 grants)', large, work));
    console.table(rows);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const caseAt = process.argv.indexOf('--case');
if (caseAt >= 0) await runCase(process.argv[caseAt + 1]!, process.argv[caseAt + 2]!);
else await main();
