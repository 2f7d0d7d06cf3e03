/**
 * Inverse analysis on the shared datasets with one range goal each, at two levels: a high one (the 75th
 * percentile of the measured values; perovskite: "≤" its 25th percentile, since lower instability is
 * better) and the median. For the 10 candidates: the share whose 90 % interval lies wholly on the
 * right side of the goal (lower bound ≥ goal, or upper bound ≤ goal), the share whose mean meets it, the
 * mean probability of meeting it (split normal from each candidate's interval), the median width of
 * their intervals, and how many the server shows (at least 0.3 training SD apart).
 *
 * The ceiling columns say what the model allows at all: how many training rows (in-sample) have a 90 %
 * bound meeting the goal, how many distinct compositions they are (≥ 0.3 SD apart), and the best bound. Where no measured recipe's bound meets the goal, a
 * candidate's rarely can either: the intervals there are wider than the distance to the goal.
 *
 * Oracle check (`--oracle`): the model is fitted on a seeded 80 % of the rows, the optimiser works on
 * it, and the candidates are judged by a model fitted on all the rows — the share whose oracle mean
 * meets the goal. Part of `npm run bench`
 * (`npx tsx --conditions=source packages/analysis/bench/inverse-goal-share.ts [--oracle]`).
 */
import { pathToFileURL } from 'node:url';
import { distinctCandidates, inputSpreads } from '../src/candidate-diversity.js';
import { optimiseInverse } from '../src/inverse/optimise.js';
import type { InverseProblem, InverseResult } from '../src/inverse/problem.js';
import { fitModel } from '../src/model.js';
import type { Model } from '../src/model.js';
import { Random } from '../src/random.js';
import { normalCdf, quantile } from '../src/stats.js';
import type { TargetPrediction } from '../src/target-model.js';
import { datasetById, loadDataset } from './datasets.js';

const CASES = [
  { dataset: 'concrete-slump', target: 'Compressive Strength (28-day)(Mpa)', at: 0.75, side: '≥' },
  { dataset: 'p3ht-cnt', target: 'Conductivity (measured) (S/cm)', at: 0.75, side: '≥' },
  { dataset: 'perovskite', target: 'Instability index', at: 0.25, side: '≤' },
  { dataset: 'acrylate', target: 'Young Mod', at: 0.75, side: '≥' },
  { dataset: 'acrylate', target: 'Hardness', at: 0.75, side: '≥' },
] as const;
type Case = (typeof CASES)[number];

const Z90 = 1.6448536269514722;

export interface GoalShareRow {
  case: string;
  goal: string;
  candidates: number;
  /** Share of candidates whose interval bound meets the goal. */
  boundShare: number;
  /** Share whose predicted mean meets the goal. */
  meanShare: number;
  /** Mean probability of meeting the goal (split normal from each candidate's 90 % interval). */
  meanProbability: number;
  /** Median width of the candidates' 90 % intervals. */
  medianWidth: number;
  /** Candidates the server shows: at least 0.3 training SD apart (`distinctCandidates`). */
  distinct: number;
  /** Training rows whose in-sample 90 % bound meets the goal, and the best such bound. */
  rowsBoundMeets: number;
  /** Those rows' distinct compositions (≥ 0.3 training SD apart, as the server shows candidates). */
  rowsDistinct: number;
  bestRowBound: number;
  bestKnown: string;
  /** With `--oracle`: share of candidates from an 80 % model whose all-rows model mean meets the goal. */
  oracleShare: number | null;
}

interface Goal {
  value: number;
  side: Case['side'];
}

const meets = (g: Goal, v: number) => (g.side === '≥' ? v >= g.value : v <= g.value);
const bound = (g: Goal, p: TargetPrediction) => (g.side === '≥' ? p.lower90 : p.upper90);

function probability(g: Goal, p: TargetPrediction): number {
  const sd = (g.value < p.mean ? p.mean - p.lower90 : p.upper90 - p.mean) / Z90;
  const z = (g.value - p.mean) / sd;
  return g.side === '≥' ? 1 - normalCdf(z) : normalCdf(z);
}

function solve(model: Model, c: Case, g: Goal, composition: InverseProblem['composition']): InverseResult {
  return optimiseInverse(model, {
    goals: [{ target: c.target, kind: 'range', ...(g.side === '≥' ? { min: g.value } : { max: g.value }) }],
    ...(composition ? { composition } : {}),
    candidates: 10,
    nextToTest: 0,
    seed: 1,
  });
}

