/**
 * One target's model. A target model is a weighted stack of members; each member is a learner fitted
 * on the transformed, standardised target (see learner.ts) with its own conformal multiplier.
 *
 * Kind 'auto' (the default) fits a Gaussian process, histogram gradient boosting and — on small data
 * — bootstrap extra-trees and a random forest, each on the raw target and — when the target is
 * strictly positive and spans decades — on its log, and learns the stacking weights by non-negative
 * least squares on the out-of-sample predictions in the target's own units (normalised to one;
 * bagged over bootstrap resamples of the rows on small data; stack-weights.ts). Out-of-sample
 * predictions come from an inner grouped k-fold cross-validation on small data, repeated with fresh
 * folds (1–3 times, GP hyperparameters and boosting rounds re-chosen in every fold), and from
 * closed-form leave-group-out / boosting's own inner folds on large data. Any other kind
 * is a stack of one member.
 *
 * Intervals: each member's interval is μ ± qσ in its own space (q: conformal multiplier); the stack's
 * interval is the weighted sum of the members' bounds μⱼ ± F·qⱼσⱼ mapped back to the target's units,
 * with one second conformal factor F scaling every member's half-width in the member's own space (in
 * the log for a log member, so its bound stays multiplicative; stacked-interval.ts, decision 0054).
 * F is calibrated on the same out-of-sample predictions, each stacked with the weights learned without
 * its row — a row's score is the smallest F whose interval contains its value — and conditioned on
 * the predicted level by a smooth difficulty estimate (conformal.ts, decision 0035), with the
 * finite-sample correction counted in rows rather than repeated scores.
 */
import { calibrateMultiplier, factorAt, levelConformalFactors } from './conformal.js';
import type { LevelFactors } from './conformal.js';
import { fitGaussianProcess, GaussianProcess } from './gaussian-process.js';
import type { GpHyperparameters, GpOptions } from './gaussian-process.js';
import { assignGroupFolds } from './groups.js';
import type { Learner, LearnerData, LearnerPrediction, Rows } from './learner.js';
import type { Random } from './random.js';
import { fitRidge } from './ridge.js';
import { chooseTargetTransform, TargetScaler } from './scaling.js';
import type { TargetTransformKind } from './scaling.js';
import { normalQuantile, skewness } from './stats.js';
import { Boosting, fitBoosting } from './boosting.js';
import type { BoostingOptions } from './boosting.js';
import { crossFittedStack } from './stack-weights.js';
import { containingFactor, stackedBound } from './stacked-interval.js';
import type { MemberSpread } from './stacked-interval.js';
import type { CrossFittedStack } from './stack-weights.js';
import { fitForest } from './trees.js';
import type { ForestOptions } from './trees.js';
import { memberPoint } from './member-mean.js';
import type { MemberPoint } from './member-mean.js';

export type LearnerKind =
  'auto' | 'gaussian-process' | 'extra-trees' | 'gradient-boosting' | 'ridge' | 'random-forest';

export interface TargetFitOptions {
  kind: LearnerKind;
  targetTransform: 'auto' | TargetTransformKind;
  /** Interval coverage (default 0.9). */
  coverage: number;
  gp?: GpOptions;
  forest?: ForestOptions;
  boosting?: BoostingOptions;
  /** GP warm start (used inside cross-validation on large data). */
  gpInitial?: GpHyperparameters;
  /**
   * Up to this many rows (default 300), stacking weights and interval calibration use an inner
   * grouped k-fold cross-validation; above it, the learners' own leave-group-out / out-of-bag
   * predictions (much cheaper). The baselines (ridge, random forest) always use their own.
   */
  innerCvMaxRows?: number;
  /** Folds of that inner cross-validation (default 10 up to 150 rows, else 5; `innerCvPlan`). */
  innerFolds?: number;
  /**
   * Repeats of that inner cross-validation with fresh fold assignments (default: enough for about
   * 300 held-out predictions, 1–2 up to 150 rows, else 1–3). Repeating lowers the noise of the
   * choice on small data.
   */
  innerRepeats?: number;
  /**
   * Members (learner, transform, weight) to fit instead of searching — taken from a model fitted on
   * all rows when cross-validating large data.
   */
  structure?: readonly StructureMember[];
}

/** A member of a fitted stack, as its summary gives it (a warm start's structure). */
export interface StructureMember {
  learner: string;
  transform: TargetTransformKind;
  point?: MemberPoint;
  weight: number;
}

export interface TargetPrediction {
  /**
   * Point prediction: the members' weighted points in the target's units (a log member's median,
   * exp of the mean of the log, or its log-normal mean; member-mean.ts).
   */
  mean: number;
  lower90: number;
  upper90: number;
}

