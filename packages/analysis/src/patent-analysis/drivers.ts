/**
 * Which ingredients drive each property: the forward-analysis engine (model.ts) fitted on the patent's
 * ingredient amounts → its properties, with permutation importance (feature-importance.ts) as the shares,
 * grouped k-fold cross-validated R² (cross-validate.ts) to tell how far to trust them, and the sign of the
 * model's partial dependence (average prediction as the ingredient goes from its 10th to its 90th
 * percentile, other ingredients as in the rows) as the direction.
 */
import { crossValidate } from '../cross-validate.js';
import { featureImportance } from '../feature-importance.js';
import { fitModel, type LearnerKind, type Model } from '../model.js';
import { Random } from '../random.js';
import { quantile, standardDeviation } from '../stats.js';
import type { ForestOptions } from '../trees.js';
import type { AnalysisTable } from './table.js';
import { columnValues } from './table.js';

export type Direction = 'up' | 'down' | 'mixed';

export interface Driver {
  componentKey: string;
  name: string;
  importance: number;
  direction: Direction;
}

export interface PropertyDriversResult {
  propertyKey: string;
  name: string;
  unit: string;
  r2: number | null;
  rows: number;
  drivers: Driver[];
}

export interface DriverOptions {
  /**
   * Learner of the engine (default 'extra-trees', the tree member of the explorations' stack: the full
   * 'auto' stack re-fits a GP per inner fold and takes half a minute on a 300-example, 6-property patent).
   */
  kind?: LearnerKind;
  /** Forest options (default 100 trees: the importance shares are stable to about 0.01 with them). */
  forest?: ForestOptions;
  /** Cross-validation folds (default 5). */
  folds?: number;
  seed?: number;
  /** Properties measured on fewer rows are left out (default 8). */
  minRows?: number;
  /** Rows the partial dependence averages over at most (default 150, a seeded sample). */
  dependenceRows?: number;
}

const GRID = [0.1, 0.3, 0.5, 0.7, 0.9] as const;

/**
 * Direction of a partial-dependence curve: monotone up or down (steps smaller than `tolerance` in the
 * other direction ignored) with a rise or fall of at least `tolerance`; otherwise mixed.
 */
export function curveDirection(curve: readonly number[], tolerance: number): Direction {
  const steps = curve.slice(1).map((value, i) => value - curve[i]!);
  const total = curve[curve.length - 1]! - curve[0]!;
  if (total >= tolerance && steps.every((step) => step > -tolerance)) return 'up';
  if (total <= -tolerance && steps.every((step) => step < tolerance)) return 'down';
  return 'mixed';
}

function dependenceDirections(
  model: Model,
  X: readonly (readonly number[])[],
  sample: readonly number[],
  tolerances: readonly number[],
): Direction[][] {
  const d = model.inputNames.length;
  const m = model.targetNames.length;
  const result = Array.from({ length: m }, () => Array.from({ length: d }, (): Direction => 'mixed'));
  for (let k = 0; k < d; k++) {
    const column = X.map((row) => row[k]!);
    const grid = GRID.map((p) => quantile(column, p));
    const curves = Array.from({ length: m }, () => [] as number[]);
    for (const value of grid) {
      const rows = sample.map((i) => {
        const copy = X[i]!.slice();
        copy[k] = value;
        return copy;
      });
      const predicted = model.predictMeans(rows);
      for (let j = 0; j < m; j++) {
        let s = 0;
        for (const row of predicted) s += row[j]!;
        curves[j]!.push(s / predicted.length);
      }
    }
    for (let j = 0; j < m; j++) {
      result[j]![k] =
        grid[0] === grid[grid.length - 1] ? 'mixed' : curveDirection(curves[j]!, tolerances[j]!);
    }
  }
  return result;
}

export function propertyDrivers(table: AnalysisTable, options: DriverOptions = {}): PropertyDriversResult[] {
  const seed = options.seed ?? 1;
  const minRows = options.minRows ?? 8;
  const columns = table.columns.map((_, c) => columnValues(table, c));
  // Ingredients that vary over the table: a constant one cannot drive anything.
  const inputs = table.columns.flatMap((column, c) =>
    column.kind === 'component' && new Set(columns[c]!.map((value) => value ?? 0)).size > 1 ? [c] : [],
  );
  const targets = table.columns.flatMap((column, c) => {
    if (column.kind !== 'property') return [];
    const values = columns[c]!.filter((value): value is number => value !== null);
    return values.length >= minRows && new Set(values).size > 1 ? [c] : [];
  });
  if (inputs.length === 0 || targets.length === 0) return [];
  const X = table.rows.map((_, r) => inputs.map((c) => columns[c]![r] ?? 0));
  const Y = table.rows.map((_, r) => targets.map((c) => columns[c]![r] ?? null));
  const inputNames = inputs.map((c) => table.columns[c]!.key);
  const targetNames = targets.map((c) => table.columns[c]!.key);
  const modelOptions = {
    kind: options.kind ?? 'extra-trees',
    forest: options.forest ?? { trees: 100 },
    seed,
    inputNames,
    targetNames,
  } as const;
  const model = fitModel(X, Y, modelOptions);
  const distinct = new Set(X.map((row) => row.join('\u0000'))).size;
  const cv =
    distinct >= 2
      ? crossValidate(X, Y, { k: options.folds ?? 5, seed, model: modelOptions, warmStart: model })
      : null;
  const importance = featureImportance(model, { seed, maxRows: 250 });
  const all = X.map((_, i) => i);
  const limit = options.dependenceRows ?? 150;
  const sample = all.length > limit ? new Random(seed).shuffle(all.slice()).slice(0, limit) : all;
  const tolerances = targets.map(
    (c) => 0.02 * standardDeviation(columns[c]!.filter((value): value is number => value !== null)),
  );
  const directions = dependenceDirections(model, X, sample, tolerances);
  return targets.map((c, j) => {
    const column = table.columns[c]!;
    const r2 = cv?.targets[column.key]?.r2;
    return {
      propertyKey: column.key,
      name: column.name,
      unit: column.unit,
      r2: r2 === undefined || !Number.isFinite(r2) ? null : r2,
      rows: model.targets[j]!.trainingRows,
      drivers: importance[column.key]!.map((entry, k) => ({
        componentKey: entry.input,
        name: table.columns[inputs[k]!]!.name,
        importance: entry.importance,
        direction: directions[j]![k]!,
      })).sort((a, b) => b.importance - a.importance || a.name.localeCompare(b.name)),
    };
  });
}
