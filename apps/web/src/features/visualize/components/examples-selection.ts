import type { ExampleVisualization } from '@app/contract/visualization';

/**
 * Box selection of the example scatter, as pure functions over the columnar point arrays: the chart's
 * brush and the keyboard range inputs both end in a rectangle, and the selected examples are the points
 * inside it. Indexes are kept in an Int32Array (50,000 points stay one small buffer, never 50,000 objects).
 */

/** A closed rectangle in axis units; an open side is ±Infinity. */
export type SelectionRect = { xMin: number; xMax: number; yMin: number; yMax: number };

/** Indexes of the points inside `rect` (edges included), in point order. One pass, no allocation per point. */
export function pointsInRect(x: ArrayLike<number>, y: ArrayLike<number>, rect: SelectionRect): Int32Array {
  const n = Math.min(x.length, y.length);
  const hits = new Int32Array(n);
  let count = 0;
  const { xMin, xMax, yMin, yMax } = rect;
  for (let i = 0; i < n; i++) {
    const xi = x[i]!;
    const yi = y[i]!;
    if (xi >= xMin && xi <= xMax && yi >= yMin && yi <= yMax) hits[count++] = i;
  }
  return hits.slice(0, count);
}

/**
 * The rectangle of an ECharts brush area bound to the grid (`coordRange: [[x0, x1], [y0, y1]]`), or null
 * when the event carries none (the brush was cleared or drawn outside the grid).
 */
export function rectFromBrushArea(area: unknown): SelectionRect | null {
  if (!area || typeof area !== 'object') return null;
  const range = (area as { coordRange?: unknown }).coordRange;
  if (!Array.isArray(range) || range.length !== 2) return null;
  const [xs, ys] = range as unknown[];
  if (!isPair(xs) || !isPair(ys)) return null;
  return {
    xMin: Math.min(xs[0], xs[1]),
    xMax: Math.max(xs[0], xs[1]),
    yMin: Math.min(ys[0], ys[1]),
    yMax: Math.max(ys[0], ys[1]),
  };
}

function isPair(value: unknown): value is [number, number] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((v) => typeof v === 'number' && Number.isFinite(v))
  );
}

export function sameRect(a: SelectionRect | null, b: SelectionRect | null): boolean {
  if (a === null || b === null) return a === b;
  return a.xMin === b.xMin && a.xMax === b.xMax && a.yMin === b.yMin && a.yMax === b.yMax;
}

/** The text of the four range inputs. Empty means no bound on that side. */
export type RangeDraft = { xMin: string; xMax: string; yMin: string; yMax: string };

export const EMPTY_RANGE_DRAFT: RangeDraft = { xMin: '', xMax: '', yMin: '', yMax: '' };

export type RangeDraftResult =
  { ok: true; rect: SelectionRect } | { ok: false; errors: Partial<Record<keyof RangeDraft, string>> };

/** Parses a number as typed in Japan: full-width digits, commas as thousands separators, spaces. */
function parseNumber(text: string): number | null {
  const normalised = text
    .normalize('NFKC')
    .replace(/[,\s]/g, '')
    .replace(/[−ー–]/g, '-');
  if (normalised === '') return null;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(normalised)) return Number.NaN;
  return Number(normalised);
}

/** The rectangle the keyboard inputs describe, or a Japanese message for each input that is wrong. */
export function rectFromDraft(draft: RangeDraft): RangeDraftResult {
  const errors: Partial<Record<keyof RangeDraft, string>> = {};
  const read = (key: keyof RangeDraft, open: number) => {
    const value = parseNumber(draft[key]);
    if (value === null) return open;
    if (Number.isNaN(value)) errors[key] = '数値を入力してください（例：12.5）';
    return value;
  };
  const rect = {
    xMin: read('xMin', -Infinity),
    xMax: read('xMax', Infinity),
    yMin: read('yMin', -Infinity),
    yMax: read('yMax', Infinity),
  };
  if (!errors.xMin && !errors.xMax && rect.xMin > rect.xMax) errors.xMax = '上限は下限以上の値にしてください';
  if (!errors.yMin && !errors.yMax && rect.yMin > rect.yMax) errors.yMax = '上限は下限以上の値にしてください';
  if (Object.values(draft).every((text) => text.trim() === ''))
    errors.xMin = '範囲を少なくとも1つ入力してください';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, rect };
}

/** The inputs' text for a rectangle drawn on the chart (rounded for reading; open sides left empty). */
export function draftFromRect(rect: SelectionRect): RangeDraft {
  const text = (value: number) => (Number.isFinite(value) ? String(Number(value.toPrecision(6))) : '');
  return { xMin: text(rect.xMin), xMax: text(rect.xMax), yMin: text(rect.yMin), yMax: text(rect.yMax) };
}

/** 「引張強度 [MPa]」 */
export function axisTitle(axis: { name: string; unit: string }): string {
  return axis.unit ? `${axis.name} [${axis.unit}]` : axis.name;
}

export function kindOf(comparative: boolean): string {
  return comparative ? '比較例' : '実施例';
}

/** The CSV header of the exported points, the axes named with their units. */
export function csvHeader(data: ExampleVisualization): string[] {
  return ['実施例', '種別', '公報番号', '発明の名称', '出願人', axisTitle(data.x), axisTitle(data.y)];
}

/** One CSV row per point of `indexes` (all plotted points when omitted), in the header's order. */
export function csvRows(
  data: ExampleVisualization,
  indexes?: ArrayLike<number>,
): (string | number | null)[][] {
  const { points, patents } = data;
  const count = indexes ? indexes.length : points.x.length;
  const rows = new Array<(string | number | null)[]>(count);
  for (let k = 0; k < count; k++) {
    const i = indexes ? indexes[k]! : k;
    const patent = patents[points.patent[i]!];
    rows[k] = [
      points.label[i] ?? '',
      kindOf(points.comparative[i] ?? false),
      patent?.publicationNumber ?? '',
      patent?.title ?? '',
      patent?.applicant ?? null,
      points.x[i] ?? null,
      points.y[i] ?? null,
    ];
  }
  return rows;
}

const significant = new Intl.NumberFormat('ja-JP', { maximumSignificantDigits: 4 });

/** A value on an axis: 4 significant digits, 「—」 when there is none. */
export function formatAxisValue(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return significant.format(value);
}
