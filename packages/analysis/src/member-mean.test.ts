import { describe, expect, it } from 'vitest';
import { Random } from './random.js';
import { fitTargetModel } from './target-model.js';

describe('a log-target member', () => {
  // Decision 0059: the stack is scored by squared error in the target's units, whose best point is
  // the mean; exp(mean of the log) is the median, which under log-normal noise of σ = 0.8 is
  // exp(−0.32) ≈ 0.73 of the mean. The member enters with both points and the weights choose.
  it('enters with its median and its log-normal mean, and under log-normal noise the weights move its point toward the mean', () => {
    const noise = new Random(3);
    const draw = (n: number) =>
      Array.from({ length: n }, () => {
        const x = noise.next();
        return { x: Float64Array.of(2 * x - 1), y: Math.exp(3 * x + 0.8 * noise.normal()) };
      });
    const train = draw(120);
    const model = fitTargetModel(
      train.map((r) => r.x),
      train.map((r) => r.y),
      Int32Array.from(train, (_, i) => i),
      new Random(4),
      { kind: 'gaussian-process', targetTransform: 'log', coverage: 0.9 },
    );
    expect(model.candidates.map((c) => c.point)).toEqual(['median', 'mean']);
    const test = draw(3000);
    const predicted = model.predict(test.map((r) => r.x));
    const average = (v: readonly number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    const ratio = average(predicted.map((p) => p.mean)) / average(test.map((r) => r.y));
    // The median alone: 0.69; the weights blend the two points (about 0.85 here).
    expect(ratio).toBeGreaterThan(0.8);
    expect(ratio).toBeLessThan(1.1);
    const cheap = model.predictMean(test.slice(0, 50).map((r) => r.x));
    cheap.forEach((v, i) => expect(v).toBeCloseTo(predicted[i]!.mean, 9));
    for (const p of predicted) {
      expect(p.mean).toBeGreaterThan(p.lower90);
      expect(p.mean).toBeLessThan(p.upper90);
    }
  });
});