export function inverseGoalShares(options: { oracle?: boolean } = {}): GoalShareRow[] {
  return CASES.flatMap((c) => {
    const spec = datasetById(c.dataset);
    const data = loadDataset(spec);
    const j = spec.targets.indexOf(c.target);
    const values = data.Y.map((r) => r[j]).filter((v): v is number => typeof v === 'number');
    const sums = data.X.map((r) => r.reduce((a, v) => a + v, 0));
    const total = sums[0]!;
    const constantSum = sums.every((s) => Math.abs(s - total) <= 0.01 * Math.abs(total));
    const composition = constantSum ? { total: Number(total.toPrecision(3)) } : undefined;
    const fit = (rows: readonly number[]) =>
      fitModel(
        rows.map((i) => data.X[i]!),
        rows.map((i) => data.Y[i]!),
        { inputNames: spec.inputs, targetNames: spec.targets, seed: 1 },
      );
    const all = data.X.map((_, i) => i);
    const model = fit(all);
    const inSample = model.predictMany(data.X).map((r) => r[j]!);
    const measuredRows = all.filter((i) => typeof data.Y[i]![j] === 'number');
    const spreads = inputSpreads(data.X);
    const held = options.oracle
      ? fit(new Random(1).shuffle(all.slice()).slice(0, Math.round(0.8 * all.length)))
      : null;
    return [c.at, 0.5].map((at) => {
      const g: Goal = { value: Number(quantile(values, at).toPrecision(3)), side: c.side };
      const result = solve(model, c, g, composition);
      const predicted = result.candidates.map((cand) => cand.predictions[c.target]!);
      const n = Math.max(predicted.length, 1);
      const rowBounds = measuredRows.map((i) => bound(g, inSample[i]!));
      const rowsMeeting = measuredRows.filter((_, r) => meets(g, rowBounds[r]!));
      let oracleShare: number | null = null;
      if (held) {
        const candidates = solve(held, c, g, composition).candidates;
        const judged = model.predictMeans(candidates.map((cand) => cand.x)).map((r) => r[j]!);
        oracleShare = judged.filter((v) => meets(g, v)).length / Math.max(candidates.length, 1);
      }
      return {
        case: `${c.dataset}/${c.target}`,
        goal: `${c.side} ${g.value}`,
        candidates: predicted.length,
        boundShare: predicted.filter((p) => meets(g, bound(g, p))).length / n,
        meanShare: predicted.filter((p) => meets(g, p.mean)).length / n,
        meanProbability: predicted.reduce((a, p) => a + probability(g, p), 0) / n,
        medianWidth: quantile(
          predicted.map((p) => p.upper90 - p.lower90),
          0.5,
        ),
        distinct: distinctCandidates(result.candidates, (cand) => cand.x, spreads).kept.length,
        rowsBoundMeets: rowsMeeting.length,
        rowsDistinct: distinctCandidates(rowsMeeting, (i) => data.X[i]!, spreads).kept.length,
        bestRowBound: c.side === '≥' ? Math.max(...rowBounds) : Math.min(...rowBounds),
        bestKnown: result.bestKnown ? String(result.bestKnown.measured[c.target]) : 'none',
        oracleShare,
      };
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const oracle = process.argv.includes('--oracle');
  console.log('\n## Inverse: share of candidates whose 90 % interval bound meets the goal');
  console.table(
    inverseGoalShares({ oracle }).map((r) => ({
      case: r.case,
      goal: r.goal,
      candidates: r.candidates,
      'interval bound meets': r.boundShare.toFixed(2),
      'mean meets': r.meanShare.toFixed(2),
      'mean P(meet)': r.meanProbability.toFixed(2),
      'median 90 % width': Number(r.medianWidth.toPrecision(3)),
      'distinct (≥ 0.3 SD)': r.distinct,
      'rows: bound meets': r.rowsBoundMeets,
      'distinct rows': r.rowsDistinct,
      'best row bound': Number(r.bestRowBound.toPrecision(4)),
      'best known (measured)': r.bestKnown,
      ...(oracle ? { 'oracle: mean meets (80 % model)': r.oracleShare!.toFixed(2) } : {}),
    })),
  );
}
