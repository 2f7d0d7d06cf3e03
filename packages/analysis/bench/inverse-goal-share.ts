/**
 * Inverse analysis on the shared datasets with one "≥" goal each (the 75th percentile of the measured
 * values; perovskite: "≤" its 25th percentile, since lower instability is better): the share of the
 * 10 candidates whose 90 % interval lies wholly on the right side of the goal (lower bound ≥ goal, or
 * upper bound ≤ goal), the share whose mean meets it, and the mean probability of meeting it under
 * each candidate's predictive distribution (split normal from its interval). Part of `npm run bench`
 * (`npx tsx --conditions=source packages/analysis/bench/inverse-goal-share.ts`).
 */
import { pathToFileURL } from 'node:url';
import { optimiseInverse } from '../src/inverse/optimise.js';
import { fitModel } from '../src/model.js';
import { normalCdf, quantile } from '../src/stats.js';
import { datasetById, loadDataset } from './datasets.js';

const CASES = [
  { dataset: 'concrete-slump', target: 'Compressive Strength (28-day)(Mpa)', at: 0.75, side: '≥' },
  { dataset: 'p3ht-cnt', target: 'Conductivity (measured) (S/cm)', at: 0.75, side: '≥' },
  { dataset: 'perovskite', target: 'Instability index', at: 0.25, side: '≤' },
  { dataset: 'acrylate', target: 'Young Mod', at: 0.75, side: '≥' },
  { dataset: 'acrylate', target: 'Hardness', at: 0.75, side: '≥' },
] as const;

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
  bestKnown: string;
}

export function inverseGoalShares(): GoalShareRow[] {
  return CASES.map((c) => {
    const spec = datasetById(c.dataset);
    const data = loadDataset(spec);
    const j = spec.targets.indexOf(c.target);
    const values = data.Y.map((r) => r[j]).filter((v): v is number => typeof v === 'number');
    const goal = Number(quantile(values, c.at).toPrecision(3));
    const sums = data.X.map((r) => r.reduce((a, v) => a + v, 0));
    const total = sums[0]!;
    const constantSum = sums.every((s) => Math.abs(s - total) <= 0.01 * Math.abs(total));
    const model = fitModel(data.X, data.Y, { inputNames: spec.inputs, targetNames: spec.targets, seed: 1 });
    const result = optimiseInverse(model, {
      goals: [{ target: c.target, kind: 'range', ...(c.side === '≥' ? { min: goal } : { max: goal }) }],
      ...(constantSum ? { composition: { total: Number(total.toPrecision(3)) } } : {}),
      candidates: 10,
      nextToTest: 0,
      seed: 1,
    });
    const meets = (v: number) => (c.side === '≥' ? v >= goal : v <= goal);
    const n = result.candidates.length;
    const count = (f: (p: { mean: number; lower90: number; upper90: number }) => boolean) =>
      result.candidates.filter((cand) => f(cand.predictions[c.target]!)).length;
    const probability = (p: { mean: number; lower90: number; upper90: number }) => {
      const z = (goal - p.mean) / ((goal < p.mean ? p.mean - p.lower90 : p.upper90 - p.mean) / Z90);
      return c.side === '≥' ? 1 - normalCdf(z) : normalCdf(z);
    };
    const known = (result as { bestKnown?: { measured: Record<string, number | null> } | null }).bestKnown;
    return {
      case: `${c.dataset}/${c.target}`,
      goal: `${c.side} ${goal}`,
      candidates: n,
      boundShare: count((p) => meets(c.side === '≥' ? p.lower90 : p.upper90)) / Math.max(n, 1),
      meanShare: count((p) => meets(p.mean)) / Math.max(n, 1),
      meanProbability:
        result.candidates.reduce((a, cand) => a + probability(cand.predictions[c.target]!), 0) /
        Math.max(n, 1),
      bestKnown: known === undefined ? 'n/a' : known ? String(known.measured[c.target]) : 'none',
    };
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log('\n## Inverse: share of candidates whose 90 % interval bound meets the goal');
  console.table(
    inverseGoalShares().map((r) => ({
      case: r.case,
      goal: r.goal,
      candidates: r.candidates,
      'interval bound meets': r.boundShare.toFixed(2),
      'mean meets': r.meanShare.toFixed(2),
      'mean P(meet)': r.meanProbability.toFixed(2),
      'best known (measured)': r.bestKnown,
    })),
  );
}
