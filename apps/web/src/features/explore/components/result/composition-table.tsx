import Box from '@mui/material/Box';
import type { VariableInfo } from '@app/contract/explorations';
import { PhraseText } from '../../../../components/phrase-text';
import { displayUnit } from '../../../../lib/display-unit';
import { formatAmount, formatValue } from '../../utils/format';

const isIngredientKind = (v: VariableInfo) => v.kind === 'ingredient' || v.kind === 'csvInput';

/**
 * A composition as the small table a chemist writes it down as (issue 17, point 6): one ingredient per
 * line, largest first, amounts to a weighable precision; then the process conditions with their units.
 */
export function CompositionTable({
  inputs,
  variables,
  label,
}: {
  inputs: Record<string, number>;
  variables: readonly VariableInfo[];
  label: string;
}) {
  const ingredients = variables
    .filter((v) => isIngredientKind(v) && Math.abs(inputs[v.key] ?? 0) > 1e-9)
    .sort((a, b) => (inputs[b.key] ?? 0) - (inputs[a.key] ?? 0));
  const conditions = variables.filter((v) => !isIngredientKind(v) && inputs[v.key] !== undefined);
  const cell = { py: 0.125, pr: 1.5, fontSize: '0.8125rem', whiteSpace: 'nowrap' } as const;
  // On a phone a long name (N-シクロヘキシル-2-ベンゾチアゾリルスルフェンアミド) wraps: kept on one line it
  // pushed every amount off the screen, leaving a list of names. It wraps between words, in a column of at
  // least 9 characters (the inner box: Chrome ignores min-width on cells) — at 5–6 it read
  // 「アクリロニト/リル・ブタ/ジエンゴム」.
  const name = {
    ...cell,
    textAlign: 'left',
    fontWeight: 400,
    whiteSpace: { xs: 'normal', sm: 'nowrap' },
  } as const;
  const nameText = (text: string) => (
    <Box component="span" sx={{ display: 'block', minWidth: '9em' }}>
      <PhraseText text={text} />
    </Box>
  );
  return (
    <Box component="table" aria-label={label} sx={{ borderCollapse: 'collapse' }}>
      <tbody>
        {ingredients.map((v) => (
          <tr key={v.key}>
            <Box component="th" scope="row" sx={name}>
              {nameText(v.name)}
            </Box>
            <Box component="td" sx={{ ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {formatAmount(inputs[v.key])}
            </Box>
            <Box component="td" sx={{ ...cell, color: 'text.secondary' }}>
              {displayUnit(v.unit)}
            </Box>
          </tr>
        ))}
        {conditions.map((v) => (
          <tr key={v.key}>
            <Box component="th" scope="row" sx={{ ...name, color: 'text.secondary' }}>
              {nameText(v.name)}
            </Box>
            <Box component="td" sx={{ ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {formatValue(inputs[v.key])}
            </Box>
            <Box component="td" sx={{ ...cell, color: 'text.secondary' }}>
              {displayUnit(v.unit)}
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
