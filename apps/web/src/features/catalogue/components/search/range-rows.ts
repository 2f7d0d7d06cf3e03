import { CATALOGUE_LIMITS, type PropertyDefView, type PropertyRangeParam } from '@app/contract/catalogue';
import { displayUnit } from '../../../../lib/display-unit';
import { formatJaNumber } from '../../../../lib/ja-number';

/** One row of the range filter builder as typed (strings until applied). */
export interface RangeRow {
  key: number;
  propertyId: string;
  min: string;
  max: string;
  unit: string;
}

export type RangeRowErrors = Record<number, string[]>;

let nextKey = 1;

export function newRangeRow(initial?: Partial<Omit<RangeRow, 'key'>>): RangeRow {
  nextKey += 1;
  return { key: nextKey, propertyId: '', min: '', max: '', unit: '', ...initial };
}

export function rowsFromRanges(ranges: readonly PropertyRangeParam[]): RangeRow[] {
  return ranges.map((range) =>
    newRangeRow({
      propertyId: range.propertyId,
      min: range.min === null ? '' : String(range.min),
      max: range.max === null ? '' : String(range.max),
      unit: range.unit,
    }),
  );
}

/** A typed bound: '' → null; full-width digits and signs are accepted; anything else is an error. */
function parseBound(text: string): number | null | 'invalid' {
  const normalized = text.normalize('NFKC').replace(/[−ー]/g, '-').replace(/\s+/g, '');
  if (normalized === '') return null;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(normalized)) return 'invalid';
  const value = Number(normalized);
  return Number.isFinite(value) ? value : 'invalid';
}

/**
 * Checks the rows the way the API would, but with a message per row in Japanese. Rows left completely
 * empty are ignored. Returns the ranges to apply when there is no error.
 */
export function validateRangeRows(
  rows: readonly RangeRow[],
  defs: ReadonlyMap<string, PropertyDefView>,
): { ranges: PropertyRangeParam[]; errors: RangeRowErrors; valid: boolean } {
  const errors: RangeRowErrors = {};
  const ranges: PropertyRangeParam[] = [];
  const used = rows.filter((row) => row.propertyId !== '' || row.min.trim() !== '' || row.max.trim() !== '');
  for (const row of used) {
    const messages: string[] = [];
    const def = defs.get(row.propertyId);
    if (!row.propertyId) messages.push('物性を選んでください');
    else if (!def) messages.push('この物性は選べません。一覧から選び直してください');
    const min = parseBound(row.min);
    const max = parseBound(row.max);
    if (min === 'invalid') messages.push('下限は数値で入力してください（例: 2、0.5、1e3）');
    if (max === 'invalid') messages.push('上限は数値で入力してください（例: 2、0.5、1e3）');
    if (min === null && max === null) messages.push('下限と上限の少なくとも一方を入力してください');
    if (typeof min === 'number' && typeof max === 'number' && min > max) {
      messages.push('下限は上限以下の値にしてください');
    }
    const unit = row.unit || def?.unit || '';
    if (def && !def.units.includes(unit) && unit !== def.canonicalUnit) {
      messages.push(`単位「${unit}」は${def.name}には使えません`);
    }
    if (messages.length > 0) {
      errors[row.key] = messages;
      continue;
    }
    ranges.push({
      propertyId: row.propertyId,
      min: min as number | null,
      max: max as number | null,
      unit,
    });
  }
  if (ranges.length > CATALOGUE_LIMITS.maxRanges) {
    const last = used.at(-1);
    if (last) errors[last.key] = [`物性の条件は${CATALOGUE_LIMITS.maxRanges}件までです`];
  }
  return { ranges, errors, valid: Object.keys(errors).length === 0 };
}

/** 曲げ弾性率 ≥ 2 GPa, 2〜3 GPa, ≤ 3 GPa: how an applied range reads in chips and summaries. */
export function describeRange(range: PropertyRangeParam, def: PropertyDefView | undefined): string {
  const name = def?.name ?? range.propertyId;
  const level = (value: number) => def?.levels?.find((item) => item.value === value)?.label;
  const show = (value: number) => level(value) ?? `${formatJaNumber(value)}${unitSuffix(range.unit)}`;
  if (range.min !== null && range.max !== null) return `${name} ${show(range.min)}〜${show(range.max)}`;
  if (range.min !== null) return `${name} ≥ ${show(range.min)}`;
  return `${name} ≤ ${show(range.max ?? 0)}`;
}

function unitSuffix(unit: string): string {
  if (!displayUnit(unit)) return '';
  return /^[%℃‰]/.test(unit) ? unit : ` ${unit}`;
}
