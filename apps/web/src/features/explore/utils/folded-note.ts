import type { InverseResult } from '@app/contract/explorations';

/**
 * The sentence under a list of an inverse result that had near-duplicates folded (decision 0033): how many,
 * how many distinct ones are shown and by which rule. Null when nothing was folded (or the result predates
 * the count).
 */
export function foldedNote(
  folded: InverseResult['folded'],
  list: 'candidates' | 'nextToTest' | 'pareto',
  shown: number,
): string | null {
  const count = folded?.[list] ?? 0;
  if (!folded || count === 0) return null;
  const what = list === 'pareto' ? 'パレート解' : '候補';
  const near = list === 'pareto' ? '推奨の折衷案や他の解' : '上位の候補';
  return `${near}とほぼ同じ配合の${what} ${count} 件をまとめ、互いに異なる ${shown} 件を示しています（入力ごとのばらつきで測った距離が ${folded.minDistance} 未満のものをまとめます）。`;
}
