import type { VariableInfo } from '@app/contract/explorations';

/*
 * Issue 17, point 6: a model's 90 % interval knows no physics — it can run past Shore A 100 or below zero.
 * What leaves the server is cut to the range the property can take: the scale's own limits where the unit
 * has them, and zero where every measured value of the training data is non-negative (a time, a strength,
 * a rate). The engine's numbers are not touched (packages/analysis); this is the presenter's reading of them.
 */

export type ValueRange = { min: number; max: number };

/** Scales with a fixed span (durometer hardness, percentages of a whole). */
const BOUNDED_UNITS: ReadonlyArray<{ test: RegExp; range: ValueRange }> = [
  {
    test: /^(shore|ショア|hd|デュロメータ)\s*[a-z]?$|^(shore|ショア)\s*[a-zＡ-Ｚ]/i,
    range: { min: 0, max: 100 },
  },
  { test: /^(質量|重量|体積|mol|モル)\s*%$|^(wt|vol|mol)\s*%$/i, range: { min: 0, max: 100 } },
];

/** The range a variable's values can take, from its unit and the values measured in the training data. */
export function physicalRange(
  variable: Pick<VariableInfo, 'name' | 'unit'>,
  measured: readonly number[],
): ValueRange {
  const unit = (variable.unit ?? '').trim();
  const bounded = BOUNDED_UNITS.find(({ test }) => test.test(unit));
  if (bounded) return bounded.range;
  if (unit === 'K') return { min: 0, max: Number.POSITIVE_INFINITY };
  if (unit === '℃' || unit === '°C') return { min: -273.15, max: Number.POSITIVE_INFINITY };
  const nonNegative = measured.length > 0 && measured.every((value) => value >= 0);
  return { min: nonNegative ? 0 : Number.NEGATIVE_INFINITY, max: Number.POSITIVE_INFINITY };
}

const clamp = (value: number, range: ValueRange) => Math.min(range.max, Math.max(range.min, value));

/** A prediction with its interval (and mean) inside the property's range. */
export function clipPrediction<P extends { mean: number; lower90: number; upper90: number }>(
  prediction: P,
  range: ValueRange,
): P {
  return {
    ...prediction,
    mean: clamp(prediction.mean, range),
    lower90: clamp(prediction.lower90, range),
    upper90: clamp(prediction.upper90, range),
  };
}

/** Each target's range for a training table (Y holds the measured values, a column per target). */
export function targetRanges(
  targets: readonly Pick<VariableInfo, 'name' | 'unit'>[],
  Y: readonly (readonly (number | null)[])[],
): ValueRange[] {
  return targets.map((target, j) =>
    physicalRange(
      target,
      Y.flatMap((row) => (row[j] === null || row[j] === undefined ? [] : [row[j]])),
    ),
  );
}
