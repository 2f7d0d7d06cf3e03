/*
 * Exploration budgets of docs/spec/budgets-and-reliability.md, measured the way the server runs them (a worker thread per analysis):
 *   forward: 1,000 examples × 10 inputs × 3 targets, fit + 5-fold cross-validation (+ importance);
 *   inverse: 20 candidates on a 1,000 × 10 × 2 model, sum to 100, at most 5 ingredients, a group limit.
 * Prints figures; never fails (a slow or busy machine only shows larger numbers).
 *
 *   npx tsx --conditions=source apps/server/bench/exploration-bench.ts
 */
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { ForwardOutput, InverseOutput } from '../src/features/explorations/worker/analysis-tasks.js';
import { runAnalysisTask } from '../src/features/explorations/worker/run-analysis.js';

function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** 10 ingredients in % (each row sums to 100), 3 smooth properties plus noise. */
export function syntheticFormulations(n: number, seed = 7) {
  const rng = lcg(seed);
  const normal = () => Math.sqrt(-2 * Math.log(rng() + 1e-12)) * Math.cos(2 * Math.PI * rng());
  const inputNames = Array.from({ length: 10 }, (_, k) => `成分${k + 1}`);
  const X = Array.from({ length: n }, () => {
    const raw = inputNames.map(() => -Math.log(rng() + 1e-12));
    const sum = raw.reduce((s, v) => s + v, 0);
    return raw.map((v) => (100 * v) / sum);
  });
  const Y = X.map((x) => [
    40 + 0.6 * x[0]! - 0.3 * x[1]! + 0.015 * x[0]! * x[2]! + 8 * Math.sin(x[3]! / 12) + normal(),
    30 - 0.25 * x[0]! + 0.5 * x[6]! + 6 * Math.cos(x[7]! / 15) + 0.01 * x[1]! * x[8]! + normal(),
    Math.exp(0.03 * x[4]! + 0.02 * x[5]!) * (1 + 0.03 * normal()),
  ]);
  return { inputNames, targetNames: ['強度', '伸び', '粘度'], X, Y };
}

function cpuSeconds(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
}

export interface ExplorationBenchFigures {
  forwardSeconds: number | null;
  /** CPU seconds of the whole process (worker threads included): what the work costs on an idle core. */
  forwardCpuSeconds: number | null;
  forwardTrainSeconds: number | null;
  forwardR2: Record<string, number>;
  inverseSeconds: number | null;
  inverseCpuSeconds: number | null;
  inverseCandidates: number;
  inverseEvaluations: number;
}

export async function runExplorationBench(
  log: (line: string) => void = console.log,
): Promise<ExplorationBenchFigures> {
  const figures: ExplorationBenchFigures = {
    forwardSeconds: null,
    forwardCpuSeconds: null,
    forwardTrainSeconds: null,
    forwardR2: {},
    inverseSeconds: null,
    inverseCpuSeconds: null,
    inverseCandidates: 0,
    inverseEvaluations: 0,
  };
  log(`\n## Product exploration (worker thread, ${cpus().length} cores)`);
  const data = syntheticFormulations(1000);
  try {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const forward = await runAnalysisTask<ForwardOutput>({
      task: 'forward',
      ...data,
      seed: 1,
      folds: 5,
      rows: data.X.slice(0, 20),
    });
    figures.forwardSeconds = (performance.now() - started) / 1000;
    figures.forwardCpuSeconds = cpuSeconds(cpu);
    figures.forwardTrainSeconds = forward.trainSeconds;
    for (const [name, m] of Object.entries(forward.metrics)) figures.forwardR2[name] = m.r2;
  } catch (error) {
    log(`forward analysis failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const inverse = await runAnalysisTask<InverseOutput>({
      task: 'inverse',
      X: data.X,
      Y: data.Y.map((y) => [y[0]!, y[1]!]),
      inputNames: data.inputNames,
      targetNames: ['強度', '伸び'],
      seed: 1,
      problem: {
        goals: [
          { target: '強度', kind: 'maximize', weight: 2 },
          { target: '伸び', kind: 'range', min: 30, max: 40 },
        ],
        composition: { total: 100 },
        maxIngredients: 5,
        groups: [{ name: 'フィラー', inputs: ['成分9', '成分10'], max: 30 }],
        candidates: 20,
        nextToTest: 5,
        seed: 1,
      },
    });
    figures.inverseSeconds = (performance.now() - started) / 1000;
    figures.inverseCpuSeconds = cpuSeconds(cpu);
    figures.inverseCandidates = inverse.result.candidates.length;
    figures.inverseEvaluations = inverse.result.evaluations;
  } catch (error) {
    log(`inverse analysis failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const s = (v: number | null) => (v === null ? '—' : `${v.toFixed(1)} s`);
  const r2 = Object.values(figures.forwardR2)
    .map((r) => r.toFixed(3))
    .join(' / ');
  log(
    [
      '| scenario | budget (docs/spec/budgets-and-reliability.md) | wall | CPU | notes |',
      '|---|---|---|---|---|',
      `| forward 1,000 × 10 × 3 targets: fit + 5-fold CV + importance | ≤ 5 s for 1,000 × 10 (1 target) | ${s(figures.forwardSeconds)} | ${s(figures.forwardCpuSeconds)} | fit + CV ${s(figures.forwardTrainSeconds)}; R² ${r2} |`,
      `| inverse, 20 candidates: fit 1,000 × 10 × 2 + optimise | ≤ 15 s | ${s(figures.inverseSeconds)} | ${s(figures.inverseCpuSeconds)} | ${figures.inverseCandidates} candidates, ${figures.inverseEvaluations} evaluations |`,
    ].join('\n'),
  );
  log(
    `load average: ${loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')} (wall time grows with other work on the machine)`,
  );
  return figures;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runExplorationBench();
}
