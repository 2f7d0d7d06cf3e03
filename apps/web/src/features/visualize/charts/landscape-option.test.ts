// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ScatterSeriesOption } from 'echarts/charts';
import { CLUSTERS, POINTS } from '../test/patent-visualization-fixtures';
import { pointsInPeriod, yearBounds } from '../utils/patent-aggregates';
import { clusterColor, NO_CLUSTER_COLOR } from './chart-colors';
import {
  densityCells,
  formatNumber,
  frameOf,
  landscapeClickFilter,
  landscapeOption,
} from './landscape-option';

type Series = ScatterSeriesOption & { id: string };
const seriesOf = (option: ReturnType<typeof landscapeOption>) => option.series as Series[];
const byId = (option: ReturnType<typeof landscapeOption>, id: string) =>
  seriesOf(option).find((series) => series.id === id);
const dataOf = (series: Series | undefined) => (series?.data ?? []) as { value: number[]; name: string }[];

describe('landscapeOption', () => {
  it('draws one series per cluster in its own colour, unclustered patents grey', () => {
    const option = landscapeOption({ all: POINTS, shown: POINTS, clusters: CLUSTERS, colorProperty: null });
    const first = byId(option, 'cluster:0');
    const second = byId(option, 'cluster:1');
    const none = byId(option, 'cluster:none');
    expect(first?.itemStyle?.color).toBe(clusterColor(0));
    expect(second?.itemStyle?.color).toBe(clusterColor(1));
    expect(clusterColor(0)).not.toBe(clusterColor(1));
    expect(none?.itemStyle?.color).toBe(NO_CLUSTER_COLOR);
    expect(first?.name).toBe('タルク・曲げ弾性率・ポリプロピレン');
    expect(dataOf(first).map((d) => d.name)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(dataOf(second)).toHaveLength(6);
    expect(option.visualMap).toBeUndefined();
  });

  it('labels each cluster with its terms at its centre', () => {
    const option = landscapeOption({ all: POINTS, shown: POINTS, clusters: CLUSTERS, colorProperty: null });
    const labels = byId(option, 'labels');
    expect(dataOf(labels)).toEqual([
      { value: [5, 5, 1], name: 'ポリアミド・ガラス繊維・耐熱' },
      { value: [1, 1, 0], name: 'タルク・曲げ弾性率・ポリプロピレン' },
    ]);
    expect(labels?.label?.show).toBe(true);
  });

  it('shows only the period of the slider but keeps the frame of all points', () => {
    const bounds = yearBounds(POINTS);
    expect(bounds).toEqual([2018, 2021]);
    const shown = pointsInPeriod(POINTS, [2020, 2021], bounds);
    expect(shown.map((p) => p.id)).toEqual(['p4', 'p5', 'p8', 'p9', 'p10', 'p11']);
    // The untouched slider shows everything, the patent without a year included.
    expect(pointsInPeriod(POINTS, [2018, 2021], bounds)).toHaveLength(POINTS.length);

    const narrow = landscapeOption({ all: POINTS, shown, clusters: CLUSTERS, colorProperty: null });
    const full = landscapeOption({ all: POINTS, shown: POINTS, clusters: CLUSTERS, colorProperty: null });
    expect(narrow.xAxis).toEqual(full.xAxis);
    expect(narrow.yAxis).toEqual(full.yAxis);
    expect(dataOf(byId(narrow, 'cluster:0')).map((d) => d.name)).toEqual(['p4', 'p5']);
    expect(byId(narrow, 'cluster:none')).toBeUndefined();

    // A cluster with no patent in the period loses its label.
    const only2018 = pointsInPeriod(POINTS, [2018, 2018], bounds).filter((p) => p.cluster === 1);
    const option = landscapeOption({ all: POINTS, shown: only2018, clusters: CLUSTERS, colorProperty: null });
    expect(dataOf(byId(option, 'labels')).map((d) => d.name)).toEqual(['ポリアミド・ガラス繊維・耐熱']);
  });

  it('shades density from binned counts of the shown points', () => {
    const frame = frameOf(POINTS);
    const cells = densityCells(POINTS, frame);
    expect(cells.reduce((sum, cell) => sum + (cell[4] ?? 0), 0)).toBe(POINTS.length);
    for (const [x0, y0, x1, y1] of cells) {
      expect(x0).toBeGreaterThanOrEqual(frame.xMin - 1e-9);
      expect(x1).toBeLessThanOrEqual(frame.xMax + 1e-9);
      expect(y1! - y0!).toBeGreaterThan(0);
    }
    const option = landscapeOption({ all: POINTS, shown: POINTS, clusters: CLUSTERS, colorProperty: null });
    const density = seriesOf(option).find((series) => series.id === 'density') as unknown as {
      type: string;
      data: number[][];
      silent: boolean;
    };
    expect(density.type).toBe('custom');
    expect(density.silent).toBe(true);
    expect(density.data).toEqual(cells);
  });

  it('colours by a property value with a continuous scale, patents without a value apart', () => {
    const option = landscapeOption({
      all: POINTS,
      shown: POINTS,
      clusters: CLUSTERS,
      colorProperty: { name: '曲げ弾性率', unit: 'GPa' },
    });
    expect(dataOf(byId(option, 'values')).map((d) => d.value[3])).toEqual([2.1, 2.6, 1.8, 3.0]);
    expect(dataOf(byId(option, 'no-value'))).toHaveLength(8);
    expect(option.visualMap).toMatchObject({
      type: 'continuous',
      seriesId: 'values',
      dimension: 3,
      min: 1.8,
      max: 3,
      text: ['3 GPa', '1.8'],
    });
  });
});

describe('landscapeClickFilter', () => {
  it("turns a click on a point or a label into its cluster's filter", () => {
    expect(landscapeClickFilter({ seriesId: 'cluster:1', value: [5, 5, 1, Number.NaN] }, CLUSTERS)).toEqual({
      kind: 'cluster',
      id: 1,
      label: 'ポリアミド・ガラス繊維・耐熱',
    });
    expect(landscapeClickFilter({ seriesId: 'labels', value: [1, 1, 0] }, CLUSTERS)).toEqual({
      kind: 'cluster',
      id: 0,
      label: 'タルク・曲げ弾性率・ポリプロピレン',
    });
    expect(landscapeClickFilter({ seriesId: 'cluster:none', value: [3, 3, -1, 0] }, CLUSTERS)).toEqual({
      kind: 'cluster',
      id: null,
      label: '未分類',
    });
    expect(landscapeClickFilter({ seriesId: 'density', value: [0, 0, 1, 1, 3] }, CLUSTERS)).toBeNull();
    expect(landscapeClickFilter(null, CLUSTERS)).toBeNull();
  });
});

describe('formatNumber', () => {
  it('rounds to three significant digits without exponents', () => {
    expect(formatNumber(1234.5)).toBe('1,230');
    expect(formatNumber(0.012345)).toBe('0.0123');
    expect(formatNumber(2.6)).toBe('2.6');
    expect(formatNumber(12)).toBe('12');
  });
});
