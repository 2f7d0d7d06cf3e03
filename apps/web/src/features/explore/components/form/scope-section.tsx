import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, type Control } from 'react-hook-form';
import {
  EXPLORATION_SCOPE_TYPE_LABELS,
  type ExplorationScopeType,
  type ExplorationTheme,
} from '@app/contract/explorations';
import { FormTextField } from '../../../../components/form/form-text-field';
import type { ExploreFormValues } from '../../utils/form-values';
import { CsvUpload, type LoadedCsv } from './csv-upload';
import { SelectField } from './select-field';
import { formatJaNumber } from '../../../../lib/ja-number';

const SCOPE_TYPES = Object.keys(EXPLORATION_SCOPE_TYPE_LABELS) as ExplorationScopeType[];

export function themeValue(theme: Pick<ExplorationTheme, 'scheme' | 'code'>): string {
  return `${theme.scheme}:${theme.code}`;
}

function themeLabel(theme: ExplorationTheme): string {
  const scheme = theme.scheme === 'ipc' ? 'IPC' : 'Fターム';
  return `${theme.title}（${scheme} ${theme.code}・実施例 ${formatJaNumber(theme.exampleCount)}件）`;
}

/** Which examples the model learns from: a theme, materials, patents, a search, or the user's own CSV. */
export function ScopeSection({
  control,
  scopeType,
  themes,
  themesLoading,
  csv,
  csvError,
  onCsvLoaded,
}: {
  control: Control<ExploreFormValues>;
  scopeType: ExplorationScopeType;
  themes: readonly ExplorationTheme[];
  themesLoading: boolean;
  csv: LoadedCsv | null;
  csvError?: string;
  onCsvLoaded: (csv: LoadedCsv | null) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Controller
        control={control}
        name="scopeType"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormLabel id="scope-type-label">データの選び方</FormLabel>
            <RadioGroup row aria-labelledby="scope-type-label" {...field}>
              {SCOPE_TYPES.map((type) => (
                <FormControlLabel
                  key={type}
                  value={type}
                  control={<Radio size="small" />}
                  label={EXPLORATION_SCOPE_TYPE_LABELS[type]}
                />
              ))}
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />

      {scopeType === 'classification' && (
        <SelectField
          control={control}
          name="theme"
          label="技術分野"
          disabled={themesLoading}
          options={themes.map((theme) => ({ value: themeValue(theme), label: themeLabel(theme) }))}
          hint={
            themesLoading
              ? '技術分野を読み込んでいます…'
              : 'この分類に属する特許の実施例（と比較例）から学習します。'
          }
        />
      )}
      {scopeType === 'materials' && (
        <FormTextField
          control={control}
          name="materialIds"
          label="素材のID"
          autoComplete="off"
          hint="素材詳細ページのアドレス末尾の番号です。複数ある場合はカンマか空白で区切ります（例：12, 15）。これらの素材を使った実施例から学習します。"
        />
      )}
      {scopeType === 'patents' && (
        <FormTextField
          control={control}
          name="patentIds"
          label="特許のID"
          autoComplete="off"
          hint="特許詳細ページのアドレス末尾の番号です。複数ある場合はカンマか空白で区切ります（例：101, 205）。これらの特許の実施例から学習します。"
        />
      )}
      {scopeType === 'search' && (
        <FormTextField
          control={control}
          name="query"
          label="検索語"
          autoComplete="off"
          hint="特許の名称・要約・請求項にすべての語を含む特許の実施例から学習します（例：ポリプロピレン タルク）。"
        />
      )}
      {scopeType === 'csv' && <CsvUpload loaded={csv} error={csvError} onLoaded={onCsvLoaded} />}

      {scopeType !== 'csv' && (
        <Controller
          control={control}
          name="includeComparative"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  name={field.name}
                />
              }
              label="比較例も学習に使う（うまくいかなかった配合も、物性の傾向を知る手がかりになります）"
            />
          )}
        />
      )}
    </Box>
  );
}
