import { describe, expect, it } from 'vitest';
import { binInputs, boostingSchedule, fitBoosting } from './boosting.js';
import { Random } from './random.js';
import { fitRidge } from './ridge.js';
import { innerFoldOptions } from './target-model.js';
import { regressionMetrics } from './stats.js';

// An interaction and a threshold: nothing a linear model can represent.
const f = (x: ArrayLike<number>) => (x[0]! > 0 ? 2 : -1) * x[1]! + Math.sin(2 * x[2]!);

function sample(n: number, rng: Random, noise: number) {
  const rows = Array.from({ length: n }, () => Float64Array.from({ length: 5 }, () => rng.uniform(-2, 2)));
  const y = Float64Array.from(rows, (r) => f(r) + noise * rng.normal());
  return { rows, y, groups: Int32Array.from(rows, (_, i) => i) };
}

describe('gradient boosting', () => {
  it('fits a known nonlinear function far better than a linear model', () => {
    const rng = new Random(5);
    const train = sample(400, rng, 0.1);
    const test = sample(400, rng, 0);
    const boosted = fitBoosting(train, new Random(1));
    const linear = fitRidge(train);
    const rb = regressionMetrics(test.y, boosted.predict(test.rows).mean);
    const rl = regressionMetrics(test.y, linear.predict(test.rows).mean);
    expect(rb.r2).toBeGreaterThan(0.9);
    expect(rl.r2).toBeLessThan(0.6);
    expect(rb.rmse).toBeLessThan(0.4 * rl.rmse);
  });

  it('chooses rounds inside the training rows and returns held-out predictions of them', () => {
    const rng = new Random(9);
    const train = sample(200, rng, 0.3);
    const model = fitBoosting(train, new Random(2));
    const settings = model.describe();
    expect(settings['rounds']).toBeGreaterThan(10);
    expect(settings['rounds']).toBeLessThan(1500);
    const inSample = regressionMetrics(train.y, model.predict(train.rows).mean).rmse;
    const heldOut = regressionMetrics(train.y, model.outOfSample().mean).rmse;
    // Held-out predictions come from models that did not see the row: clearly worse than in-sample.
    expect(heldOut).toBeGreaterThan(1.2 * inSample);
    expect(heldOut).toBeCloseTo(settings['innerRmse'] as number, 10);
  });

  it('splits each tree only on the inputs drawn for it (colsample)', () => {
    // One input of five per tree makes the model additive: it cannot represent f's interaction of
    // x0's sign with x1, which trees on all inputs learn.
    const rng = new Random(5);
    const train = sample(400, rng, 0.1);
    const test = sample(400, rng, 0);
    const r2 = (colsample: number) =>
      regressionMetrics(test.y, fitBoosting(train, new Random(1), { colsample }).predict(test.rows).mean).r2;
    expect(r2(1)).toBeGreaterThan(0.9);
    expect(r2(0.2)).toBeLessThan(0.6);
  });

  it('learns slower, from 60 % of the inputs per tree and with 4 inner folds, above 300 rows', () => {
    const rng = new Random(7);
    const small = fitBoosting(sample(300, rng, 0.3), new Random(1)).describe();
    const large = fitBoosting(sample(301, rng, 0.3), new Random(1)).describe();
    expect(small).toMatchObject({ learningRate: 0.1, colsample: 1, innerFolds: 3 });
    expect(large).toMatchObject({ learningRate: 0.05, colsample: 0.6, innerFolds: 4 });
    // Single-row leaves are tried beside the default leaf on both.
    expect([1, 3]).toContain(large['minLeaf']);
  });

  it('tries depths 2, 4 and 6 above 300 rows, depth 6 at twice the learning rate (decision 0066)', () => {
    expect(boostingSchedule(300).depths).toEqual([2, 4]);
    expect(boostingSchedule(301).depths).toEqual([2, 4, 6]);
    const train = sample(320, new Random(4), 0.1);
    const at = (options: Parameters<typeof fitBoosting>[2]) =>
      fitBoosting(train, new Random(1), { depths: [6], minLeaves: [1], ...options }).describe();
    expect(at({})).toMatchObject({ depth: 6, learningRate: 0.1 });
    expect(at({ depths: [4] })).toMatchObject({ depth: 4, learningRate: 0.05 });
    // A caller's learning rate holds at every depth.
    expect(at({ learningRate: 0.03 })).toMatchObject({ depth: 6, learningRate: 0.03 });
  });

  it('stops a setting that cannot catch up with an earlier one, with the same choice and fit (decision 0068)', () => {
    // Smooth and almost noise-free: every setting keeps improving by a hair up to the round cap.
    const rng = new Random(5);
    const rows = Array.from({ length: 200 }, () => Float64Array.from({ length: 3 }, () => rng.next()));
    const y = Float64Array.from(
      rows,
      (x) => 10 * Math.sin(Math.PI * x[0]! * x[1]!) + 5 * x[2]! + 0.05 * rng.normal(),
    );
    const train = { rows, y, groups: Int32Array.from(rows, (_, i) => i) };
    const fit = (stopBehind: boolean) =>
      fitBoosting(train, new Random(1), { depths: [2, 4], minLeaves: [1], maxRounds: 600, stopBehind });
    const stopped = fit(true);
    const full = fit(false);
    const { searchRounds: spent, ...chosen } = stopped.describe();
    const { searchRounds: all, ...chosenFull } = full.describe();
    expect(chosen).toEqual(chosenFull);
    expect(stopped.predictMean(rows.slice(0, 20))).toEqual(full.predictMean(rows.slice(0, 20)));
    expect(stopped.outOfSample().mean).toEqual(full.outOfSample().mean);
    expect(spent as number).toBeLessThan(0.8 * (all as number));
  });

  it('is deterministic for a seed', () => {
    const train = sample(120, new Random(3), 0.2);
    const grid = { depths: [2, 6], minLeaves: [1] }; // a small grid keeps the test short
    const a = fitBoosting(train, new Random(4), grid).predict(train.rows.slice(0, 5)).mean;
    const b = fitBoosting(train, new Random(4), grid).predict(train.rows.slice(0, 5)).mean;
    expect(Array.from(a)).toEqual(Array.from(b));
  });

  it('bins each input into at most the requested number of quantile bins', () => {
    const rng = new Random(1);
    const rows = Array.from({ length: 500 }, () => Float64Array.from([rng.normal(), rng.int(3)]));
    const binned = binInputs(rows, 16);
    expect(binned.edges[0]!.length).toBeLessThanOrEqual(15);
    expect(binned.edges[1]!.length).toBe(2); // three distinct values → two cuts
    // Every row's bin agrees with the real-valued edges used for prediction.
    rows.forEach((r, i) => {
      const code = binned.codes[0]![i]!;
      if (code > 0) expect(r[0]!).toBeGreaterThan(binned.edges[0]![code - 1]!);
      if (code < binned.edges[0]!.length) expect(r[0]!).toBeLessThanOrEqual(binned.edges[0]![code]!);
    });
  });

  it('chooses its rounds again inside the inner folds of a stack (depth and leaf size are kept)', () => {
    const train = sample(120, new Random(8), 0.1);
    const boosted = fitBoosting(train, new Random(1));
    // Small data: the inner search also tries single-row leaves.
    expect([2, 4]).toContain(boosted.describe()['depth']);
    expect([1, 2]).toContain(boosted.describe()['minLeaf']);
    const inner = innerFoldOptions(boosted, { kind: 'auto', targetTransform: 'none', coverage: 0.9 });
    expect(inner.boosting?.rounds).toBeUndefined();
    expect(inner.boosting?.depths).toEqual([boosted.describe()['depth']]);
    expect(inner.boosting?.minLeaves).toEqual([boosted.describe()['minLeaf']]);
    // The refit on a fold searches its own rounds, so it reports held-out predictions of its rows.
    const fold = {
      rows: train.rows.slice(0, 90),
      y: train.y.slice(0, 90),
      groups: train.groups.slice(0, 90),
    };
    const refit = fitBoosting(fold, new Random(2), inner.boosting);
    expect(Array.from(refit.outOfSample().mean).some(Number.isNaN)).toBe(false);
  });
});
