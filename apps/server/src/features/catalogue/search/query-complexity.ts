import type { AuthUser } from '../../../auth/auth-user.js';
import { validationFailed } from '../../../http/http-errors.js';
import { allTerms, type QueryNode } from './query-parser.js';

/**
 * How complex a search query may be (issue 16), by caller: the text match costs about one index lookup and
 * one sorted-set merge per term, and every OR alternative widens the set of candidates the page, the
 * facets and the snippets are computed from. Visitors get a stricter limit than accounts; the parser's own
 * ceiling (QUERY_LIMITS.maxTerms) stays the last word. Change the numbers here (docs/operations.md).
 */
export const QUERY_COMPLEXITY = {
  visitor: { terms: 12, orBranches: 8 },
  account: { terms: 32, orBranches: 16 },
} as const;

/** OR alternatives of the whole query: `a OR b OR c` counts 3, `(a OR b) (c OR d)` counts 4. */
export function orBranches(node: QueryNode | null): number {
  if (!node) return 0;
  switch (node.type) {
    case 'term':
      return 0;
    case 'not':
      return orBranches(node.child);
    case 'and':
      return node.children.reduce((sum, child) => sum + orBranches(child), 0);
    case 'or':
      return node.children.length + node.children.reduce((sum, child) => sum + orBranches(child), 0);
  }
}

/** 422 with the reason when the parsed query is beyond the caller's limit. */
export function assertQueryComplexity(node: QueryNode | null, user: AuthUser | null): void {
  const limit = user ? QUERY_COMPLEXITY.account : QUERY_COMPLEXITY.visitor;
  const who = user ? '' : '（ログインすると上限が広がります）';
  const terms = allTerms(node).length;
  if (terms > limit.terms) {
    throw validationFailed([
      {
        loc: ['query', 'q'],
        msg: `検索語が多すぎます（${terms} 語、最大 ${limit.terms} 語）${who}`,
        type: 'value_error.query_complexity',
      },
    ]);
  }
  const branches = orBranches(node);
  if (branches > limit.orBranches) {
    throw validationFailed([
      {
        loc: ['query', 'q'],
        msg: `OR でつないだ候補が多すぎます（${branches} 個、最大 ${limit.orBranches} 個）${who}`,
        type: 'value_error.query_complexity',
      },
    ]);
  }
}
