import { applicabilityDomain, type DomainAssessment } from '@app/analysis/applicability-domain';
import { assignFolds, type OutOfFoldPrediction } from '@app/analysis/cross-validate';
import { AnalysisInputError } from '@app/analysis/errors';
import { explainPredictions, type PredictionExplanation } from '@app/analysis/explain';
import { featureImportance, type FeatureImportance } from '@app/analysis/feature-importance';
import type { FeatureChoice } from '@app/analysis/features';
import type { InverseProblem, InverseResult } from '@app/analysis/inverse/problem';
import { optimiseInverse } from '@app/analysis/inverse/optimise';
import { fitModel, type Model, type TargetPrediction } from '@app/analysis/model';
import { regressionMetrics, type RegressionMetrics } from '@app/analysis/stats';
import type { ExplorationVariables } from '@app/contract/explorations';
import { csvNotes, csvTrainingMatrix, csvVariables, readCsvScope } from '../csv-scope.js';
import type { TrainingMatrix } from '../training-matrix.js';

/*
 * The CPU-heavy part of an exploration, free of I/O: runs inside a worker thread (analysis-worker.ts), and
 * in-process in the bench. Every function is deterministic for its seed. Inputs and outputs are plain data
 * (structured-clone safe); names are the model's input/target labels.
 */

export interface TrainingData {
  X: number[][];
  Y: (number | null)[][];
  inputNames: string[];
  targetNames: string[];
  seed: number;
}

export interface ForwardTask extends TrainingData {
  task: 'forward';
  folds: number;
  /** Compositions to predict (rows in input order). */
  rows: number[][];
}

export interface InverseTask extends TrainingData {
  task: 'inverse';
  problem: InverseProblem;
}

export interface PredictTask extends TrainingData {
  task: 'predict';
  rows: number[][];
  /** Models are cached by this key in a long-lived worker (exploration id + version). */
  cacheKey: string;
}

/** Reading an uploaded CSV (up to 5 MB) takes seconds: it is done here too, never on the main thread. */
export interface CsvVariablesTask {
  task: 'csvVariables';
  csv: string;
}

export interface CsvMatrixTask {
  task: 'csvMatrix';
  csv: string;
  inputs: string[];
  targets: string[];
  maxRows: number;
}

export type AnalysisTask = ForwardTask | InverseTask | PredictTask | CsvVariablesTask | CsvMatrixTask;

export interface Predictions {
  predictions: TargetPrediction[][];
  domain: Pick<DomainAssessment, 'score' | 'inside' | 'distance' | 'threshold'>[];
  /** Per row, per target: which inputs moved the prediction away from the median recipe. */
  explanations: PredictionExplanation[][];
}

export interface ModelSummary {
  name: string;
  model: string;
  trainingRows: number;
  /** The input representation chosen inside the training rows (features.ts). */
  features: FeatureChoice;
}

export interface ForwardOutput {
  metrics: Record<string, RegressionMetrics>;
  outOfFold: Record<string, OutOfFoldPrediction[]>;
  importance: Record<string, FeatureImportance[]>;
  models: ModelSummary[];
  predicted: Predictions;
  trainSeconds: number;
  predictSeconds: number;
  folds: number;
}

export interface InverseOutput {
  result: InverseResult;
  models: { name: string; model: string; trainingRows: number }[];
  trainingRows: number;
}

export type ProgressReporter = (progress: number, message: string) => void;

function fit(data: TrainingData): Model {
  return fitModel(data.X, data.Y, {
    seed: data.seed,
    inputNames: data.inputNames,
    targetNames: data.targetNames,
  });
}

function modelSummaries(model: Model): ForwardOutput['models'] {
  return model.summary().map((s) => ({
    name: s.name,
    model: s.model,
    trainingRows: s.trainingRows,
    features: s.features,
  }));
}

export function predictRows(model: Model, rows: readonly number[][]): Predictions {
  if (rows.length === 0) return { predictions: [], domain: [], explanations: [] };
  return {
    explanations: explainPredictions(model, rows),
    predictions: model.predictMany(rows),
    domain: applicabilityDomain(model, rows).map(({ score, inside, distance, threshold }) => ({
      score,
      inside,
      distance,
      threshold,
    })),
  };
}

/**
 * Fit on all rows (feature importance, domain, predictions), then k-fold cross-validation fold by fold so
 * progress can be told. Same folds, seeds and warm start as `crossValidate` of @app/analysis.
 */
