import {
  RECOMMENDATION_LIMITS,
  type RequirementResult,
  type ResolvedRequirement,
} from '@app/contract/recommendation';
import { convert } from '@app/contract/units';

/**
 * The match score of product recommendation, pure (no database), so every number the result page shows can
 * be recomputed from the reasons beside it. Formula (also SCORE_FORMULA of @app/contract/recommendation):
 *
 *   credit c_r = 1 when requirement r is met, 0 when the product has no value for it (unknown), and for a
 *                miss 0.5 × max(0, 1 − |miss| ÷ |bound|) — a near miss keeps some credit, never a full one;
 *   points_r   = 100 × w_r × c_r ÷ Σ w;    score = Σ points_r (0–100).
 *
 * Only a product meeting every requirement reaches 100, so it always outranks one that misses any.
 * Comparisons happen in the requirement's own unit (the product's canonical value converted to it), so the
 * margin shown is in the unit the user typed. Equal scores are ordered by headroom: the weighted mean of
 * each requirement's relative margin (or, with a target inside the bounds, its closeness to the target),
 * capped to −1…1, unknown values counting −1.
 */

/** A datasheet value of the product, canonical unit plus what the datasheet printed. */
export interface ProductValue {
  value: number;
  unit: string;
  originalValue: number;
  originalUnit: string;
  originalText: string | null;
  testStandard: string | null;
  condition: string | null;
}

export interface ProductScore {
  score: number;
  allMet: boolean;
  metCount: number;
  failedCount: number;
  unknownCount: number;
  headroom: number;
  requirements: RequirementResult[];
}

const formatter = new Intl.NumberFormat('ja-JP', { maximumSignificantDigits: 4 });

/** 2403.6 → "2,404"; small differences keep their significant digits. */
export function formatNumber(value: number): string {
  return formatter.format(value);
}

const withUnit = (value: number, unit: string) => `${formatNumber(value)} ${unit}`.trim();

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The scale a margin is relative to: |bound|, or 1 where the bound is 0 (0 ℃, a 0 % change). */
const scaleOf = (bound: number) => (bound === 0 ? 1 : Math.abs(bound));

interface Check {
  bound: 'min' | 'max' | 'target';
  /** Positive = met by, negative = missed by (requirement unit). */
  margin: number;
  relative: number;
  text: string;
}

/** The checks a value must pass: each bound, or (target alone) the ±tolerance window around the target. */
function checksOf(requirement: ResolvedRequirement, value: number): Check[] {
  const { min, max, target, unit } = requirement;
  const checks: Check[] = [];
  if (min !== null) {
    const margin = value - min;
    checks.push({
      bound: 'min',
      margin,
      relative: margin / scaleOf(min),
      text:
        margin >= 0
          ? `下限 ${withUnit(min, unit)} 以上（${withUnit(margin, unit)} 上回る）`
          : `下限 ${withUnit(min, unit)} に ${withUnit(-margin, unit)} 足りない`,
    });
  }
  if (max !== null) {
    const margin = max - value;
    checks.push({
      bound: 'max',
      margin,
      relative: margin / scaleOf(max),
      text:
        margin >= 0
          ? `上限 ${withUnit(max, unit)} 以下（${withUnit(margin, unit)} の余裕）`
          : `上限 ${withUnit(max, unit)} を ${withUnit(-margin, unit)} 超える`,
    });
  }
  if (target !== null && min === null && max === null) {
    const tolerance = RECOMMENDATION_LIMITS.targetTolerance * Math.abs(target);
    const deviation = Math.abs(value - target);
    const margin = tolerance - deviation;
    checks.push({
      bound: 'target',
      margin,
      relative: margin / scaleOf(target),
      text: `目標値 ${withUnit(target, unit)} との差 ${withUnit(deviation, unit)}（許容 ±${withUnit(tolerance, unit)}${margin >= 0 ? ' 以内' : ' を超える'}）`,
    });
  }
  return checks;
}

/** Whether a value in the canonical unit meets a requirement (for the supporting examples' values). */
export function meetsRequirement(requirement: ResolvedRequirement, canonicalValue: number): boolean {
  const value = convert(canonicalValue, requirement.canonicalUnit, requirement.unit);
  return checksOf(requirement, value).every((check) => check.margin >= 0);
}

