import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ForwardResult, PredictionRow } from '@app/contract/explorations';
import { formatValue } from '../../utils/format';
import { nameWithUnit } from '../../../../lib/display-unit';

const EXPLANATION_HEADING = 'この予測を動かした入力';

const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${formatValue(Math.abs(value))}`;

/**
 * Per typed composition and property: the inputs that moved the prediction away from the median
 * recipe (every input at its training median), largest first, as a signed value and a bar — green
 * raises the prediction, red lowers it. Rows computed before explanations existed show nothing.
 */
export function PredictionExplanations({
  rows,
  targets,
}: {
  rows: readonly PredictionRow[];
  targets: ForwardResult['targets'];
}) {
  const items = rows.flatMap((row, index) =>
    targets.flatMap(({ target }) => {
      const why = row.explanations?.[target.key];
      return why && why.contributions.length > 0 ? [{ index, target, why }] : [];
    }),
  );
  if (items.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="prediction-explanations-heading"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography
        id="prediction-explanations-heading"
        component="h4"
        variant="subtitle2"
        sx={{ fontWeight: 700 }}
      >
        {EXPLANATION_HEADING}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        各入力を学習データの中央値から入力した値に変えたとき、予測値がどれだけ動いたかの内訳です（大きい順、最大5件）。
      </Typography>
      {items.map(({ index, target, why }) => {
        const largest = Math.max(...why.contributions.map((c) => Math.abs(c.contribution)));
        const title = `${index + 1}行目・${nameWithUnit(target.name, target.unit)}`;
        return (
          <Box key={`${index}:${target.key}`} sx={{ display: 'grid', gap: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {title}（中央値の配合での予測 {formatValue(why.baseline)}）
            </Typography>
            <Box
              component="ul"
              aria-label={`${title}：${EXPLANATION_HEADING}`}
              sx={{ m: 0, p: 0, listStyle: 'none' }}
            >
              {why.contributions.map((c) => (
                <Box
                  component="li"
                  key={c.input}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: '10rem 6rem 1fr',
                    gap: 1,
                    alignItems: 'center',
                  }}
                >
                  <Typography variant="body2" noWrap title={c.name}>
                    {c.name}
                  </Typography>
                  <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                    {signed(c.contribution)}
                  </Typography>
                  <Box
                    aria-hidden="true"
                    sx={{
                      height: 8,
                      borderRadius: 1,
                      bgcolor: c.contribution >= 0 ? 'success.main' : 'error.main',
                      width: `${largest > 0 ? Math.max(2, (100 * Math.abs(c.contribution)) / largest) : 0}%`,
                    }}
                  />
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
