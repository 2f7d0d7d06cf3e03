import type { MatchedExamples } from '@app/contract/catalogue';
import { RESULT_CLASSES } from '../search/results-table-sheet';
import { matchedSentence } from './matched-text';

/** Under a patent of a filtered list: which of its examples satisfied each example filter of the search. */
export function MatchedExamplesNote({ entries }: { entries: readonly MatchedExamples[] | undefined }) {
  const sentences = (entries ?? []).flatMap((entry) => {
    const sentence = matchedSentence(entry);
    return sentence ? [sentence] : [];
  });
  if (sentences.length === 0) return null;
  return (
    <ul aria-label="一致した実施例・比較例" className={RESULT_CLASSES.matched}>
      {sentences.map((sentence) => (
        <li key={sentence}>
          <span className={RESULT_CLASSES.label}>一致した例:</span>
          {sentence}
        </li>
      ))}
    </ul>
  );
}
