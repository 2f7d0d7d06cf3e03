import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FROM_RESULT_LIST, isFromResultList, useNeighbours } from '../search/result-trail';
import { formatJaNumber } from '../../../../lib/ja-number';

/**
 * 検索結果に戻る · n / N件目 · 前へ · 次へ, above a detail page opened from a result list (the neighbours
 * of the page of results the user saw; at its ends the list itself turns the page). 前へ / 次へ carry the
 * list's example filters (the matched-example marks) and replace the history entry, so Back — the
 * browser's or 検索結果に戻る — returns to the list where the reader left it.
 */
export function ResultNeighbours() {
  const location = useLocation();
  const { pathname } = location;
  const state: unknown = location.state;
  const navigate = useNavigate();
  const neighbours = useNeighbours(pathname);
  if (!neighbours) return null;
  const fromList = isFromResultList(state);
  const backToList = (event: MouseEvent) => {
    if (!fromList || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Box
      component="nav"
      aria-label="検索結果の前後"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}
    >
      <Button component={RouterLink} to={neighbours.listHref} onClick={backToList} size="small">
        検索結果に戻る
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatJaNumber(neighbours.position)} / {formatJaNumber(neighbours.total)}件目
      </Typography>
      <Box sx={{ flex: 1 }} />
      <StepButton to={neighbours.previous} fromList={fromList}>
        前へ
      </StepButton>
      <StepButton to={neighbours.next} fromList={fromList}>
        次へ
      </StepButton>
    </Box>
  );
}

/** 前へ or 次へ: in place of this entry when the page came from the list (one Back returns to it). */
function StepButton({ to, fromList, children }: { to: string | null; fromList: boolean; children: string }) {
  if (!to) {
    return (
      <Button size="small" variant="outlined" disabled>
        {children}
      </Button>
    );
  }
  return (
    <Button
      component={RouterLink}
      to={to}
      replace={fromList}
      state={fromList ? FROM_RESULT_LIST : undefined}
      size="small"
      variant="outlined"
    >
      {children}
    </Button>
  );
}
