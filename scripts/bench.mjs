// `npm run bench`: figures for the budgets of docs/spec/budgets-and-reliability.md. Prints tables; never fails on a slow machine.
// Needs a build (`npm run build`); builds when the server build is missing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initialJavaScript } from './bundle-size.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(join(root, 'apps/server/dist/server.js'))) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
// The contract's compiled paths (after the build above), so the bench spells no API path of its own.
const { API_PATHS } = await import('@app/contract/api-paths');

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startServer(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  let listening = null;
  for (;;) {
    try {
      const res = await fetch(`${url}/readyz`);
      listening ??= performance.now(); // any answer, ready or not
      if (res.ok) break;
    } catch {
      /* not yet listening */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { url, child, listening, seconds: (performance.now() - started) / 1000 };
}

/**
 * Issue 17's first-start figure: seconds from the server listening until a search counts the whole demo
 * catalogue. Polls a patent search and the catalogue-loading flag of the public config; the whole count is
 * the one once nothing is loading any more, and the figure is when a search first returned it.
 */
async function untilWholeCatalogue(url, listening) {
  const search = `${url}${API_PATHS.patentsSearch.build()}?q=${encodeURIComponent('ポリプロピレン')}`;
  const answers = [];
  const deadline = performance.now() + 600_000;
  while (performance.now() < deadline) {
    const config = await (await fetch(`${url}${API_PATHS.publicConfig.build()}`)).json();
    const res = await fetch(search);
    const total = res.ok ? (await res.json()).total : null;
    answers.push({ at: performance.now(), total });
    if (config.catalogueLoading === undefined && total !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const whole = answers.at(-1).total;
  const first = answers.find((answer) => answer.total === whole);
  return { whole, seconds: (first.at - listening) / 1000 };
}

async function stopServer(child) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Closed-loop load: `concurrency` clients each sending requests back to back for `seconds`. */
async function load(url, { concurrency = 10, seconds = 3 } = {}) {
  const latencies = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          const res = await fetch(url);
          await res.arrayBuffer();
          if (!res.ok) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 50).toFixed(1),
    p95: percentile(latencies, 95).toFixed(1),
    p99: percentile(latencies, 99).toFixed(1),
    errors,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
try {
  console.log('\n## Server start (time to /readyz)');
  const cold = await startServer(dataDir);
  const catalogue = await untilWholeCatalogue(cold.url, cold.listening);
  await stopServer(cold.child);
  const warm = await startServer(dataDir);
  console.table([
    { start: 'first (empty data directory)', seconds: cold.seconds.toFixed(2), budget: '≤ 90 s' },
    { start: 'second', seconds: warm.seconds.toFixed(2), budget: '≤ 5 s' },
  ]);
  console.log(
    `first start, listening → whole demo catalogue searchable (ポリプロピレン: ${catalogue.whole.toLocaleString('ja-JP')} patents): ${catalogue.seconds.toFixed(1)} s (target ≤ 30 s)`,
  );

  console.log('\n## API latency (10 concurrent clients, 3 s each, loopback)');
  const rows = [];
  for (const path of ['/healthz', API_PATHS.publicConfig.build(), '/']) {
    rows.push({ path, ...(await load(`${warm.url}${path}`)) });
  }
  console.table(rows);
  const memory = spawnSync('ps', ['-o', 'rss=', '-p', String(warm.child.pid)])
    .stdout.toString()
    .trim();
  console.log(`server RSS after load: ${(Number(memory) / 1024).toFixed(0)} MiB (budget ≤ 1024 MiB)`);
  await stopServer(warm.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('\n## Web bundle');
const bundle = initialJavaScript(join(root, 'apps/web/dist'));
console.log(`initial JavaScript of /: ${(bundle.gzipBytes / 1024).toFixed(1)} KB gzip (budget ≤ 200 KB)`);

// Each feature's benchmark prints its own table; they run from source, one after another.
const featureBenches = [
  [
    'Analysis engine: accuracy on the shared datasets and timings',
    'packages/analysis/bench/compare-models.ts',
  ],
  [
    'Analysis engine vs scikit-learn and XGBoost (same splits)',
    'packages/analysis/bench/reference-comparison.ts',
  ],
  [
    'Inverse analysis: candidates whose interval meets a "≥" goal',
    'packages/analysis/bench/inverse-goal-share.ts',
  ],
  ['Analysis engine: training time, 1,000 rows × 10 inputs', 'packages/analysis/bench/training-time.ts'],
  ['Catalogue search', 'apps/server/bench/search-bench.ts'],
  ['Catalogue import (JSON Lines, first import and re-import)', 'apps/server/bench/import-bench.ts'],
  [
    'Bulk patent XML import (USPTO weekly file: documents/s, peak RSS)',
    'apps/server/bench/import-bulk-bench.ts',
  ],
  ['Explorations (forward and inverse analysis as jobs)', 'apps/server/bench/exploration-bench.ts'],
  ['Load (embedded; PostgreSQL with two servers and a worker)', 'apps/server/bench/load-bench.ts'],
  ['Lighthouse: home, a list page, a detail page', 'apps/server/bench/lighthouse-bench.ts'],
  ['Large-patent analysis (largest demo patent, cold and cached)', 'apps/server/bench/large-patent-bench.ts'],
  ['Patent and example visualisation (layout, calls, payloads)', 'apps/server/bench/visualization-bench.ts'],
  ['Overload: /healthz under one attacking client, search throughput', 'apps/server/bench/overload-bench.ts'],
];
for (const [title, file] of featureBenches) {
  if (!existsSync(join(root, file))) continue;
  console.log(`\n## ${title}`);
  spawnSync('npx', ['tsx', '--conditions=source', file], { cwd: root, stdio: 'inherit' });
}
