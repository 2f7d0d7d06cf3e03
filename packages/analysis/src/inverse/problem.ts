/**
 * The inverse-analysis problem as the caller states it (names, not indices) and the result.
 * Amounts are in the units of the model's inputs (e.g. 質量部 or %); a group limit or a total is in
 * the same units ("total filler ≤ 40" with a total of 100 means ≤ 40 %).
 */
import type { NearestExample } from '../applicability-domain.js';
import type { TargetPrediction } from '../target-model.js';

export type GoalKind = 'maximize' | 'minimize' | 'target' | 'range';

export interface PropertyGoal {
  /** Target (property) name as in the model. */
  target: string;
  kind: GoalKind;
  /** Target value ('target'). */
  value?: number;
  /** Acceptable range ('range'); either end may be open. */
  min?: number;
  max?: number;
  /** Priority weight (default 1). */
  weight?: number;
  /**
   * How far from the target value / range still counts as "close" ('target', 'range'), in the
   * property's units. Default: 5 % of the training range of the property.
   */
  tolerance?: number;
}

export interface Bound {
  min?: number;
  max?: number;
}

export interface GroupLimit {
  /** Shown in messages, e.g. 「フィラー」. */
  name: string;
  inputs: string[];
  min?: number;
  max?: number;
}

export interface CostSpec {
  /** Cost per unit amount of each input (inputs not listed cost 0). */
  perUnit: Record<string, number>;
  /** Upper bound of the total cost. */
  max?: number;
  /** Weight of "minimise cost" as an extra goal (default 0 = not a goal). */
  weight?: number;
}

export interface InverseProblem {
  goals: PropertyGoal[];
  /**
   * Inputs that form the composition and must add up to `total` (default: every input, total 100).
   * Omit `composition` entirely for no sum constraint.
   */
  composition?: { inputs?: string[]; total?: number };
  /**
   * Per-input bounds. Defaults: composition inputs [0, training max]; other inputs (process
   * conditions) [training min, training max] — the optimiser stays near the data unless told otherwise.
   */
  bounds?: Record<string, Bound>;
  /** Inputs held at a value. */
  fixed?: Record<string, number>;
  /** At most this many composition inputs may be non-zero. */
  maxIngredients?: number;
  groups?: GroupLimit[];
  cost?: CostSpec;
  /** Best-predicted candidates returned (default 10). */
  candidates?: number;
  /** "Test next" suggestions returned (default 5). */
  nextToTest?: number;
  /** Seed of every random choice (default 1). */
  seed?: number;
  /** Strength of the penalty for leaving the applicability domain (default 0.5; 0 = none). */
  domainPenalty?: number;
}

export interface GoalAssessment {
  target: string;
  kind: GoalKind | 'cost';
  /** 0–1. */
  desirability: number;
  /** For 'target' and 'range' (and a cost bound): whether the predicted value meets the goal. */
  satisfied: boolean | null;
  /**
   * For 'target' and 'range': probability (0–1) of meeting the goal under the predictive
   * distribution (split normal from the 90 % interval); null otherwise.
   */
  probability: number | null;
}

export interface Candidate {
  /** Input values in the model's input order. */
  x: number[];
  inputs: Record<string, number>;
  predictions: Record<string, TargetPrediction>;
  /** Overall desirability 0–1 (weighted geometric mean of the goals). */
  desirability: number;
  goals: GoalAssessment[];
  cost: number | null;
  domain: { score: number; inside: boolean };
  nearestExamples: NearestExample[];
  /** Expected improvement of the desirability over the best measured example (next-to-test list). */
  expectedImprovement: number | null;
}

export interface InverseResult {
  feasible: boolean;
  /** Why the problem cannot be solved (Japanese), empty when feasible. */
  reasons: string[];
  /** Notes (Japanese), e.g. fewer candidates than asked. */
  warnings: string[];
  /** Best predicted, ranked by desirability, mutually distinct. */
  candidates: Candidate[];
  /** Most informative to test next (expected improvement), distinct from `candidates`. */
  nextToTest: Candidate[];
  /** Non-dominated trade-off points (two or more goals), sorted by the first goal. */
  pareto: Candidate[];
  /** Suggested compromise on the Pareto front (closest to the ideal point, weighted Chebyshev). */
  compromise: Candidate | null;
  /** Model evaluations used. */
  evaluations: number;
  /**
   * The best measured training example that satisfies the constraints (bounds, sum, ingredient
   * count, groups, cost bound), judged on its measured values; null when none does.
   */
  bestKnown: KnownExample | null;
}

/** A training example shown beside the candidates: its row, measured values and the model's view. */
export interface KnownExample extends Candidate {
  /** Training row index. */
  row: number;
  /** Measured value per target (null where not measured). */
  measured: Record<string, number | null>;
}
