import type { VisualizationMatrix } from '@app/contract/visualization';
import { CHART_PALETTE, CHART_TEXT, type CartesianChartOption } from '../../../components/charts/chart-types';
import { tooltipLines } from '../../../components/charts/tooltip-html';
import type { ApplicantCount, MatrixColumnKind, YearCount } from '../utils/patent-aggregates';
import type { ListFilter } from '../utils/patent-filters';
import { asClickParams } from './click-params';
import { SCALE_COLORS } from './chart-colors';

/**
 * Options and click readers of the aggregate charts (filing trend, applicant ranking, applicant × year /
 * IPC / theme matrices). Pure functions of the counts, so tests can check them without a canvas.
 */

const axisLabel = { color: CHART_TEXT.muted };

export function trendOption(trend: readonly YearCount[]): CartesianChartOption {
  return {
    grid: { left: 48, right: 16, top: 24, bottom: 32 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: trend.map(({ year }) => String(year)), axisLabel },
    yAxis: { type: 'value', name: '件数', minInterval: 1, axisLabel, nameTextStyle: axisLabel },
    series: [
      {
        type: 'bar',
        id: 'trend',
        name: '出願件数',
        data: trend.map(({ count }) => count),
        itemStyle: { color: CHART_PALETTE[0] },
        emphasis: { itemStyle: { color: CHART_PALETTE[1] } },
        cursor: 'pointer',
      },
    ],
  };
}

export function trendClickFilter(raw: unknown, trend: readonly YearCount[]): ListFilter | null {
  const entry = trend[asClickParams(raw).dataIndex ?? -1];
  return entry ? { kind: 'year', year: entry.year } : null;
}

export function rankingOption(ranking: readonly ApplicantCount[]): CartesianChartOption {
  // Top applicant at the top: a category y axis counts from the bottom, so it is inverted.
  return {
    grid: { left: 8, right: 40, top: 8, bottom: 24, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', minInterval: 1, axisLabel },
    yAxis: {
      type: 'category',
      inverse: true,
      data: ranking.map(({ name }) => name),
      axisLabel: { ...axisLabel, width: 140, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        id: 'ranking',
        name: '特許件数',
        data: ranking.map(({ count }) => count),
        itemStyle: { color: CHART_PALETTE[0] },
        emphasis: { itemStyle: { color: CHART_PALETTE[1] } },
        label: { show: true, position: 'right', color: CHART_TEXT.color },
        cursor: 'pointer',
      },
    ],
  };
}

export function rankingClickFilter(raw: unknown, ranking: readonly ApplicantCount[]): ListFilter | null {
  const entry = ranking[asClickParams(raw).dataIndex ?? -1];
  return entry ? { kind: 'applicant', id: entry.id, name: entry.name } : null;
}

/** Non-zero cells as [column, row, count]; empty cells stay blank rather than the lightest colour. */
export function matrixCells(matrix: VisualizationMatrix): [number, number, number][] {
  return matrix.counts.flatMap((row, r) =>
    row.flatMap((count, c): [number, number, number][] => (count > 0 ? [[c, r, count]] : [])),
  );
}

export function matrixOption(matrix: VisualizationMatrix, columnName: string): CartesianChartOption {
  const max = Math.max(1, ...matrix.counts.flat());
  return {
    grid: { left: 8, right: 16, top: 8, bottom: 64, containLabel: true },
    tooltip: {
      trigger: 'item',
      formatter: (raw) => {
        const value = asClickParams(Array.isArray(raw) ? raw[0] : raw).value as number[] | undefined;
        if (!value) return '';
        const column = matrix.columns[value[0] ?? -1];
        const row = matrix.rows[value[1] ?? -1];
        const title = column?.title ? `（${column.title}）` : '';
        return tooltipLines([
          row?.name,
          `${columnName}: ${column?.code ?? ''}${title}`,
          `${value[2] ?? 0}件`,
        ]);
      },
    },
    xAxis: {
      type: 'category',
      data: matrix.columns.map(({ code }) => code),
      axisLabel: { ...axisLabel, rotate: matrix.columns.length > 10 ? 45 : 0 },
      splitArea: { show: true },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: matrix.rows.map(({ name }) => name),
      axisLabel: { ...axisLabel, width: 140, overflow: 'truncate' },
      splitArea: { show: true },
    },
    visualMap: {
      type: 'continuous',
      min: 0,
      max,
      calculable: false,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemWidth: 12,
      itemHeight: 160,
      text: [`${max}件`, '0'],
      textStyle: { color: CHART_TEXT.muted },
      inRange: { color: SCALE_COLORS },
    },
    series: [
      {
        type: 'heatmap',
        id: 'matrix',
        name: columnName,
        data: matrixCells(matrix),
        label: { show: matrix.columns.length <= 15, color: CHART_TEXT.color, fontSize: 11 },
        itemStyle: { borderColor: '#ffffff', borderWidth: 1 },
        emphasis: { itemStyle: { borderColor: CHART_PALETTE[1], borderWidth: 2 } },
        cursor: 'pointer',
      },
    ],
  };
}

/** A matrix cell filters by its applicant and its column (year, IPC or theme). */
export function matrixClickFilters(
  raw: unknown,
  matrix: VisualizationMatrix,
  kind: MatrixColumnKind,
): ListFilter[] {
  const value = asClickParams(raw).value;
  if (!Array.isArray(value)) return [];
  const column = matrix.columns[Number(value[0])];
  const row = matrix.rows[Number(value[1])];
  if (!column || !row) return [];
  const applicant: ListFilter = { kind: 'applicant', id: row.id, name: row.name };
  if (kind === 'year') return [applicant, { kind: 'year', year: Number(column.code) }];
  return [applicant, { kind, code: column.code, title: column.title }];
}