/** One requirement against the product's value (undefined = the datasheet has none). */
export function evaluateRequirement(
  requirement: ResolvedRequirement,
  productValue: ProductValue | undefined,
  totalWeight: number,
): RequirementResult & { headroom: number } {
  const maxPoints = (100 * requirement.weight) / totalWeight;
  const base = {
    propertyId: requirement.propertyId,
    propertyName: requirement.propertyName,
    weight: requirement.weight,
    maxPoints: round(maxPoints),
  };
  if (!productValue) {
    return {
      ...base,
      status: 'unknown',
      credit: 0,
      points: 0,
      value: null,
      margin: null,
      reason: `${requirement.propertyName}の値が登録されていないため判定できません（不明は0点）`,
      headroom: -1,
    };
  }
  const value = convert(productValue.value, productValue.unit, requirement.unit);
  const checks = checksOf(requirement, value);
  // The deciding check: the worst miss, or (all met) the tightest margin.
  const deciding = checks.reduce((worst, check) => (check.relative < worst.relative ? check : worst));
  const met = deciding.margin >= 0;
  // Rounded before use, so the points shown are exactly weight × the credit shown.
  const credit = met
    ? 1
    : round(RECOMMENDATION_LIMITS.missCreditMax * Math.max(0, 1 - Math.abs(deciding.relative)), 3);
  let headroom = clamp(deciding.relative, -1, 1);
  let targetText = '';
  const { target, min, max } = requirement;
  if (met && target !== null && (min !== null || max !== null)) {
    // With bounds the target is a preference: it orders the products that meet them.
    const deviation = Math.abs(value - target);
    headroom = clamp(1 - deviation / scaleOf(target), -1, 1);
    targetText = `、目標値 ${withUnit(target, requirement.unit)} との差 ${withUnit(deviation, requirement.unit)}`;
  }
  const printed =
    productValue.originalText ?? withUnit(productValue.originalValue, productValue.originalUnit);
  const converted = withUnit(value, requirement.unit);
  const shown = printed === converted ? converted : `${converted}（表記 ${printed}）`;
  return {
    ...base,
    status: met ? 'pass' : 'fail',
    credit,
    points: round(maxPoints * credit),
    value: {
      value,
      unit: requirement.unit,
      canonicalValue: productValue.value,
      canonicalUnit: productValue.unit,
      originalValue: productValue.originalValue,
      originalUnit: productValue.originalUnit,
      originalText: productValue.originalText,
      testStandard: productValue.testStandard,
      condition: productValue.condition,
    },
    margin: {
      bound: deciding.bound,
      value: round(deciding.margin, 6),
      unit: requirement.unit,
      relative: round(deciding.relative, 4),
    },
    reason: `${shown}：${checks.map((check) => check.text).join('、')}${targetText}`,
    headroom,
  };
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Scores one product against every requirement; `values` by requirement propertyId. */
export function scoreProduct(
  requirements: readonly ResolvedRequirement[],
  values: ReadonlyMap<string, ProductValue>,
): ProductScore {
  const totalWeight = requirements.reduce((sum, requirement) => sum + requirement.weight, 0);
  const results = requirements.map((requirement) =>
    evaluateRequirement(requirement, values.get(requirement.propertyId), totalWeight),
  );
  const raw = results.reduce((sum, result) => sum + (100 * result.weight * result.credit) / totalWeight, 0);
  const allMet = results.every((result) => result.status === 'pass');
  // Rounding must not lift a product with a miss to 100 (99.96 → 100.0): it stays just below.
  const score = allMet ? 100 : Math.min(round(raw), 99.9);
  const headroom = results.reduce((sum, result) => sum + result.weight * result.headroom, 0) / totalWeight;
  return {
    score,
    allMet,
    metCount: results.filter((result) => result.status === 'pass').length,
    failedCount: results.filter((result) => result.status === 'fail').length,
    unknownCount: results.filter((result) => result.status === 'unknown').length,
    headroom: round(headroom, 4),
    requirements: results.map(({ headroom: _headroom, ...result }) => result),
  };
}

/** Ranking order: score, then headroom, then name (stable for equal products). */
export function compareScored(
  a: { score: ProductScore; name: string },
  b: { score: ProductScore; name: string },
): number {
  return (
    b.score.score - a.score.score || b.score.headroom - a.score.headroom || a.name.localeCompare(b.name, 'ja')
  );
}
