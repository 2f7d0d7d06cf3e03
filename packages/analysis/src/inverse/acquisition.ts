/**
 * Expected improvement of the overall desirability over the best measured example, by Monte Carlo
 * with common random numbers (the same standard-normal draws for every point, so the ranking is
 * smooth and reproducible). Each target's predictive distribution is a split normal matching the
 * model's mean and 90 % interval (asymmetric for log-modelled targets); targets are independent.
 */
import type { TargetPrediction } from '../target-model.js';
import type { Random } from '../random.js';
import { combinedLog, logDesirability } from './desirability.js';
import type { NormalisedProblem } from './normalise.js';

const Z90 = 1.6448536269514722;

export class ExpectedImprovement {
  private readonly draws: Float64Array[];

  constructor(
    private readonly problem: NormalisedProblem,
    private readonly bestLogDesirability: number,
    rng: Random,
    samples = 256,
  ) {
    const targets = Math.max(0, ...problem.goals.map((g) => g.target + 1));
    this.draws = Array.from({ length: samples }, () =>
      Float64Array.from({ length: targets }, () => rng.normal()),
    );
  }

  /**
   * Optimistic desirability: every property at the end of its 90 % interval that favours its goal
   * (an upper-confidence-bound score; breaks ties where the expected improvement is ~0).
   */
  optimistic(predictions: readonly TargetPrediction[], cost: number | null): number {
    const goals = this.problem.goals;
    const logs = goals.map((g) => {
      if (g.target < 0) return logDesirability(g, cost ?? 0);
      const p = predictions[g.target]!;
      const options = [p.lower90, p.mean, p.upper90];
      if (g.kind === 'target') options.push(Math.min(p.upper90, Math.max(p.lower90, g.value!)));
      if (g.kind === 'range') {
        if (g.min !== null) options.push(Math.min(p.upper90, Math.max(p.lower90, g.min)));
        if (g.max !== null) options.push(Math.min(p.upper90, Math.max(p.lower90, g.max)));
      }
      return Math.max(...options.map((y) => logDesirability(g, y)));
    });
    return Math.exp(combinedLog(goals, logs));
  }

  value(predictions: readonly TargetPrediction[], cost: number | null): number {
    const best = Math.exp(this.bestLogDesirability);
    const goals = this.problem.goals;
    const logs = new Float64Array(goals.length);
    let sum = 0;
    for (const z of this.draws) {
      goals.forEach((g, j) => {
        if (g.target < 0) {
          logs[j] = logDesirability(g, cost ?? 0);
          return;
        }
        const p = predictions[g.target]!;
        const zt = z[g.target]!;
        const y = p.mean + (zt >= 0 ? p.upper90 - p.mean : p.mean - p.lower90) * (zt / Z90);
        logs[j] = logDesirability(g, y);
      });
      sum += Math.max(0, Math.exp(combinedLog(goals, logs)) - best);
    }
    return sum / this.draws.length;
  }
}
