import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { MatchedExamples } from '@app/contract/catalogue';
import { matchedSentence } from './matched-text';

/** Labels named in a sentence on the detail page; the table marks every matched row anyway. */
const NAMED = 8;

function noneText(entry: MatchedExamples): string {
  return entry.by === 'ranges'
    ? `この特許には「${entry.condition}」に一致する例はありません。`
    : `この特許には「${entry.condition}」を使用した例はありません。`;
}

/**
 * On a patent opened from a filtered list: which examples satisfied each example filter of that list
 * (the table below marks them), or that none did (a link edited by hand, a catalogue changed since).
 */
export function MatchedExamplesBanner({ entries }: { entries: readonly MatchedExamples[] | undefined }) {
  if (!entries || entries.length === 0) return null;
  const anyMatched = entries.some((entry) => entry.total > 0);
  return (
    <Alert severity={anyMatched ? 'info' : 'warning'} aria-label="検索条件に一致した例">
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {entries.map((entry) => (
          <li key={`${entry.by}:${entry.condition}`}>{matchedSentence(entry, NAMED) ?? noneText(entry)}</li>
        ))}
      </Box>
      {anyMatched && (
        <Box component="p" sx={{ m: 0, mt: 0.5 }}>
          検索結果から開いたため、一致した例を表で「一致」の印と黄色の背景で示しています。
        </Box>
      )}
    </Alert>
  );
}
