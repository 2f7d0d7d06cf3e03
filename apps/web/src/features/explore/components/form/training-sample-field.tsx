import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { EXPLORATION_LIMITS, TRAINING_SAMPLE_RULE } from '@app/contract/explorations';
import type { ExploreFormValues } from '../../utils/form-values';
import { SelectField } from './select-field';
import { formatJaNumber } from '../../../../lib/ja-number';

const OPTIONS = EXPLORATION_LIMITS.trainingRowChoices.map((rows) => ({
  value: String(rows),
  label: `${formatJaNumber(rows)}件${rows === EXPLORATION_LIMITS.defaultTrainingRows ? '（標準）' : ''}`,
}));

/**
 * How many examples the model learns from (issue 17, point 6: the sample used to be silent). Shows the
 * scope's count against the chosen size and the rule by which examples are picked; the server checks
 * the size against the plan's limit (contract: trainingRows).
 */
export function TrainingSampleField({
  control,
  chosen,
  examplesInScope,
}: {
  control: Control<ExploreFormValues>;
  chosen: string;
  examplesInScope: number | null;
}) {
  const rows = Number(chosen);
  const summary =
    examplesInScope === null || !Number.isFinite(rows)
      ? null
      : examplesInScope > rows
        ? `対象の実施例 ${formatJaNumber(examplesInScope)} 件のうち、最大 ${formatJaNumber(rows)} 件で学習します。`
        : `対象の実施例 ${formatJaNumber(examplesInScope)} 件を、すべて学習に使えます（値のそろわない実施例は除きます）。`;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: '16rem 1fr' },
        alignItems: 'start',
      }}
    >
      <SelectField
        control={control}
        name="trainingRows"
        label="学習に使う実施例数（上限）"
        options={OPTIONS}
        hint={`多いほど精度が上がりやすく、計算に時間がかかります（最大 ${formatJaNumber(EXPLORATION_LIMITS.maxTrainingRows)} 件）。`}
      />
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        {summary && (
          <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="training-sample-summary">
            {summary}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {TRAINING_SAMPLE_RULE}
        </Typography>
      </Box>
    </Box>
  );
}
