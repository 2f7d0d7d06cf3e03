import type { AxisOption, ExampleVisualization } from '@app/contract/visualization';
import { CHART_PALETTE, CHART_TEXT, type CartesianChartOption } from '../../../components/charts/chart-types';
import { escapeHtml } from '../../../components/charts/tooltip-html';
import { axisTitle, formatAxisValue, kindOf } from './examples-selection';
import { formatJaNumber } from '../../../lib/ja-number';

/**
 * The ECharts option of the example scatter, built from the columnar answer without one object per point:
 * each colour group is one scatter series whose data is a flat Float64Array ([x0, y0, x1, y1, …]), drawn in
 * ECharts' large mode so 50,000 points stay smooth. Pure, so it is tested without a canvas.
 */

/** Colour groups shown by name; the rest are one grey 「その他」 group (more colours stop being readable). */
export const MAX_COLOUR_GROUPS = 10;
export const OTHER_GROUP = 'その他';
const OTHER_COLOR = '#b0bec5';
/** The chart palette and three more colours that stay apart from it, for ten named groups. */
const GROUP_COLORS = [...CHART_PALETTE, '#d4a017', '#ec407a', '#7cb342'] as const;
const PARETO_COLOR = '#212121';
/** Continuous colour scale of an ingredient amount: light to the brand teal to a dark blue. */
const AMOUNT_COLORS = ['#fff3e0', '#ffb74d', '#00796b', '#1a237e'];
export const PARETO_SERIES = 'パレート解';

export type ColourGroup = { name: string; color: string; indexes: Int32Array };

/** Whether the answer colours by an ingredient amount (a continuous scale) rather than by categories. */
function isContinuousColour(data: Pick<ExampleVisualization, 'colorBy'>): boolean {
  return data.colorBy.startsWith('ingredient:');
}

/**
 * The categorical colour groups, largest first: the `MAX_COLOUR_GROUPS` biggest categories by name and
 * everything else (smaller categories, points without a category) as 「その他」 at the end.
 */
export function colourGroups(
  data: Pick<ExampleVisualization, 'categories' | 'points'>,
  max = MAX_COLOUR_GROUPS,
): ColourGroup[] {
  const { color } = data.points;
  const n = data.points.x.length;
  const categories = data.categories.length;
  const counts = new Int32Array(categories);
  for (let i = 0; i < n; i++) {
    const c = color[i];
    if (c !== null && c !== undefined && c >= 0 && c < categories) counts[c] = (counts[c] ?? 0) + 1;
  }
  const used = [...counts.keys()].filter((c) => counts[c]! > 0);
  used.sort((a, b) => counts[b]! - counts[a]! || a - b);
  const named = used.length > max ? used.slice(0, max) : used;
  // category index → group index; every other index (and null) goes to the last group, その他.
  const groupOf = new Int32Array(categories).fill(named.length);
  named.forEach((c, g) => (groupOf[c] = g));
  const sizes = new Int32Array(named.length + 1);
  const groupIndex = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const c = color[i];
    const g = c !== null && c !== undefined && c >= 0 && c < categories ? groupOf[c]! : named.length;
    groupIndex[i] = g;
    sizes[g] = (sizes[g] ?? 0) + 1;
  }
  const indexes = [...sizes].map((size) => new Int32Array(size));
  const filled = new Int32Array(sizes.length);
  for (let i = 0; i < n; i++) {
    const g = groupIndex[i]!;
    indexes[g]![filled[g]!++] = i;
  }
  const names = uniqueNames(named.map((c) => data.categories[c]?.name || '（不明）'));
  const groups: ColourGroup[] = named.map((_, g) => ({
    name: names[g]!,
    color: GROUP_COLORS[g % GROUP_COLORS.length]!,
    indexes: indexes[g]!,
  }));
  if (sizes[named.length]! > 0)
    groups.push({ name: OTHER_GROUP, color: OTHER_COLOR, indexes: indexes[named.length]! });
  return groups;
}

