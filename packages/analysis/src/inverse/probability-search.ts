/**
 * The final refinement for range goals (≥, ≤, between), scored with every point's own predictive
 * distribution (Evaluator in intervals mode): the probability of meeting each range goal, with a small
 * tie-break toward the larger margin of the 90 % bound once that probability is near 1.
 *
 * The wide search scores range goals with the model's typical SD, which is in effect the predicted
 * mean: it climbs to where the mean is highest, often at the edge of the data where the intervals
 * balloon. Re-ranking its leading points was not enough (on the shared sets at most one of ten
 * candidates had a 90 % bound meeting a "≥" goal at the 75th percentile of the measured values). So
 * this stage starts from
 *   - the leading points of the wide search (up to HEAD, closely spaced, and a spread of its best at
 *     the candidates' spacing),
 *   - the best measured examples, repaired onto the constraints — where the model is confident and
 *     good values were really measured,
 * and runs the evolution strategy again on the probability itself, so the candidates move toward
 * where the goal is both predicted and well supported by the data.
 */
import type { DomainIndex } from '../applicability-domain.js';
import type { Model } from '../model.js';
import type { Random } from '../random.js';
import { combinedLog } from './desirability.js';
import { diverse } from './distinct-points.js';
import type { Distance } from './distinct-points.js';
import { Evaluator } from './evaluator.js';
import type { Evaluated } from './evaluator.js';
import { localSearch } from './local-search.js';
import type { NormalisedProblem } from './normalise.js';
import { cleanZeros, isFeasible, repair } from './repair.js';
import { supportOf } from './sampler.js';

/** Leading points of the wide search carried over (distinct at 0.02 standardised units). */
const HEAD = 300;
/** Distinct points (0.35 apart, as the candidates) of the wide search carried over, at least. */
const SPREAD = 40;
/** Best measured examples added as starting points. */
const MEASURED_SEEDS = 30;
const GENERATIONS = 20;
const OFFSPRING = 4;

export interface ProbabilitySearch {
  /** Every point evaluated with its own distribution, best first. */
  ranked: Evaluated[];
  evaluations: number;
}

/** Whether the problem has a goal this stage scores differently from the wide search. */
export function hasRangeGoal(p: NormalisedProblem): boolean {
  return p.goals.some((g) => g.kind === 'range' && g.target >= 0);
}

export function probabilitySearch(
  model: Model,
  p: NormalisedProblem,
  domain: DomainIndex,
  penaltyWeight: number,
  wide: { ranked: readonly Evaluated[]; measured: readonly number[] },
  options: { wanted: number; rng: Random; distance: Distance },
): ProbabilitySearch {
  const evaluator = new Evaluator(model, p, domain, penaltyWeight, true);
  const { distance, rng } = options;
  // The leading points, closely spaced, and a spread of the wide search's best at the candidates'
  // spacing: without the spread, the candidates either crowd together or fill up with points ranked by
  // the mean alone.
  const head = diverse(wide.ranked, HEAD, 0.02, distance);
  const spread = diverse(wide.ranked, Math.max(SPREAD, 4 * options.wanted), 0.35, distance);
  const pool = [...new Set([...head, ...spread])];
  evaluator.evaluate(pool.map((e) => ({ x: e.x, support: e.support })));
  evaluator.evaluate(bestMeasuredPoints(model, p, wide.measured));
  const byObjective = () =>
    evaluator.archive.slice().sort((a, b) => evaluator.objective(b) - evaluator.objective(a));
  const starts = diverse(byObjective(), Math.min(2 * options.wanted, 20), 0.3, distance);
  localSearch(evaluator, starts, rng, { generations: GENERATIONS, offspring: OFFSPRING });
  return { ranked: byObjective(), evaluations: evaluator.evaluations };
}

/** The training rows with the best measured scores, repaired onto the constraints (feasible ones). */
function bestMeasuredPoints(model: Model, p: NormalisedProblem, measured: readonly number[]) {
  const order = measured
    .map((score, i) => ({ score, i }))
    .filter((r) => Number.isFinite(r.score))
    .sort((a, b) => b.score - a.score || a.i - b.i);
  const points: { x: Float64Array; support: ReturnType<typeof supportOf> }[] = [];
  for (const { i } of order) {
    if (points.length >= MEASURED_SEEDS) break;
    const support = supportOf(p, model.trainingX[i]!);
    const x = cleanZeros(p, repair(p, model.trainingX[i]!, support));
    if (isFeasible(p, x)) points.push({ x, support });
  }
  return points;
}

/**
 * Per training row, the combined log desirability of its measured values (predicted where a value is
 * missing): the ranking behind the best known example, "test next" and this stage's seeds.
 */
export function measuredScores(model: Model, evaluator: Evaluator): number[] {
  const means = model.predictMeans(model.trainingX);
  return model.trainingX.map((x, i) => {
    const values = measuredValues(model, means[i]!, i);
    return combinedLog(evaluator.problem.goals, evaluator.logsFor(values, evaluator.costOf(x)));
  });
}

/** The measured values of a training row, its predicted means where a value is missing. */
export function measuredValues(model: Model, means: readonly number[], row: number): number[] {
  return means.map((m, j) => {
    const v = model.trainingY[row]![j];
    return v !== null && v !== undefined && Number.isFinite(v) ? v : m;
  });
}
