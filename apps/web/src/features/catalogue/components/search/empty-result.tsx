import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { GatedLink } from '../../../../components/gated-link';
import type { RelatedLink } from '../../../../components/related-links';
import { queryHints } from './query-hints';

type Props = {
  noun: string;
  q: string;
  narrowed: boolean;
  onClearNarrowing: () => void;
  /** The same keyword on the other lists. */
  elsewhere: readonly RelatedLink[];
  /** Runs a rewritten query (the hints of query-hints.ts). */
  onSearch: (q: string) => void;
};

/** Nothing found: what was searched, and what to try next. */
export function EmptyResult({ noun, q, narrowed, onClearNarrowing, elsewhere, onSearch }: Props) {
  const hints = queryHints(q);
  return (
    <Box
      role="status"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 3,
        bgcolor: 'background.paper',
        minHeight: 240,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
        <SearchOffIcon color="action" />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {q ? `「${q}」に一致する${noun}は見つかりませんでした` : `条件に合う${noun}は見つかりませんでした`}
        </Typography>
      </Box>
      <Box
        component="ul"
        sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5, color: 'text.secondary', fontSize: '0.875rem' }}
      >
        {hints.map((hint) => (
          <li key={hint.message}>
            {hint.message}
            {hint.query && (
              <>
                {' '}
                <Button
                  size="small"
                  onClick={() => onSearch(hint.query!)}
                  sx={{ py: 0, textTransform: 'none' }}
                  aria-label={`「${hint.query}」で検索`}
                >
                  「{hint.query}」で検索
                </Button>
              </>
            )}
          </li>
        ))}
        {narrowed && (
          <li>
            絞り込みや物性範囲を外すと見つかるかもしれません。{' '}
            <Button size="small" onClick={onClearNarrowing} sx={{ py: 0 }}>
              絞り込みをすべて解除
            </Button>
          </li>
        )}
        {q && (
          <li>
            語を減らす、別の表記（略称・英語名）にする、OR でつなぐ（例: PBT OR
            ポリブチレンテレフタレート）と広がります。
          </li>
        )}
        {q && <li>「-語」の除外や "…" のフレーズ指定が厳しすぎないか確かめてください。</li>}
        {elsewhere.length > 0 && (
          <li>
            同じキーワードで{' '}
            {elsewhere.map((link, index) => (
              <span key={link.to}>
                {index > 0 && '・'}
                <GatedLink to={link.to} level={link.level ?? 'none'}>
                  {link.label}
                </GatedLink>
              </span>
            ))}{' '}
            も探せます。
          </li>
        )}
      </Box>
    </Box>
  );
}
