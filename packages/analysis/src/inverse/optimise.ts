/**
 * Inverse analysis: compositions whose predicted properties best meet the goals under the constraints.
 *
 *   1. normalise the problem and prove infeasibility where possible (reasons in Japanese);
 *   2. sample: training compositions repaired onto the constraints + random supports/Dirichlet draws;
 *   3. refine the best, mutually distant points by a batched evolution strategy (local-search.ts);
 *      with several goals, also refine toward each goal alone to spread the Pareto front; with a
 *      range goal (≥, ≤, between), refine again on each point's own probability of meeting it,
 *      starting from the leading points and the best measured examples (probability-search.ts);
 *   4. pick N distinct best-predicted candidates, the Pareto front with a compromise, and the points
 *      with the largest expected improvement over the best measured example ("test next");
 *   5. attach predictions with 90 % intervals, per-goal desirability, cost, applicability domain and
 *      the nearest training examples to every returned point.
 * Deterministic for a given model, problem and seed.
 */
import { domainIndex } from '../applicability-domain.js';
import type { Model } from '../model.js';
import { Random } from '../random.js';
import { ExpectedImprovement } from './acquisition.js';
import { combinedLog, goalSatisfied } from './desirability.js';
import { diverse, diverseWithRelaxation } from './distinct-points.js';
import { Evaluator } from './evaluator.js';
import type { Evaluated } from './evaluator.js';
import { localSearch } from './local-search.js';
import { normaliseProblem } from './normalise.js';
import type { NormalisedGoal, NormalisedProblem } from './normalise.js';
import { compromiseIndex, nonDominated, thinFront } from './pareto.js';
import { logGoalProbability } from './probability.js';
import { hasRangeGoal, measuredScores, measuredValues, probabilitySearch } from './probability-search.js';
import type { Candidate, InverseProblem, InverseResult, KnownExample } from './problem.js';
import { cleanZeros, isFeasible, repair, violations } from './repair.js';
import { randomPoint, randomRepairedPoint, randomSupport, supportOf } from './sampler.js';

export type * from './problem.js';

const RANDOM_SAMPLES = 1500;
const TRAINING_SEEDS = 300;

