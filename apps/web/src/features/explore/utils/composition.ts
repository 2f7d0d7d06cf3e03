import type { VariableInfo } from '@app/contract/explorations';
import { formatValue } from './format';

const isIngredientKind = (v: VariableInfo) => v.kind === 'ingredient' || v.kind === 'csvInput';

/** The non-zero ingredients, largest first, then the conditions: 「PP 60 / タルク 30 / EPR 10・混練温度 200」. */
export function describeComposition(
  inputs: Record<string, number>,
  variables: readonly VariableInfo[],
): string {
  const ingredients = variables
    .filter((v) => isIngredientKind(v) && Math.abs(inputs[v.key] ?? 0) > 1e-9)
    .sort((a, b) => (inputs[b.key] ?? 0) - (inputs[a.key] ?? 0))
    .map((v) => `${v.name} ${formatValue(inputs[v.key])}`);
  const conditions = variables
    .filter((v) => !isIngredientKind(v) && inputs[v.key] !== undefined)
    .map((v) => `${v.name} ${formatValue(inputs[v.key])}${v.unit ? ` ${v.unit}` : ''}`);
  return [ingredients.join(' / '), conditions.join('、')].filter(Boolean).join('・') || '—';
}

/** Sum of the ingredient amounts and how many are non-zero (what the sum and count constraints check). */
export function ingredientStats(
  inputs: Record<string, number>,
  variables: readonly VariableInfo[],
): { sum: number; nonZero: number } {
  let sum = 0;
  let nonZero = 0;
  for (const v of variables) {
    if (!isIngredientKind(v)) continue;
    const amount = inputs[v.key] ?? 0;
    sum += amount;
    if (Math.abs(amount) > 1e-9) nonZero += 1;
  }
  return { sum, nonZero };
}
