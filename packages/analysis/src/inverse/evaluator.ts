/**
 * Scores points for the optimiser: predicted means of every target, the goals' log desirabilities,
 * the cost, and a penalty for leaving the applicability domain. Keeps every feasible evaluated point
 * in an archive (the pool from which candidates, the Pareto front and "test next" are drawn).
 *
 * Two modes. Means (the wide search): range goals scored with the model's typical predictive SD —
 * cheap, point predictions only. Intervals (`withIntervals`, the final refinement): every point's own
 * predictive distribution, so a range goal is the probability that this point meets it, plus a small
 * bounded tie-break toward a larger margin of the interval bound (probability-search.ts). Predictions
 * with intervals cost ~10× the means on a 1,000-row model, hence the two modes.
 */
import type { DomainIndex } from '../applicability-domain.js';
import type { Model } from '../model.js';
import { combinedLog, logDesirability } from './desirability.js';
import type { NormalisedProblem } from './normalise.js';
import { boundTieBreak, logsWithPredictions } from './probability.js';
import type { Support } from './repair.js';

export interface Evaluated {
  x: Float64Array;
  support: Support;
  /** Predicted mean per target. */
  means: number[];
  cost: number | null;
  /** Log desirability per goal. */
  logs: Float64Array;
  /** Distance to the training data over the domain threshold (≤ 1 inside). */
  domainRatio: number;
  /** Domain penalty (≤ 0, log scale). */
  penalty: number;
  /** Tie-break toward a wider margin of the interval bounds (intervals mode; 0 otherwise). */
  tieBreak: number;
}

export class Evaluator {
  readonly archive: Evaluated[] = [];
  evaluations = 0;

  constructor(
    private readonly model: Model,
    readonly problem: NormalisedProblem,
    private readonly domain: DomainIndex,
    private readonly penaltyWeight: number,
    private readonly withIntervals = false,
  ) {}

  costOf(x: ArrayLike<number>): number | null {
    const c = this.problem.cost;
    if (!c) return null;
    let s = 0;
    for (let k = 0; k < x.length; k++) s += x[k]! * c.perUnit[k]!;
    return s;
  }

  logsFor(means: readonly number[], cost: number | null): Float64Array {
    return Float64Array.from(this.problem.goals, (g) =>
      logDesirability(g, g.target >= 0 ? means[g.target]! : (cost ?? 0)),
    );
  }

  evaluate(points: readonly { x: Float64Array; support: Support }[]): Evaluated[] {
    if (points.length === 0) return [];
    const rows = points.map((p) => Array.from(p.x));
    const predictions = this.withIntervals ? this.model.predictMany(rows) : null;
    const means = predictions ? predictions.map((r) => r.map((q) => q.mean)) : this.model.predictMeans(rows);
    this.evaluations += points.length;
    return points.map((p, i) => {
      const cost = this.costOf(p.x);
      const ratio = this.domain.assess(rows[i]!, 0).distance / this.domain.threshold;
      const own = predictions?.[i];
      const e: Evaluated = {
        x: p.x,
        support: p.support,
        means: means[i]!,
        cost,
        logs: own ? logsWithPredictions(this.problem.goals, own, cost) : this.logsFor(means[i]!, cost),
        domainRatio: ratio,
        penalty: -this.penaltyWeight * Math.LN2 * Math.max(0, ratio * ratio - 1),
        tieBreak: own ? boundTieBreak(this.problem.goals, own) : 0,
      };
      this.archive.push(e);
      return e;
    });
  }

  /**
   * Search objective under goal weights (default: the problem's): weighted mean log desirability +
   * domain penalty (+ the bound tie-break in intervals mode).
   */
  objective(e: Evaluated, weights?: readonly number[]): number {
    if (!weights) return combinedLog(this.problem.goals, e.logs) + e.penalty + e.tieBreak;
    let s = 0;
    let w = 0;
    weights.forEach((wj, j) => {
      s += wj * e.logs[j]!;
      w += wj;
    });
    return (w > 0 ? s / w : 0) + e.penalty + e.tieBreak;
  }
}
