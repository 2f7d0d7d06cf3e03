import type { PropertyValueView } from '@app/contract/catalogue';
import { displayUnit } from '../../../../lib/display-unit';

/** Numbers as a Japanese datasheet prints them: grouped thousands, at most 4 significant decimals. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  const digits = abs >= 1000 ? 0 : abs >= 100 ? 1 : abs >= 1 ? 2 : 4;
  return value.toLocaleString('ja-JP', { maximumFractionDigits: digits });
}

export function withUnit(value: number, unit: string | null | undefined): string {
  // A dimensionless value (比重) stored with "-" as its unit reads 1.15, not 「1.15 -」 (issue 17, point 10).
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
  const unit = range.unit ? ` ${range.unit}` : '';
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
