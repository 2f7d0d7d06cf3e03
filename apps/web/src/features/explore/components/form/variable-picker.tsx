import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import type { VariableStats } from '@app/contract/explorations';
import type { ExploreFormValues } from '../../utils/form-values';
import { formatPercent } from '../../utils/format';
import { nameWithUnit } from '../../../../lib/display-unit';

/** Picks input or target variables of the scope, showing each with its unit and how much data it has. */
export function VariablePicker({
  control,
  name,
  label,
  options,
  hint,
  onKeysChange,
  loading,
}: {
  control: Control<ExploreFormValues>;
  name: 'inputs' | 'targets';
  label: string;
  options: readonly VariableStats[];
  hint: string;
  onKeysChange?: (keys: string[]) => void;
  loading?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const byKey = new Map(options.map((option) => [option.key, option]));
  const selected = field.value.map(
    (key) => byKey.get(key) ?? { key, name: key, unit: null, kind: 'ingredient' as const },
  );
  const message = fieldState.error?.message;
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      loading={loading}
      loadingText="読み込み中…"
      noOptionsText="選べる変数がありません"
      options={options}
      value={selected as VariableStats[]}
      isOptionEqualToValue={(option, value) => option.key === value.key}
      getOptionLabel={(option) => nameWithUnit(option.name, option.unit)}
      onChange={(_event, value) => {
        const keys = value.map((v) => v.key);
        field.onChange(keys);
        onKeysChange?.(keys);
      }}
      onBlur={field.onBlur}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {nameWithUnit(option.name, option.unit)}
            <span style={{ marginLeft: 'auto', paddingLeft: 16, color: '#78909c', fontSize: 13 }}>
              {option.count}件（{formatPercent(option.coverage)}）
            </span>
          </li>
        );
      }}
      renderValue={(value, getItemProps) =>
        value.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip key={key} size="small" label={nameWithUnit(option.name, option.unit)} {...itemProps} />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          inputRef={field.ref}
          label={label}
          error={Boolean(message)}
          helperText={message ?? hint}
        />
      )}
    />
  );
}