export function runForward(task: ForwardTask, report: ProgressReporter): ForwardOutput {
  const started = performance.now();
  report(0.03, 'モデルを学習しています');
  const model = fit(task);
  const fitted = performance.now();
  const distinct = new Set(task.X.map((x) => x.join('\u0000'))).size;
  const k = Math.min(task.folds, distinct);
  if (k < 2) throw new AnalysisInputError('交差検証には異なる配合の実施例が2件以上必要です');
  const folds = assignFolds(task.X, k, task.seed);
  const outOfFold: Record<string, OutOfFoldPrediction[]> = {};
  for (const name of task.targetNames) outOfFold[name] = [];
  const warm = task.X.length > 300 ? model : undefined;
  let trainSeconds = (fitted - started) / 1000;
  let predictSeconds = 0;
  for (let f = 0; f < k; f++) {
    report(0.25 + (0.6 * f) / k, `交差検証 ${f + 1}/${k}`);
    const train: number[] = [];
    const test: number[] = [];
    folds.forEach((fold, i) => (fold === f ? test : train).push(i));
    const t0 = performance.now();
    const foldModel = fitModel(
      train.map((i) => task.X[i]!),
      train.map((i) => task.Y[i]!),
      {
        seed: task.seed + 1000 * (f + 1),
        inputNames: task.inputNames,
        targetNames: task.targetNames,
        ...(warm ? { warmStart: warm } : {}),
      },
    );
    const t1 = performance.now();
    const predicted = foldModel.predictMany(test.map((i) => task.X[i]!));
    predictSeconds += (performance.now() - t1) / 1000;
    trainSeconds += (t1 - t0) / 1000;
    test.forEach((row, r) => {
      task.targetNames.forEach((name, j) => {
        const actual = task.Y[row]![j];
        if (actual === null || actual === undefined || !Number.isFinite(actual)) return;
        const p = predicted[r]![j]!;
        outOfFold[name]!.push({ row, fold: f, actual, mean: p.mean, lower90: p.lower90, upper90: p.upper90 });
      });
    });
  }
  const metrics: Record<string, RegressionMetrics> = {};
  for (const name of task.targetNames) {
    const list = outOfFold[name]!.sort((a, b) => a.row - b.row);
    metrics[name] = regressionMetrics(
      list.map((p) => p.actual),
      list.map((p) => p.mean),
      list.map((p) => p.lower90),
      list.map((p) => p.upper90),
    );
  }
  report(0.87, '特徴量の重要度を計算しています');
  // 250 rows × 3 shuffles give stable shares at a third of the default's cost on 1,000 rows.
  const importance = featureImportance(model, { seed: task.seed, maxRows: 250 });
  report(0.95, '予測を計算しています');
  const t2 = performance.now();
  const predicted = predictRows(model, task.rows);
  predictSeconds += (performance.now() - t2) / 1000;
  return {
    metrics,
    outOfFold,
    importance,
    models: modelSummaries(model),
    predicted,
    trainSeconds,
    predictSeconds,
    folds: k,
  };
}

/**
 * Rounds optimiseInverse scores in batches: seeds, 40 generations, 25 per goal with ≥ 2 goals, the
 * measured examples; with a range goal the refinement on each point's own interval (its pool, the best
 * measured examples, 20 generations).
 */
function expectedBatches(problem: InverseProblem): number {
  const goals = problem.goals.length + (problem.cost?.weight ? 1 : 0);
  const range = problem.goals.some((g) => g.kind === 'range') ? 2 + 20 : 0;
  return 1 + 40 + (goals >= 2 ? goals * 25 : 0) + 1 + range;
}

export function runInverse(task: InverseTask, report: ProgressReporter): InverseOutput {
  report(0.03, 'モデルを学習しています');
  const model = fit(task);
  const expected = expectedBatches(task.problem);
  let batches = 0;
  // Counts the optimiser's batched model evaluations (one per generation; means in the wide search,
  // with intervals in the refinement of range goals) to report its progress.
  const tracked = Object.create(model) as Model;
  const counted = () => {
    batches++;
    if (batches === 1 || batches % 5 === 0) {
      report(
        0.3 + 0.62 * Math.min(1, batches / expected),
        `最適化 ${Math.min(batches, expected)}/${expected}`,
      );
    }
  };
  tracked.predictMeans = (rows) => {
    counted();
    return model.predictMeans(rows);
  };
  tracked.predictMany = (rows) => {
    // Many rows at once: a search batch (a single row is a candidate being described).
    if (rows.length > 1) counted();
    return model.predictMany(rows);
  };
  report(0.3, '最適化しています');
  const result = optimiseInverse(tracked, task.problem);
  report(0.93, '候補を整理しています');
  return { result, models: modelSummaries(model), trainingRows: task.X.length };
}

export function csvVariablesOf(csv: string): ExplorationVariables {
  const scope = readCsvScope(csv);
  const variables = csvVariables(scope);
  return {
    examplesInScope: scope.parsed.X.length,
    patentsInScope: 0,
    inputs: variables.inputs,
    targets: variables.targets,
    defaults: variables.defaults,
    notes: csvNotes(scope),
  };
}

export function csvMatrixOf(task: CsvMatrixTask): TrainingMatrix | { error: string } {
  const scope = readCsvScope(task.csv);
  if (scope.parsed.X.length === 0) {
    return { error: ['CSVから読み込める行がありませんでした', ...csvNotes(scope)].join('。') };
  }
  return csvTrainingMatrix(scope, task.inputs, task.targets, task.maxRows);
}

/** Small LRU of fitted models (long-lived prediction worker). */
export function createModelCache(capacity: number) {
  const models = new Map<string, Model>();
  return {
    get(key: string, data: TrainingData): Model {
      const hit = models.get(key);
      if (hit) {
        models.delete(key);
        models.set(key, hit);
        return hit;
      }
      const model = fit(data);
      models.set(key, model);
      while (models.size > capacity) models.delete(models.keys().next().value!);
      return model;
    },
  };
}
