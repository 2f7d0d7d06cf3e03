import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { FacetValue } from '@app/contract/catalogue';
import { requiredLevelOf } from '@app/contract/plans';
import { useGate } from '../../../../components/gated-link';
import { useBelowFoldReady } from '../../../../lib/first-page-split';
import type { FacetDef } from './list-config';
import { StandardBadge } from './standard-badge';
import { formatJaNumber } from '../../../../lib/ja-number';

const SHOWN = 8;

type Props = {
  facets: readonly FacetDef[];
  /** The answer's facets; undefined while the first answer loads. */
  counts: Readonly<Record<string, readonly FacetValue[]>> | undefined;
  selected: Readonly<Record<string, readonly string[]>>;
  onToggle: (param: string, value: string) => void;
};

/** The URL value of a facet value (yes/no facets: `1` → `true`, `0` → `false`). */
export function paramValue(def: Pick<FacetDef, 'boolean'>, value: string): string {
  return def.boolean ? (value === '1' ? 'true' : 'false') : value;
}

/**
 * Descending, numbers as numbers. Years compare as numbers without Intl: a collator's first use on a page
 * loads ICU's locale data, a long task on a slow phone (lib/ja-number.ts); other values keep the collator.
 */
function newestFirst(a: string | number, b: string | number): number {
  const [x, y] = [Number(a), Number(b)];
  if (String(a).trim() !== '' && String(b).trim() !== '' && Number.isFinite(x) && Number.isFinite(y))
    return y - x;
  return String(b).localeCompare(String(a), 'ja', { numeric: true });
}

function FacetGroup({
  def,
  values,
  selected,
  onToggle,
}: {
  def: FacetDef;
  values: readonly FacetValue[];
  selected: readonly string[];
  onToggle: Props['onToggle'];
}) {
  const [expanded, setExpanded] = useState(false);
  const gate = useGate(def.advanced ? requiredLevelOf('advancedSearch') : 'none');
  const headingId = `facet-${def.facet}`;
  // Years read as a timeline (newest first), other facets by count as the API sends them.
  const sorted =
    def.order === 'value-desc' ? [...values].sort((a, b) => newestFirst(a.value, b.value)) : values;
  // Selected values first, so a choice never disappears behind "more".
  const ordered = [
    ...sorted.filter((value) => selected.includes(paramValue(def, value.value))),
    ...sorted.filter((value) => !selected.includes(paramValue(def, value.value))),
  ];
  const shown = expanded ? ordered : ordered.slice(0, SHOWN);
  // Some 50 checkboxes: on a phone they are below the results, so a document's first list draws them after.
  const ready = useBelowFoldReady();
  if (!ready) return null;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography
        id={headingId}
        component="h3"
        variant="subtitle2"
        sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}
      >
        {def.label}
        {def.advanced && !gate.allowed && <StandardBadge />}
      </Typography>
      {ordered.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          該当なし
        </Typography>
      ) : (
        <Box role="group" aria-labelledby={headingId} sx={{ display: 'grid' }}>
          {shown.map((value) => {
            const param = paramValue(def, value.value);
            const checked = selected.includes(param);
            return (
              <FormControlLabel
                key={value.value}
                sx={{
                  mr: 0,
                  alignItems: 'flex-start',
                  '& .MuiFormControlLabel-label': { pt: '5px', minWidth: 0 },
                }}
                control={
                  <Checkbox
                    size="small"
                    checked={checked}
                    sx={{ py: 0.5 }}
                    aria-haspopup={gate.allowed ? undefined : 'dialog'}
                    onChange={() => (gate.allowed || checked ? onToggle(def.param, param) : gate.onBlocked())}
                  />
                }
                label={
                  <Box
                    component="span"
                    sx={{ display: 'flex', gap: 1, fontSize: '0.875rem', lineHeight: 1.4 }}
                  >
                    <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {value.label}
                    </Box>
                    <Box
                      component="span"
                      sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {formatJaNumber(value.count)}
                    </Box>
                  </Box>
                }
              />
            );
          })}
        </Box>
      )}
      {ordered.length > SHOWN && (
        <Button size="small" onClick={() => setExpanded((open) => !open)} aria-expanded={expanded}>
          {expanded ? '少なく表示' : `すべて表示（${ordered.length}件）`}
        </Button>
      )}
    </Box>
  );
}

/** 絞り込み: one group of checkboxes per facet, each value with its count in the current result. */
function FacetPanelView({ facets, counts, selected, onToggle }: Props) {
  return (
    <Box component="section" aria-labelledby="facets-title">
      <Typography id="facets-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        絞り込み
      </Typography>
      {facets
        .filter((def) => !def.urlOnly)
        .map((def) =>
          counts ? (
            <FacetGroup
              key={def.facet}
              def={def}
              values={counts[def.facet] ?? []}
              selected={selected[def.param] ?? []}
              onToggle={onToggle}
            />
          ) : (
            <Box key={def.facet} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }} aria-hidden>
              <Skeleton width="40%" />
              <Skeleton />
              <Skeleton />
              <Skeleton />
            </Box>
          ),
        )}
    </Box>
  );
}

/** Memoised: the list page renders again for answers that do not change the facets (search-list-page.tsx). */
export const FacetPanel = memo(FacetPanelView);
