/**
 * Search benchmark (docs/spec/budgets-and-reliability.md): latency percentiles and throughput of the catalogue search API for a
 * realistic query mix, on the demo dataset and on a larger generated one, on SQLite and PostgreSQL.
 *
 *   npx tsx --conditions=source apps/server/bench/search-bench.ts
 *   BENCH_SEARCH_SIZES=5000,100000  patents per dataset (default 5000,100000)
 *   BENCH_DATABASE_URL=postgres://…  PostgreSQL admin URL (default TEST_DATABASE_URL; unset: SQLite only)
 *   BENCH_SEARCH_SECONDS=10          seconds of load per measurement (default 8)
 *   BENCH_SEARCH_DIR=.data/bench-search  where generated SQLite datasets are kept between runs
 *   BENCH_SEARCH_DATABASES=sqlite,postgres  which databases to measure
 *   BENCH_SEARCH_UNSEEN=0.2          share of never-seen queries in the mix
 *
 * Datasets above the demo size keep the examples of every 10th patent only (a million examples would
 * take hours to build); the demo-size dataset is the demo dataset as `npm start` loads it.
 *
 * Requests go through app.inject() (the whole Fastify pipeline: auth, validation, search, presenters,
 * response serialisation) from inside the server process. The stream (seeded, the same on every run):
 * popular queries by Zipf rank (common terms such as 樹脂, short and rare terms, syntax, facets, ranges,
 * page 2) plus a share of queries never asked before. Measured twice on the same stream: with the caches
 * as the server runs (presented pages, index answers, text matches, PostgreSQL term sets; popular pages warmed) and cold (both caches off,
 * every request computed). Generated datasets are kept and reused: a 100,000-patent dataset takes a long
 * time to build. Prints tables; never fails because the machine is slow.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { createDatabase, type AppDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { signInAs } from '../src/features/catalogue/testing/catalogue-test-support.js';
import { API_PATHS } from '@app/contract/api-paths';
import { generateDemoDataset } from '@app/demo-data/generate';
import { loadDemoDataset } from '../src/features/catalogue/write/demo-loader.js';
import { runImport } from '../src/features/catalogue/write/import-runner.js';
import { reindexWithLandscape } from '../src/features/visualization/index-with-landscape.js';

export interface SearchBenchOptions {
  /** Patents per dataset. */
  sizes?: number[];
  /** PostgreSQL admin URL; null: SQLite only. */
  postgresUrl?: string | null;
  seconds?: number;
  /** Concurrent clients of the throughput run. */
  concurrency?: number;
  /** Directory of the kept SQLite datasets. */
  dataDir?: string;
  /** Share of never-seen queries in the mix (default 0.2). */
  unseenShare?: number;
  /** Which databases to measure (default: SQLite, and PostgreSQL when a URL is given). */
  databases?: ('sqlite' | 'postgres')[];
  log?: (line: string) => void;
}

export interface SearchBenchRow {
  database: 'sqlite' | 'postgres';
  patents: number;
  /**
   * Whether the caches served repeated requests (the index's answers and the presented pages, as the
   * server runs) or every request was computed (cold: what a stream of distinct queries costs).
   */
  cached: boolean;
  /** Share of requests answered from the presented-page cache (0 when cold). */
  pageHitRate: number;
  /** Latency of one client after another (ms). */
  p50: number;
  p95: number;
  p99: number;
  /** Requests per second with `concurrency` clients. */
  rps: number;
  /** p95 (ms) with `concurrency` clients. */
  loadedP95: number;
  errors: number;
  rssMiB: number;
  /** Per query class: p50 / p95 of the sequential run. */
  classes: Record<string, { p50: number; p95: number; n: number }>;
  buildSeconds: number | null;
}

interface BenchQuery {
  kind: string;
  url: string;
}

/** Datasets up to this size are the demo dataset itself (all examples). */
const DEMO_SIZE = 5000;
/** Larger ones keep the examples of every EXAMPLE_SHARE-th patent. */
const EXAMPLE_SHARE = 10;
const q = (text: string) => encodeURIComponent(text);

/**
 * The queries users repeat, most asked first: landing pages, common terms (樹脂 included), short and rare
 * terms, phrases, boolean and field syntax, facets, ranges, page 2. Requests pick them with Zipf-like
 * frequencies (rank r asked ∝ 1/r), as list pages are used.
 */
