import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useController, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import type { PropertyDefView } from '@app/contract/catalogue';
import { RECOMMENDATION_LIMITS, type RecommendFormValues } from '@app/contract/recommendation';
import { FormTextField } from '../../../components/form/form-text-field';

const WEIGHTS = Array.from(
  { length: RECOMMENDATION_LIMITS.weightMax - RECOMMENDATION_LIMITS.weightMin + 1 },
  (_, i) => RECOMMENDATION_LIMITS.weightMin + i,
);
const WEIGHT_LABELS: Record<number, string> = { 1: '1（参考）', 3: '3（標準）', 5: '5（最重要）' };

/**
 * One weighted property requirement: the property (searchable, grouped), lower/upper bounds and a target in
 * any unit of the property's family, and its weight. Changing the property resets the unit to its usual one.
 */
export function RequirementRow({
  index,
  control,
  setValue,
  defs,
  onRemove,
  removable,
}: {
  index: number;
  control: Control<RecommendFormValues>;
  setValue: UseFormSetValue<RecommendFormValues>;
  defs: readonly PropertyDefView[];
  onRemove: () => void;
  removable: boolean;
}) {
  const name = `requirements.${index}` as const;
  const property = useController({ control, name: `${name}.propertyId` });
  const unit = useController({ control, name: `${name}.unit` });
  const weight = useController({ control, name: `${name}.weight` });
  const propertyId = useWatch({ control, name: `${name}.propertyId` });
  const def = defs.find((item) => item.id === propertyId) ?? null;
  const units = def ? def.units : unit.field.value ? [unit.field.value] : [];
  const label = `要件${index + 1}`;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={label}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(220px, 2fr) repeat(3, 1fr) 1fr 1fr auto' },
          alignItems: 'start',
        }}
      >
        <Autocomplete
          options={defs}
          groupBy={(option) => option.group ?? 'その他'}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          value={def}
          onChange={(_event, next) => {
            property.field.onChange(next?.id ?? '');
            if (next && !next.units.includes(unit.field.value)) {
              setValue(`${name}.unit`, next.unit, { shouldValidate: true });
            }
          }}
          noOptionsText="該当する物性はありません"
          size="small"
          renderInput={(params) => (
            <TextField
              {...params}
              label={`${label}の物性`}
              name={property.field.name}
              inputRef={property.field.ref}
              onBlur={property.field.onBlur}
              error={Boolean(property.fieldState.error)}
              helperText={
                property.fieldState.error?.message ?? (def ? `${def.count}製品に値があります` : '物性を選択')
              }
            />
          )}
        />
        <FormTextField control={control} name={`${name}.min`} label="下限" size="small" autoComplete="off" />
        <FormTextField control={control} name={`${name}.max`} label="上限" size="small" autoComplete="off" />
        <FormTextField
          control={control}
          name={`${name}.target`}
          label="目標値"
          size="small"
          autoComplete="off"
        />
        <TextField
          select
          size="small"
          label="単位"
          name={unit.field.name}
          inputRef={unit.field.ref}
          value={units.includes(unit.field.value) ? unit.field.value : ''}
          onChange={(event) => unit.field.onChange(event.target.value)}
          onBlur={unit.field.onBlur}
          error={Boolean(unit.fieldState.error)}
          helperText={unit.fieldState.error?.message}
        >
          {units.map((item) => (
            <MenuItem key={item} value={item}>
              {item}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="重み"
          name={weight.field.name}
          inputRef={weight.field.ref}
          value={weight.field.value}
          onChange={(event) => weight.field.onChange(Number(event.target.value))}
          onBlur={weight.field.onBlur}
          error={Boolean(weight.fieldState.error)}
          helperText={weight.fieldState.error?.message}
        >
          {WEIGHTS.map((item) => (
            <MenuItem key={item} value={item}>
              {WEIGHT_LABELS[item] ?? String(item)}
            </MenuItem>
          ))}
        </TextField>
        <Tooltip title={removable ? `${label}を削除` : '要件は1つ以上必要です'}>
          <span>
            <IconButton aria-label={`${label}を削除`} onClick={onRemove} disabled={!removable}>
              <DeleteOutlineIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Paper>
  );
}