export interface StackMember {
  learner: Learner;
  scaler: TargetScaler;
  /** Conformal multiplier of the learner's scale. */
  q: number;
  /** 1 / the normal quantile of the coverage q is calibrated for (q·σ → a standard deviation). */
  sdPerHalf: number;
  /** A log member's point in the target's units (member-mean.ts). */
  point: MemberPoint;
  weight: number;
}

/** A member considered by 'auto', with its out-of-sample RMSE in the target's units. */
export interface CandidateScore {
  learner: string;
  transform: TargetTransformKind;
  point: MemberPoint;
  outOfSampleRmse: number;
  weight: number;
}

/**
 * Members' predictions at a set of rows: the mean in the target's units (for the stacking weights
 * and the candidates' errors) and the mean and conformal half-width q·σ in the member's own space
 * (for the stacked interval, stacked-interval.ts).
 */
interface MemberRows {
  mean: Float64Array;
  own: { mean: Float64Array; half: Float64Array };
}

function memberRows(m: StackMember, p: LearnerPrediction): MemberRows {
  const n = p.mean.length;
  const out = { mean: new Float64Array(n), own: { mean: p.mean, half: new Float64Array(n) } };
  for (let i = 0; i < n; i++) {
    out.own.half[i] = m.q * p.scale[i]!;
    out.mean[i] = memberPoint(m.scaler, p.mean[i]!, out.own.half[i]!, m.sdPerHalf, m.point);
  }
  return out;
}

/** Row i's parts of the stack, each member with its weight. */
function rowParts(
  members: readonly StackMember[],
  perMember: readonly MemberRows[],
  weights: readonly number[],
  i: number,
): MemberSpread[] {
  return members.map((m, j) => ({
    weight: weights[j]!,
    scaler: m.scaler,
    mean: perMember[j]!.own.mean[i]!,
    half: perMember[j]!.own.half[i]!,
  }));
}

export class TargetModel {
  constructor(
    readonly members: readonly StackMember[],
    /** Conformal factors applied to the stacked half-widths, by predicted level. */
    readonly calibration: LevelFactors,
    readonly trainingRows: number,
    readonly candidates: readonly CandidateScore[],
  ) {}

  predict(rows: Rows): TargetPrediction[] {
    // A log member may enter twice (its median and its mean): one prediction per learner.
    const byLearner = new Map<Learner, LearnerPrediction>();
    const perMember = this.members.map((m) => {
      const p = byLearner.get(m.learner) ?? m.learner.predict(rows);
      byLearner.set(m.learner, p);
      return memberRows(m, p);
    });
    const weights = this.members.map((m) => m.weight);
    return rows.map((_, i) => {
      const parts = rowParts(this.members, perMember, weights, i);
      // The interval is built, and its factor calibrated, around the members' medians (F = 0).
      const centre = stackedBound(parts, 0, 1);
      const factor = factorAt(this.calibration, centre);
      let mean = 0;
      perMember.forEach((p, j) => (mean += weights[j]! * p.mean[i]!));
      return {
        mean,
        lower90: stackedBound(parts, factor, -1),
        upper90: stackedBound(parts, factor, 1),
      };
    });
  }

  /** Point predictions only (cheap path for optimisers). */
  predictMean(rows: Rows): number[] {
    const out = new Array<number>(rows.length).fill(0);
    // A log member's mean needs its spread at the row (member-mean.ts): its learner is asked for the
    // full prediction once, which its median twin then shares.
    const needsSpread = new Set(
      this.members.filter((m) => m.scaler.transform === 'log' && m.point === 'mean').map((m) => m.learner),
    );
    const full = new Map<Learner, LearnerPrediction>();
    for (const m of this.members) {
      const l = m.learner as Learner & { predictMean?: (r: Rows) => Float64Array };
      let means: ArrayLike<number>;
      if (needsSpread.has(l) || !l.predictMean) {
        const p = full.get(l) ?? l.predict(rows);
        full.set(l, p);
        means = memberRows(m, p).mean;
      } else means = l.predictMean(rows).map((v) => m.scaler.backward(v));
      for (let i = 0; i < rows.length; i++) out[i] = out[i]! + m.weight * means[i]!;
    }
    return out;
  }

  /** Short description of the stack, e.g. "0.75 gaussian-process + 0.25 extra-trees(log)". */
  describe(): string {
    return this.members
      .map(
        (m) =>
          `${this.members.length > 1 ? `${m.weight.toFixed(2)} ` : ''}${m.learner.kind}${m.scaler.transform === 'log' ? (m.point === 'mean' ? '(log, mean)' : '(log)') : ''}`,
      )
      .join(' + ');
  }
}

