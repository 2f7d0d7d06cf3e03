/**
 * Probability that a property meets a goal under the model's predictive distribution of one point: a
 * split normal with the prediction's mean and its 90 % interval (asymmetric for log-modelled
 * properties), as in the expected improvement. Range goals (≥, ≤, between) and target goals (within
 * the tolerance) have one; maximise / minimise do not.
 */
import type { TargetPrediction } from '../target-model.js';
import { logNormalCdf } from '../stats.js';
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
