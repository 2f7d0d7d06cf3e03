/**
 * Visualisation benchmark (docs/spec/analyses.md "Visualisation", docs/spec/budgets-and-reliability.md): what the landscape map costs at index time
 * and what one call of patents/visualization costs (server time and payload), on SQLite.
 *
 *   npx tsx --conditions=source apps/server/bench/visualization-bench.ts
 *   BENCH_SEARCH_DIR=.data/bench-search   where search-bench.ts keeps its generated datasets
 *   BENCH_VISUALIZATION_LARGE=0            skip the 100,000-patent layout (minutes)
 *
 * Wall times include waiting for a busy machine; the CPU figures are what the work itself costs.
 *
 * - Layout at index time over the 5,000-patent demo dataset (load + embedding + clustering + labels +
 *   store, with the longest event-loop stall meanwhile), and the computation over the 100,000-patent
 *   dataset when search-bench.ts has generated it (read-only; skipped when absent).
 * - patents mode over all 5,000 demo patents (5,000 points, every aggregate), with a query and with a
 *   colour property; examples mode with two properties every example has (two bench properties are added
 *   to every example of this benchmark's own copy of the dataset: no demo property pair covers 50,000
 *   examples) and with the most measured pair of the demo data.
 *
 * Works on its own copy of search-bench's 5,000-patent SQLite dataset (.data/bench-visualization), so the
 * search benchmark's files are never written. Prints tables; never fails because the machine is slow.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Sqlite from 'better-sqlite3';
import { computeLandscape } from '@app/analysis/landscape/landscape';
import { API_PATHS } from '@app/contract/api-paths';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { createDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { DbExecutor } from '../src/db/schema.js';
import { signInAs } from '../src/features/catalogue/testing/catalogue-test-support.js';
import { rebuildLandscape } from '../src/features/visualization/landscape-build.js';

const BENCH_PROPERTIES = ['bench-x', 'bench-y'] as const;

export interface VisualizationBenchRow {
  what: string;
  /** Server time of the first call and the median of the next ones (ms). */
  firstMs: number;
  medianMs: number;
  /** Median CPU time of the process per call (ms). */
  cpuMs: number;
  bytes: number;
  points: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? NaN;
}

/** Runs `work` while a 5 ms interval probe records the longest time the event loop could not answer. */
async function withStallProbe<T>(
  work: () => Promise<T>,
): Promise<{ result: T; maxStallMs: number; cpuSeconds: number }> {
  const cpu = process.cpuUsage();
  let last = performance.now();
  let maxStallMs = 0;
  const probe = setInterval(() => {
    const now = performance.now();
    maxStallMs = Math.max(maxStallMs, now - last - 5);
    last = now;
  }, 5);
  try {
    const result = await work();
    const used = process.cpuUsage(cpu);
    return {
      result,
      maxStallMs: Math.max(0, Math.round(maxStallMs)),
      cpuSeconds: (used.user + used.system) / 1e6,
    };
  } finally {
    clearInterval(probe);
  }
}

