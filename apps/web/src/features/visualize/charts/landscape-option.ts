import type { LandscapeCluster, LandscapePoint } from '@app/contract/visualization';
import { BRAND_COLORS } from '../../../config/theme';
import { CHART_TEXT, type CartesianChartOption } from '../../../components/charts/chart-types';
import { escapeHtml } from '../../../components/charts/tooltip-html';
import type { ListFilter } from '../utils/patent-filters';
import { asClickParams } from './click-params';
import { clusterColor, NO_CLUSTER_COLOR } from './chart-colors';
import { formatJaNumber } from '../../../lib/ja-number';

/**
 * The landscape map (特許マップ): every patent at its stored 2-D position (text similarity, computed when
 * the index is built), coloured by cluster or by a property value, over a density shading of binned
 * counts, with each cluster's label at its centre. Axes are fixed to all points of the answer so the map
 * stays put while the time slider narrows the period.
 */

export type LandscapeInput = {
  /** Every point of the answer: fixes the frame. */
  all: readonly LandscapePoint[];
  /** The points of the chosen period: what is drawn and shaded. */
  shown: readonly LandscapePoint[];
  clusters: readonly LandscapeCluster[];
  /** Set when the points are coloured by a property value (`value`) instead of by cluster. */
  colorProperty: { name: string; unit: string } | null;
};

const DENSITY_BINS = { x: 28, y: 18 } as const;
const NO_CLUSTER = -1;

export type Frame = { xMin: number; xMax: number; yMin: number; yMax: number };

/** The bounds of the points with a 4 % margin (a unit square around a single point). */
export function frameOf(points: readonly LandscapePoint[]): Frame {
  if (points.length === 0) return { xMin: 0, xMax: 1, yMin: 0, yMax: 1 };
  let xMin = Infinity;
  let xMax = -Infinity;
  let yMin = Infinity;
  let yMax = -Infinity;
  for (const { x, y } of points) {
    xMin = Math.min(xMin, x);
    xMax = Math.max(xMax, x);
    yMin = Math.min(yMin, y);
    yMax = Math.max(yMax, y);
  }
  const padX = xMax > xMin ? (xMax - xMin) * 0.04 : 0.5;
  const padY = yMax > yMin ? (yMax - yMin) * 0.04 : 0.5;
  return { xMin: xMin - padX, xMax: xMax + padX, yMin: yMin - padY, yMax: yMax + padY };
}

/** Non-empty density cells as [x0, y0, x1, y1, count]. */
export function densityCells(points: readonly LandscapePoint[], frame: Frame): number[][] {
  const width = (frame.xMax - frame.xMin) / DENSITY_BINS.x;
  const height = (frame.yMax - frame.yMin) / DENSITY_BINS.y;
  const counts = new Map<number, number>();
  for (const { x, y } of points) {
    const i = Math.min(DENSITY_BINS.x - 1, Math.max(0, Math.floor((x - frame.xMin) / width)));
    const j = Math.min(DENSITY_BINS.y - 1, Math.max(0, Math.floor((y - frame.yMin) / height)));
    const key = j * DENSITY_BINS.x + i;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].map(([key, count]) => {
    const i = key % DENSITY_BINS.x;
    const j = Math.floor(key / DENSITY_BINS.x);
    const x0 = frame.xMin + i * width;
    const y0 = frame.yMin + j * height;
    return [x0, y0, x0 + width, y0 + height, count];
  });
}

const datum = (point: LandscapePoint) => ({
  value: [point.x, point.y, point.cluster ?? NO_CLUSTER, point.value ?? Number.NaN],
  name: point.id,
});

/** The clusters that have points in the period, with those counts, largest first. */
export function visibleClusters(
  clusters: readonly LandscapeCluster[],
  counts: ReadonlyMap<number | null, number>,
): (LandscapeCluster & { shown: number })[] {
  return clusters
    .map((cluster) => ({ ...cluster, shown: counts.get(cluster.id) ?? 0 }))
    .filter((cluster) => cluster.shown > 0)
    .sort((a, b) => b.shown - a.shown || a.id - b.id);
}

