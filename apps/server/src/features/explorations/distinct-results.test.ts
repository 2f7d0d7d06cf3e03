import { describe, expect, it } from 'vitest';
import type { Candidate } from '@app/analysis/inverse/problem';
import { distinctLists } from './distinct-results.js';

/** Only `x` matters to the folding; the rest of an engine candidate is left out. */
const at = (...x: number[]) => ({ x }) as unknown as Candidate;

describe('inverse result lists without near-duplicates', () => {
  // Two inputs with a spread of 10 and 1 in the training data.
  const X = [
    [0, 0],
    [10, 1],
    [20, 2],
    [30, 3],
  ].map(([a, b]) => [a! * 0.7745966692, b! * 0.7745966692]);

  it('folds the 次に試すべき list and the Pareto front like the best candidates, and counts what it folded', () => {
    const best = [at(10, 1), at(10.2, 1)];
    const next = [at(0, 0), at(0.5, 0.05), at(25, 2)];
    const compromise = at(20, 2);
    const pareto = [at(5, 1), at(19.9, 2), compromise, at(30, 3)];
    const lists = distinctLists({ candidates: best, nextToTest: next, pareto, compromise }, X);
    expect(lists.candidates).toEqual([best[0]]);
    expect(lists.nextToTest).toEqual([next[0], next[2]]);
    // The compromise stays although an earlier point of the front is its near-duplicate.
    expect(lists.pareto).toEqual([pareto[0], compromise, pareto[3]]);
    expect(lists.folded).toEqual({ candidates: 1, nextToTest: 1, pareto: 1, minDistance: 0.3 });
  });

  it('folds nothing when the lists are already distinct', () => {
    const lists = distinctLists(
      { candidates: [at(0, 0)], nextToTest: [at(30, 3)], pareto: [], compromise: null },
      X,
    );
    expect(lists.folded).toMatchObject({ candidates: 0, nextToTest: 0, pareto: 0 });
  });
});