/** Legend names must differ (two applicants may share a display name): later ones get 「（2）」 etc. */
function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const base = name === OTHER_GROUP ? `${name}（分類）` : name;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}（${n}）`;
  });
}

/** The points of `indexes` as one flat array [x0, y0, (c0,) x1, y1, …] for a large scatter series. */
export function flatPoints(
  points: ExampleVisualization['points'],
  indexes: ArrayLike<number> | null,
  withColour = false,
): Float64Array {
  const n = indexes ? indexes.length : points.x.length;
  const stride = withColour ? 3 : 2;
  const out = new Float64Array(n * stride);
  for (let k = 0; k < n; k++) {
    const i = indexes ? indexes[k]! : k;
    out[k * stride] = points.x[i]!;
    out[k * stride + 1] = points.y[i]!;
    // An ingredient the example does not use is an amount of 0.
    if (withColour) out[k * stride + 2] = points.color[i] ?? 0;
  }
  return out;
}

/** The Pareto front as [x, y] pairs in the answer's order (along x), for the line through it. */
export function paretoLine(data: Pick<ExampleVisualization, 'pareto' | 'points'>): [number, number][] {
  const { x, y } = data.points;
  return data.pareto.filter((i) => i >= 0 && i < x.length).map((i) => [x[i]!, y[i]!]);
}

/** 「大きいほど良い」: the better direction of an axis as the Pareto front takes it. */
function directionText(axis: Pick<AxisOption, 'direction' | 'axis'>): string {
  if (axis.direction === 'lower') return '小さいほど良い';
  if (axis.direction === 'higher') return '大きいほど良い';
  return '多いほど良いとみなします';
}

/** The caption line on the Pareto front: which way is better on each axis. */
export function paretoCaption(data: Pick<ExampleVisualization, 'x' | 'y' | 'pareto'>): string {
  if (data.pareto.length === 0) return '';
  return (
    `黒のひし形と線はパレート解（どちらかの値を悪くしないと他方を良くできない実施例、${formatJaNumber(data.pareto.length)}件）です。` +
    `横軸の${data.x.name}は${directionText(data.x)}、縦軸の${data.y.name}は${directionText(data.y)}として求めています。`
  );
}

/** Min and max of the colour values (null counted as 0), for the continuous scale. */
export function colourExtent(color: readonly (number | null)[]): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const c of color) {
    const v = c ?? 0;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (!Number.isFinite(min)) return [0, 1];
  return min === max ? [min, min + 1] : [min, max];
}

/** What the scatter draws, and for each series the point indexes behind its data (for tooltips). */
export type ScatterModel = {
  option: CartesianChartOption;
  groups: ColourGroup[];
  /** Series index → the point index of each datum; the Pareto series last. */
  seriesPoints: Int32Array[];
};

/**
 * Large mode draws a series as one path, 50,000 points in one pass. Progressive (chunked) rendering is off:
 * with the brush it redraws chunk by chunk on every drag step and trips ECharts' own range checks.
 */
const LARGE = { large: true, largeThreshold: 2_000, progressive: 0 } as const;

/** The scatter of the answer: one series per colour group (or one with a colour scale), the Pareto front on top. */
export function buildScatterModel(data: ExampleVisualization, colourLabel: string): ScatterModel {
  const continuous = isContinuousColour(data);
  const groups = continuous ? [] : colourGroups(data);
  const all = Int32Array.from(data.points.x.keys());
  const seriesPoints = continuous ? [all] : groups.map((g) => g.indexes);
  const paretoIndexes = Int32Array.from(data.pareto.filter((i) => i >= 0 && i < data.points.x.length));
  seriesPoints.push(paretoIndexes);

  const symbolSize = data.points.x.length > 10_000 ? 4 : data.points.x.length > 1_000 ? 6 : 8;
  const scatterSeries = continuous
    ? [
        {
          type: 'scatter' as const,
          name: colourLabel,
          data: flatPoints(data.points, null, true),
          dimensions: ['x', 'y', 'c'],
          encode: { x: 0, y: 1 },
          symbolSize,
          itemStyle: { opacity: 0.75 },
          ...LARGE,
        },
      ]
    : groups.map((group) => ({
        type: 'scatter' as const,
        name: group.name,
        data: flatPoints(data.points, group.indexes),
        dimensions: ['x', 'y'],
        symbolSize,
        itemStyle: { color: group.color, opacity: 0.7 },
        // 「その他」 (grey) under the named groups, so it never hides them.
        z: group.name === OTHER_GROUP ? 1 : 2,
        ...LARGE,
      }));

  const { points, patents } = data;
  const tooltipOf = (seriesIndex: number, dataIndex: number) => {
    const i = seriesPoints[seriesIndex]?.[dataIndex];
    if (i === undefined) return '';
    const patent = patents[points.patent[i]!];
    const lines = [
      `<b>${escapeHtml(points.label[i] ?? '')}</b>（${kindOf(points.comparative[i] ?? false)}）`,
      escapeHtml(`${patent?.publicationNumber ?? ''} ${patent?.applicant ?? ''}`),
      escapeHtml(`${data.x.name}: ${formatAxisValue(points.x[i])} ${data.x.unit}`),
      escapeHtml(`${data.y.name}: ${formatAxisValue(points.y[i])} ${data.y.unit}`),
    ];
    if (continuous) lines.push(escapeHtml(`${colourLabel}: ${formatAxisValue(points.color[i] ?? 0)}`));
    if (seriesIndex === seriesPoints.length - 1) lines.push('パレート解');
    return lines.join('<br/>');
  };

  const [cMin, cMax] = continuous ? colourExtent(points.color) : [0, 1];
  const axisLabel = { color: CHART_TEXT.muted, formatter: (v: number) => formatAxisValue(v) };
  const option: CartesianChartOption = {
    animation: false,
    grid: { left: 80, right: continuous ? 110 : 190, top: 40, bottom: 64 },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params) => {
        const p = Array.isArray(params) ? params[0] : params;
        return p ? tooltipOf(p.seriesIndex ?? -1, p.dataIndex) : '';
      },
    },
    legend: continuous
      ? { show: false }
      : {
          orient: 'vertical',
          right: 0,
          top: 40,
          width: 180,
          data: [...groups.map((g) => g.name), PARETO_SERIES],
          formatter: (name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name),
          tooltip: { show: true },
        },
    visualMap: continuous
      ? {
          type: 'continuous',
          seriesIndex: 0,
          dimension: 2,
          min: cMin,
          max: cMax,
          calculable: false,
          right: 8,
          top: 'middle',
          itemHeight: 200,
          text: [`${colourLabel}\n${formatAxisValue(cMax)}`, formatAxisValue(cMin)],
          textStyle: { color: CHART_TEXT.muted },
          inRange: { color: AMOUNT_COLORS },
        }
      : undefined,
    xAxis: {
      type: 'value',
      scale: true,
      name: axisTitle(data.x),
      nameLocation: 'middle',
      nameGap: 36,
      axisLabel,
    },
    yAxis: {
      type: 'value',
      scale: true,
      name: axisTitle(data.y),
      nameLocation: 'middle',
      nameGap: 60,
      axisLabel,
    },
    // Box selection: the page puts the chart in rect-brush mode, so dragging on the plot selects. The page
    // finds the points inside the box itself (examples-selection.ts); ECharts' own per-point brush styling
    // is limited to the Pareto series, because restyling 50,000 points on every drag step makes dragging lag.
    brush: {
      seriesIndex: [scatterSeries.length],
      xAxisIndex: 0,
      yAxisIndex: 0,
      brushType: 'rect',
      brushMode: 'single',
      transformable: false,
      throttleType: 'debounce',
      throttleDelay: 120,
      brushStyle: { borderWidth: 1, color: 'rgba(196, 62, 0, 0.08)', borderColor: '#c43e00' },
      outOfBrush: { colorAlpha: 0.25 },
    },
    toolbox: {
      right: 8,
      top: 0,
      feature: { brush: { type: ['rect', 'clear'], title: { rect: '範囲を選択', clear: '選択を解除' } } },
    },
    series: [
      ...scatterSeries,
      {
        type: 'line',
        name: PARETO_SERIES,
        data: paretoLine(data),
        symbol: 'diamond',
        symbolSize: 11,
        showAllSymbol: true,
        lineStyle: { color: PARETO_COLOR, width: 1.5 },
        itemStyle: { color: PARETO_COLOR, borderColor: '#fff', borderWidth: 1 },
        z: 5,
      },
    ],
  };
  return { option, groups, seriesPoints };
}

/** The text alternative of the scatter: what is plotted and the size of the front. */
export function scatterSummary(data: ExampleVisualization): string {
  return (
    `${data.x.name}（横軸）と${data.y.name}（縦軸）の散布図。実施例・比較例 ${formatJaNumber(data.shown)}件を表示、` +
    `パレート解は${formatJaNumber(data.pareto.length)}件。`
  );
}