/** Up to this many rows the inner cross-validation (and bagged stacking) is used. */
const INNER_CV_ROWS = 300;

/** Held-out predictions the inner cross-validation aims for (repeats = 300 / rows, 1–3). */
const INNER_PREDICTIONS = 300;

/**
 * Up to this many rows the inner cross-validation has `FEW_ROWS_FOLDS` folds (at most 2 repeats)
 * instead of 5 (at most 3): each inner fit then sees 90 % of the rows rather than 80 %. On 40–150
 * rows the error still falls steeply with every added row, so 5-fold residuals overstated the
 * full fit's error — intervals too wide (coverage 0.93–0.94 on 52–83-row training folds) — and
 * favoured the members that learn fastest over those that end best. Decision 0038.
 */
const FEW_ROWS = 150;
const FEW_ROWS_FOLDS = 10;
const FEW_ROWS_REPEATS = 2;

/** Folds and repeats of the inner cross-validation on `rows` rows (see FEW_ROWS). */
export function innerCvPlan(rows: number): { folds: number; repeats: number } {
  const fewRows = rows <= FEW_ROWS;
  const cap = fewRows ? FEW_ROWS_REPEATS : 3;
  return {
    folds: fewRows ? FEW_ROWS_FOLDS : 5,
    repeats: Math.min(cap, Math.max(1, Math.round(INNER_PREDICTIONS / rows))),
  };
}

function fitLearner(
  kind: Exclude<LearnerKind, 'auto'>,
  data: LearnerData,
  rng: Random,
  options: TargetFitOptions,
): Learner {
  switch (kind) {
    case 'gaussian-process':
      // Learning stacking weights: every row's leave-group-out prediction (decision 0065). A warm
      // start's fit only calibrates; a sample of rows does (its default).
      return fitGaussianProcess(data, rng, {
        ...(options.structure ? {} : { calibrationRows: Infinity }),
        ...options.gp,
        ...(options.gpInitial ? { initial: options.gpInitial } : {}),
      });
    case 'ridge':
      return fitRidge(data);
    case 'gradient-boosting':
      return fitBoosting(data, rng, options.boosting);
    case 'random-forest':
      // Scale: the forest's local out-of-bag error (decision 0056). A constant σ gave a small value
      // of a skewed target the same ±0.5 as its largest (acrylate peak strain); the spread of its
      // trees (as extra-trees) tracked the errors of 52 rows less well (decision 0054).
      return fitForest(data, rng, {
        trees: 200,
        maxFeatures: 1,
        minLeaf: 1,
        residualScale: true,
        ...options.forest,
      });
    case 'extra-trees':
      return fitForest(data, rng, {
        trees: 200,
        maxFeatures: 1,
        minLeaf: 2,
        randomThresholds: true,
        treeSpreadScale: true,
        groupBootstrap: true,
        ...options.forest,
      });
  }
}

/** Options of the refits inside the inner folds, from the learner fitted on all of the stack's rows. */
export function innerFoldOptions(learner: Learner, options: TargetFitOptions): TargetFitOptions {
  // Inner folds: GP hyperparameters re-fitted briefly from the full fit (keeping them fixed would make
  // the out-of-sample errors optimistic); forests with fewer trees.
  // Boosting: at the depth and smallest leaf of the full fit, its rounds chosen again by early stopping on the
  // inner fold's own training rows (3 folds). Refitting at the full fit's rounds made its held-out
  // predictions optimistic — those rounds were chosen with the held-out rows — and it took 70 % of
  // the stack weight on acrylate hardness while losing to the random forest there.
  return learner instanceof GaussianProcess
    ? { ...options, gpInitial: learner.hyperparameters, gp: { ...options.gp, maxIterations: 5 } }
    : learner instanceof Boosting
      ? {
          ...options,
          boosting: {
            ...options.boosting,
            depths: learner.fixedSettings().depths,
            minLeaves: learner.fixedSettings().minLeaves,
            innerFolds: 3,
          },
        }
      : { ...options, forest: { trees: 100, ...options.forest } };
}

