import type { PropertyValueView } from '@app/contract/catalogue';
import { shownDecimals } from '@app/contract/display-numbers';
import { customaryUnit } from '@app/contract/display-units';
import { displayUnit } from '../../../../lib/display-unit';
import { formatJaNumber } from '../../../../lib/ja-number';

/**
 * Numbers as a Japanese datasheet prints them: grouped thousands, decimals by magnitude (shownDecimals, the
 * rule the CSV export rounds by, so a file holds the number the page shows).
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  return formatJaNumber(value, { maximumFractionDigits: shownDecimals(value) });
}

/** 「1.15」 for a dimensionless value (never 「1.15 -」), else 「128.5 MPa」. */
export function withUnit(value: number, unit: string | null | undefined): string {
  const shown = displayUnit(unit);
  return shown ? `${formatNumber(value)} ${shown}` : formatNumber(value);
}

/** ISO date → 2021/03/01 (J-PlatPat's notation); null → '—'. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[1]}/${match[2]}/${match[3]}` : date;
}

/** A claimed range in words: 10〜50 質量部, 2,000 MPa 以上, 5 μm 未満. */
export function formatRange(range: {
  min: number | null;
  max: number | null;
  minInclusive: boolean;
  maxInclusive: boolean;
  unit: string;
}): string {
  const unit = displayUnit(range.unit) ? ` ${displayUnit(range.unit)}` : '';
  if (range.min !== null && range.max !== null) {
    const low = `${formatNumber(range.min)}${range.minInclusive ? '' : '（含まず）'}`;
    const high = `${formatNumber(range.max)}${range.maxInclusive ? '' : '（含まず）'}`;
    return `${low}〜${high}${unit}`;
  }
  if (range.min !== null) return `${formatNumber(range.min)}${unit} ${range.minInclusive ? '以上' : '超'}`;
  if (range.max !== null) return `${formatNumber(range.max)}${unit} ${range.maxInclusive ? '以下' : '未満'}`;
  return '—';
}

/** The value a table shows first: an ordinal's label (V-0), else the display unit, else as stored. */
export function shownValue(value: PropertyValueView): string {
  if (value.level) return value.level;
  if (value.displayValue !== null && value.displayUnit)
    return withUnit(value.displayValue, value.displayUnit);
  return withUnit(value.value, value.unit);
}

/** The value as the source printed it, or null when it is the value already shown. */
export function originalOf(value: PropertyValueView): string | null {
  const original =
    value.originalText ??
    (value.originalValue !== null ? withUnit(value.originalValue, value.originalUnit) : null);
  return original && original !== shownValue(value) ? original : null;
}

/**
 * A process condition as the page shows it: in its customary unit when it has one (a 加硫時間 printed in
 * minutes stays 「10 min」, never its stored 「0.1667 h」; one printed in hours reads 「30 min」), with the
 * patent's own notation beside it only when that differs.
 */
export function conditionText(condition: {
  name: string;
  value: number;
  unit: string;
  valueCanonical: number | null;
  unitCanonical: string | null;
}): { shown: string; printed: string | null } {
  const printed = withUnit(condition.value, condition.unit);
  const customary =
    condition.valueCanonical !== null ? customaryUnit(condition.name, condition.unitCanonical) : null;
  if (!customary) return { shown: printed, printed: null };
  const shown = withUnit(customary.toDisplay(condition.valueCanonical!), customary.unit);
  return { shown, printed: shown === printed ? null : printed };
}
