import { toNumber, type ExploreFormValues } from './form-values';
import { formatValue } from './format';

export type VariableLabel = { key: string; name: string; max: number | null };

/**
 * Constraints that cannot all hold, found before anything is sent (the server explains the subtler cases
 * in its result). Each hint says what clashes and with which numbers, in Japanese.
 */
export function feasibilityHints(
  values: Pick<
    ExploreFormValues,
    'sumEnabled' | 'sumTotal' | 'maxIngredients' | 'limits' | 'groups' | 'inputs'
  >,
  ingredients: readonly VariableLabel[],
): string[] {
  const hints: string[] = [];
  const chosen = ingredients.filter((v) => values.inputs.includes(v.key));
  const nameOf = (key: string) => ingredients.find((v) => v.key === key)?.name ?? key;
  const limitOf = (key: string) => values.limits.find((row) => row.key === key);
  const num = (text: string | undefined) => {
    const n = toNumber(text ?? '');
    return n !== undefined && Number.isFinite(n) ? n : undefined;
  };

  const fixed = chosen.flatMap((v) => {
    const value = num(limitOf(v.key)?.fixed);
    return value === undefined ? [] : [{ key: v.key, value }];
  });
  const fixedSum = fixed.reduce((s, f) => s + f.value, 0);

  for (const v of chosen) {
    const row = limitOf(v.key);
    const [min, max, fix] = [num(row?.min), num(row?.max), num(row?.fixed)];
    if (fix !== undefined && ((min !== undefined && fix < min) || (max !== undefined && fix > max))) {
      hints.push(`「${v.name}」の固定値 ${formatValue(fix)} が、下限・上限の範囲の外にあります。`);
    }
  }

  const total = values.sumEnabled ? num(values.sumTotal) : undefined;
  if (total !== undefined) {
    if (fixedSum > total) {
      hints.push(
        `固定した成分の合計（${formatValue(fixedSum)}）が合計値（${formatValue(total)}）を超えています。固定値を減らすか、合計値を見直してください。`,
      );
    }
    const minSum = chosen.reduce((s, v) => {
      const row = limitOf(v.key);
      return s + (num(row?.fixed) ?? num(row?.min) ?? 0);
    }, 0);
    if (minSum > total && minSum !== fixedSum) {
      hints.push(
        `成分の下限（固定値を含む）の合計（${formatValue(minSum)}）が合計値（${formatValue(total)}）を超えています。下限を下げてください。`,
      );
    }
    const maxes = chosen.map((v) => {
      const row = limitOf(v.key);
      return num(row?.fixed) ?? num(row?.max) ?? v.max;
    });
    if (chosen.length > 0 && maxes.every((m): m is number => m !== null && m !== undefined)) {
      const maxSum = maxes.reduce((s, m) => s + m, 0);
      if (maxSum < total) {
        hints.push(
          `成分の上限（指定がない成分は学習データの最大値）の合計（${formatValue(maxSum)}）が合計値（${formatValue(total)}）に届きません。上限を上げるか、成分を増やしてください。`,
        );
      }
    }
  }

  const k = num(values.maxIngredients);
  const fixedNonZero = fixed.filter((f) => f.value !== 0);
  if (k !== undefined && fixedNonZero.length > k) {
    hints.push(
      `0 以外に固定した成分が ${fixedNonZero.length} 種類（${fixedNonZero.map((f) => nameOf(f.key)).join('、')}）あり、成分数の上限（${formatValue(k)}）を超えています。`,
    );
  }
  if (k !== undefined && total !== undefined && chosen.length > 0) {
    const largest = chosen
      .map((v) => num(limitOf(v.key)?.max) ?? v.max)
      .filter((m): m is number => m !== null && m !== undefined)
      .sort((a, b) => b - a);
    if (largest.length === chosen.length) {
      const reachable = largest.slice(0, k).reduce((s, m) => s + m, 0);
      if (reachable < total) {
        hints.push(
          `成分数を ${formatValue(k)} 種類までにすると、上限の大きい成分を選んでも合計が ${formatValue(reachable)} までしか届かず、合計値（${formatValue(total)}）にできません。`,
        );
      }
    }
  }

  for (const group of values.groups) {
    const groupMax = num(group.max);
    const groupMin = num(group.min);
    const inGroup = fixed.filter((f) => group.inputs.includes(f.key));
    const groupFixed = inGroup.reduce((s, f) => s + f.value, 0);
    const label = group.name.trim() || 'グループ';
    if (groupMax !== undefined && inGroup.length > 0 && groupFixed > groupMax) {
      hints.push(
        `「${label}」に含まれる固定成分の合計（${formatValue(groupFixed)}）がグループの上限（${formatValue(groupMax)}）を超えています。`,
      );
    }
    if (groupMin !== undefined && total !== undefined && groupMin > total) {
      hints.push(
        `「${label}」の下限（${formatValue(groupMin)}）が合計値（${formatValue(total)}）を超えています。`,
      );
    }
  }
  return hints;
}
