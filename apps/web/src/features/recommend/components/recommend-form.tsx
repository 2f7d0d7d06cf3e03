import { useEffect, useMemo, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useFieldArray, useForm } from 'react-hook-form';
import type { CategoryNode, PropertyDefView } from '@app/contract/catalogue';
import {
  RECOMMENDATION_LIMITS,
  recommendFormSchema,
  type RecommendFormValues,
} from '@app/contract/recommendation';
import { SubmitButton } from '../../../components/form/submit-button';
import { DEFAULT_PROPERTY_ID, newRequirement } from '../utils/recommend-query';
import { categoryOptions } from './category-options';
import { KeywordPicker } from './keyword-picker';
import { RequirementRow } from './requirement-row';

/**
 * The recommendation input: keywords, category and weighted requirements, validated with the contract's
 * schema (its Japanese messages appear under the fields). `fromUrl` values come back from a result page.
 */
export function RecommendForm({
  initial,
  fromUrl,
  defs,
  categories,
  onSubmit,
}: {
  initial: RecommendFormValues;
  fromUrl: boolean;
  defs: readonly PropertyDefView[];
  categories: readonly CategoryNode[];
  onSubmit: (values: RecommendFormValues) => void;
}) {
  const form = useForm<RecommendFormValues>({
    resolver: zodResolver(recommendFormSchema),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, setValue, formState } = form;
  const requirements = useFieldArray({ control, name: 'requirements' });
  const category = useController({ control, name: 'category' });
  const usable = useMemo(() => defs.filter((def) => def.count > 0), [defs]);

  // Another catalogue than the demo one may lack the default property: start with its most common one.
  const adjusted = useRef(false);
  useEffect(() => {
    if (adjusted.current || fromUrl || usable.length === 0) return;
    adjusted.current = true;
    if (usable.some((def) => def.id === DEFAULT_PROPERTY_ID)) return;
    const common = [...usable].sort((a, b) => b.count - a.count)[0]!;
    setValue('requirements.0', newRequirement(common.id, common.unit));
  }, [fromUrl, usable, setValue]);

  const listError = formState.errors.requirements?.root?.message ?? formState.errors.requirements?.message;

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack spacing={3}>
        <section aria-labelledby="recommend-use">
          <Typography id="recommend-use" variant="h6" component="h2" gutterBottom>
            1. 用途とカテゴリ
          </Typography>
          <Stack spacing={2} direction={{ xs: 'column', md: 'row' }}>
            <Box sx={{ flex: 2 }}>
              <KeywordPicker control={control} />
            </Box>
            <TextField
              select
              label="製品カテゴリ"
              sx={{ flex: 1 }}
              name={category.field.name}
              inputRef={category.field.ref}
              value={category.field.value}
              onChange={(event) => category.field.onChange(event.target.value)}
              helperText="下位のカテゴリも含めて探します"
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value="">すべてのカテゴリ</MenuItem>
              {categoryOptions(categories).map((option) => (
                <MenuItem key={option.id} value={option.id} sx={{ pl: 2 + option.depth * 2 }}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </section>

        <section aria-labelledby="recommend-requirements">
          <Typography id="recommend-requirements" variant="h6" component="h2" gutterBottom>
            2. 物性の要件
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            下限・上限・目標値のうち必要なものを入力します（目標値だけのときは ±
            {RECOMMENDATION_LIMITS.targetTolerance * 100}%
            以内で適合）。単位は物性ごとに選べ、製品の値は自動で換算して比べます。
            重みが大きい要件ほどスコアへの影響が大きくなります。
          </Typography>
          <Stack spacing={1.5}>
            {requirements.fields.map((item, index) => (
              <RequirementRow
                key={item.id}
                index={index}
                control={control}
                setValue={setValue}
                defs={usable}
                removable={requirements.fields.length > 1}
                onRemove={() => requirements.remove(index)}
              />
            ))}
          </Stack>
          {listError && (
            <Alert severity="error" sx={{ mt: 1.5 }}>
              {listError}
            </Alert>
          )}
          <Button
            startIcon={<AddIcon />}
            sx={{ mt: 1.5 }}
            disabled={requirements.fields.length >= RECOMMENDATION_LIMITS.maxRequirements}
            onClick={() => requirements.append(newRequirement())}
          >
            要件を追加
          </Button>
        </section>

        <Box>
          <SubmitButton pending={formState.isSubmitting}>この条件でレコメンドする</SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
