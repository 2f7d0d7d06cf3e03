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

/** The snippet under a result: which text it comes from, and the text with its matches. */
export function SnippetText({
  snippet,
}: {
  snippet: { field: string; text: string; highlights: readonly HighlightRange[] } | null;
}) {
  if (!snippet || snippet.text.trim() === '') return null;
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
