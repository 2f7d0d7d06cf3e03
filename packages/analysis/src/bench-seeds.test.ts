import { describe, expect, it } from 'vitest';
import { benchSeeds } from '../bench/reference-comparison.js';

describe('the reference bench’s fold seeds', () => {
  const rows = (n: number) => ({ y: new Array<number>(n).fill(0) });

  it('splits small tasks ten times: three splits cannot tell 0.90 coverage from 0.92 on 65 rows', () => {
    expect(benchSeeds(rows(65))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(benchSeeds(rows(300))).toHaveLength(10);
  });

  it('splits larger tasks three times (their means are steady, and each fit takes seconds)', () => {
    expect(benchSeeds(rows(301))).toEqual([1, 2, 3]);
    expect(benchSeeds(rows(1030))).toEqual([1, 2, 3]);
  });
});