/** Fits a learner on all rows and, with `folds`, also on each inner fold to predict the held-out rows. */
function fitWithOutOfSample(
  kind: Exclude<LearnerKind, 'auto'>,
  data: LearnerData,
  foldSets: { fold: Int32Array; k: number }[] | null,
  rng: Random,
  options: TargetFitOptions,
): { learner: Learner; oos: LearnerPrediction } {
  const learner = fitLearner(kind, data, rng, options);
  if (!foldSets) return { learner, oos: learner.outOfSample() };
  const n = data.rows.length;
  const mean = new Float64Array(n * foldSets.length);
  const scale = new Float64Array(n * foldSets.length);
  foldSets.forEach((folds, rep) => {
    const inner = innerFoldOptions(learner, options);
    for (let f = 0; f < folds.k; f++) {
      const train: number[] = [];
      const test: number[] = [];
      folds.fold.forEach((g, i) => (g === f ? test : train).push(i));
      if (test.length === 0 || train.length < 3) continue;
      const foldLearner = fitLearner(
        kind,
        {
          rows: train.map((i) => data.rows[i]!),
          y: Float64Array.from(train, (i) => data.y[i]!),
          groups: Int32Array.from(train, (i) => data.groups[i]!),
        },
        rng,
        inner,
      );
      const p = foldLearner.predict(test.map((i) => data.rows[i]!));
      test.forEach((row, j) => {
        mean[rep * n + row] = p.mean[j]!;
        scale[rep * n + row] = p.scale[j]!;
      });
    }
  });
  return { learner, oos: { mean, scale } };
}

export function fitTargetModel(
  rows: Rows,
  values: readonly number[],
  groups: Int32Array,
  rng: Random,
  options: TargetFitOptions,
): TargetModel {
  const cvPlan = innerCvPlan(rows.length);
  const innerFolds = options.innerFolds ?? cvPlan.folds;
  const small = rows.length <= (options.innerCvMaxRows ?? INNER_CV_ROWS);
  const baseline = options.kind === 'ridge' || options.kind === 'random-forest';
  const repeats = options.innerRepeats ?? cvPlan.repeats;
  const folds =
    !baseline && small && new Set(groups).size >= innerFolds
      ? Array.from({ length: repeats }, () => ({
          fold: assignGroupFolds(groups, innerFolds, rng.nextUint32()),
          k: innerFolds,
        }))
      : null;
  const reps = folds ? folds.length : 1;
  // Out-of-sample arrays hold one block of n rows per repeat; the actual values repeat alongside.
  const repeated = (y: ArrayLike<number>): Float64Array => {
    const out = new Float64Array(y.length * reps);
    for (let r = 0; r < reps; r++) for (let i = 0; i < y.length; i++) out[r * y.length + i] = y[i]!;
    return out;
  };
  const valuesRep = Array.from(repeated(Float64Array.from(values)));
  // Each learner is fitted once; on small data a log member also enters with its log-normal mean
  // (the same fit), and the stacking weights choose between the two points (member-mean.ts,
  // decision 0059). A warm start's structure names the points it kept.
  const plan = options.structure
    ? structurePlan(options.structure)
    : candidatePlan(values, options, small).map((p) => {
        const points: MemberPoint[] = p.transform === 'log' && folds ? ['median', 'mean'] : ['median'];
        return { ...p, points };
      });
  const pool: { member: StackMember; oos: MemberRows }[] = [];
  const scalers = new Map<TargetTransformKind, TargetScaler>();
  for (const { kind, transform, points } of plan) {
    let scaler = scalers.get(transform);
    if (!scaler) {
      scaler = new TargetScaler(transform, values);
      scalers.set(transform, scaler);
    }
    const y = Float64Array.from(values, (v) => scaler.forward(v));
    const fitted = fitWithOutOfSample(kind, { rows, y, groups }, folds, rng, options);
    const q = calibrateMultiplier(repeated(y), fitted.oos, options.coverage);
    const sdPerHalf = 1 / normalQuantile((1 + options.coverage) / 2);
    for (const point of points) {
      const member: StackMember = { learner: fitted.learner, scaler, q, sdPerHalf, point, weight: 1 };
      pool.push({ member, oos: memberRows(member, fitted.oos) });
    }
  }
  const n = valuesRep.length;
  const stack = options.structure ? null : crossFit(pool, valuesRep, values.length, groups, rng);
  const weights = options.structure
    ? pool.map(({ member: m }) => structureWeight(options.structure!, m))
    : stack!.weights;
  const candidates = pool.map((p, j) => {
    let s = 0;
    let count = 0;
    for (let i = 0; i < n; i++) {
      if (Number.isNaN(p.oos.mean[i]!)) continue;
      s += (p.oos.mean[i]! - valuesRep[i]!) ** 2;
      count++;
    }
    return {
      learner: p.member.learner.kind,
      transform: p.member.scaler.transform,
      point: p.member.point,
      outOfSampleRmse: Math.sqrt(s / count),
      weight: weights[j]!,
    };
  });
  const members = pool.flatMap((p, j) => (weights[j]! > 0 ? [{ ...p.member, weight: weights[j]! }] : []));
  // Held-out stacked predictions for the interval calibration: every row weighted by the weights
  // learned without its fold, so the calibration sees errors of weights that never saw the row. Its
  // score is the smallest factor of the members' half-widths whose interval contains the value.
  const poolMembers = pool.map((p) => p.member);
  const poolRows = pool.map((p) => p.oos);
  const predicted = new Float64Array(n);
  const scores = Array.from({ length: n }, (_, i) => {
    const w = stack ? stack.foldWeights[stack.rowFold[i % values.length]!]! : weights;
    const parts = rowParts(poolMembers, poolRows, w, i);
    predicted[i] = stackedBound(parts, 0, 1);
    return containingFactor(parts, valuesRep[i]!);
  });
  return new TargetModel(
    members,
    levelConformalFactors(predicted, scores, options.coverage, reps),
    rows.length,
    candidates,
  );
}

