import type { MaterialDetail, ProductDetail, PropertyValueView } from '@app/contract/catalogue';
import { formatJaNumber } from '../../lib/ja-number';

/*
 * The rows of a side-by-side comparison: facts first, then one row per property with every item's value
 * in one unit, so values line up and can be compared; a row says whether the items differ and which
 * items hold the highest and lowest value.
 */

export type ComparisonType = 'product' | 'material';
export const COMPARISON_LIMITS = { min: 2, max: 5 } as const;

export interface ComparisonCell {
  text: string;
  /** Comparable number in the row's unit; null when missing or not a number. */
  value: number | null;
  /** Test standard or condition, shown small under the value. */
  note: string | null;
}

export interface ComparisonRow {
  key: string;
  label: string;
  group: 'facts' | 'properties';
  cells: ComparisonCell[];
  differs: boolean;
  /** Indexes of the items with the highest / lowest value (numeric rows whose values differ). */
  highest: number[];
  lowest: number[];
}

const MISSING = '—';

/** Numbers as datasheets print them: grouped thousands, at most 4 significant decimals. */
function formatValue(value: number): string {
  const abs = Math.abs(value);
  const digits = abs >= 1000 ? 0 : abs >= 100 ? 1 : abs >= 1 ? 2 : 4;
  return formatJaNumber(value, { maximumFractionDigits: digits });
}

const PRODUCT_STATUS: Record<string, string> = { active: '販売中', discontinued: '販売終了' };

/** A list as one text, sorted: the same members in another order are no difference. */
const listText = (values: readonly string[]) =>
  [...values].sort((a, b) => a.localeCompare(b, 'ja')).join('、');

function factRow(key: string, label: string, texts: Array<string | null | undefined>): ComparisonRow {
  const cells = texts.map((text) => ({ text: text || MISSING, value: null, note: null }));
  return finish({ key, label, group: 'facts', cells, differs: false, highest: [], lowest: [] });
}

function finish(row: ComparisonRow): ComparisonRow {
  const texts = new Set(row.cells.map((cell) => cell.text));
  const differs = texts.size > 1;
  const numbers = row.cells.map((cell) => cell.value).filter((value): value is number => value !== null);
  if (!differs || numbers.length < 2) return { ...row, differs };
  const max = Math.max(...numbers);
  const min = Math.min(...numbers);
  if (max === min) return { ...row, differs };
  const where = (target: number) =>
    row.cells.flatMap((cell, index) => (cell.value === target ? [index] : []));
  return { ...row, differs, highest: where(max), lowest: where(min) };
}

const propertyKey = (value: PropertyValueView) => value.propertyId ?? `name:${value.name}`;

/** One row per property any item has, in first-seen order, every value in the first item's unit. */
function propertyRows(items: ReadonlyArray<readonly PropertyValueView[]>): ComparisonRow[] {
  const order: string[] = [];
  const first = new Map<string, PropertyValueView>();
  for (const values of items) {
    for (const value of values) {
      const key = propertyKey(value);
      if (first.has(key)) continue;
      first.set(key, value);
      order.push(key);
    }
  }
  return order.map((key) => {
    const sample = first.get(key)!;
    const unit = sample.level ? '' : (sample.displayUnit ?? sample.unit);
    const cells = items.map((values): ComparisonCell => {
      const value = values.find((candidate) => propertyKey(candidate) === key);
      if (!value) return { text: MISSING, value: null, note: null };
      const note = [value.testStandard, value.condition].filter(Boolean).join(' / ') || null;
      if (value.level) return { text: value.level, value: null, note };
      const inUnit =
        value.displayUnit === unit && value.displayValue !== null
          ? value.displayValue
          : value.unit === unit
            ? value.value
            : null;
      if (inUnit !== null) return { text: formatValue(inUnit), value: inUnit, note };
      // Another unit family member that could not be converted: shown with its own unit, not ranked.
      const own = value.displayValue ?? value.value;
      return { text: `${formatValue(own)} ${value.displayUnit ?? value.unit}`, value: null, note };
    });
    return finish({
      key: `property:${key}`,
      label: unit && unit !== '-' ? `${sample.name}（${unit}）` : sample.name,
      group: 'properties',
      cells,
      differs: false,
      highest: [],
      lowest: [],
    });
  });
}

export function productRows(items: readonly ProductDetail[]): ComparisonRow[] {
  return [
    factRow(
      'maker',
      'メーカー',
      items.map((item) => item.maker.name),
    ),
    factRow(
      'category',
      'カテゴリ',
      items.map((item) => item.category.name),
    ),
    factRow(
      'status',
      '販売状況',
      items.map((item) => PRODUCT_STATUS[item.status] ?? item.status),
    ),
    factRow(
      'materials',
      '原料素材',
      items.map((item) => listText(item.materials.map((material) => material.name))),
    ),
    factRow(
      'applications',
      '用途',
      items.map((item) => listText(item.applications)),
    ),
    factRow(
      'features',
      '特長',
      items.map((item) => listText(item.features)),
    ),
    ...propertyRows(items.map((item) => item.properties)),
  ];
}

export function materialRows(items: readonly MaterialDetail[]): ComparisonRow[] {
  return [
    factRow(
      'category',
      '分類',
      items.map((item) => item.categoryLabel),
    ),
    factRow(
      'nameEn',
      '英語名',
      items.map((item) => item.nameEn),
    ),
    factRow(
      'cas',
      'CAS番号',
      items.map((item) => item.casNumber),
    ),
    factRow(
      'formula',
      '化学式',
      items.map((item) => item.formula),
    ),
    ...propertyRows(items.map((item) => item.properties)),
  ];
}
