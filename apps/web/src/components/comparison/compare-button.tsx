import { useState } from 'react';
import { useLocation } from 'react-router';
import Button from '@mui/material/Button';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { BOOKMARK_TARGET_LABELS } from '@app/contract/bookmarks';
import { requiredLevelOf } from '@app/contract/plans';
import { GatedButton, useGate } from '../gated-link';
import { ComparisonDialog } from './comparison-dialog';
import { COMPARISON_LIMITS, type ComparisonType } from './comparison-rows';

const TYPE_LABELS = BOOKMARK_TARGET_LABELS;

/**
 * 「選択した製品を比較」: opens the comparison of the selected records (2–5). Comparing shows their detail
 * data, so it is gated like the detail pages (a visitor is sent to sign-up).
 */
export function CompareButton({ type, ids }: { type: ComparisonType; ids: readonly string[] }) {
  const location = useLocation();
  const level = requiredLevelOf('detailPages');
  const { allowed } = useGate(level);
  const [open, setOpen] = useState(false);
  const label = `選択した${TYPE_LABELS[type]}を比較（${ids.length}件）`;
  const ready = ids.length >= COMPARISON_LIMITS.min && ids.length <= COMPARISON_LIMITS.max;
  const hint = ready ? undefined : `${COMPARISON_LIMITS.min}〜${COMPARISON_LIMITS.max}件を選ぶと比較できます`;

  if (!allowed) {
    return (
      <GatedButton
        to={`${location.pathname}${location.search}`}
        level={level}
        variant="outlined"
        size="small"
        startIcon={<CompareArrowsIcon />}
      >
        {label}
      </GatedButton>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<CompareArrowsIcon />}
        disabled={!ready}
        title={hint}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open && <ComparisonDialog open onClose={() => setOpen(false)} type={type} ids={ids} />}
    </>
  );
}
