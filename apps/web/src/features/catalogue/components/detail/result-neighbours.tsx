import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNeighbours } from '../search/result-trail';

/**
 * 検索結果に戻る · n / N件目 · 前へ · 次へ, above a detail page opened from a result list (the neighbours
 * of the page of results the user saw; at its ends the list itself turns the page).
 */
export function ResultNeighbours() {
  const { pathname } = useLocation();
  const neighbours = useNeighbours(pathname);
  if (!neighbours) return null;
  return (
    <Box
      component="nav"
      aria-label="検索結果の前後"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}
    >
      <Button component={RouterLink} to={neighbours.listHref} size="small">
        検索結果に戻る
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {neighbours.position.toLocaleString('ja-JP')} / {neighbours.total.toLocaleString('ja-JP')}件目
      </Typography>
      <Box sx={{ flex: 1 }} />
      {neighbours.previous ? (
        <Button component={RouterLink} to={neighbours.previous} size="small" variant="outlined">
          前へ
        </Button>
      ) : (
        <Button size="small" variant="outlined" disabled>
          前へ
        </Button>
      )}
      {neighbours.next ? (
        <Button component={RouterLink} to={neighbours.next} size="small" variant="outlined">
          次へ
        </Button>
      ) : (
        <Button size="small" variant="outlined" disabled>
          次へ
        </Button>
      )}
    </Box>
  );
}
