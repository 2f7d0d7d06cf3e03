/**
 * Stacking weights of the forward model's members, learned from their out-of-sample predictions.
 *
 * `stackWeights`: non-negative least squares (bagged over bootstrap resamples on small data).
 * `crossFittedStack`: the same, checked honestly — the weights are learned on four fifths of the
 * rows and scored on the fifth they did not see, for a blend between the NNLS weights and the single
 * member with the smallest error (shrinkage 0 = that member alone, 1 = plain NNLS). The blend that
 * scores best there is kept. A member whose out-of-sample predictions happen to fit the stacking rows
 * (acrylate hardness, 65 rows: boosting took 70 % of the weight and the stack lost 10 % to its own
 * random forest) then cannot take the weight unless that also holds on rows the weights never saw,
 * and the stack is never chosen over its best member without evidence from held-out rows.
 */
import { nonNegativeLeastSquares } from './nnls.js';
import type { Random } from './random.js';

/** Weights below this share are dropped (and the rest renormalised): they cost time, not accuracy. */
const MIN_WEIGHT = 0.02;

/** Bootstrap resamples of the stacking rows up to this many training rows (none above). */
const STACK_BOOTSTRAPS = 50;
const BAGGED_STACK_ROWS = 300;

/** Shrinkage toward the best single member tried by `crossFittedStack`. */
const SHRINKAGES = [0, 0.25, 0.5, 0.75, 1];

/** NNLS weights on the given rows, normalised to sum to one (null when all are zero). */
function normalisedNnls(
  oosMeans: readonly Float64Array[],
  values: readonly number[],
  idx: readonly number[],
) {
  const raw = nonNegativeLeastSquares(
    oosMeans.map((m) => Float64Array.from(idx, (i) => m[i]!)),
    Float64Array.from(idx, (i) => values[i]!),
  );
  const total = raw.reduce((a, v) => a + v, 0);
  return total > 0 ? raw.map((v) => v / total) : null;
}

/** Rows (of `values`) with an out-of-sample prediction from every member, optionally filtered. */
function completeRows(
  oosMeans: readonly Float64Array[],
  values: readonly number[],
  keep: (i: number) => boolean = () => true,
): number[] {
  const out: number[] = [];
  values.forEach((_, i) => {
    if (keep(i) && oosMeans.every((m) => !Number.isNaN(m[i]!))) out.push(i);
  });
  return out;
}

/** The member with the smallest squared error on the rows, as one-hot weights. */
function bestSingle(oosMeans: readonly Float64Array[], values: readonly number[], idx: readonly number[]) {
  const sse = oosMeans.map((m) => idx.reduce((a, i) => a + (m[i]! - values[i]!) ** 2, 0));
  const best = sse.indexOf(Math.min(...sse));
  return oosMeans.map((_, j) => (j === best ? 1 : 0));
}

/** Drops weights below MIN_WEIGHT and renormalises. */
function pruned(weights: readonly number[]): number[] {
  const kept = weights.map((v) => (v >= MIN_WEIGHT ? v : 0));
  const total = kept.reduce((a, v) => a + v, 0);
  return kept.map((v) => v / total);
}

/** NNLS weights on `idx`, bagged over bootstrap resamples of the training rows when `resampling`. */
function nnlsOn(
  oosMeans: readonly Float64Array[],
  values: readonly number[],
  idx: readonly number[],
  resampling?: { rows: number; rng: Random },
): number[] | null {
  let weights = normalisedNnls(oosMeans, values, idx);
  if (!weights || !resampling || resampling.rows > BAGGED_STACK_ROWS) return weights;
  const { rows, rng } = resampling;
  // `values` holds one block of the training rows per inner repeat: resample rows, not repeats.
  const byRow = new Map<number, number[]>();
  for (const i of idx) {
    const r = i % rows;
    byRow.set(r, [...(byRow.get(r) ?? []), i]);
  }
  const present = [...byRow.values()];
  const sum = new Array<number>(oosMeans.length).fill(0);
  let count = 0;
  for (let b = 0; b < STACK_BOOTSTRAPS; b++) {
    const sample: number[] = [];
    for (let r = 0; r < present.length; r++) sample.push(...present[rng.int(present.length)]!);
    const w = normalisedNnls(oosMeans, values, sample);
    if (!w) continue;
    w.forEach((v, j) => (sum[j] = sum[j]! + v));
    count++;
  }
  if (count > 0) weights = sum.map((v) => v / count);
  return weights;
}

