import { memo, useMemo, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import {
  CATALOGUE_LIMITS,
  formatPropertyRange,
  type PropertyDefView,
  type PropertyRangeParam,
} from '@app/contract/catalogue';
import { requiredLevelOf } from '@app/contract/plans';
import { GatedButton, useGate } from '../../../../components/gated-link';
import {
  newRangeRow,
  rowsFromRanges,
  validateRangeRows,
  type RangeRow,
  type RangeRowErrors,
} from './range-rows';
import { StandardBadge } from './standard-badge';

type Props = {
  defs: readonly PropertyDefView[] | undefined;
  ranges: readonly PropertyRangeParam[];
  /** How the ranges apply on this list. */
  note: string;
  onApply: (ranges: PropertyRangeParam[]) => void;
};

const ADVANCED = requiredLevelOf('advancedSearch');

/** Properties grouped as the datasheets group them (機械的性質, 熱的性質, …), only those with data. */
function groupsOf(defs: readonly PropertyDefView[]) {
  const groups = new Map<string, PropertyDefView[]>();
  for (const def of defs) {
    if (def.count === 0) continue;
    const name = def.group ?? 'その他';
    groups.set(name, [...(groups.get(name) ?? []), def]);
  }
  return [...groups];
}

function BoundField({
  label,
  value,
  def,
  error,
  onChange,
}: {
  label: string;
  value: string;
  def: PropertyDefView | undefined;
  error: boolean;
  onChange: (value: string) => void;
}) {
  if (def?.levels) {
    // Ordinal properties (UL94 V-0 …): choose a level, not a number.
    return (
      <TextField
        select
        size="small"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">指定なし</option>
        {def.levels.map((level) => (
          <option key={level.value} value={String(level.value)}>
            {level.label}
          </option>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' }, inputLabel: { shrink: true } }}
    />
  );
}

function RowEditor({
  row,
  index,
  defs,
  groups,
  errors,
  onChange,
  onRemove,
}: {
  row: RangeRow;
  index: number;
  defs: ReadonlyMap<string, PropertyDefView>;
  groups: [string, PropertyDefView[]][];
  errors: string[] | undefined;
  onChange: (row: RangeRow) => void;
  onRemove: () => void;
}) {
  const def = defs.get(row.propertyId);
  const errorId = `range-row-error-${row.key}`;
  return (
    <Box
      component="fieldset"
      aria-describedby={errors ? errorId : undefined}
      sx={{
        border: 1,
        borderColor: errors ? 'error.main' : 'divider',
        borderRadius: 1,
        p: 1.25,
        m: 0,
        display: 'grid',
        gap: 1,
      }}
    >
      <Box component="legend" sx={{ px: 0.5, fontSize: '0.75rem', color: 'text.secondary' }}>
        条件{index + 1}
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label="物性"
          fullWidth
          value={row.propertyId}
          error={Boolean(errors) && !def}
          onChange={(event) => {
            const next = defs.get(event.target.value);
            onChange({ ...row, propertyId: event.target.value, unit: next?.unit ?? '', min: '', max: '' });
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">物性を選ぶ</option>
          {groups.map(([group, items]) => (
            <optgroup key={group} label={group}>
              {items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </optgroup>
          ))}
        </TextField>
        <IconButton aria-label={`条件${index + 1}を削除`} onClick={onRemove} size="small" sx={{ mt: 0.5 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <BoundField
          label="下限（以上）"
          value={row.min}
          def={def}
          error={Boolean(errors)}
          onChange={(min) => onChange({ ...row, min })}
        />
        <BoundField
          label="上限（以下）"
          value={row.max}
          def={def}
          error={Boolean(errors)}
          onChange={(max) => onChange({ ...row, max })}
        />
        {!def?.levels && (
          <TextField
            select
            size="small"
            label="単位"
            value={row.unit || def?.unit || ''}
            disabled={!def}
            onChange={(event) => onChange({ ...row, unit: event.target.value })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {(def?.units ?? ['']).map((unit) => (
              <option key={unit} value={unit}>
                {unit || '—'}
              </option>
            ))}
          </TextField>
        )}
      </Box>
      {errors && (
        <Box
          id={errorId}
          role="alert"
          sx={{ color: 'error.main', fontSize: '0.75rem', display: 'grid', gap: 0.25 }}
        >
          {errors.map((message) => (
            <span key={message}>{message}</span>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * 物性範囲: any number of "property between min and max in a unit of its family" conditions (standard
 * plan). Without the plan, the section says what it does and its button opens the upgrade modal.
 */
function RangeFilterBuilderView({ defs, ranges, note, onApply }: Props) {
  const gate = useGate(ADVANCED);
  const byId = useMemo(() => new Map((defs ?? []).map((def) => [def.id, def])), [defs]);
  const groups = useMemo(() => groupsOf(defs ?? []), [defs]);
  const applied = ranges.map(formatPropertyRange).join('&');
  const [rows, setRows] = useState<RangeRow[]>(() => rowsFromRanges(ranges));
  const [errors, setErrors] = useState<RangeRowErrors>({});

  // The URL is the truth: back/forward or a removed chip resets the rows to what is applied.
  const [shownApplied, setShownApplied] = useState(applied);
  if (shownApplied !== applied) {
    setShownApplied(applied);
    setRows(rowsFromRanges(ranges));
    setErrors({});
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateRangeRows(rows, byId);
    setErrors(result.errors);
    if (result.valid) onApply(result.ranges);
  };

  return (
    <Box
      component="section"
      aria-labelledby="ranges-title"
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography
        id="ranges-title"
        component="h3"
        variant="subtitle2"
        sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}
      >
        物性範囲
        {!gate.allowed && <StandardBadge />}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {note}
      </Typography>
      {!gate.allowed ? (
        <GatedButton
          to="."
          level={ADVANCED}
          variant="outlined"
          size="small"
          startIcon={<TuneIcon />}
          fullWidth
        >
          物性範囲で絞り込む
        </GatedButton>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label="物性範囲の条件"
          sx={{ display: 'grid', gap: 1 }}
        >
          {rows.map((row, index) => (
            <RowEditor
              key={row.key}
              row={row}
              index={index}
              defs={byId}
              groups={groups}
              errors={errors[row.key]}
              onChange={(next) =>
                setRows((current) => current.map((item) => (item.key === row.key ? next : item)))
              }
              onRemove={() => setRows((current) => current.filter((item) => item.key !== row.key))}
            />
          ))}
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled={!defs || rows.length >= CATALOGUE_LIMITS.maxRanges}
            onClick={() => setRows((current) => [...current, newRangeRow()])}
            sx={{ justifySelf: 'start' }}
          >
            物性の条件を追加
          </Button>
          {(rows.length > 0 || ranges.length > 0) && (
            <Button type="submit" variant="contained" size="small">
              {rows.length === 0 ? '物性の条件を解除' : 'この条件で絞り込む'}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}

/** Memoised: the list page renders again for answers that do not change the ranges (search-list-page.tsx). */
export const RangeFilterBuilder = memo(RangeFilterBuilderView);
