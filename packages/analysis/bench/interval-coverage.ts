/**
 * Coverage of the engine's 90 % intervals on held-out folds, overall and by third of the predicted
 * range over several fold seeds
 * (`npx tsx --conditions=source packages/analysis/bench/interval-coverage.ts [seeds] [task prefix…]`).
 * For every task of the reference bench the engine
 * ('auto') is cross-validated on 5 grouped folds per seed; the held-out predictions are pooled, cut
 * into thirds by predicted value and each third's coverage printed, with the mean signed error
 * (actual − predicted) there. One seed's coverage on 65 rows has a binomial standard deviation of
 * about 0.037, so the mean over several seeds is the figure that shows a bias.
 */
import { pathToFileURL } from 'node:url';
import { crossValidate } from '../src/cross-validate.js';
import { coverageByThird } from './coverage-by-third.js';
import type { CoverageByThird } from './coverage-by-third.js';
import { benchTasks } from './reference-comparison.js';
import type { BenchTask } from './reference-comparison.js';

export function taskCoverage(task: BenchTask, seed: number): CoverageByThird & { rmse: number } {
  const cv = crossValidate(
    task.X,
    task.y.map((v) => [v]),
    { k: 5, seed, model: { inputNames: task.inputNames, targetNames: [task.target], seed } },
  );
  return { ...coverageByThird(cv.predictions[task.target]!), rmse: cv.targets[task.target]!.rmse };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const seeds = Number(process.argv[2] ?? 1);
  const only = process.argv.slice(3);
  const tasks = benchTasks().filter((t) => only.length === 0 || only.some((o) => t.id.startsWith(o)));
  console.log(`\n## Engine 90 % interval coverage on held-out folds (5-fold grouped CV, seeds 1–${seeds})`);
  const table = tasks.map((task) => {
    const c0 = process.cpuUsage();
    const runs = Array.from({ length: seeds }, (_, s) => taskCoverage(task, s + 1));
    const cpu = process.cpuUsage(c0);
    const avg = (f: (r: (typeof runs)[number]) => number) => runs.reduce((s, r) => s + f(r), 0) / runs.length;
    const line = {
      task: task.id.length > 40 ? `${task.id.slice(0, 39)}…` : task.id,
      n: task.y.length,
      cov90: avg((r) => r.overall).toFixed(3),
      ...(seeds > 1 ? { 'cov90 per seed': runs.map((r) => r.overall.toFixed(3)).join(' ') } : {}),
      'low third': avg((r) => r.thirds[0]).toFixed(3),
      'mid third': avg((r) => r.thirds[1]).toFixed(3),
      'top third': avg((r) => r.thirds[2]).toFixed(3),
      'bias low/top': `${avg((r) => r.bias[0]).toPrecision(2)} / ${avg((r) => r.bias[2]).toPrecision(2)}`,
      'width/MAE': avg((r) => r.widthOverMae).toFixed(2),
      RMSE: avg((r) => r.rmse).toPrecision(4),
      s: ((cpu.user + cpu.system) / 1e6 / seeds).toFixed(1),
    };
    // One line as each task finishes (a run of several seeds takes minutes), then the table.
    console.log(JSON.stringify(line));
    return line;
  });
  console.table(table);
}
