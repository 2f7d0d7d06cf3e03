/**
 * Multi-target regression with calibrated 90 % prediction intervals — the forward-analysis model.
 *
 *   const model = fitModel(X, Y, { inputNames, targetNames });
 *   model.predict([10, 20, 70]) // → [{ mean, lower90, upper90 }, …] one per target
 *
 * Default ('auto'): per target, a stack of a Gaussian process (ARD Matérn 5/2 + noise,
 * marginal-likelihood fit), histogram gradient boosting and (up to 300 rows) bootstrap extra-trees and a
 * random forest, on the raw and (when it spans decades) the log target, weighted by non-negative least
 * squares on out-of-sample predictions, with conformally calibrated intervals (see README and
 * target-model.ts). Wide, right-skewed positive inputs are standardised on their log.
 */
import { AnalysisInputError } from './errors.js';
import type { GpHyperparameters, GpOptions } from './gaussian-process.js';
import { GaussianProcess } from './gaussian-process.js';
import { duplicateGroups } from './groups.js';
import { Random } from './random.js';
import { Standardiser } from './scaling.js';
import type { TargetTransformKind } from './scaling.js';
import { chooseFeatures, FeatureMap, INPUTS_ONLY } from './features.js';
import type { FeatureChoice, FeatureSpec } from './features.js';
import { chooseTargetTransform, TargetScaler } from './scaling.js';
import { fitTargetModel } from './target-model.js';
import type { CandidateScore, LearnerKind, TargetModel, TargetPrediction } from './target-model.js';
import type { MemberPoint } from './member-mean.js';
import { QUICK_SCHEDULE } from './boosting.js';
import type { BoostingOptions } from './boosting.js';
import type { ForestOptions } from './trees.js';

export type { LearnerKind, TargetPrediction };

export interface FitOptions {
  /** Learner for every target (default 'auto': per-target stack of GP and tree ensembles). */
  kind?: LearnerKind;
  /** Seed of every random choice (default 1). */
  seed?: number;
  /** 'auto' (default) log-transforms strictly positive targets spanning more than a factor of 20. */
  targetTransform?: 'auto' | TargetTransformKind;
  /** Interval coverage (default 0.9). */
  coverage?: number;
  inputNames?: readonly string[];
  targetNames?: readonly string[];
  gp?: GpOptions;
  forest?: ForestOptions;
  boosting?: BoostingOptions;
  /** Log-warp inputs that are strictly positive and span more than a factor of 20 (default true). */
  logWarpInputs?: boolean;
  /**
   * 'auto' (default with kind 'auto'): per target, the input representation (as given, shares of the
   * mixture, shares between the main ingredients, log of skewed inputs) chosen by an inner
   * cross-validation of the training rows (features.ts); 'inputs': always the inputs as given.
   */
  features?: 'auto' | 'inputs';
  /**
   * A model fitted on all rows (cross-validation of large data): its per-target input representation,
   * members and weights are reused instead of searched (the representation's scaling and every
   * member's fit come from the rows given), and its GP hyperparameters seed a shorter hyperparameter
   * search. Reusing the representation too kept the fit with its 5-fold cross-validation of 1,000
   * real recipes within the 5-second budget (decision 0064): its choice, a GP on 120 sampled rows
   * per candidate, cost 0.4 s over the five folds.
   */
  warmStart?: Model;
}

/** One value per target; `null` or NaN marks a missing measurement (the row is skipped for it). */
export type TargetRow = readonly (number | null)[];

export interface TargetSummary {
  name: string;
  /** The stack, e.g. "0.5 gaussian-process + 0.5 extra-trees(log)". */
  model: string;
  trainingRows: number;
  members: {
    learner: string;
    transform: TargetTransformKind;
    /** A log member's point: its median or its log-normal mean (member-mean.ts). */
    point: MemberPoint;
    weight: number;
    hyperparameters: Record<string, unknown>;
  }[];
  /** Every member considered, with its out-of-sample RMSE in the target's units. */
  candidates: readonly CandidateScore[];
  /** The input representation the members see and how it was chosen. */
  features: FeatureChoice;
}

export class Model {
  constructor(
    readonly inputNames: readonly string[],
    readonly targetNames: readonly string[],
    readonly standardiser: Standardiser,
    readonly targets: readonly TargetModel[],
    readonly trainingX: readonly (readonly number[])[],
    readonly trainingY: readonly TargetRow[],
    readonly options: Readonly<FitOptions>,
    /** Per target: raw input row → the standardised columns its members see. */
    readonly featureMaps: readonly FeatureMap[],
    readonly featureChoices: readonly FeatureChoice[],
  ) {}

