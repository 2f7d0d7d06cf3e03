/**
 * k-fold cross-validation with a fixed seed. Rows with identical inputs (repeat measurements) always
 * fall in the same fold, so a composition is never scored by a model that saw its twin. Metrics are
 * computed on the pooled out-of-fold predictions, in the target's original units.
 */
import { AnalysisInputError } from './errors.js';
import { assignGroupFolds, duplicateGroups } from './groups.js';
import { fitModel } from './model.js';
import type { FitOptions, Model, TargetRow } from './model.js';
import { regressionMetrics } from './stats.js';
import type { RegressionMetrics } from './stats.js';

export interface CrossValidateOptions {
  /** Number of folds (default 5; at most the number of distinct input rows). */
  k?: number;
  /** Seed of the fold assignment and of the models (default 1). */
  seed?: number;
  /** Options of the model fitted on each fold. */
  model?: FitOptions;
  /**
   * A model already fitted on all rows. With more than 300 rows its GP hyperparameters are the
   * starting point of each fold's (shorter) hyperparameter search, which keeps large data in budget.
   */
  warmStart?: Model;
}

export interface OutOfFoldPrediction {
  row: number;
  fold: number;
  actual: number;
  mean: number;
  lower90: number;
  upper90: number;
}

export interface CrossValidationResult {
  k: number;
  /** Metrics per target name. */
  targets: Record<string, RegressionMetrics>;
  /** Out-of-fold predictions per target name (for predicted-vs-actual plots). */
  predictions: Record<string, OutOfFoldPrediction[]>;
  trainSeconds: number;
  predictSeconds: number;
}

/** Fold of every row, grouping identical inputs, balanced by row count. */
export function assignFolds(X: readonly (readonly number[])[], k: number, seed: number): Int32Array {
  return assignGroupFolds(duplicateGroups(X), k, seed);
}

export function crossValidate(
  X: readonly (readonly number[])[],
  Y: readonly TargetRow[],
  options: CrossValidateOptions = {},
): CrossValidationResult {
  const seed = options.seed ?? 1;
  const distinct = new Set(duplicateGroups(X)).size;
  const k = Math.min(options.k ?? 5, distinct);
  if (k < 2) throw new AnalysisInputError('交差検証には異なる入力の行が 2 行以上必要です');
  const folds = assignFolds(X, k, seed);
  const m = Y[0]?.length ?? 0;
  const names = options.model?.targetNames ?? Array.from({ length: m }, (_, j) => `y${j + 1}`);
  const predictions: Record<string, OutOfFoldPrediction[]> = {};
  for (const name of names) predictions[name] = [];
  let trainSeconds = 0;
  let predictSeconds = 0;
  const warm = options.warmStart && X.length > 300 ? options.warmStart : undefined;
  for (let f = 0; f < k; f++) {
    const train: number[] = [];
    const test: number[] = [];
    folds.forEach((fold, i) => (fold === f ? test : train).push(i));
    const t0 = performance.now();
    const model = fitModel(
      train.map((i) => X[i]!),
      train.map((i) => Y[i]!),
      { ...options.model, seed: seed + 1000 * (f + 1), ...(warm ? { warmStart: warm } : {}) },
    );
    const t1 = performance.now();
    const predicted = model.predictMany(test.map((i) => X[i]!));
    predictSeconds += (performance.now() - t1) / 1000;
    trainSeconds += (t1 - t0) / 1000;
    test.forEach((row, r) => {
      names.forEach((name, j) => {
        const actual = Y[row]![j];
        if (actual === null || actual === undefined || !Number.isFinite(actual)) return;
        const p = predicted[r]![j]!;
        predictions[name]!.push({
          row,
          fold: f,
          actual,
          mean: p.mean,
          lower90: p.lower90,
          upper90: p.upper90,
        });
      });
    });
  }
  const targets: Record<string, RegressionMetrics> = {};
  for (const name of names) {
    const list = predictions[name]!.sort((a, b) => a.row - b.row);
    targets[name] = regressionMetrics(
      list.map((p) => p.actual),
      list.map((p) => p.mean),
      list.map((p) => p.lower90),
      list.map((p) => p.upper90),
    );
  }
  return { k, targets, predictions, trainSeconds, predictSeconds };
}
