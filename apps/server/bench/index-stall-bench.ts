/**
 * Event-loop stalls of the first-start demo load (import + search index build), as `npm start` runs it
 * beside the listening server: the longest time the loop could not answer a request (/healthz, a page),
 * measured with perf_hooks.monitorEventLoopDelay and a 5 ms interval probe, per phase.
 *
 *   npx tsx --conditions=source apps/server/bench/index-stall-bench.ts [--patents 5000]
 *
 * Uses a throwaway SQLite database (the default of `npm start`; better-sqlite3 answers synchronously, so
 * this is where long stalls come from).
 * Prints a table; never fails because the machine is slow.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../src/config/env.js';
import { createDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { BACKGROUND_BATCH_SIZE, loadDemoDataset } from '../src/features/catalogue/write/demo-loader.js';
import { updateIndexAndLandscape } from '../src/features/visualization/index-with-landscape.js';

export interface StallFigures {
  phase: string;
  seconds: number;
  /** Longest stall seen by the interval probe (ms). */
  maxStallMs: number;
  /** monitorEventLoopDelay: p99 and max of the loop delay (ms). */
  p99DelayMs: number;
  maxDelayMs: number;
}

/** Measures phases one after another; `mark(name)` closes the current phase. */
function stallMeter() {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let last = performance.now();
  let maxGap = 0;
  const probe = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last);
    last = now;
  }, 5);
  let started = performance.now();
  const phases: StallFigures[] = [];
  return {
    async mark(phase: string) {
      // Let the histogram's own timer record the stall that just ended.
      await new Promise((resolve) => setTimeout(resolve, 30));
      const now = performance.now();
      maxGap = Math.max(maxGap, now - last);
      phases.push({
        phase,
        seconds: Math.round((now - started) / 100) / 10,
        maxStallMs: Math.round(maxGap),
        p99DelayMs: Math.round(histogram.percentile(99) / 1e6),
        maxDelayMs: Math.round(histogram.max / 1e6),
      });
      histogram.reset();
      // The histogram drops its first sample after a reset: take it now, before the next phase blocks.
      await new Promise((resolve) => setTimeout(resolve, 30));
      maxGap = 0;
      last = performance.now();
      started = last;
    },
    stop() {
      clearInterval(probe);
      histogram.disable();
      return phases;
    },
  };
}

export async function runIndexStallBench(patents: number): Promise<StallFigures[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'index-stall-'));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
  const database = createDatabase(config);
  try {
    await migrateToLatest(database.db);
    const meter = stallMeter();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await loadDemoDataset(database.db, {
      patents,
      batchSize: BACKGROUND_BATCH_SIZE,
      afterImport: async (db, event) => {
        await meter.mark('import');
        await updateIndexAndLandscape(db, event);
      },
    });
    await meter.mark('search index');
    return meter.stop();
  } finally {
    await database.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--patents');
  const patents = at > 0 ? Number(process.argv[at + 1]) : 5000;
  console.log(`\n## Event-loop stalls of the demo load (${patents} patents)`);
  console.table(await runIndexStallBench(patents));
}