  /** Predictions for one input row: one entry per target. */
  predict(x: readonly number[]): TargetPrediction[] {
    return this.predictMany([x])[0]!;
  }

  /** Predictions for many rows: result[row][target]. */
  predictMany(rows: readonly (readonly number[])[]): TargetPrediction[][] {
    const z = this.featureRows(rows);
    const perTarget = this.targets.map((t, j) => t.predict(z[j]!));
    return rows.map((_, r) => perTarget.map((p) => p[r]!));
  }

  /** Point predictions only (fast; used by the optimiser): result[row][target]. */
  predictMeans(rows: readonly (readonly number[])[]): number[][] {
    const z = this.featureRows(rows);
    const perTarget = this.targets.map((t, j) => t.predictMean(z[j]!));
    return rows.map((_, r) => perTarget.map((p) => p[r]!));
  }

  /** Per target, the rows in the columns its members see (targets sharing a map share the rows). */
  private featureRows(rows: readonly (readonly number[])[]): Float64Array[][] {
    const base = this.standardise(rows);
    const byMap = new Map<FeatureMap, Float64Array[]>();
    return this.featureMaps.map((map) => {
      if (map.standardiser === this.standardiser && map.spec.kind === 'inputs') return base;
      let z = byMap.get(map);
      if (!z) {
        z = rows.map((r) => map.transform(r));
        byMap.set(map, z);
      }
      return z;
    });
  }

  standardise(rows: readonly (readonly number[])[]): Float64Array[] {
    return rows.map((r) => {
      if (r.length !== this.inputNames.length) {
        throw new AnalysisInputError(
          `入力の列数 ${r.length} がモデルの入力数 ${this.inputNames.length} と一致しません`,
        );
      }
      return this.standardiser.transform(r);
    });
  }

  summary(): TargetSummary[] {
    return this.targets.map((t, j) => ({
      name: this.targetNames[j]!,
      model: t.describe(),
      trainingRows: t.trainingRows,
      members: t.members.map((m) => ({
        learner: m.learner.kind,
        transform: m.scaler.transform,
        point: m.point,
        weight: m.weight,
        hyperparameters: m.learner.describe(),
      })),
      candidates: t.candidates,
      features: this.featureChoices[j]!,
    }));
  }

  /** GP hyperparameters of target j, when its learner is a GP. */
  gpHyperparameters(j: number): GpHyperparameters | undefined {
    const gp = this.targets[j]?.members.find((m) => m.learner instanceof GaussianProcess)?.learner;
    return gp instanceof GaussianProcess ? gp.hyperparameters : undefined;
  }
}

/**
 * Boosting settings of target j: the caller's, and from a warm-start model its chosen depth and
 * smallest leaf (its inner search then grows one setting instead of several — cross-validation of
 * large data), on the small-data schedule (`QUICK_SCHEDULE`): the folds' models only score the
 * analysis, and large data's slower schedule there put the fit with its cross-validation over the
 * 5-second budget on 1,000 rows (decision 0063). Their scores err on the cautious side.
 */
function boostingOptions(options: FitOptions, j: number): { boosting?: BoostingOptions } {
  const member = options.warmStart?.summary()[j]?.members.find((m) => m.learner === 'gradient-boosting');
  const depth = member?.hyperparameters['depth'];
  const minLeaf = member?.hyperparameters['minLeaf'];
  if (typeof depth !== 'number') return options.boosting ? { boosting: options.boosting } : {};
  return {
    boosting: {
      ...QUICK_SCHEDULE,
      ...options.boosting,
      depths: [depth],
      ...(typeof minLeaf === 'number' ? { minLeaves: [minLeaf] } : {}),
    },
  };
}

