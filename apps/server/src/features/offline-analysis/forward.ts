import { crossValidate } from '@app/analysis/cross-validate';
import type { FeatureChoice } from '@app/analysis/features';
import { fitModel, type Model } from '@app/analysis/model';
import { regressionMetrics, type RegressionMetrics } from '@app/analysis/stats';
import type { ParsedExamples } from '@app/analysis/csv';

export interface ForwardReport {
  targets: Record<string, { r2: number; rmse: number; mae: number; coverage90: number; n: number }>;
  trainSeconds: number;
  predictSeconds: number;
  /** Per target: the stack fitted on all training rows and the input representation it chose. */
  models: Record<string, { model: string; trainingRows: number; features: FeatureChoice }>;
}

const modelReport = (model: Model): ForwardReport['models'] =>
  Object.fromEntries(
    model
      .summary()
      .map((s) => [s.name, { model: s.model, trainingRows: s.trainingRows, features: s.features }]),
  );

const columnNames = (data: ParsedExamples) => ({
  inputNames: data.inputs.map((c) => c.header),
  targetNames: data.targets.map((c) => c.header),
});

const round = (m: RegressionMetrics) => ({
  r2: m.r2,
  rmse: m.rmse,
  mae: m.mae,
  coverage90: m.coverage90,
  n: m.n,
});

/**
 * k-fold cross-validation with a fixed seed (docs/spec/analyses.md), after a fit on all rows that
 * reports the model (above 300 rows it also warm-starts the folds, as the server's forward analysis does).
 */
export function crossValidateExamples(data: ParsedExamples, k: number, seed: number): ForwardReport {
  const started = performance.now();
  const model = fitModel(data.X, data.Y, { seed, ...columnNames(data) });
  const fitSeconds = (performance.now() - started) / 1000;
  const result = crossValidate(data.X, data.Y, {
    k,
    seed,
    model: { seed, ...columnNames(data) },
    warmStart: model,
  });
  const targets: ForwardReport['targets'] = {};
  for (const [name, metrics] of Object.entries(result.targets)) targets[name] = round(metrics);
  return {
    targets,
    trainSeconds: fitSeconds + result.trainSeconds,
    predictSeconds: result.predictSeconds,
    models: modelReport(model),
  };
}

/** Trains on one file and scores on another with the same columns. */
export function trainAndTest(train: ParsedExamples, test: ParsedExamples, seed: number): ForwardReport {
  const started = performance.now();
  const model = fitModel(train.X, train.Y, { seed, ...columnNames(train) });
  const trained = performance.now();
  const predictions = model.predictMany(test.X);
  const predicted = performance.now();
  const targets: ForwardReport['targets'] = {};
  train.targets.forEach((column, j) => {
    const rows = test.Y.flatMap((y, i) => (y[j] === null || y[j] === undefined ? [] : [i]));
    const pick = (f: (i: number) => number) => rows.map(f);
    targets[column.header] = round(
      regressionMetrics(
        pick((i) => test.Y[i]![j]!),
        pick((i) => predictions[i]![j]!.mean),
        pick((i) => predictions[i]![j]!.lower90),
        pick((i) => predictions[i]![j]!.upper90),
      ),
    );
  });
  return {
    targets,
    trainSeconds: (trained - started) / 1000,
    predictSeconds: (predicted - trained) / 1000,
    models: modelReport(model),
  };
}