/** Every example gets the two bench properties (once per copy): axes with 50,000+ points. */
async function addBenchProperties(db: DbExecutor): Promise<void> {
  const have = await db
    .selectFrom('property_defs')
    .select('id')
    .where('external_id', '=', BENCH_PROPERTIES[1])
    .executeTakeFirst();
  if (have) return;
  const now = new Date().toISOString();
  for (const [k, externalId] of BENCH_PROPERTIES.entries()) {
    const def = await db
      .insertInto('property_defs')
      .values({
        source: 'bench',
        external_id: externalId,
        name: k === 0 ? 'ベンチ物性X' : 'ベンチ物性Y',
        name_en: null,
        display_unit: 'MPa',
        unit_family: 'stress',
        canonical_unit: 'MPa',
        test_standards: '[]',
        direction: k === 0 ? 'higher' : 'lower',
        scope: 'both',
        group_name: null,
        description: null,
        levels: null,
        is_demo: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const examples = await db.selectFrom('examples').select('id').execute();
    for (let start = 0; start < examples.length; start += 500) {
      await db
        .insertInto('example_properties')
        .values(
          examples.slice(start, start + 500).map((row) => {
            const id = Number(row.id);
            // A deterministic cloud with a visible trade-off between the two axes.
            const value =
              k === 0
                ? 50 + ((id * 7919) % 1000) / 10
                : 200 - ((id * 7919) % 1000) / 8 + ((id * 104729) % 97);
            return {
              example_id: id,
              ordinal: 900 + k,
              property_def_id: Number(def.id),
              name: k === 0 ? 'ベンチ物性X' : 'ベンチ物性Y',
              value,
              unit: 'MPa',
              value_canonical: value,
              unit_canonical: 'MPa',
              original_text: null,
              condition: null,
            };
          }),
        )
        .execute();
    }
  }
}

/** The 100,000-patent layout computation alone, read-only on search-bench's dataset. */
async function largeLayout(file: string, log: (line: string) => void): Promise<void> {
  const sqlite = new Sqlite(file, { readonly: true, fileMustExist: true });
  try {
    const loadStarted = performance.now();
    const rows = sqlite
      .prepare(
        `select p.id, p.title, p.abstract, c.text as claim from patents p
         left join patent_claims c on c.patent_id = p.id and c.number = 1 order by p.id`,
      )
      .all() as { id: number; title: string; abstract: string | null; claim: string | null }[];
    const vocabulary = (
      sqlite
        .prepare(
          'select name from materials union select alias from material_aliases union select name from property_defs',
        )
        .all() as {
        name: string;
      }[]
    ).map((row) => row.name);
    const loadMs = performance.now() - loadStarted;
    const started = performance.now();
    const {
      result: map,
      maxStallMs,
      cpuSeconds,
    } = await withStallProbe(() =>
      computeLandscape(
        rows.map((row) => ({
          id: row.id,
          title: row.title,
          body: `${row.abstract ?? ''}\n${(row.claim ?? '').slice(0, 400)}`,
        })),
        { seed: 20_240_701, vocabulary, pause: () => new Promise((resolve) => setImmediate(resolve)) },
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    log(
      `| layout computation, ${rows.length.toLocaleString('en')} patents (read ${Math.round(loadMs)} ms) | ${seconds.toFixed(1)} s | ${cpuSeconds.toFixed(1)} s | ${map.clusters.length} | ${maxStallMs} ms |`,
    );
  } finally {
    sqlite.close();
  }
}

export async function runVisualizationBench(
  log: (line: string) => void = console.log,
): Promise<VisualizationBenchRow[]> {
  const searchDir = path.resolve(process.env.BENCH_SEARCH_DIR ?? '.data/bench-search');
  const source = path.join(searchDir, 'sqlite-5000', 'app.db');
  const rows: VisualizationBenchRow[] = [];
  log('\n## Patent and example visualisation (SQLite)');
  if (!existsSync(source)) {
    log(`(skipped: no 5,000-patent dataset in ${searchDir}; run apps/server/bench/search-bench.ts first)`);
    return rows;
  }
  const dir = path.resolve('.data/bench-visualization');
  mkdirSync(dir, { recursive: true });
  const target = path.join(dir, 'app.db');
  if (!existsSync(target)) {
    // An online backup: consistent even while search-bench.ts has the dataset open.
    const from = new Sqlite(source, { readonly: true, fileMustExist: true });
    try {
      await from.backup(target);
    } finally {
      from.close();
    }
  }

  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dir, 'no-web-app'),
  });
  const database = createDatabase(config);
  try {
    await migrateToLatest(database.db);
    await addBenchProperties(database.db);

    log('\n| index time | wall | CPU | clusters | longest event-loop stall |');
    log('|---|---|---|---|---|');
    const started = performance.now();
    const {
      result: build,
      maxStallMs,
      cpuSeconds,
    } = await withStallProbe(() => rebuildLandscape(database.db));
    const total = (performance.now() - started) / 1000;
    log(
      `| layout of ${build.documents.toLocaleString('en')} patents: load + compute ${(build.elapsedMs / 1000).toFixed(2)} s, + store | ${total.toFixed(2)} s | ${cpuSeconds.toFixed(2)} s | ${build.clusters} | ${maxStallMs} ms |`,
    );
    const large = path.join(searchDir, 'sqlite-100000', 'app.db');
    if (process.env.BENCH_VISUALIZATION_LARGE === '0') {
      log('| layout computation, 100,000 patents | skipped (BENCH_VISUALIZATION_LARGE=0) | | | |');
    } else if (existsSync(large)) await largeLayout(large, log);
    else log('| layout computation, 100,000 patents | skipped (no dataset) | | | |');

    const app = await buildApp(config, { database });
    try {
      await app.ready();
      const headers = await signInAs(app, 'standard');
      const calls: [string, string][] = [
        ['patents mode, all patents (5,000 points)', 'mode=patents'],
        ['patents mode, q=樹脂', `mode=patents&q=${encodeURIComponent('樹脂')}`],
        ['patents mode, coloured by the most measured property', 'mode=patents&colorProperty=__top__'],
        [
          'examples mode, bench axes (every example)',
          `mode=examples&x=property:${BENCH_PROPERTIES[0]}&y=property:${BENCH_PROPERTIES[1]}&limit=100000`,
        ],
        ['examples mode, default axes, colour by applicant', 'mode=examples&color=applicant'],
      ];
      const top = await database.db
        .selectFrom('example_properties as p')
        .innerJoin('property_defs as d', 'd.id', 'p.property_def_id')
        .select(['d.external_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('d.external_id', 'not in', [...BENCH_PROPERTIES])
        .groupBy('d.external_id')
        .orderBy('n', 'desc')
        .executeTakeFirst();
      log('\n| call | first (ms) | median of 5 (ms) | CPU median (ms) | points | payload |');
      log('|---|---|---|---|---|---|');
      for (const [what, query] of calls) {
        const url = `${API_PATHS.patentVisualization.build()}?${query.replace('__top__', top?.external_id ?? '')}`;
        const times: number[] = [];
        const cpuTimes: number[] = [];
        let bytes = 0;
        let points = 0;
        for (let i = 0; i < 6; i += 1) {
          const started = performance.now();
          const cpu = process.cpuUsage();
          const response = await app.inject({ method: 'GET', url, headers });
          const used = process.cpuUsage(cpu);
          times.push(performance.now() - started);
          cpuTimes.push((used.user + used.system) / 1000);
          if (response.statusCode !== 200)
            throw new Error(`${what}: ${response.statusCode} ${response.body.slice(0, 300)}`);
          bytes = Buffer.byteLength(response.body);
          points = response.json<{ shown: number }>().shown;
        }
        const row = {
          what,
          firstMs: Math.round(times[0]!),
          medianMs: Math.round(median(times.slice(1))),
          cpuMs: Math.round(median(cpuTimes.slice(1))),
          bytes,
          points,
        };
        rows.push(row);
        log(
          `| ${what} | ${row.firstMs} | ${row.medianMs} | ${row.cpuMs} | ${points.toLocaleString('en')} | ${(bytes / 1024 / 1024).toFixed(2)} MiB |`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.destroy();
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runVisualizationBench();
}
