import { useMemo } from 'react';
import { Chart } from '../../../../components/charts/chart';
import {
  CHART_PALETTE,
  CHART_TEXT,
  type ChartOption,
  type ParallelChartOption,
} from '../../../../components/charts/chart-types';
import { tooltipLines } from '../../../../components/charts/tooltip-html';
import { formatValue } from '../../utils/format';
import { nameWithUnit } from '../../../../lib/display-unit';

export type ParetoAxis = { name: string; unit?: string | null; direction: string };
export type ParetoPoint = { label: string; values: readonly number[]; compromise: boolean };

const axisLabel = { color: CHART_TEXT.muted, formatter: (v: number) => formatValue(v) };

function tooltipOf(axes: readonly ParetoAxis[]) {
  return (label: string, values: readonly number[]) =>
    tooltipLines([
      label,
      ...axes.map((a, i) => `${nameWithUnit(a.name, a.unit)}: ${formatValue(values[i])}`),
    ]);
}

/** Two goals: the front as a scatter joined in order, the suggested compromise as a large orange mark. */
export function paretoScatterOption(
  axes: readonly ParetoAxis[],
  points: readonly ParetoPoint[],
): ChartOption {
  const [ax, ay] = axes;
  const describe = tooltipOf(axes);
  const front = [...points].sort((a, b) => (a.values[0] ?? 0) - (b.values[0] ?? 0));
  const compromise = points.filter((p) => p.compromise);
  const toDatum = (p: ParetoPoint) => ({ value: [p.values[0] ?? 0, p.values[1] ?? 0], name: p.label });
  return {
    grid: { left: 72, right: 24, top: 40, bottom: 56 },
    legend: { top: 0, data: ['パレート解', '推奨の折衷案'] },
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const p = Array.isArray(params) ? params[0] : params;
        const value = p?.value;
        return Array.isArray(value) ? describe(String(p?.name ?? ''), value as number[]) : '';
      },
    },
    xAxis: {
      type: 'value',
      scale: true,
      name: `${nameWithUnit(ax?.name ?? '', ax?.unit)}（${ax?.direction ?? ''}）`,
      nameLocation: 'middle',
      nameGap: 32,
      axisLabel,
    },
    yAxis: {
      type: 'value',
      scale: true,
      name: `${nameWithUnit(ay?.name ?? '', ay?.unit)}（${ay?.direction ?? ''}）`,
      nameLocation: 'middle',
      nameGap: 56,
      axisLabel,
    },
    series: [
      {
        type: 'line',
        name: 'パレート解',
        data: front.map(toDatum),
        symbol: 'circle',
        symbolSize: 9,
        lineStyle: { color: CHART_PALETTE[0], width: 1.5, type: 'dotted' },
        itemStyle: { color: CHART_PALETTE[0] },
        z: 2,
      },
      {
        type: 'scatter',
        name: '推奨の折衷案',
        data: compromise.map(toDatum),
        symbol: 'diamond',
        symbolSize: 20,
        itemStyle: { color: CHART_PALETTE[1], borderColor: '#fff', borderWidth: 1.5 },
        label: { show: true, position: 'top', formatter: '推奨', color: CHART_PALETTE[1], fontWeight: 700 },
        z: 3,
      },
    ],
  };
}

/** Three or more goals: parallel coordinates, one line per trade-off point, the compromise in orange. */
function paretoParallelOption(
  axes: readonly ParetoAxis[],
  points: readonly ParetoPoint[],
): ParallelChartOption {
  return {
    parallel: { left: 64, right: 96, top: 56, bottom: 32 },
    parallelAxis: axes.map((a, i) => ({
      dim: i,
      name: `${nameWithUnit(a.name, a.unit)}\n（${a.direction}）`,
      scale: true,
      axisLabel,
      nameTextStyle: { color: CHART_TEXT.color, fontSize: 12 },
    })),
    legend: { top: 0, data: ['パレート解', '推奨の折衷案'] },
    tooltip: { trigger: 'item' },
    series: [
      {
        type: 'parallel',
        name: 'パレート解',
        lineStyle: { color: CHART_PALETTE[0], width: 1.5, opacity: 0.5 },
        data: points.filter((p) => !p.compromise).map((p) => ({ value: [...p.values], name: p.label })),
      },
      {
        type: 'parallel',
        name: '推奨の折衷案',
        lineStyle: { color: CHART_PALETTE[1], width: 4, opacity: 1 },
        data: points.filter((p) => p.compromise).map((p) => ({ value: [...p.values], name: p.label })),
      },
    ],
  };
}

/** The trade-off between the goals and the suggested compromise on it. */
export function ParetoChart({
  axes,
  points,
  exportName,
}: {
  axes: readonly ParetoAxis[];
  points: readonly ParetoPoint[];
  exportName?: string;
}) {
  const option = useMemo(
    () => (axes.length === 2 ? paretoScatterOption(axes, points) : paretoParallelOption(axes, points)),
    [axes, points],
  );
  const compromise = points.find((p) => p.compromise);
  const summary =
    `${axes.map((a) => a.name).join('と')}のトレードオフ（パレート解 ${points.length}件）。` +
    (compromise
      ? `推奨の折衷案は${compromise.label}で、${axes
          .map((a, i) => `${a.name} ${formatValue(compromise.values[i])}`)
          .join('、')}。`
      : '');
  return (
    <Chart
      option={option}
      title={`パレート解：${axes.map((a) => a.name).join('・')}`}
      summary={summary}
      caption={
        axes.length === 2
          ? 'どの目標も他を犠牲にせずには改善できない候補（パレート解）です。オレンジのひし形が、すべての目標の理想にもっとも近い推奨の折衷案です。'
          : '線の 1 本が 1 つのパレート解で、各縦軸が目標の予測値です。太いオレンジの線が、すべての目標の理想にもっとも近い推奨の折衷案です。'
      }
      exportName={exportName}
    />
  );
}
