import { describe, expect, it } from 'vitest';
import { fitGaussianProcess, GaussianProcess } from './gaussian-process.js';
import { duplicateGroups } from './groups.js';
import { Random } from './random.js';
import { regressionMetrics } from './stats.js';

const f = (x: readonly number[]) => Math.sin(2 * x[0]!) + 0.5 * x[1]! ** 2;

function sample(n: number, rng: Random, noise: number) {
  const rows = Array.from({ length: n }, () => Float64Array.from([rng.uniform(-2, 2), rng.uniform(-2, 2)]));
  const y = Float64Array.from(rows, (r) => f(Array.from(r)) + noise * rng.normal());
  return { rows, y };
}

describe('Gaussian process', () => {
  it('recovers a smooth function from noisy samples', () => {
    const rng = new Random(11);
    const train = sample(80, rng, 0.05);
    const gp = fitGaussianProcess(
      { ...train, groups: duplicateGroups(train.rows.map((r) => Array.from(r))) },
      rng,
    );
    const test = sample(300, rng, 0);
    const p = gp.predict(test.rows);
    expect(regressionMetrics(test.y, p.mean).r2).toBeGreaterThan(0.97);
    expect(gp.hyperparameters.noiseStd).toBeLessThan(0.2);
    expect(Array.from(p.scale).every((s) => s > 0)).toBe(true);
  });

  it('gives leave-group-out predictions equal to refitting without the group', () => {
    const rng = new Random(5);
    const base = sample(25, rng, 0.1);
    // Repeat measurements: rows 0 and 1 twice more.
    const rows = [...base.rows, base.rows[0]!, base.rows[1]!, base.rows[0]!];
    const y = Float64Array.from([...base.y, base.y[0]! + 0.05, base.y[1]! - 0.05, base.y[0]! - 0.02]);
    const groups = duplicateGroups(rows.map((r) => Array.from(r)));
    const hyper = { lengthScales: [0.9, 1.3], signalStd: 1.1, noiseStd: 0.15 };
    const all = Array.from({ length: rows.length }, (_, i) => i);
    const gp = new GaussianProcess({ rows, y, groups }, all, hyper);
    const oos = gp.outOfSample();
    for (const g of [groups[0]!, groups[1]!, groups[7]!]) {
      const keep = all.filter((i) => groups[i] !== g);
      const held = all.filter((i) => groups[i] === g);
      const refit = new GaussianProcess({ rows, y, groups }, keep, hyper);
      const p = refit.predict(held.map((i) => rows[i]!));
      held.forEach((row, j) => {
        expect(oos.mean[row]).toBeCloseTo(p.mean[j]!, 8);
        expect(oos.scale[row]).toBeCloseTo(p.scale[j]!, 8);
      });
    }
  });

  it('refines the subsample hyperparameters on all rows up to hyperRows', () => {
    // On a subsample the likelihood puts unexplained signal into the noise; the refinement on all
    // rows, started from the subsample's optimum, brings the noise back toward the true 0.1.
    const rng = new Random(21);
    const train = sample(240, rng, 0.1);
    const data = { ...train, groups: duplicateGroups(train.rows.map((r) => Array.from(r))) };
    const subsample = fitGaussianProcess(data, new Random(3), { hyperSubset: 30, hyperRows: 30 });
    const refined = fitGaussianProcess(data, new Random(3), { hyperSubset: 30, hyperRows: 240 });
    const off = (gp: GaussianProcess) => Math.abs(Math.log(gp.hyperparameters.noiseStd / 0.1));
    expect(off(refined)).toBeLessThan(0.5 * off(subsample));
    const test = sample(300, rng, 0);
    const rmse = (gp: GaussianProcess) => regressionMetrics(test.y, gp.predict(test.rows).mean).rmse;
    expect(rmse(refined)).toBeLessThan(rmse(subsample));
  });
});
