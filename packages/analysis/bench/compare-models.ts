/**
 * Analysis-engine bench (`npx tsx --conditions=source packages/analysis/bench/compare-models.ts`,
 * also called by `npm run bench`). Prints:
 *   1. 5-fold grouped cross-validation (seed 1) of ridge, a plain random forest and the chosen model
 *      ('auto') on the four real datasets of shared/data: R², RMSE, MAE, coverage of the 90 % interval;
 *   2. the budgets of docs/spec/budgets-and-reliability.md: 1,000 examples × 10 inputs trained and cross-validated (≤ 5 s),
 *      20 inverse candidates (≤ 15 s). Wall and CPU seconds; never fails on a slow machine.
 */
import { pathToFileURL } from 'node:url';
import { crossValidate } from '../src/cross-validate.js';
import { optimiseInverse } from '../src/inverse/optimise.js';
import { fitModel } from '../src/model.js';
import type { LearnerKind } from '../src/model.js';
import { DATASETS, loadDataset } from './datasets.js';
import { syntheticFormulations } from './synthetic.js';

export interface ComparisonRow {
  dataset: string;
  target: string;
  n: number;
  model: LearnerKind;
  /** The chosen model's stack on all rows (for 'auto'). */
  description: string;
  r2: number;
  rmse: number;
  mae: number;
  coverage90: number;
  trainSeconds: number;
  predictSeconds: number;
}

export interface BudgetRow {
  scenario: string;
  wallSeconds: number;
  cpuSeconds: number;
  budgetSeconds: number;
  detail: string;
}

export interface AnalysisBenchResult {
  comparison: ComparisonRow[];
  budgets: BudgetRow[];
}

const MODELS: { kind: LearnerKind; label: string; transform: 'auto' | 'none' }[] = [
  { kind: 'ridge', label: 'ridge', transform: 'none' },
  { kind: 'random-forest', label: 'random forest', transform: 'none' },
  { kind: 'auto', label: 'chosen (auto)', transform: 'auto' },
];

function timed<T>(fn: () => T): { value: T; wall: number; cpu: number } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = fn();
  const c = process.cpuUsage(c0);
  return { value, wall: (performance.now() - t0) / 1000, cpu: (c.user + c.system) / 1e6 };
}

export function compareModels(datasetIds?: readonly string[], seed = 1): ComparisonRow[] {
  const rows: ComparisonRow[] = [];
  for (const spec of DATASETS.filter((d) => !datasetIds || datasetIds.includes(d.id))) {
    const data = loadDataset(spec);
    for (const m of MODELS) {
      const options = {
        kind: m.kind,
        targetTransform: m.transform,
        targetNames: spec.targets,
        inputNames: spec.inputs,
        seed,
      };
      const cv = crossValidate(data.X, data.Y, { k: 5, seed, model: options });
      const description =
        m.kind === 'auto'
          ? fitModel(data.X, data.Y, options)
              .summary()
              .map((s) => s.model)
          : spec.targets.map(() => m.kind);
      spec.targets.forEach((target, j) => {
        const metrics = cv.targets[target]!;
        rows.push({
          dataset: spec.id,
          target,
          n: metrics.n,
          model: m.kind,
          description: description[j]!,
          r2: metrics.r2,
          rmse: metrics.rmse,
          mae: metrics.mae,
          coverage90: metrics.coverage90,
          trainSeconds: cv.trainSeconds,
          predictSeconds: cv.predictSeconds,
        });
      });
    }
  }
  return rows;
}

