/**
 * Per-prediction explanations: which inputs moved a prediction away from the median recipe, and by
 * how much, in the target's units (issue 18).
 *
 * Baseline Shapley values against one reference row (each input's training median): for a random
 * order of the inputs, start from the reference, switch the inputs to the row's values one at a time
 * and credit each input with the change of the predicted mean when it switched; average over orders
 * (each order and its reverse, 8 pairs by default). Every order credits exactly f(x) − f(reference),
 * so the contributions always add up to the prediction minus the baseline; for a model that is a sum of
 * one-input effects they are exact (w·(x − median) for a linear model) whatever the orders. Cost: one
 * batch of (inputs + 1) × orders point predictions per row. The rows in between are off the mixture's
 * sum (one ingredient at its median, the others not), like every one-at-a-time perturbation.
 */
import type { Model } from './model.js';
import { Random } from './random.js';
import { quantile } from './stats.js';

export interface InputContribution {
  /** Input index in the model's inputs. */
  input: number;
  name: string;
  /** Change of the predicted mean this input accounts for (target units; + raises it). */
  contribution: number;
}

export interface PredictionExplanation {
  /** Predicted mean of the reference row (every input at its training median). */
  baseline: number;
  /** Predicted mean of the row; equals baseline + the sum of all contributions. */
  prediction: number;
  /** Every input, largest |contribution| first. */
  contributions: InputContribution[];
}

export interface ExplainOptions {
  /** Pairs of opposite input orders sampled per row (default 8). */
  orderPairs?: number;
  seed?: number;
  /** Reference row (default: the training medians). */
  reference?: readonly number[];
}

/**
 * Shapley contributions of `x` against `reference` for a vector-valued function evaluated in batches
 * (`predict(rows)[r][t]`): result[t][k].
 */
export function shapleyContributions(
  predict: (rows: number[][]) => number[][],
  x: readonly number[],
  reference: readonly number[],
  orderPairs: number,
  rng: Random,
): { baseline: number[]; prediction: number[]; contributions: number[][] } {
  const d = x.length;
  const orders: number[][] = [];
  for (let p = 0; p < orderPairs; p++) {
    const order = rng.shuffle(Array.from({ length: d }, (_, k) => k));
    orders.push(order, order.slice().reverse());
  }
  const rows: number[][] = [];
  for (const order of orders) {
    const row = reference.slice();
    rows.push(row.slice());
    for (const k of order) {
      row[k] = x[k]!;
      rows.push(row.slice());
    }
  }
  const values = predict(rows);
  const targets = values[0]?.length ?? 0;
  const contributions = Array.from({ length: targets }, () => new Array<number>(d).fill(0));
  orders.forEach((order, o) => {
    const start = o * (d + 1);
    order.forEach((k, step) => {
      const before = values[start + step]!;
      const after = values[start + step + 1]!;
      for (let t = 0; t < targets; t++) contributions[t]![k]! += (after[t]! - before[t]!) / orders.length;
    });
  });
  return {
    baseline: values[0] ?? [],
    prediction: values[d] ?? [],
    contributions,
  };
}

/** Explanations of the model's predictions for `rows`: result[row][target]. */
export function explainPredictions(
  model: Model,
  rows: readonly (readonly number[])[],
  options: ExplainOptions = {},
): PredictionExplanation[][] {
  const d = model.inputNames.length;
  const reference =
    options.reference ??
    Array.from({ length: d }, (_, k) =>
      quantile(
        model.trainingX.map((r) => r[k]!),
        0.5,
      ),
    );
  const rng = new Random(options.seed ?? 1);
  const predict = (batch: number[][]) => model.predictMeans(batch);
  return rows.map((x) => {
    const s = shapleyContributions(predict, x, reference, options.orderPairs ?? 8, rng.fork());
    return model.targetNames.map((_, t) => ({
      baseline: s.baseline[t]!,
      prediction: s.prediction[t]!,
      contributions: s.contributions[t]!.map((contribution, k) => ({
        input: k,
        name: model.inputNames[k]!,
        contribution,
      })).sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution) || a.input - b.input),
    }));
  });
}