export function landscapeOption(input: LandscapeInput): CartesianChartOption {
  const frame = frameOf(input.all);
  const byId = new Map(input.all.map((point) => [point.id, point]));
  const clusterById = new Map(input.clusters.map((cluster) => [cluster.id, cluster]));
  const counts = new Map<number | null, number>();
  for (const point of input.shown) counts.set(point.cluster, (counts.get(point.cluster) ?? 0) + 1);
  const cells = densityCells(input.shown, frame);
  const densest = Math.max(1, ...cells.map((cell) => cell[4] ?? 0));

  const pointSeries: NonNullable<CartesianChartOption['series']> = [];
  let visualMap: CartesianChartOption['visualMap'];
  const symbolSize = input.shown.length > 2000 ? 4 : input.shown.length > 500 ? 6 : 8;
  const common = { type: 'scatter' as const, symbolSize, z: 3, emphasis: { scale: 1.8 } };

  if (input.colorProperty) {
    const withValue = input.shown.filter((point) => point.value !== null);
    const values = input.all.flatMap((point) => (point.value === null ? [] : [point.value]));
    const min = values.length ? Math.min(...values) : 0;
    const max = values.length ? Math.max(...values) : 1;
    pointSeries.push(
      {
        ...common,
        id: 'no-value',
        name: '値なし',
        data: input.shown.filter((p) => p.value === null).map(datum),
        itemStyle: { color: NO_CLUSTER_COLOR, opacity: 0.6 },
      },
      {
        ...common,
        id: 'values',
        name: input.colorProperty.name,
        data: withValue.map(datum),
        itemStyle: { opacity: 0.85 },
      },
    );
    visualMap = {
      type: 'continuous',
      seriesId: 'values',
      dimension: 3,
      min,
      max: max > min ? max : min + 1,
      calculable: false,
      orient: 'vertical',
      right: 0,
      top: 'middle',
      itemHeight: 140,
      text: [`${formatNumber(max)} ${input.colorProperty.unit}`, formatNumber(min)],
      textStyle: { color: CHART_TEXT.muted },
      inRange: { color: ['#5c6bc0', '#26a69a', '#f9a825', BRAND_COLORS.secondary] },
    };
  } else {
    const groups = new Map<number | null, LandscapePoint[]>();
    for (const point of input.shown) {
      const group = groups.get(point.cluster);
      if (group) group.push(point);
      else groups.set(point.cluster, [point]);
    }
    for (const [id, members] of [...groups.entries()].sort((a, b) => (a[0] ?? -1) - (b[0] ?? -1))) {
      pointSeries.push({
        ...common,
        id: `cluster:${id ?? 'none'}`,
        name: id === null ? '未分類' : (clusterById.get(id)?.label ?? `クラスタ ${id}`),
        data: members.map(datum),
        itemStyle: { color: clusterColor(id), opacity: 0.8 },
      });
    }
  }

  const labelled = visibleClusters(input.clusters, counts);

  return {
    animation: input.shown.length <= 2000,
    grid: { left: 8, right: input.colorProperty ? 72 : 8, top: 8, bottom: 8, containLabel: false },
    xAxis: { type: 'value', min: frame.xMin, max: frame.xMax, show: false },
    yAxis: { type: 'value', min: frame.yMin, max: frame.yMax, show: false },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (raw) => {
        const params = asClickParams(Array.isArray(raw) ? raw[0] : raw);
        if (params.seriesId === 'labels') {
          const cluster = clusterById.get(Number((params.value as number[] | undefined)?.[2]));
          return cluster ? `クラスタ: ${escapeHtml(cluster.label)}<br/>${counts.get(cluster.id) ?? 0}件` : '';
        }
        const point = byId.get(String(params.name));
        if (!point) return '';
        const cluster = point.cluster === null ? null : clusterById.get(point.cluster);
        return [
          `<b>${escapeHtml(point.publicationNumber)}</b> ${escapeHtml(point.title)}`,
          [point.applicant, point.year === null ? null : `${point.year}年`]
            .filter(Boolean)
            .map((s) => escapeHtml(String(s)))
            .join('・'),
          cluster ? `クラスタ: ${escapeHtml(cluster.label)}` : null,
          input.colorProperty && point.value !== null
            ? `${escapeHtml(input.colorProperty.name)}: ${formatNumber(point.value)} ${escapeHtml(input.colorProperty.unit)}`
            : null,
        ]
          .filter(Boolean)
          .join('<br/>');
      },
    },
    visualMap,
    series: [
      {
        type: 'custom',
        id: 'density',
        name: '密度',
        silent: true,
        z: 1,
        data: cells,
        renderItem: (_params, api) => {
          const from = api.coord([api.value(0), api.value(1)]);
          const to = api.coord([api.value(2), api.value(3)]);
          const count = Number(api.value(4));
          return {
            type: 'rect',
            shape: {
              x: from[0]!,
              y: to[1]!,
              width: to[0]! - from[0]!,
              height: from[1]! - to[1]!,
            },
            style: { fill: BRAND_COLORS.primary, opacity: 0.04 + 0.26 * Math.sqrt(count / densest) },
          };
        },
      },
      ...pointSeries,
      {
        type: 'scatter',
        id: 'labels',
        name: 'クラスタ名',
        z: 5,
        symbol: 'circle',
        symbolSize: 10,
        itemStyle: { color: '#263238', borderColor: '#ffffff', borderWidth: 2 },
        label: {
          show: true,
          position: 'top',
          formatter: (params) => clusterById.get(Number((params.value as number[])[2]))?.label ?? '',
          color: '#263238',
          fontWeight: 700,
          fontSize: 12,
          backgroundColor: 'rgba(255,255,255,0.85)',
          padding: [2, 4],
          borderRadius: 3,
        },
        labelLayout: { hideOverlap: true },
        data: labelled.map((cluster) => ({ value: [cluster.x, cluster.y, cluster.id], name: cluster.label })),
      },
    ],
  };
}

/** What a click on the map filters the list to: the cluster of the point or label clicked. */
export function landscapeClickFilter(raw: unknown, clusters: readonly LandscapeCluster[]): ListFilter | null {
  const params = asClickParams(raw);
  if (!params.seriesId || params.seriesId === 'density') return null;
  const value = params.value ?? (params.data as { value?: unknown } | undefined)?.value;
  if (!Array.isArray(value)) return null;
  const id = Number(value[2]);
  if (!Number.isInteger(id)) return null;
  if (id === NO_CLUSTER) return { kind: 'cluster', id: null, label: '未分類' };
  const cluster = clusters.find((c) => c.id === id);
  return { kind: 'cluster', id, label: cluster?.label ?? `クラスタ ${id}` };
}

export function formatNumber(value: number): string {
  // Three significant digits without exponent notation (1234.5 → 1,230; 0.01234 → 0.0123).
  const rounded = Number.isInteger(value) ? value : Number(value.toPrecision(3));
  return formatJaNumber(rounded, { maximumFractionDigits: 10 });
}
