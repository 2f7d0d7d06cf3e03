import type { Composition, ThemeProperty, ThemeVariable } from '../theme-types.js';

/** Amount of a variable, 0 when absent or not finite. */
export function amount(c: Composition, key: string): number {
  const value = c[key];
  return value !== undefined && Number.isFinite(value) ? Math.max(0, value) : 0;
}

/** A condition's value, or `fallback` when the composition does not state it. */
export function condition(c: Composition, key: string, fallback: number): number {
  const value = c[key];
  return value !== undefined && Number.isFinite(value) ? value : fallback;
}

/**
 * Shares of the base variables (they add up to 1). When none is present, the first key is the base:
 * a composition that states only the additives still evaluates.
 */
export function baseShares(c: Composition, keys: readonly string[]): Record<string, number> {
  let total = 0;
  for (const key of keys) total += amount(c, key);
  const shares: Record<string, number> = {};
  keys.forEach((key, index) => {
    shares[key] = total > 0 ? amount(c, key) / total : index === 0 ? 1 : 0;
  });
  return shares;
}

/**
 * Mass fractions in a composition given in parts per 100 parts of the base: the base counts as 100
 * whatever its keys add up to (a missing base is 100 parts of the first key).
 */
export function partsFractions(
  c: Composition,
  baseKeys: readonly string[],
  additiveKeys: readonly string[],
): { fraction: (key: string) => number; baseFraction: number } {
  let additives = 0;
  for (const key of additiveKeys) additives += amount(c, key);
  const total = 100 + additives;
  return { fraction: (key) => amount(c, key) / total, baseFraction: 100 / total };
}

/** Mixes per-base parameters by base shares. */
export function mix(shares: Record<string, number>, values: Record<string, number>): number {
  let sum = 0;
  for (const key of Object.keys(values)) sum += (shares[key] ?? 0) * values[key]!;
  return sum;
}

export function ingredient(
  key: string,
  label: string,
  materialIds: readonly string[],
  step: number,
  unit = '質量部',
): ThemeVariable {
  return { key, kind: 'ingredient', label, unit, materialIds, step };
}

export function conditionVariable(key: string, label: string, unit: string, step: number): ThemeVariable {
  return { key, kind: 'condition', label, unit, materialIds: [], step };
}

export function byKey<T extends { key: string }>(items: readonly T[]): Record<string, T> {
  return Object.fromEntries(items.map((item) => [item.key, item]));
}

export function byProperty(items: readonly ThemeProperty[]): Record<string, ThemeProperty> {
  return Object.fromEntries(items.map((item) => [item.propertyId, item]));
}