export const POPULAR: BenchQuery[] = [
  { kind: 'common term', url: `${API_PATHS.patentsSearch.build()}?q=${q('樹脂')}` },
  { kind: 'products', url: `${API_PATHS.productsSearch.build()}?q=${q('ポリプロピレン')}` },
  { kind: 'common term', url: `${API_PATHS.patentsSearch.build()}?q=${q('組成物')}` },
  { kind: 'facets', url: `${API_PATHS.patentsSearch.build()}?q=${q('樹脂')}&ipc=C08L&yearFrom=2015` },
  { kind: 'materials', url: `${API_PATHS.materialsSearch.build()}?q=PP` },
  { kind: 'examples', url: `${API_PATHS.examplesSearch.build()}?q=${q('タルク')}` },
  { kind: '1-2 chars', url: `${API_PATHS.patentsSearch.build()}?q=${q('銅')}` },
  {
    kind: 'range',
    url: `${API_PATHS.productsSearch.build()}?prop=${q('prop-tensile-strength:60::MPa')}&prop=${q('prop-hdt-180:120::℃')}`,
  },
  { kind: '1-2 chars', url: `${API_PATHS.patentsSearch.build()}?q=${q('ゴム')}` },
  { kind: 'common term', url: `${API_PATHS.patentsSearch.build()}?q=${q('樹脂')}&page=2` },
  { kind: '1-2 chars', url: `${API_PATHS.patentsSearch.build()}?q=PP` },
  { kind: 'rare term', url: `${API_PATHS.patentsSearch.build()}?q=${q('ジシアンジアミド')}` },
  { kind: 'two terms', url: `${API_PATHS.patentsSearch.build()}?q=${q('正極活物質 ニッケル')}` },
  { kind: 'common term', url: `${API_PATHS.patentsSearch.build()}?q=${q('質量部')}&sort=date:desc` },
  { kind: 'facets', url: `${API_PATHS.patentsSearch.build()}?legalStatus=granted&sort=date:desc` },
  { kind: 'products', url: `${API_PATHS.productsSearch.build()}?q=${q('難燃')}&sort=name:asc` },
  { kind: 'phrase', url: `${API_PATHS.patentsSearch.build()}?q=${q('"熱可塑性樹脂組成物"')}` },
  { kind: 'boolean', url: `${API_PATHS.patentsSearch.build()}?q=${q('エポキシ -ゴム')}` },
  { kind: 'examples', url: `${API_PATHS.examplesSearch.build()}?comparative=true&q=${q('炭素繊維')}` },
  { kind: 'range', url: `${API_PATHS.patentsSearch.build()}?prop=${q('prop-flexural-modulus:3::GPa')}` },
  { kind: 'boolean', url: `${API_PATHS.patentsSearch.build()}?q=${q('(PA6 OR PBT) 難燃')}` },
  { kind: 'field', url: `${API_PATHS.patentsSearch.build()}?q=${q('title:ポリプロピレン claims:タルク')}` },
  { kind: 'phrase', url: `${API_PATHS.patentsSearch.build()}?q=${q('"曲げ弾性率が"')}` },
  { kind: 'materials', url: `${API_PATHS.materialsSearch.build()}?q=${q('エポキシ')}&category=curing_agent` },
  { kind: 'range', url: `${API_PATHS.patentsSearch.build()}?q=${q('ポリアミド')}&material=mat-gf-chopped` },
];

/** Words of the never-seen queries (one or two of them, on any list, with varying years and pages). */
const TERMS = [
  '樹脂',
  '組成物',
  'ポリアミド',
  'エポキシ',
  'ガラス繊維',
  '難燃剤',
  '充填剤',
  '耐熱性',
  '引張強度',
  '成形品',
  'フィルム',
  '接着剤',
  '硬化剤',
  '炭素繊維',
  'タルク',
  'ポリプロピレン',
  'ポリカーボネート',
  '熱可塑性',
  '正極',
  '電解液',
  '銅',
  'ゴム',
  'ニッケル',
  '酸化防止剤',
  '架橋',
  '粒子',
  '溶媒',
  '塗料',
  '積層体',
  '衝撃強度',
];
const LISTS = ['patents', 'patents', 'products', 'materials', 'examples'] as const;
const SEARCH_PATHS = {
  patents: API_PATHS.patentsSearch,
  products: API_PATHS.productsSearch,
  materials: API_PATHS.materialsSearch,
  examples: API_PATHS.examplesSearch,
} as const;

/** Share of requests that are queries nobody asked before (BENCH_SEARCH_UNSEEN, default 0.2). */
const DEFAULT_UNSEEN_SHARE = 0.2;

/** mulberry32: a seeded generator, so every run draws the same mix. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The request stream: with probability `unseenShare` a query never asked before in this process (so
 * no cache can have it), otherwise a POPULAR one by Zipf rank.
 */