/**
 * Stacking weights: non-negative least squares of the actual values on the members' out-of-sample
 * predictions (every repeat of the inner cross-validation counts), normalised to sum to one so that
 * the stacked interval stays a weighted sum of the members' bounds. With `rows` (training rows;
 * `values` holds one block of them per repeat) and a generator, the weights are averaged over
 * bootstrap resamples of the training rows ("bagged" stacking): on 60–300 rows the plain NNLS
 * solution jumps to whichever member a few rows favour, and averaging over resamples keeps the
 * weights where the evidence is.
 */
export function stackWeights(
  oosMeans: readonly Float64Array[],
  values: readonly number[],
  resampling?: { rows: number; rng: Random },
): number[] {
  const complete = completeRows(oosMeans, values);
  const weights = nnlsOn(oosMeans, values, complete, resampling);
  // Degenerate (e.g. all predictions zero): the member with the smallest squared error alone.
  return weights ? pruned(weights) : bestSingle(oosMeans, values, complete);
}

export interface CrossFittedStack {
  /** Weights on all rows. */
  weights: number[];
  /** Share of the NNLS blend in them (the rest is the best single member). */
  shrinkage: number;
  /** Weights learned without each fold (at the chosen shrinkage), for honest held-out predictions. */
  foldWeights: number[][];
  /** Fold of every training row (`values[i]` belongs to row i % rows). */
  rowFold: Int32Array;
}

function blend(alpha: number, nnls: readonly number[] | null, best: readonly number[]): number[] {
  return best.map((b, j) => (nnls ? alpha * nnls[j]! + (1 - alpha) * b : b));
}

/**
 * Weights chosen by a second-level cross-validation (see the file comment). `rowFold` assigns every
 * training row to one of `k` folds (grouped by the caller, so repeat measurements stay together).
 */
export function crossFittedStack(
  oosMeans: readonly Float64Array[],
  values: readonly number[],
  rows: number,
  rowFold: Int32Array,
  k: number,
  rng: Random,
): CrossFittedStack {
  const resampling = { rows, rng };
  const perFold = Array.from({ length: k }, (_, f) => {
    const train = completeRows(oosMeans, values, (i) => rowFold[i % rows] !== f);
    return train.length === 0
      ? null
      : { nnls: nnlsOn(oosMeans, values, train, resampling), best: bestSingle(oosMeans, values, train) };
  });
  const heldOut = completeRows(oosMeans, values);
  const sse = SHRINKAGES.map((alpha) => {
    const w = perFold.map((p) => (p ? blend(alpha, p.nnls, p.best) : null));
    return heldOut.reduce((s, i) => {
      const fw = w[rowFold[i % rows]!];
      if (!fw) return s;
      const pred = fw.reduce((a, wj, j) => (wj > 0 ? a + wj * oosMeans[j]![i]! : a), 0);
      return s + (pred - values[i]!) ** 2;
    }, 0);
  });
  // Ties go to the smaller shrinkage (fewer members, the best one's behaviour).
  let chosen = 0;
  sse.forEach((v, a) => {
    if (v < sse[chosen]! * (1 - 1e-9)) chosen = a;
  });
  const alpha = SHRINKAGES[chosen]!;
  const best = bestSingle(oosMeans, values, heldOut);
  const all = nnlsOn(oosMeans, values, heldOut, resampling);
  return {
    weights: pruned(blend(alpha, all, best)),
    shrinkage: all ? alpha : 0,
    foldWeights: perFold.map((p) => (p ? blend(alpha, p.nnls, p.best) : best)),
    rowFold,
  };
}
