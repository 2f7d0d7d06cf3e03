import { describe, expect, it } from 'vitest';
import { addFlags, difference, intersect, union } from './sorted-sets.js';

const ids = (...values: number[]) => Int32Array.from(values);
const list = (array: Int32Array) => Array.from(array);

/** Random ascending id lists against the same operations on JavaScript Sets. */
function randomIds(seed: number, size: number): Int32Array {
  let state = seed;
  const picked = new Set<number>();
  for (let i = 0; i < size; i += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    picked.add(state % 200);
  }
  return Int32Array.from([...picked].sort((a, b) => a - b));
}

describe('sorted id sets', () => {
  it('intersect, unite and subtract like Sets, keeping ascending order', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const a = randomIds(seed, seed * 3);
      const b = randomIds(seed + 100, 60 - seed);
      const setB = new Set(b);
      const setA = new Set(a);
      expect(list(intersect(a, b))).toEqual(list(a).filter((x) => setB.has(x)));
      expect(list(union(a, b))).toEqual([...new Set([...a, ...b])].sort((x, y) => x - y));
      expect(list(difference(a, b))).toEqual(list(a).filter((x) => !setB.has(x)));
      expect(list(difference(b, a))).toEqual(list(b).filter((x) => !setA.has(x)));
    }
    expect(list(intersect(ids(), ids(1, 2)))).toEqual([]);
    expect(list(union(ids(), ids()))).toEqual([]);
  });

  it('adds a flag to the documents of a result that are members', () => {
    const totals = new Float64Array(4);
    addFlags(ids(2, 5, 7, 9), ids(1, 5, 9), Uint8Array.from([1, 1, 0]), totals);
    addFlags(ids(2, 5, 7, 9), ids(2, 9), Uint8Array.from([1, 1]), totals);
    expect(Array.from(totals)).toEqual([1, 1, 0, 1]);
  });
});