export function optimiseInverse(model: Model, problem: InverseProblem): InverseResult {
  const { problem: p, reasons } = normaliseProblem(model, problem);
  const empty = { candidates: [], nextToTest: [], pareto: [], compromise: null, warnings: [] as string[] };
  if (!p) return { feasible: false, reasons, ...empty, evaluations: 0, bestKnown: null };
  const rng = new Random(problem.seed ?? 1);
  const wanted = Math.max(1, Math.floor(problem.candidates ?? 10));
  const wantedNext = Math.max(0, Math.floor(problem.nextToTest ?? 5));
  const domain = domainIndex(model);
  const evaluator = new Evaluator(model, p, domain, problem.domainPenalty ?? 0.5);
  const scale = model.standardiser.rawScales;
  const distance = (a: ArrayLike<number>, b: ArrayLike<number>) => {
    let s = 0;
    for (let k = 0; k < a.length; k++) s += ((a[k]! - b[k]!) / scale[k]!) ** 2;
    return Math.sqrt(s);
  };

  // 2. Starting pool.
  const seeds: { x: Float64Array; support: ReturnType<typeof supportOf> }[] = [];
  const trainingRows = rng.shuffle(model.trainingX.map((_, i) => i)).slice(0, TRAINING_SEEDS);
  for (const i of trainingRows) {
    const support = supportOf(p, model.trainingX[i]!);
    const x = cleanZeros(p, repair(p, model.trainingX[i]!, support));
    if (isFeasible(p, x)) seeds.push({ x, support });
  }
  for (let s = 0; s < RANDOM_SAMPLES; s++) {
    const support = randomSupport(p, rng);
    const x = randomPoint(p, rng, support);
    if (x) seeds.push({ x: cleanZeros(p, x), support });
  }
  if (seeds.length === 0) {
    // No proof of infeasibility, but no feasible point either: name the constraints that broke most.
    const counts = new Map<string, number>();
    for (let s = 0; s < 50; s++) {
      for (const v of violations(p, randomRepairedPoint(p, rng, randomSupport(p, rng))))
        counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    const worst = [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([v]) => v);
    return {
      feasible: false,
      reasons: [
        'すべての制約（範囲・合計・成分数・グループ・コスト）を同時に満たす配合が見つかりませんでした' +
          (worst.length ? `（満たせなかった条件: ${worst.join('、')}）` : '') +
          '。条件を緩めてください',
      ],
      ...empty,
      evaluations: 0,
      bestKnown: null,
    };
  }
  evaluator.evaluate(seeds);

  // 3. Refinement: toward the combined goal, then (several goals) toward each goal alone.
  const pickStarts = (count: number, weights?: readonly number[]) =>
    diverse(
      evaluator.archive
        .slice()
        .sort((a, b) => evaluator.objective(b, weights) - evaluator.objective(a, weights)),
      count,
      0.3,
      distance,
    );
  localSearch(evaluator, pickStarts(Math.min(3 * wanted, 40)), rng, { generations: 40, offspring: 4 });
  const goals = p.goals;
  if (goals.length >= 2) {
    for (let j = 0; j < goals.length; j++) {
      const weights = goals.map((_, i) => (i === j ? 1 : 0.05));
      localSearch(evaluator, pickStarts(4, weights), rng, { generations: 25, offspring: 4, weights });
    }
  }

  // 4a. Best predicted: the wide search ranks by means (range goals with a typical SD); with a range
  // goal the candidates come from the refinement on each point's own predictive distribution, so a
  // "≥" goal prefers the point most likely to meet it, not one whose mean just touches the bound.
  const ranked = evaluator.archive.slice().sort((a, b) => evaluator.objective(b) - evaluator.objective(a));
  const measured = measuredScores(model, evaluator);
  let byProbability: Evaluated[] = ranked;
  let evaluations = evaluator.evaluations;
  if (hasRangeGoal(p)) {
    const penaltyWeight = problem.domainPenalty ?? 0.5;
    const refined = probabilitySearch(
      model,
      p,
      domain,
      penaltyWeight,
      { ranked, measured },
      { wanted, rng, distance },
    );
    byProbability = refined.ranked;
    evaluations += refined.evaluations;
  }
  const best = diverseWithRelaxation(byProbability, wanted, distance);
  const warnings: string[] = [];
  if (best.length < wanted)
    warnings.push(`条件を満たす互いに異なる候補は ${best.length} 件でした（${wanted} 件を要求）`);
  const candidates = best.map((e) => describe(model, p, e, domain, null));

  // 4b. Pareto front and compromise.
  let pareto: Candidate[] = [];
  let compromise: Candidate | null = null;
  if (goals.length >= 2) {
    const inside = evaluator.archive.filter((e) => e.domainRatio <= 1);
    const pool = inside.length >= 10 ? inside : evaluator.archive;
    const objectives = pool.map((e) => Array.from(e.logs));
    const front = nonDominated(objectives);
    const shown = thinFront(front, objectives, 15).sort((a, b) => objectives[b]![0]! - objectives[a]![0]!);
    const chosen = compromiseIndex(
      shown,
      objectives.map((o) => o.map(Math.exp)),
      goals.map((g) => g.weight),
    );
    pareto = shown.map((i) => describe(model, p, pool[i]!, domain, null));
    compromise = pareto[shown.indexOf(chosen)] ?? null;
  }

  // 4c. Most informative to test next: expected improvement over the best measured example.
  let nextToTest: Candidate[] = [];
  if (wantedNext > 0) {
    const ei = new ExpectedImprovement(
      p,
      measured.reduce((a, b) => Math.max(a, b), -Infinity),
      rng,
    );
    const separated = ranked.filter((e) => best.every((b) => distance(e.x, b.x) > 0.15));
    const pool = diverse(separated, 250, 0.1, distance).concat(rng.shuffle(separated.slice()).slice(0, 100));
    const unique = [...new Set(pool)];
    const predictions = model.predictMany(unique.map((e) => Array.from(e.x)));
    const scored = unique
      .map((e, i) => ({
        e,
        value: ei.value(predictions[i]!, e.cost),
        optimistic: ei.optimistic(predictions[i]!, e.cost),
      }))
      .sort((a, b) => b.value - a.value || b.optimistic - a.optimistic);
    const picked = diverse(
      scored.map((s) => s.e),
      wantedNext,
      0.3,
      distance,
    );
    nextToTest = picked.map((e) => describe(model, p, e, domain, scored.find((s) => s.e === e)!.value));
  }

  return {
    feasible: true,
    reasons: [],
    warnings,
    candidates,
    nextToTest,
    pareto,
    compromise,
    evaluations,
    bestKnown: bestKnownExample(model, p, evaluator, domain, measured),
  };
}

/**
 * The best measured example that satisfies the constraints: measured values (predicted where a value
 * is missing) scored by the goals' desirabilities. Constraints are checked with a tolerance of 0.5 %
 * of the total, since recorded recipes often add up to 99.9 or 100.1.
 */
function bestKnownExample(
  model: Model,
  p: NormalisedProblem,
  evaluator: Evaluator,
  domain: ReturnType<typeof domainIndex>,
  scores: readonly number[],
): KnownExample | null {
  let row = -1;
  model.trainingX.forEach((x, i) => {
    if (isFeasible(p, x, 5e-3) && (row < 0 || scores[i]! > scores[row]!)) row = i;
  });
  if (row < 0) return null;
  const values = measuredValues(model, model.predictMeans([model.trainingX[row]!])[0]!, row);
  const x = Float64Array.from(model.trainingX[row]!);
  const cost = evaluator.costOf(x);
  const e: Evaluated = {
    x,
    support: null,
    means: values,
    cost,
    logs: evaluator.logsFor(values, cost),
    domainRatio: 0,
    penalty: 0,
    tieBreak: 0,
  };
  const measured: Record<string, number | null> = {};
  model.targetNames.forEach((n, j) => {
    const v = model.trainingY[row]![j];
    measured[n] = v !== null && v !== undefined && Number.isFinite(v) ? v : null;
  });
  return { ...describe(model, p, e, domain, null), row, measured };
}

function describe(
  model: Model,
  p: NormalisedProblem,
  e: Evaluated,
  domain: ReturnType<typeof domainIndex>,
  expectedImprovement: number | null,
): Candidate {
  const x = Array.from(e.x);
  const predicted = model.predict(x);
  const assessment = domain.assess(x, 3);
  const inputs: Record<string, number> = {};
  model.inputNames.forEach((n, k) => (inputs[n] = x[k]!));
  const predictions: Candidate['predictions'] = {};
  model.targetNames.forEach((n, j) => (predictions[n] = predicted[j]!));
  const probabilityOf = (g: NormalisedGoal) => {
    const log = g.target >= 0 ? logGoalProbability(g, predicted[g.target]!) : null;
    return log === null ? null : Math.exp(log);
  };
  return {
    x,
    inputs,
    predictions,
    desirability: Math.exp(combinedLog(p.goals, e.logs)),
    goals: p.goals.map((g, j) => {
      const value = g.target >= 0 ? e.means[g.target]! : (e.cost ?? 0);
      return {
        target: g.name,
        kind: g.target >= 0 ? g.kind : 'cost',
        desirability: Math.exp(e.logs[j]!),
        satisfied: goalSatisfied(g, value),
        probability: probabilityOf(g),
      };
    }),
    cost: e.cost,
    domain: { score: assessment.score, inside: assessment.inside },
    nearestExamples: assessment.nearest,
    expectedImprovement,
  };
}
