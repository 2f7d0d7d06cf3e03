/**
 * Desirability of a predicted property value for one goal, on a log scale (log d ≤ 0):
 *   maximise / minimise: a logistic of the value (log scale for a positive property spanning decades),
 *                        0.5 at the middle of the training range, 0.88 at its best end, still rising
 *                        beyond it;
 *   target:              exp(−½ ((y − value) / tolerance)²);
 *   range (≥, ≤, both):  the probability of meeting it when the property is normal around y with the
 *                        model's typical predictive SD for that property (`goal.sigma`): a "≥ 70"
 *                        goal keeps rewarding margin above 70 instead of going flat at 70, where half
 *                        the candidates would miss it. Without a SD: 1 inside, the Gaussian decay.
 * The overall desirability is the weighted geometric mean exp(Σ wᵢ log dᵢ / Σ wᵢ), in (0, 1].
 */
import { logNormalCdf, normalCdf } from '../stats.js';
import type { NormalisedGoal } from './normalise.js';

/**
 * log P(min ≤ Y ≤ max) for Y ~ N(y, σ²) (either bound may be null). Two-sided: Φ(b) − Φ(a) directly
 * while it is not tiny, else the tail on the side of the violated bound.
 */
function logProbabilityInRange(min: number | null, max: number | null, y: number, sigma: number): number {
  const a = min === null ? null : (min - y) / sigma;
  const b = max === null ? null : (max - y) / sigma;
  if (a === null && b === null) return 0;
  if (a === null) return logNormalCdf(b!);
  if (b === null) return logNormalCdf(-a);
  const p = normalCdf(b) - normalCdf(a);
  if (p > 1e-12) return Math.log(p);
  return y < min! ? logNormalCdf(-a) : logNormalCdf(b);
}

export function logDesirability(goal: NormalisedGoal, y: number): number {
  switch (goal.kind) {
    case 'maximize':
    case 'minimize': {
      const s = goal.log ? Math.log(Math.max(y, 1e-300)) : y;
      const z = ((goal.kind === 'maximize' ? 1 : -1) * (s - goal.center)) / goal.spread;
      return z < -30 ? z : -Math.log1p(Math.exp(-z));
    }
    case 'target': {
      const t = (y - goal.value!) / goal.tolerance;
      return -0.5 * t * t;
    }
    case 'range': {
      if (goal.sigma !== null) return logProbabilityInRange(goal.min, goal.max, y, goal.sigma);
      const below = goal.min !== null && y < goal.min ? goal.min - y : 0;
      const above = goal.max !== null && y > goal.max ? y - goal.max : 0;
      const t = (below + above) / goal.tolerance;
      return -0.5 * t * t;
    }
  }
}

export function goalSatisfied(goal: NormalisedGoal, y: number): boolean | null {
  if (goal.kind === 'target') return Math.abs(y - goal.value!) <= goal.tolerance;
  if (goal.kind === 'range')
    return (goal.min === null || y >= goal.min) && (goal.max === null || y <= goal.max);
  return null;
}

/** Weighted mean of the goals' log desirabilities (log of the weighted geometric mean). */
export function combinedLog(goals: readonly NormalisedGoal[], logs: ArrayLike<number>): number {
  let s = 0;
  let w = 0;
  goals.forEach((g, j) => {
    s += g.weight * logs[j]!;
    w += g.weight;
  });
  return w > 0 ? s / w : 0;
}