function createMix(seed: number, unseenShare: number, asked: Set<string>): () => BenchQuery {
  const random = seeded(seed);
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 1; rank <= POPULAR.length; rank += 1) cumulative.push((sum += 1 / rank));
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  function unseen(): BenchQuery {
    for (let attempt = 0; ; attempt += 1) {
      const list = pick(LISTS);
      const words = random() < 0.5 ? [pick(TERMS)] : [pick(TERMS), pick(TERMS)];
      let url = `${SEARCH_PATHS[list].build()}?q=${q(words.join(' '))}`;
      if (list === 'patents' && random() < 0.5) url += `&yearFrom=${2000 + Math.floor(random() * 23)}`;
      if (random() < 0.3) url += '&page=2';
      // The small space of a list runs out on long runs: page sizes make further distinct queries.
      if (attempt > 20) url += `&pageSize=${10 + Math.floor(random() * 90)}`;
      if (!asked.has(url)) {
        asked.add(url);
        return { kind: 'never seen', url };
      }
    }
  }
  return () => {
    if (random() < unseenShare) return unseen();
    const at = random() * sum;
    return POPULAR[cumulative.findIndex((bound) => bound >= at)]!;
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The URL of database `name` on the server of `adminUrl`, created when missing. */
export async function postgresDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Opens (and on first use generates, imports and indexes) the dataset of `patents` patents. */
async function dataset(
  databaseKind: 'sqlite' | 'postgres',
  patents: number,
  options: Required<Pick<SearchBenchOptions, 'dataDir' | 'log'>> & { postgresUrl: string | null },
): Promise<{ database: AppDatabase; config: ReturnType<typeof loadConfig>; buildSeconds: number | null }> {
  mkdirSync(options.dataDir, { recursive: true });
  const env: Record<string, string> = {
    DATA_DIR: path.join(options.dataDir, `sqlite-${patents}`),
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(options.dataDir, 'no-web-app'),
  };
  if (databaseKind === 'postgres')
    env.DATABASE_URL = await postgresDatabase(options.postgresUrl!, `bench_search_${patents}`);
  const config = loadConfig(env);
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  const have = await database.db
    .selectFrom('search_docs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('kind', '=', 'patents')
    .executeTakeFirstOrThrow();
  if (Number(have.count) === patents) return { database, config, buildSeconds: null };
  options.log(`  generating ${patents} patents on ${databaseKind} (kept for later runs) …`);
  const started = performance.now();
  const hasCatalogue = await database.db.selectFrom('patents').select('id').limit(1).executeTakeFirst();
  if (!hasCatalogue) {
    let last = performance.now();
    const onProgress = (done: number) => {
      if (performance.now() - last < 15_000) return;
      last = performance.now();
      options.log(`    imported ${done} records`);
    };
    if (patents <= DEMO_SIZE) {
      await loadDemoDataset(database.db, { patents, onProgress });
    } else {
      // Larger datasets keep the examples of one patent in EXAMPLE_SHARE only: a million examples
      // would take hours to import and index, and the mix is mostly about patents.
      let line = 0;
      let keep = true;
      function* records() {
        let patentIndex = 0;
        for (const record of generateDemoDataset({ patents })) {
          if (record.type === 'patent') keep = patentIndex++ % EXAMPLE_SHARE === 0;
          if (record.type === 'example' && !keep) continue;
          yield { line: ++line, record };
        }
      }
      await runImport(database.db, records(), {
        defaultSource: 'demo',
        batchSize: 2000,
        onProgress: (progress) => onProgress(progress.done),
      });
    }
  }
  let last = performance.now();
  await reindexWithLandscape(database.db, {
    onProgress: ({ kind, done }) => {
      if (performance.now() - last < 15_000) return;
      last = performance.now();
      options.log(`    indexed ${kind}: ${done}`);
    },
  });
  return { database, config, buildSeconds: (performance.now() - started) / 1000 };
}

async function measure(
  app: App,
  headers: Record<string, string>,
  seconds: number,
  concurrency: number,
  next: () => BenchQuery,
): Promise<{ latencies: number[]; byKind: Map<string, number[]>; errors: number; count: number }> {
  const latencies: number[] = [];
  const byKind = new Map<string, number[]>();
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const query = next();
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url: query.url, headers });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200) errors += 1;
        latencies.push(elapsed);
        const list = byKind.get(query.kind) ?? [];
        list.push(elapsed);
        byKind.set(query.kind, list);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { latencies, byKind, errors, count: latencies.length };
}

