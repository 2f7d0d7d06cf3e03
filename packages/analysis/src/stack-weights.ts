/**
 * Stacking weights of the forward model's members, learned from their out-of-sample predictions.
 *
 * `stackWeights`: on small data (≤ 300 training rows) greedy ensemble selection with replacement
 * (Caruana et al. 2004, the ensembling of auto-sklearn and AutoGluon), bagged over bootstrap
 * resamples; above, non-negative least squares. `crossFittedStack`: the same weights, plus for every
 * fold of the training rows the weights learned without that fold — the stack's held-out predictions
 * for the interval calibration then come from weights that never saw the row (the weights are fitted
 * on the same out-of-sample predictions, so scoring the stack with them was optimistic).
 *
 * Why ensemble selection on small data (issue 18, decision 0045): on 52–240 rows the members' inner
 * cross-validated errors are often within noise of each other, and NNLS then spends weight on
 * whichever combination cancels the few rows' errors — a GP pair that predicted 0.1 for the one
 * crosslinker-free acrylate recipe (measured 3.45) took half the weight while every tree member alone
 * was better. Selection starts from the single best member and only adds a member (in steps of 1/25)
 * when the running average's error falls, so it cannot trade the best member for a cancelling pair
 * and its weights move in steps of 1/25 rather than to whatever cancels a few rows' errors.
 *
 * Tried and measured worse (issue 18): choosing, by that second-level cross-validation, a shrinkage
 * of the NNLS weights toward the single member with the smallest error (0, ¼, ½, ¾, 1, or just 0
 * and 1). On 52–111 training rows the choice is noisy and the best single member is itself chosen on
 * few rows: acrylate hardness 8.65 → 9.12–9.21 RMSE, peak stress 6.12 → 6.28, peak strain 0.428 →
 * 0.433–0.442, perovskite unchanged. Also tried (decision 0050, fold seeds 1–3), hedging the bagged
 * selection toward an even blend: an even blend over the members within one standard error of the
 * best, selection started from those members, and shrinkage toward the even blend by the bootstrap
 * variance of the weights. None was lowest on more cells; each diluted the member the inner
 * cross-validation rightly prefers elsewhere (peak strain 0.937 → 0.974–0.991 of the best library).
 * And (decision 0053) a second set of weights for rows far from the training rows — the GP's
 * predictive scale above the median of its held-out scales, weights learned again on those held-out
 * rows only. On the outer test rows the GP is the worst or next-worst member exactly there (the far
 * third of every acrylate and perovskite task), but the inner folds' far rows did not carry that over:
 * hardness 1.021 → 1.041 of the best library over 3 seeds, lowest on the same 11 of 15 acrylate and
 * perovskite cells, Young's modulus coverage 0.836 on seed 3.
 */
import { nonNegativeLeastSquares } from './nnls.js';
import type { Random } from './random.js';

/** Weights below this share are dropped (and the rest renormalised): they cost time, not accuracy. */
const MIN_WEIGHT = 0.02;

/** Bootstrap resamples of the stacking rows up to this many training rows (none above). */
const STACK_BOOTSTRAPS = 50;
const BAGGED_STACK_ROWS = 300;

/** Rounds of greedy ensemble selection on small data (each adds one member, with replacement). */
const SELECTION_ROUNDS = 25;

/**
 * Greedy forward ensemble selection with replacement (Caruana et al. 2004): every round adds the
 * member that makes the running average's squared error on the rows smallest (the first round picks
 * the best single member); the weights are the counts over the rounds.
 */
function ensembleSelection(
  oosMeans: readonly Float64Array[],
  values: readonly number[],
  idx: readonly number[],
): number[] {
  const counts = new Array<number>(oosMeans.length).fill(0);
  const sum = new Float64Array(idx.length);
  for (let r = 1; r <= SELECTION_ROUNDS; r++) {
    let best = 0;
    let bestSse = Infinity;
    oosMeans.forEach((m, j) => {
      let sse = 0;
      idx.forEach((i, t) => (sse += ((sum[t]! + m[i]!) / r - values[i]!) ** 2));
      if (sse < bestSse) {
        bestSse = sse;
        best = j;
      }
    });
    counts[best] = counts[best]! + 1;
    idx.forEach((i, t) => (sum[t] = sum[t]! + oosMeans[best]![i]!));
  }
  return counts.map((c) => c / SELECTION_ROUNDS);
}

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

/**
 * Weights on `idx`: with `resampling` up to BAGGED_STACK_ROWS training rows, ensemble selection
 * averaged over bootstrap resamples of the training rows; otherwise plain normalised NNLS.
 */
function weightsOn(
  oosMeans: readonly Float64Array[],
  values: readonly number[],
  idx: readonly number[],
  resampling?: { rows: number; rng: Random },
): number[] | null {
  const smallData = resampling !== undefined && resampling.rows <= BAGGED_STACK_ROWS;
  const fit = smallData ? ensembleSelection : normalisedNnls;
  let weights = fit(oosMeans, values, idx);
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
    const w = fit(oosMeans, values, sample);
    if (!w) continue;
    w.forEach((v, j) => (sum[j] = sum[j]! + v));
    count++;
  }
  if (count > 0) weights = sum.map((v) => v / count);
  return weights;
}

/**
 * Stacking weights from the members' out-of-sample predictions (every repeat of the inner
 * cross-validation counts), summing to one so that the stacked interval stays a weighted sum of the
 * members' bounds. With `rows` (training rows; `values` holds one block of them per repeat) and a
 * generator, up to 300 rows: ensemble selection averaged over bootstrap resamples of the training
 * rows ("bagged" stacking — on 60–300 rows a single fit jumps to whichever member a few rows favour).
 * Otherwise: non-negative least squares of the actual values on the predictions, normalised.
 */
export function stackWeights(
  oosMeans: readonly Float64Array[],
  values: readonly number[],
  resampling?: { rows: number; rng: Random },
): number[] {
  const complete = completeRows(oosMeans, values);
  const weights = weightsOn(oosMeans, values, complete, resampling);
  // Degenerate (e.g. all predictions zero): the member with the smallest squared error alone.
  return weights ? pruned(weights) : bestSingle(oosMeans, values, complete);
}

export interface CrossFittedStack {
  /** Weights on all rows. */
  weights: number[];
  /** Weights learned without each fold, for honest held-out predictions of the stack. */
  foldWeights: number[][];
  /** Fold of every training row (`values[i]` belongs to row i % rows). */
  rowFold: Int32Array;
}

/**
 * Weights on all rows and per fold (see the file comment). `rowFold` assigns every training row to
 * one of `k` folds (grouped by the caller, so repeat measurements stay together).
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
  const weights = stackWeights(oosMeans, values, resampling);
  const foldWeights = Array.from({ length: k }, (_, f) => {
    const train = completeRows(oosMeans, values, (i) => rowFold[i % rows] !== f);
    if (train.length === 0) return weights;
    const w = weightsOn(oosMeans, values, train, resampling);
    return w ? pruned(w) : bestSingle(oosMeans, values, train);
  });
  return { weights, foldWeights, rowFold };
}
