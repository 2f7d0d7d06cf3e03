import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import {
  EXPLORATION_LIMITS,
  GOAL_KINDS,
  GOAL_KIND_LABELS,
  type VariableStats,
} from '@app/contract/explorations';
import { defaultGoal, type ExploreFormValues } from '../../utils/form-values';
import { formatValue } from '../../utils/format';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { nameWithUnit } from '../../../../lib/display-unit';

const KIND_OPTIONS = GOAL_KINDS.map((kind) => ({ value: kind, label: GOAL_KIND_LABELS[kind] }));

/** What the inverse analysis aims for, per property: maximise, minimise, a target value or a range. */
export function GoalsSection({
  control,
  targets,
}: {
  control: Control<ExploreFormValues>;
  /** The chosen target variables. */
  targets: readonly VariableStats[];
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'goals' });
  const goals = useWatch({ control, name: 'goals' });
  const { errors } = useFormState({ control, name: 'goals' });
  const arrayError = errors.goals?.root?.message ?? errors.goals?.message;
  const unused = targets.filter((t) => !goals.some((g) => g.target === t.key));
  const options = targets.map((t) => ({ value: t.key, label: nameWithUnit(t.name, t.unit) }));

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {fields.map((field, index) => {
        const goal = goals[index];
        const target = targets.find((t) => t.key === goal?.target);
        const range =
          target && target.min !== null && target.max !== null
            ? `学習データの範囲：${formatValue(target.min)}〜${formatValue(target.max)}`
            : undefined;
        return (
          <Paper
            key={field.id}
            variant="outlined"
            component="fieldset"
            sx={{ p: 2, m: 0, display: 'grid', gap: 1.5 }}
          >
            <Typography component="legend" variant="body2" sx={{ fontWeight: 700, px: 0.5 }}>
              目標 {index + 1}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr', md: '2fr 1fr 1fr 1fr 0.7fr auto' },
                alignItems: 'start',
              }}
            >
              <SelectField
                control={control}
                name={`goals.${index}.target`}
                label="物性"
                options={options}
                size="small"
                hint={range}
              />
              <SelectField
                control={control}
                name={`goals.${index}.kind`}
                label="目標の種類"
                options={KIND_OPTIONS}
                size="small"
              />
              {goal?.kind === 'target' && (
                <NumberField
                  control={control}
                  name={`goals.${index}.value`}
                  label="目標値"
                  unit={target?.unit}
                />
              )}
              {goal?.kind === 'range' && (
                <>
                  <NumberField
                    control={control}
                    name={`goals.${index}.min`}
                    label="下限"
                    unit={target?.unit}
                  />
                  <NumberField
                    control={control}
                    name={`goals.${index}.max`}
                    label="上限"
                    unit={target?.unit}
                  />
                </>
              )}
              {(goal?.kind === 'maximize' || goal?.kind === 'minimize') && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ gridColumn: { md: 'span 2' }, pt: 1 }}
                >
                  {goal.kind === 'maximize' ? 'できるだけ大きくします。' : 'できるだけ小さくします。'}
                </Typography>
              )}
              {goal?.kind === 'target' && <Box sx={{ display: { xs: 'none', md: 'block' } }} />}
              <NumberField
                control={control}
                name={`goals.${index}.weight`}
                label="重み"
                hint="大きいほど優先"
              />
              <IconButton
                onClick={() => remove(index)}
                aria-label={`目標 ${index + 1} を削除`}
                disabled={fields.length <= 1}
                sx={{ mt: 0.5 }}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          </Paper>
        );
      })}
      {arrayError && (
        <Typography color="error" variant="body2" role="alert">
          {arrayError}
        </Typography>
      )}
      <Box>
        <Button
          startIcon={<AddIcon aria-hidden="true" />}
          onClick={() => {
            const next = unused[0];
            if (next) append(defaultGoal(next));
          }}
          disabled={unused.length === 0 || fields.length >= EXPLORATION_LIMITS.maxGoals}
        >
          目標を追加
        </Button>
        {unused.length === 0 && targets.length > 0 && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            選んだ物性すべてに目標があります。物性を増やすには「目的変数（物性）」で選んでください。
          </Typography>
        )}
      </Box>
    </Box>
  );
}
