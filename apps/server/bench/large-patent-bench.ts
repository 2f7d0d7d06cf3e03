/*
 * Large-patent analysis (docs/spec/analyses.md) on the demo dataset: how many patents the list shows with the default
 * minExamples, and the time to analyse the patent with the most examples — cold (worker thread, model fits)
 * and from the cache — with the event loop's worst delay meanwhile (the analysis must not block it).
 * Uses the demo database of the search bench (.data/bench-search/sqlite-5000, BENCH_LARGE_PATENT_DIR to
 * change it) and loads the demo dataset there when it is empty. Prints figures; never fails.
 *
 *   npx tsx --conditions=source apps/server/bench/large-patent-bench.ts
 */
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { API_PATHS } from '@app/contract/api-paths';
import type { LargePatentAnalysis, LargePatentList } from '@app/contract/large-patents';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { createDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { signInAs } from '../src/features/catalogue/testing/catalogue-test-support.js';
import { loadDemoDataset } from '../src/features/catalogue/write/demo-loader.js';
import { reindexWithLandscape } from '../src/features/visualization/index-with-landscape.js';

export async function runLargePatentBench(log: (line: string) => void = console.log): Promise<void> {
  const dir = path.resolve(process.env.BENCH_LARGE_PATENT_DIR ?? '.data/bench-search/sqlite-5000');
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dir, 'no-web-app'),
  });
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  if (!(await database.db.selectFrom('patents').select('id').limit(1).executeTakeFirst())) {
    log('  loading the demo dataset (kept for later runs) …');
    await loadDemoDataset(database.db);
    await reindexWithLandscape(database.db);
  }
  const app = await buildApp(config, { database });
  try {
    await app.ready();
    const headers = await signInAs(app, 'standard');
    const get = async <T>(query: string) => {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `${API_PATHS.largePatentAnalyze.build()}?${query}`,
        headers,
      });
      if (response.statusCode !== 200)
        throw new Error(`${response.statusCode} ${response.body.slice(0, 200)}`);
      return { body: response.json<T>(), ms: performance.now() - started };
    };
    const list = await get<LargePatentList>('pageSize=100');
    const counts = list.body.items.map((item) => item.exampleCount);
    log(
      `\n## Large-patent analysis (demo dataset, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)})`,
    );
    log(
      `list (minExamples ${list.body.minExamples}): ${list.body.total} patents, ${Math.min(...counts)}–${Math.max(...counts)} examples, ${list.ms.toFixed(0)} ms`,
    );
    const largest = list.body.items[0];
    if (!largest) return;
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const cold = await get<LargePatentAnalysis>(`patentId=${encodeURIComponent(largest.id)}`);
    delay.disable();
    const cached = await get<LargePatentAnalysis>(`patentId=${encodeURIComponent(largest.id)}`);
    const analysis = cold.body;
    console.table([
      {
        patent: `${largest.publicationNumber} (${largest.id})`,
        examples: analysis.table.total,
        ingredients: analysis.table.components.length,
        properties: analysis.table.properties.length,
        'cold ms': Math.round(cold.ms),
        'computed ms (elapsedMs)': analysis.elapsedMs,
        'event loop max delay ms': Math.round(delay.max / 1e6),
        'cached ms': Math.round(cached.ms),
        'cached elapsedMs': cached.body.elapsedMs,
      },
    ]);
    console.table(
      analysis.drivers.map((entry) => ({
        property: entry.name,
        rows: entry.rows,
        'CV R²': entry.r2 === null ? '—' : entry.r2.toFixed(3),
        'top driver': `${entry.drivers[0]?.name ?? '—'} (${entry.drivers[0]?.direction ?? ''} ${((entry.drivers[0]?.importance ?? 0) * 100).toFixed(0)} %)`,
      })),
    );
    log(`rules: ${analysis.rules.length}; first: ${analysis.rules[0]?.text ?? '—'}`);
    log(`separation: ${analysis.separation.summary}`);
  } finally {
    await app.close();
    await database.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runLargePatentBench();
}
