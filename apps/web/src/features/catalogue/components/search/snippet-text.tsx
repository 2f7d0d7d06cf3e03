import Box from '@mui/material/Box';
import { HighlightedText, type HighlightRange } from '../../../../components/highlighted-text';

const FIELD_LABELS: Record<string, string> = {
  title: '名称',
  abstract: '要約',
  claims: '請求項',
  description: '説明',
  party: '出願人・メーカー',
  extra: '別名・英名',
  codes: '分類',
};

interface TermPlaces {
  term: string;
  fields: readonly string[];
}

/**
 * "Why it matched": where each term of the query occurs in this result, shown when the snippet alone does
 * not tell (several terms, or a term found outside the snippet's text — `ポリプロピレン title:接着剤`).
 */
function matchReason(field: string, matches: readonly TermPlaces[] | undefined): string | null {
  if (!matches || matches.length === 0) return null;
  if (matches.length === 1 && matches[0]!.fields.includes(field)) return null;
  return matches
    .map(({ term, fields }) =>
      fields.length > 0
        ? `${term}（${fields.map((name) => FIELD_LABELS[name] ?? name).join('・')}）`
        : `${term}（社名の別表記）`,
    )
    .join('、');
}

/** The snippet under a result: which text it comes from, the text with its matches, and why it matched. */
export function SnippetText({
  snippet,
}: {
  snippet: {
    field: string;
    text: string;
    highlights: readonly HighlightRange[];
    matches?: readonly TermPlaces[];
  } | null;
}) {
  if (!snippet || snippet.text.trim() === '') return null;
  const reason = matchReason(snippet.field, snippet.matches);
  return (
    <>
      <SnippetBody snippet={snippet} />
      {reason && (
        <Box component="p" sx={{ m: 0, fontSize: '0.75rem', color: 'text.secondary' }}>
          <Box component="span" sx={{ fontWeight: 700, mr: 0.75 }}>
            一致箇所:
          </Box>
          {reason}
        </Box>
      )}
    </>
  );
}

function SnippetBody({
  snippet,
}: {
  snippet: { field: string; text: string; highlights: readonly HighlightRange[] };
}) {
  return (
    <Box
      component="p"
      sx={{
        m: 0,
        mt: 0.5,
        fontSize: '0.8125rem',
        lineHeight: 1.6,
        color: 'text.secondary',
        display: '-webkit-box',
        WebkitLineClamp: 3,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        whiteSpace: 'pre-line',
      }}
    >
      <Box component="span" sx={{ fontWeight: 700, mr: 0.75 }}>
        {FIELD_LABELS[snippet.field] ?? snippet.field}:
      </Box>
      <HighlightedText text={snippet.text} ranges={snippet.highlights} />
    </Box>
  );
}
