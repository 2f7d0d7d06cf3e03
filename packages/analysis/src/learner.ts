/**
 * The common shape of the single-target regressors ("learners"). A learner works in a standardised
 * space: inputs are z-scores, the target is transformed (e.g. log) and standardised by the caller.
 * Besides predictions it returns out-of-sample predictions of its own training rows (leave-one-out,
 * leave-group-out or out-of-bag), which the conformal layer uses to calibrate the 90 % intervals.
 */

export type Rows = readonly Float64Array[];

export interface LearnerPrediction {
  mean: Float64Array;
  /** Uncertainty scale of each prediction (a standard deviation, or 1 when the learner has none). */
  scale: Float64Array;
}

export interface LearnerData {
  rows: Rows;
  y: Float64Array;
  /** Group id per row: rows with identical inputs share an id (repeat measurements). */
  groups: Int32Array;
}

export interface Learner {
  readonly kind: string;
  predict(rows: Rows): LearnerPrediction;
  /** Out-of-sample predictions of the training rows, in training-row order. */
  outOfSample(): LearnerPrediction;
  /** Relevance of each input on a comparable scale (GP: 1/ℓ²), or null when the learner has none. */
  relevance(): number[] | null;
  /** Fitted hyperparameters for reports. */
  describe(): Record<string, unknown>;
}
