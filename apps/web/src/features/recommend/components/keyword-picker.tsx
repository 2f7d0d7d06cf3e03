import { useDeferredValue, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import type { RecommendFormValues } from '@app/contract/recommendation';
import { useRecommendKeywords } from '../api/get-form-options';

/**
 * Application keywords (用途): chips, suggested from the products' own keywords as the user types (with the
 * number of products for each); any other word may be typed and added with Enter — it matches keywords
 * that contain it.
 */
export function KeywordPicker({ control }: { control: Control<RecommendFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'keywords' });
  const [input, setInput] = useState('');
  const deferred = useDeferredValue(input.trim());
  const suggestions = useRecommendKeywords(deferred);
  const counts = new Map((suggestions.data?.items ?? []).map((item) => [item.keyword, item.count]));
  const message = fieldState.error?.message ?? fieldState.error?.root?.message;
  const itemError = Array.isArray(fieldState.error)
    ? (fieldState.error as ({ message?: string } | undefined)[]).find(Boolean)?.message
    : undefined;

  return (
    <Autocomplete
      multiple
      freeSolo
      autoHighlight
      filterSelectedOptions
      options={[...counts.keys()]}
      // The server already filtered by prefix and substring: show its order as is.
      filterOptions={(options) => options}
      value={field.value}
      onChange={(_event, value) => field.onChange(value.map((item) => item.trim()).filter(Boolean))}
      inputValue={input}
      onInputChange={(_event, value) => setInput(value)}
      loading={suggestions.isFetching}
      loadingText="候補を読み込んでいます…"
      noOptionsText="該当する用途キーワードはありません"
      renderValue={(values, getItemProps) =>
        values.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option} size="small" {...itemProps} />;
        })
      }
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        const count = counts.get(option);
        return (
          <li key={key} {...rest}>
            {option}
            {count !== undefined && (
              <span style={{ marginLeft: 'auto', paddingLeft: 16, opacity: 0.7 }}>{count}製品</span>
            )}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label="用途キーワード"
          placeholder={field.value.length === 0 ? '例: 自動車内装、コネクタ' : undefined}
          error={Boolean(message ?? itemError)}
          helperText={
            message ??
            itemError ??
            '入力すると登録済みの用途から候補を表示します。Enterで自由な語も追加できます（指定なしは全製品が対象）'
          }
        />
      )}
    />
  );
}
