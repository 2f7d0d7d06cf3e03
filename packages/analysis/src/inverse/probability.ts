/**
 * Probability that a property meets a goal under the model's predictive distribution of one point: a
 * split normal with the prediction's mean and its 90 % interval (asymmetric for log-modelled
 * properties), as in the expected improvement. Range goals (≥, ≤, between) and target goals (within
 * the tolerance) have one; maximise / minimise do not.
 */
import type { TargetPrediction } from '../target-model.js';
import { logNormalCdf } from '../stats.js';
import { logDesirability } from './desirability.js';
import type { NormalisedGoal } from './normalise.js';

const Z90 = 1.6448536269514722;

/** log P(Y ≤ t) for the split normal of a prediction (log-space tail kept accurate). */
function logCdf(p: TargetPrediction, t: number): number {
  const below = t < p.mean;
  const sd = Math.max((below ? p.mean - p.lower90 : p.upper90 - p.mean) / Z90, 1e-300);
  return logNormalCdf((t - p.mean) / sd);
}

/** log P(Y ≥ t). */
function logSurvival(p: TargetPrediction, t: number): number {
  const mirrored = { mean: -p.mean, lower90: -p.upper90, upper90: -p.lower90 };
  return logCdf(mirrored, -t);
}

function logBetween(p: TargetPrediction, min: number | null, max: number | null): number {
  if (min === null && max === null) return 0;
  if (min === null) return logCdf(p, max!);
  if (max === null) return logSurvival(p, min);
  const prob = Math.exp(logCdf(p, max)) - Math.exp(logCdf(p, min));
  if (prob > 1e-12) return Math.log(prob);
  return p.mean < min ? logSurvival(p, min) : logCdf(p, max);
}

/** log probability of meeting the goal, or null for maximise / minimise (and cost). */
export function logGoalProbability(goal: NormalisedGoal, p: TargetPrediction): number | null {
  if (goal.kind === 'range') return logBetween(p, goal.min, goal.max);
  if (goal.kind === 'target')
    return logBetween(p, goal.value! - goal.tolerance, goal.value! + goal.tolerance);
  return null;
}

/**
 * Log desirability per goal from one point's own predictions: range goals are the probability of
 * meeting them under this point's predictive distribution; the other goals score the predicted mean
 * (or the cost) as in the wide search.
 */
export function logsWithPredictions(
  goals: readonly NormalisedGoal[],
  predictions: readonly TargetPrediction[],
  cost: number | null,
): Float64Array {
  return Float64Array.from(goals, (g) => {
    if (g.target < 0) return logDesirability(g, cost ?? 0);
    const p = predictions[g.target]!;
    return g.kind === 'range' ? logGoalProbability(g, p)! : logDesirability(g, p.mean);
  });
}

/**
 * Weight of the bound tie-break (log scale). The probability of meeting a goal saturates near 1 — a
 * candidate whose 90 % bound clears a "≥ 70" goal by 0.1 and one that clears it by 5 then score the
 * same — so the refinement adds at most ±0.01 for the margin of the interval bound. That small a term
 * changes the order only where probabilities differ by about 1 % or less, and it cannot buy more than
 * ~3 % of the domain threshold outside the applicability domain (penalty 0.35 (r² − 1) at the default
 * strength).
 */
const TIE_BREAK = 0.01;

/**
 * The tie-break toward the larger margin of the 90 % bound over the range goals (the weakest goal
 * counts): lower bound − min and max − upper bound, in the goal's typical predictive SD (or its
 * tolerance), squashed by tanh so it stays bounded. 0 without range goals.
 */
export function boundTieBreak(
  goals: readonly NormalisedGoal[],
  predictions: readonly TargetPrediction[],
): number {
  let margin = Infinity;
  for (const g of goals) {
    if (g.kind !== 'range' || g.target < 0) continue;
    const p = predictions[g.target]!;
    const scale = g.sigma ?? g.tolerance;
    if (g.min !== null) margin = Math.min(margin, (p.lower90 - g.min) / scale);
    if (g.max !== null) margin = Math.min(margin, (g.max - p.upper90) / scale);
  }
  return Number.isFinite(margin) ? TIE_BREAK * Math.tanh(margin / 2) : 0;
}
