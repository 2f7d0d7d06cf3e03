import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { DEMO_DEFAULTS, generateDemoJsonLines } from '@app/demo-data/generate';
import { expectedDemoRecords, loadDemoDataset } from '../../features/catalogue/write/demo-loader.js';
import { createProgressReporter } from '../../features/catalogue/write/progress.js';
import { updateIndexAndLandscape } from '../../features/visualization/index-with-landscape.js';
import { CliUsageError, type CliCommand } from '../command.js';
import { parseOptions, printSummary } from './import.js';

/**
 * docs/spec/data-and-search.md, docs/spec/operator-interfaces.md: `npm run cli -- demo:generate [--scale <patents>] [--seed n] [--out file.jsonl]`. Without
 * --out the dataset is imported into the database (idempotent: a second run updates the same rows); with
 * --out it is written as JSON Lines, streamed in constant memory (benchmarks at 100,000 / 1,000,000 patents).
 */
export const demoGenerateCommand: CliCommand = {
  name: 'demo:generate',
  args: '[--scale <patents>] [--seed <n>] [--products <n>] [--out <file.jsonl>]',
  summary: 'デモデータを生成する（取込またはJSON Lines出力）/ Generate the demo dataset',
  async run(args, { database, out }) {
    const { positional, options } = parseOptions(args, ['scale', 'seed', 'products', 'out', 'batch-size']);
    if (positional.length > 0)
      throw new CliUsageError(`余分な引数です / unexpected argument: ${positional[0]}`);
    const integer = (name: string, fallback: number, min: number) => {
      const raw = options.get(name);
      if (raw === undefined) return fallback;
      const value = Number(raw.replace(/_/g, ''));
      if (!Number.isInteger(value) || value < min)
        throw new CliUsageError(`--${name} は ${min} 以上の整数です / --${name} must be an integer ≥ ${min}`);
      return value;
    };
    const patents = integer('scale', DEMO_DEFAULTS.patents, 0);
    const seed = integer('seed', DEMO_DEFAULTS.seed, -(2 ** 31));
    const products = integer('products', DEMO_DEFAULTS.products, 0);
    const progress = createProgressReporter({ label: 'demo' });
    const expected = expectedDemoRecords(patents, products);
    const file = options.get('out');
    if (file) {
      const stream = createWriteStream(file, { encoding: 'utf8' });
      let count = 0;
      for (const line of generateDemoJsonLines({ patents, seed, products })) {
        if (!stream.write(`${line}\n`)) await once(stream, 'drain');
        if (++count % 1000 === 0) progress.update(count, Math.min(1, count / expected));
      }
      stream.end();
      await once(stream, 'finish');
      progress.done();
      out(`書き出しました / Wrote ${count} records to ${file}`);
      return;
    }
    const { db } = await database();
    const summary = await loadDemoDataset(db, {
      patents,
      seed,
      products,
      batchSize: options.has('batch-size') ? integer('batch-size', 2000, 1) : undefined,
      onProgress: (done, fraction) => progress.update(done, fraction),
      // No pages to answer between two commits here: larger ones, fewer FTS5 segments (ReindexOptions.offline).
      afterImport: (db, event) => updateIndexAndLandscape(db, event, { offline: true }),
    });
    progress.done();
    printSummary(out, summary);
    if (summary.failed > 0) {
      for (const error of summary.errors.slice(0, 20))
        process.stderr.write(`record ${error.line}: ${error.message}\n`);
      throw new Error(`${summary.failed} records failed`);
    }
  },
};
