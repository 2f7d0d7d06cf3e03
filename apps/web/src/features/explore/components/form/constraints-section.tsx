import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import type { VariableStats } from '@app/contract/explorations';
import { FormTextField } from '../../../../components/form/form-text-field';
import type { ExploreFormValues } from '../../utils/form-values';
import { formatValue } from '../../utils/format';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { nameWithUnit } from '../../../../lib/display-unit';

function Subheading({ children }: { children: string }) {
  return (
    <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

/** The constraints of the inverse analysis, with the clashes found so far shown as hints. */
export function ConstraintsSection({
  control,
  ingredients,
  hints,
}: {
  control: Control<ExploreFormValues>;
  /** The chosen inputs that are ingredients (sum, count, group and cost constraints apply to them). */
  ingredients: readonly VariableStats[];
  hints: readonly string[];
}) {
  const sumEnabled = useWatch({ control, name: 'sumEnabled' });
  const limits = useFieldArray({ control, name: 'limits' });
  const groups = useFieldArray({ control, name: 'groups' });
  const limitRows = useWatch({ control, name: 'limits' });
  const unit = ingredients[0]?.unit ?? null;
  const options = ingredients.map((v) => ({ value: v.key, label: nameWithUnit(v.name, v.unit) }));
  const unlimited = ingredients.filter((v) => !limitRows.some((row) => row.key === v.key));

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Subheading>合計と成分数</Subheading>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'max-content 12rem 16rem' },
            justifyContent: 'start',
            alignItems: 'start',
          }}
        >
          <Controller
            control={control}
            name="sumEnabled"
            render={({ field }) => (
              <FormControlLabel
                sx={{ mt: 0.5 }}
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    name={field.name}
                  />
                }
                label="成分の合計を一定にする"
              />
            )}
          />
          {sumEnabled ? (
            <NumberField control={control} name="sumTotal" label="合計値" unit={unit} hint="質量% なら 100" />
          ) : (
            <Box />
          )}
          <NumberField
            control={control}
            name="maxIngredients"
            label="使う成分の数の上限"
            hint="空欄なら制限なし（例：3）"
          />
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Subheading>成分ごとの制約</Subheading>
        <Typography variant="body2" color="text.secondary">
          指定しない成分は 0
          から学習データの最大値までの範囲で探します。固定値を入れると、その量に固定します。単価を入れるとコストを計算します。
        </Typography>
        {limits.fields.map((field, index) => {
          const variable = ingredients.find((v) => v.key === limitRows[index]?.key);
          const rowUnit = variable?.unit;
          return (
            <Box
              key={field.id}
              role="group"
              aria-label={`成分の制約 ${index + 1}`}
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr 1fr auto' },
                alignItems: 'start',
              }}
            >
              <Box sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}>
                <SelectField
                  control={control}
                  name={`limits.${index}.key`}
                  label="成分"
                  options={options}
                  size="small"
                  fullWidth
                  hint={
                    variable && variable.max !== null
                      ? `学習データ：${formatValue(variable.min)}〜${formatValue(variable.max)}`
                      : undefined
                  }
                />
              </Box>
              <NumberField control={control} name={`limits.${index}.min`} label="下限" unit={rowUnit} />
              <NumberField control={control} name={`limits.${index}.max`} label="上限" unit={rowUnit} />
              <NumberField control={control} name={`limits.${index}.fixed`} label="固定値" unit={rowUnit} />
              <NumberField control={control} name={`limits.${index}.cost`} label="単価" hint="1単位あたり" />
              <IconButton onClick={() => limits.remove(index)} aria-label={`成分の制約 ${index + 1} を削除`}>
                <DeleteIcon />
              </IconButton>
            </Box>
          );
        })}
        <Box>
          <Button
            startIcon={<AddIcon aria-hidden="true" />}
            disabled={unlimited.length === 0}
            onClick={() => {
              const next = unlimited[0];
              if (next) limits.append({ key: next.key, min: '', max: '', fixed: '', cost: '' });
            }}
          >
            成分の制約を追加
          </Button>
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Subheading>グループの制約</Subheading>
        <Typography variant="body2" color="text.secondary">
          複数の成分の合計に上限・下限をつけます（例：フィラー合計 ≤ 40）。
        </Typography>
        {groups.fields.map((field, index) => (
          <Paper
            key={field.id}
            variant="outlined"
            role="group"
            aria-label={`グループの制約 ${index + 1}`}
            sx={{
              p: 1.5,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 2fr 0.8fr 0.8fr auto' },
              alignItems: 'start',
            }}
          >
            <FormTextField
              control={control}
              name={`groups.${index}.name`}
              label="グループ名"
              size="small"
              placeholder="フィラー"
            />
            <Box sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}>
              <Controller
                control={control}
                name={`groups.${index}.inputs`}
                render={({ field: f, fieldState }) => (
                  <Autocomplete
                    multiple
                    size="small"
                    options={ingredients.map((v) => v.key)}
                    getOptionLabel={(key) => {
                      const v = ingredients.find((i) => i.key === key);
                      return v ? nameWithUnit(v.name, v.unit) : key;
                    }}
                    value={f.value}
                    onChange={(_event, value) => f.onChange(value)}
                    onBlur={f.onBlur}
                    noOptionsText="成分がありません"
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        inputRef={f.ref}
                        label="含める成分"
                        error={Boolean(fieldState.error)}
                        helperText={fieldState.error?.message}
                      />
                    )}
                  />
                )}
              />
            </Box>
            <NumberField control={control} name={`groups.${index}.min`} label="合計の下限" />
            <NumberField control={control} name={`groups.${index}.max`} label="合計の上限" />
            <IconButton
              onClick={() => groups.remove(index)}
              aria-label={`グループの制約 ${index + 1} を削除`}
            >
              <DeleteIcon />
            </IconButton>
          </Paper>
        ))}
        <Box>
          <Button
            startIcon={<AddIcon aria-hidden="true" />}
            disabled={ingredients.length < 2}
            onClick={() => groups.append({ name: '', inputs: [], min: '', max: '' })}
          >
            グループの制約を追加
          </Button>
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Subheading>コスト</Subheading>
        <Typography variant="body2" color="text.secondary">
          「成分ごとの制約」で単価を入れた成分の、単価 × 配合量の合計をコストとします。
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '14rem 14rem' } }}>
          <NumberField control={control} name="costMax" label="コストの上限" hint="空欄なら上限なし" />
          <NumberField
            control={control}
            name="costWeight"
            label="コスト最小化の重み"
            hint="0 または空欄なら目標にしない"
          />
        </Box>
      </Box>

      {hints.length > 0 && (
        <Alert severity="warning" role="status" aria-live="polite">
          <AlertTitle>このままでは条件をすべて満たす配合がありません</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {hints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