export async function runSearchBench(options: SearchBenchOptions = {}): Promise<SearchBenchRow[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const sizes =
    options.sizes ??
    (process.env.BENCH_SEARCH_SIZES ?? '5000,100000')
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
  const postgresUrl =
    options.postgresUrl !== undefined
      ? options.postgresUrl
      : (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null);
  const seconds = options.seconds ?? Number(process.env.BENCH_SEARCH_SECONDS ?? 8);
  const concurrency = options.concurrency ?? 4;
  const unseenShare = options.unseenShare ?? Number(process.env.BENCH_SEARCH_UNSEEN ?? DEFAULT_UNSEEN_SHARE);
  const dataDir = path.resolve(options.dataDir ?? process.env.BENCH_SEARCH_DIR ?? '.data/bench-search');
  const requested =
    options.databases ??
    (process.env.BENCH_SEARCH_DATABASES?.split(',') as ('sqlite' | 'postgres')[] | undefined) ??
    (['sqlite', 'postgres'] as const);
  const databases = requested.filter((name) => name === 'sqlite' || (name === 'postgres' && postgresUrl));
  const rows: SearchBenchRow[] = [];

  log(
    '\n## Search API (docs/spec/budgets-and-reliability.md: demo p50 ≤ 20 ms, p95 ≤ 50 ms, ≥ 300 req/s; 100k p95 ≤ 150 ms)',
  );
  for (const patents of sizes) {
    for (const databaseKind of databases) {
      let opened: Awaited<ReturnType<typeof dataset>> | undefined;
      let app: App | undefined;
      try {
        opened = await dataset(databaseKind, patents, { dataDir, log, postgresUrl });
        app = await buildApp(opened.config, { database: opened.database });
        await app.ready();
        const headers = await signInAs(app, 'standard');
        // With the caches (as the server runs) and cold (every request computed), on the same stream.
        for (const cached of [true, false]) {
          const { resultCache, matchCache, matcher } = app.searchIndex;
          const pageCache = app.catalogueReads.inline.pages.entries;
          for (const cache of [
            resultCache,
            pageCache,
            matchCache,
            ...(matcher.termSets ? [matcher.termSets] : []),
          ]) {
            cache.enabled = cached;
            cache.clear();
          }
          // Warm-up: snapshots, prepared plans, and (cached) the popular pages a running server holds.
          for (const query of POPULAR) await app.inject({ method: 'GET', url: query.url, headers });
          const next = createMix(patents, unseenShare, new Set());
          const before = pageCache.stats();
          const sequential = await measure(app, headers, seconds, 1, next);
          const loaded = await measure(app, headers, seconds, concurrency, next);
          const after = pageCache.stats();
          const served = sequential.count + loaded.count;
          const classes: SearchBenchRow['classes'] = {};
          for (const [kind, list] of sequential.byKind) {
            list.sort((a, b) => a - b);
            classes[kind] = {
              p50: round(percentile(list, 50)),
              p95: round(percentile(list, 95)),
              n: list.length,
            };
          }
          const row: SearchBenchRow = {
            database: databaseKind,
            patents,
            cached,
            pageHitRate: served === 0 ? 0 : (after.hits - before.hits) / served,
            p50: round(percentile(sequential.latencies, 50)),
            p95: round(percentile(sequential.latencies, 95)),
            p99: round(percentile(sequential.latencies, 99)),
            rps: Math.round(loaded.count / seconds),
            loadedP95: round(percentile(loaded.latencies, 95)),
            errors: sequential.errors + loaded.errors,
            rssMiB: Math.round(process.memoryUsage().rss / 1024 / 1024),
            classes,
            buildSeconds: opened.buildSeconds === null ? null : Math.round(opened.buildSeconds),
          };
          rows.push(row);
          log(
            `\n### ${databaseKind}, ${patents.toLocaleString('en')} patents, ${cached ? 'caches on' : 'cold (caches off)'}`,
          );
          console.table(Object.entries(classes).map(([kind, figures]) => ({ query: kind, ...figures })));
        }
      } catch (error) {
        log(
          `  ${databaseKind} ${patents}: skipped (${error instanceof Error ? error.message : String(error)})`,
        );
      } finally {
        await app?.close();
        await opened?.database.destroy();
      }
    }
  }
  if (rows.length > 0) {
    log(
      `\n### Summary (sequential p50/p95/p99 in ms; req/s and p95 with ${concurrency} concurrent clients; ` +
        `${Math.round(unseenShare * 100)}% never-seen queries, the rest Zipf over ${POPULAR.length} popular ones)`,
    );
    console.table(
      rows.map((row) => ({
        database: row.database,
        patents: row.patents,
        caches: row.cached ? 'on' : 'cold',
        'page hits %': Math.round(row.pageHitRate * 100),
        p50: row.p50,
        p95: row.p95,
        p99: row.p99,
        'req/s': row.rps,
        'p95 @4': row.loadedP95,
        errors: row.errors,
        'RSS MiB': row.rssMiB,
        'build s': row.buildSeconds ?? 'kept',
      })),
    );
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!existsSync(path.resolve('package.json'))) console.warn('run from the repository root');
  await runSearchBench();
}