/**
 * The members to try. 'auto': GP, gradient boosting and (small data) extra-trees and a random forest, on
 * the raw target and — for a positive target that spans decades — on its log. The random forest's best-split thresholds
 * isolate a jump at an edge of the design that random thresholds and a smooth kernel blur (acrylate
 * peak strain is 1.7–3.5 without the crosslinker PEGDA and ≤ 0.9 with 2 % or more). On large data
 * both forests are left out and the log is tried only when it makes the target less skewed (each extra
 * member costs a full fit there, and the forward budget of docs/spec/budgets-and-reliability.md is set on 1,000 rows).
 * Extra-trees took weights of 0–0.10 on the nine sets above 300 rows it was measured on, and leaving
 * it out moved their errors within the noise of the folds while it cost 0.5 s of the 1,000-row fit
 * (decision 0066).
 */
function candidatePlan(
  values: readonly number[],
  options: TargetFitOptions,
  small: boolean,
): { kind: Exclude<LearnerKind, 'auto'>; transform: TargetTransformKind }[] {
  const preferred = chooseTargetTransform(values, options.targetTransform);
  if (options.kind !== 'auto') return [{ kind: options.kind, transform: preferred }];
  let transforms: TargetTransformKind[] = [preferred];
  if (options.targetTransform === 'auto' && preferred === 'log') {
    if (small) transforms = ['none', 'log'];
    else
      transforms = Math.abs(skewness(values.map(Math.log))) < Math.abs(skewness(values)) ? ['log'] : ['none'];
  }
  const kinds: Exclude<LearnerKind, 'auto'>[] = small
    ? ['gaussian-process', 'extra-trees', 'random-forest', 'gradient-boosting']
    : ['gaussian-process', 'gradient-boosting'];
  return transforms.flatMap((transform) => kinds.map((kind) => ({ kind, transform })));
}

/** A warm start's members as a plan: one fit per learner and transform, with the points it kept. */
function structurePlan(
  structure: readonly StructureMember[],
): { kind: Exclude<LearnerKind, 'auto'>; transform: TargetTransformKind; points: MemberPoint[] }[] {
  const plan: ReturnType<typeof structurePlan> = [];
  for (const m of structure) {
    const kind = m.learner as Exclude<LearnerKind, 'auto'>;
    const point = m.point ?? 'median';
    const entry = plan.find((e) => e.kind === kind && e.transform === m.transform);
    if (entry) entry.points.push(point);
    else plan.push({ kind, transform: m.transform, points: [point] });
  }
  return plan;
}

function structureWeight(structure: readonly StructureMember[], m: StackMember): number {
  const point = (s: StructureMember) => s.point ?? 'median';
  return structure.find(
    (s) => s.learner === m.learner.kind && s.transform === m.scaler.transform && point(s) === m.point,
  )!.weight;
}

/** Folds of the second-level cross-validation of the stacking weights. */
const STACK_FOLDS = 5;

function crossFit(
  pool: readonly { oos: MemberRows }[],
  valuesRep: readonly number[],
  rows: number,
  groups: Int32Array,
  rng: Random,
): CrossFittedStack {
  const k = Math.min(STACK_FOLDS, new Set(groups).size);
  const rowFold = k >= 2 ? assignGroupFolds(groups, k, rng.nextUint32()) : new Int32Array(rows);
  return crossFittedStack(
    pool.map((p) => p.oos.mean),
    valuesRep,
    rows,
    rowFold,
    Math.max(1, k),
    rng,
  );
}