export function fitModel(
  X: readonly (readonly number[])[],
  Y: readonly TargetRow[],
  options: FitOptions = {},
): Model {
  const n = X.length;
  if (n !== Y.length)
    throw new AnalysisInputError(`入力 ${n} 行と目的変数 ${Y.length} 行の行数が一致しません`);
  if (n === 0) throw new AnalysisInputError('学習データがありません');
  const d = X[0]!.length;
  const m = Y[0]!.length;
  if (d === 0) throw new AnalysisInputError('入力変数がありません');
  if (m === 0) throw new AnalysisInputError('目的変数がありません');
  X.forEach((row, i) => {
    if (row.length !== d || row.some((v) => !Number.isFinite(v))) {
      throw new AnalysisInputError(`${i + 1} 行目の入力に数値でない値があるか、列数が違います`);
    }
  });
  const inputNames = options.inputNames ?? Array.from({ length: d }, (_, k) => `x${k + 1}`);
  const targetNames = options.targetNames ?? Array.from({ length: m }, (_, j) => `y${j + 1}`);
  if (inputNames.length !== d)
    throw new AnalysisInputError(`入力名 ${inputNames.length} 個と入力の列数 ${d} が一致しません`);
  if (targetNames.length !== m)
    throw new AnalysisInputError(`目的変数名 ${targetNames.length} 個と目的変数の列数 ${m} が一致しません`);
  Y.forEach((row, i) => {
    if (row.length !== m) throw new AnalysisInputError(`${i + 1} 行目の目的変数の列数が違います`);
  });
  const logWarp = options.logWarpInputs ?? true;
  const standardiser = Standardiser.fit(X, { logWarp });
  const zAll = X.map((r) => standardiser.transform(r));
  const groupsAll = duplicateGroups(X);
  const rng = new Random(options.seed ?? 1);
  const chooseAuto = (options.features ?? 'auto') === 'auto' && (options.kind ?? 'auto') === 'auto';
  const featureMaps: FeatureMap[] = [];
  const featureChoices: FeatureChoice[] = [];
  const targets = targetNames.map((name, j) => {
    const idx: number[] = [];
    for (let i = 0; i < n; i++) {
      const v = Y[i]![j];
      if (v !== null && v !== undefined && Number.isFinite(v)) idx.push(i);
    }
    if (idx.length < 3) {
      throw new AnalysisInputError(
        `目的変数「${name}」の値がある行が ${idx.length} 行しかありません（3 行以上必要です）`,
      );
    }
    const values = idx.map((i) => Y[i]![j]!);
    const groups = Int32Array.from(idx, (i) => groupsAll[i]!);
    const targetRng = rng.fork();
    const warmChoice = options.warmStart?.featureChoices[j];
    const warmSpec = options.warmStart?.featureMaps[j]?.spec;
    const rowsX = idx.map((i) => X[i]!);
    const { map, choice } =
      warmChoice && warmSpec && options.warmStart!.targetNames.length === m
        ? // A warm start's representation, its scaling fitted on these rows (see `warmStart`).
          { map: fittedMap(warmSpec, rowsX, standardiser, inputNames, logWarp), choice: warmChoice }
        : chooseAuto
          ? chooseFeatures(
              rowsX,
              scaledTarget(values, options.targetTransform ?? 'auto'),
              groups,
              ((options.seed ?? 1) * 7919 + j) >>> 0,
              {
                inputNames,
                logWarp,
                base: standardiser,
              },
            )
          : {
              map: fittedMap(INPUTS_ONLY, rowsX, standardiser, inputNames, logWarp),
              choice: inputsAsGiven(inputNames),
            };
    featureMaps.push(map);
    featureChoices.push(choice);
    // A warm start's GP hyperparameters fit only the same columns.
    const warmSame = warmChoice?.kind === choice.kind;
    return fitTargetModel(
      map.spec.kind === 'inputs' ? idx.map((i) => zAll[i]!) : rowsX.map((r) => map.transform(r)),
      values,
      groups,
      targetRng,
      {
        kind: options.kind ?? 'auto',
        targetTransform: options.targetTransform ?? 'auto',
        coverage: options.coverage ?? 0.9,
        ...(options.gp ? { gp: options.gp } : {}),
        ...(options.forest ? { forest: options.forest } : {}),
        ...boostingOptions(options, j),
        ...(warmSame && options.warmStart?.gpHyperparameters(j)
          ? { gpInitial: options.warmStart.gpHyperparameters(j)! }
          : {}),
        ...(options.warmStart && options.warmStart.targetNames.length === m
          ? { structure: options.warmStart.summary()[j]!.members }
          : {}),
      },
    );
  });
  return new Model(
    inputNames,
    targetNames,
    standardiser,
    targets,
    X,
    Y,
    options,
    featureMaps,
    featureChoices,
  );
}

/** A representation's map on these rows: the inputs as given share the model's standardiser. */
function fittedMap(
  spec: FeatureSpec,
  X: readonly (readonly number[])[],
  standardiser: Standardiser,
  inputNames: readonly string[],
  logWarp: boolean,
): FeatureMap {
  return spec.kind === 'inputs'
    ? new FeatureMap(spec, standardiser, inputNames)
    : FeatureMap.fit(spec, X, inputNames, logWarp);
}

function inputsAsGiven(inputNames: readonly string[]): FeatureChoice {
  return { kind: 'inputs', description: '入力そのまま', columns: inputNames.slice(), candidates: [] };
}

/** The target as the feature choice's GP sees it: transformed like the stack's main member, z-scored. */
function scaledTarget(values: readonly number[], requested: 'auto' | TargetTransformKind): Float64Array {
  const scaler = new TargetScaler(chooseTargetTransform(values, requested), values);
  return Float64Array.from(values, (v) => scaler.forward(v));
}