export function measureBudgets(): BudgetRow[] {
  const budgets: BudgetRow[] = [];
  const one = syntheticFormulations(1000, 1);
  const forward = timed(() => {
    const model = fitModel(one.X, one.Y, { inputNames: one.inputNames, targetNames: one.targetNames });
    const cv = crossValidate(one.X, one.Y, {
      k: 5,
      seed: 1,
      warmStart: model,
      model: { targetNames: one.targetNames },
    });
    return { model, cv };
  });
  const metrics = forward.value.cv.targets['強度']!;
  budgets.push({
    scenario: 'forward: 1,000 × 10, 1 target, fit + 5-fold CV',
    wallSeconds: forward.wall,
    cpuSeconds: forward.cpu,
    budgetSeconds: 5,
    detail: `R² ${metrics.r2.toFixed(3)}, coverage90 ${metrics.coverage90.toFixed(3)}, ${forward.value.model.summary()[0]!.model}`,
  });
  const two = syntheticFormulations(1000, 2);
  const model2 = fitModel(two.X, two.Y, { inputNames: two.inputNames, targetNames: two.targetNames });
  const inverse = timed(() =>
    optimiseInverse(model2, {
      goals: [
        { target: '強度', kind: 'maximize' },
        { target: '伸び', kind: 'range', min: 45 },
      ],
      composition: { total: 100 },
      maxIngredients: 5,
      groups: [{ name: '成分1+2', inputs: ['成分1', '成分2'], max: 40 }],
      candidates: 20,
      nextToTest: 5,
      seed: 1,
    }),
  );
  budgets.push({
    scenario: 'inverse: 20 candidates, 1,000-row 2-target model, sum + k ≤ 5 + group',
    wallSeconds: inverse.wall,
    cpuSeconds: inverse.cpu,
    budgetSeconds: 15,
    detail: `${inverse.value.candidates.length} candidates, ${inverse.value.pareto.length} Pareto points, ${inverse.value.evaluations} evaluations`,
  });
  return budgets;
}

function printComparison(rows: readonly ComparisonRow[], log: (line: string) => void): void {
  const keys = [...new Set(rows.map((r) => `${r.dataset}\u0000${r.target}`))];
  const table = keys.map((key) => {
    const [dataset, target] = key.split('\u0000') as [string, string];
    const of = (kind: LearnerKind) =>
      rows.find((r) => r.dataset === dataset && r.target === target && r.model === kind)!;
    const ridge = of('ridge');
    const rf = of('random-forest');
    const chosen = of('auto');
    return {
      dataset,
      target: target.length > 24 ? `${target.slice(0, 23)}…` : target,
      n: chosen.n,
      'R² ridge': ridge.r2.toFixed(3),
      'R² RF': rf.r2.toFixed(3),
      'R² chosen': chosen.r2.toFixed(3),
      'cov90 ridge': ridge.coverage90.toFixed(2),
      'cov90 RF': rf.coverage90.toFixed(2),
      'cov90 chosen': chosen.coverage90.toFixed(2),
      'RMSE ridge': ridge.rmse.toPrecision(4),
      'RMSE RF': rf.rmse.toPrecision(4),
      'RMSE chosen': chosen.rmse.toPrecision(4),
      'MAE chosen': chosen.mae.toPrecision(4),
      chosen: chosen.description,
    };
  });
  log('\n## Forward models: 5-fold grouped CV, seed 1 (shared/data)');
  console.table(table);
  const times = [...new Set(rows.map((r) => r.dataset))].map((dataset) => {
    const row: Record<string, string> = { dataset };
    for (const m of MODELS) {
      const r = rows.find((x) => x.dataset === dataset && x.model === m.kind)!;
      row[`${m.label} train s`] = r.trainSeconds.toFixed(2);
      row[`${m.label} predict s`] = r.predictSeconds.toFixed(3);
    }
    return row;
  });
  log('CV train / predict seconds (sum over the 5 folds, all targets)');
  console.table(times);
}

export function runAnalysisBench(
  options: { datasets?: readonly string[]; log?: (line: string) => void } = {},
): AnalysisBenchResult {
  const log = options.log ?? ((line: string) => console.log(line));
  const comparison = compareModels(options.datasets);
  printComparison(comparison, log);
  const budgets = measureBudgets();
  log('\n## Analysis budgets (docs/spec/budgets-and-reliability.md)');
  console.table(
    budgets.map((b) => ({
      scenario: b.scenario,
      'wall s': b.wallSeconds.toFixed(2),
      'cpu s': b.cpuSeconds.toFixed(2),
      budget: `≤ ${b.budgetSeconds} s`,
      detail: b.detail,
    })),
  );
  return { comparison, budgets };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runAnalysisBench();
}
