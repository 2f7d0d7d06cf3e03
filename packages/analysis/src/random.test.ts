import { describe, expect, it } from 'vitest';
import { Random } from './random.js';

describe('Random', () => {
  it('repeats the same stream for the same seed and differs for another seed', () => {
    const a = new Random(42);
    const b = new Random(42);
    const c = new Random(43);
    const sa = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(sa);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(sa);
  });

  it('draws uniform and normal values with the right moments', () => {
    const r = new Random(1);
    const u = Array.from({ length: 20000 }, () => r.next());
    expect(Math.min(...u)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...u)).toBeLessThan(1);
    expect(u.reduce((s, v) => s + v, 0) / u.length).toBeCloseTo(0.5, 1);
    const z = Array.from({ length: 20000 }, () => r.normal());
    const mean = z.reduce((s, v) => s + v, 0) / z.length;
    const variance = z.reduce((s, v) => s + (v - mean) ** 2, 0) / z.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(variance).toBeGreaterThan(0.95);
    expect(variance).toBeLessThan(1.05);
  });

  it('samples gamma and Dirichlet draws', () => {
    const r = new Random(3);
    const g = Array.from({ length: 20000 }, () => r.gamma(2.5));
    expect(g.reduce((s, v) => s + v, 0) / g.length).toBeCloseTo(2.5, 1);
    const small = Array.from({ length: 20000 }, () => r.gamma(0.5));
    expect(small.reduce((s, v) => s + v, 0) / small.length).toBeCloseTo(0.5, 1);
    for (let i = 0; i < 50; i++) {
      const w = r.dirichlet(5, 0.3);
      expect(w.every((v) => v >= 0)).toBe(true);
      expect(w.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 12);
    }
  });

  it('shuffles into a permutation and forks independent streams deterministically', () => {
    const r = new Random(9);
    const p = r.shuffle(Array.from({ length: 50 }, (_, i) => i));
    expect(p.slice().sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    const f1 = new Random(5).fork();
    const f2 = new Random(5).fork();
    expect(f1.next()).toBe(f2.next());
    expect(new Random(5).int(10)).toBeLessThan(10);
  });

  it('samples sorted subsets on the stream of next(), with the rest kept in order', () => {
    const items = Int32Array.from({ length: 40 }, (_, i) => 100 + i);
    for (const size of [0, 1, 13, 32, 40]) {
      const fast = new Random(21);
      const into = new Int32Array(40);
      const rest = new Int32Array(40);
      const kept = fast.sampleSorted(items, size, into, rest);
      // The same selection sampling on next(): the same draws and the same generator state after.
      const slow = new Random(21);
      const expected: number[] = [];
      for (let i = 0; i < items.length && expected.length < size; i++)
        if ((items.length - i) * slow.next() < size - expected.length) expected.push(items[i]!);
      expect(kept).toBe(size);
      expect(Array.from(into.subarray(0, kept))).toEqual(expected);
      expect(Array.from(rest.subarray(0, 40 - kept))).toEqual(
        Array.from(items).filter((v) => !expected.includes(v)),
      );
      expect(fast.nextUint32()).toBe(slow.nextUint32());
    }
  });
});
