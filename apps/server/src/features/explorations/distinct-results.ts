import {
  distinctCandidates,
  distinctFront,
  inputSpreads,
  MIN_CANDIDATE_DISTANCE,
} from '@app/analysis/candidate-diversity';
import type {
  Candidate as EngineCandidate,
  InverseResult as EngineResult,
} from '@app/analysis/inverse/problem';
import type { InverseResult } from '@app/contract/explorations';

/**
 * The three lists of an inverse result without near-duplicates (candidate-diversity.ts, decisions 0024 and
 * 0033): the best predicted and the 次に試すべき candidates in their rank order, the Pareto front around its
 * suggested compromise (always kept). How many were folded per list goes to the page, which says so.
 */
export function distinctLists(
  result: Pick<EngineResult, 'candidates' | 'nextToTest' | 'pareto' | 'compromise'>,
  X: readonly (readonly number[])[],
): {
  candidates: EngineCandidate[];
  nextToTest: EngineCandidate[];
  pareto: EngineCandidate[];
  folded: NonNullable<InverseResult['folded']>;
} {
  const spreads = inputSpreads(X);
  const inputsOf = (candidate: EngineCandidate) => candidate.x;
  const best = distinctCandidates(result.candidates, inputsOf, spreads);
  const next = distinctCandidates(result.nextToTest, inputsOf, spreads);
  const front = distinctFront(result.pareto, result.compromise, inputsOf, spreads);
  return {
    candidates: best.kept,
    nextToTest: next.kept,
    pareto: front.kept,
    folded: {
      candidates: best.dropped,
      nextToTest: next.dropped,
      pareto: front.dropped,
      minDistance: MIN_CANDIDATE_DISTANCE,
    },
  };
}
