import type { MatchedExamples } from '@app/contract/catalogue';
import { withUnit } from '../detail/format';

type Example = MatchedExamples['examples'][number];

/** What made one example match, in brackets: （32 MPa）, （曲げ弾性率 2,400 MPa・引張強さ 32 MPa）. */
function valuesText(example: Example): string {
  const known = example.values.filter((value) => value.value !== null);
  if (known.length === 0) return '';
  const named = known.length > 1;
  const parts = known.map((value) => {
    const number = withUnit(value.value!, value.unit);
    return named ? `${value.name} ${number}` : number;
  });
  return `（${parts.join('・')}）`;
}

/**
 * "Why it matched" for an example filter, as one sentence: 「実施例1（32 MPa）、比較例1（30 MPa） が
 * 引張強さ 30〜40 MPa に一致」, 「実施例1 ほか6件 が ポリプロピレン を使用」 (at most `max` examples named).
 * Null when no example matched.
 */
export function matchedSentence(entry: MatchedExamples, max = entry.examples.length): string | null {
  if (entry.total === 0 || entry.examples.length === 0) return null;
  const shown = entry.examples.slice(0, max);
  const named = shown.map((example) => `${example.label}${valuesText(example)}`).join('、');
  const more = entry.total > shown.length ? ` ほか${entry.total - shown.length}件` : '';
  const verb = entry.by === 'ranges' ? 'に一致' : 'を使用';
  return `${named}${more} が ${entry.condition} ${verb}`;
}

/** The ids of every example named by the entries (the rows a detail page marks). */
export function matchedIds(entries: readonly MatchedExamples[] | undefined): Set<string> {
  return new Set((entries ?? []).flatMap((entry) => entry.examples.map((example) => example.id)));
}
