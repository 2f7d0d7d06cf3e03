/**
 * Expected coverage of the engine's 90 % interval by training size, on many independent generated
 * data sets (`npx tsx --conditions=source packages/analysis/bench/expected-coverage.ts [data seeds]
 * [training sizes…]`, default 20 seeds of 48, 96 and 240 rows; decision 0061).
 *
 * The reference bench cross-validates one data set per task over a few fold seeds: its coverage is
 * that data set's, and it moves by several hundredths from one data set of the same kind to the next
 * (the fold seeds resample the split, not the data). Whether the calibration is biased at a training
 * size is a question about the mean over data sets, so here each generator draws a fresh data set
 * per seed: the engine is fitted on `size` rows and scored on 1,000 fresh rows of the same draw.
 * Printed per generator and size: mean coverage with its standard error, and the spread of coverage
 * between data sets (the test rows' binomial part removed).
 */
import { pathToFileURL } from 'node:url';
import { fitModel } from '../src/model.js';
import { friedman2, friedman3, recipesInParts, skewedProperty } from './generated-sets.js';
import { friedman1 } from './reference-comparison.js';

const GENERATORS: Record<string, (n: number, seed: number) => { X: number[][]; y: number[] }> = {
  friedman1,
  friedman2,
  friedman3,
  'recipes in parts': recipesInParts,
  'skewed property': skewedProperty,
};

/** Fresh rows every fitted model is scored on. */
const TEST_ROWS = 1000;
/** Seeds of the data sets start here (the bench's own sets use 11–61). */
const SEED_BASE = 1000;

/** Coverage of one model fitted on `size` rows of a generator's draw, on the draw's fresh rows. */
export function heldOutCoverage(generator: string, size: number, seed: number): number {
  const data = GENERATORS[generator]!(size + TEST_ROWS, SEED_BASE + seed);
  const model = fitModel(
    data.X.slice(0, size),
    data.y.slice(0, size).map((v) => [v]),
    { seed },
  );
  const predicted = model.predictMany(data.X.slice(size));
  const inside = predicted.filter((p, i) => {
    const y = data.y[size + i]!;
    return p[0]!.lower90 <= y && y <= p[0]!.upper90;
  }).length;
  return inside / TEST_ROWS;
}

interface Summary {
  mean: number;
  standardError: number;
  /** Spread of coverage between data sets, net of the test rows' binomial variance. */
  betweenSd: number;
}

function summarise(values: readonly number[], level: number): Summary {
  const n = values.length;
  const mean = values.reduce((a, v) => a + v, 0) / n;
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / Math.max(1, n - 1);
  return {
    mean,
    standardError: Math.sqrt(variance / n),
    betweenSd: Math.sqrt(Math.max(0, variance - (level * (1 - level)) / TEST_ROWS)),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const seeds = Number(process.argv[2] ?? 20);
  const sizes = process.argv.length > 3 ? process.argv.slice(3).map(Number) : [48, 96, 240];
  console.log(`\n## Expected coverage of the 90 % interval: ${seeds} data sets per generator and size`);
  const table: Record<string, string | number>[] = [];
  for (const size of sizes) {
    const means: Summary[] = [];
    for (const generator of Object.keys(GENERATORS)) {
      const values = Array.from({ length: seeds }, (_, s) => heldOutCoverage(generator, size, s + 1));
      const s = summarise(values, 0.9);
      means.push(s);
      const line = {
        'training rows': size,
        generator,
        'mean cov90': s.mean.toFixed(4),
        'standard error': s.standardError.toFixed(4),
        'SD between data sets': s.betweenSd.toFixed(3),
      };
      console.log(JSON.stringify(line));
      table.push(line);
    }
    // Each generator weighs the same; the standard error of the mean of independent means.
    const mean = means.reduce((a, s) => a + s.mean, 0) / means.length;
    const se = Math.sqrt(means.reduce((a, s) => a + s.standardError ** 2, 0)) / means.length;
    table.push({
      'training rows': size,
      generator: 'mean of generators',
      'mean cov90': mean.toFixed(4),
      'standard error': se.toFixed(4),
      'SD between data sets': '',
    });
  }
  console.table(table);
}
