import Box from '@mui/material/Box';
import type { MatchedExamples } from '@app/contract/catalogue';
import { matchedSentence } from './matched-text';

/** Under a patent of a filtered list: which of its examples satisfied each example filter of the search. */
export function MatchedExamplesNote({ entries }: { entries: readonly MatchedExamples[] | undefined }) {
  const sentences = (entries ?? []).flatMap((entry) => {
    const sentence = matchedSentence(entry);
    return sentence ? [sentence] : [];
  });
  if (sentences.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="一致した実施例・比較例"
      sx={{ m: 0, mt: 0.5, p: 0, listStyle: 'none', fontSize: '0.75rem', color: 'text.secondary' }}
    >
      {sentences.map((sentence) => (
        <li key={sentence}>
          <Box component="span" sx={{ fontWeight: 700, mr: 0.75 }}>
            一致した例:
          </Box>
          {sentence}
        </li>
      ))}
    </Box>
  );
}
