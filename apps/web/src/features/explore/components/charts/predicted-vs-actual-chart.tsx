import { useMemo } from 'react';
import { Chart } from '../../../../components/charts/chart';
import { CHART_PALETTE, CHART_TEXT, type ChartOption } from '../../../../components/charts/chart-types';
import { errorBarSeries } from '../../../../components/charts/error-bars';
import { formatValue } from '../../utils/format';
import { nameWithUnit } from '../../../../lib/display-unit';

export type PredictedPoint = { actual: number; predicted: number; lower: number; upper: number };

type Props = {
  target: string;
  unit?: string | null;
  points: readonly PredictedPoint[];
  /** Cross-validated R², for the text alternative. */
  r2?: number | null;
  coverage?: number | null;
  exportName?: string;
  title?: string;
  badge?: React.ReactNode;
  caption?: React.ReactNode;
};

/** A round step for about five ticks over `span` (1, 2 or 5 times a power of ten). */
function niceStep(span: number): number {
  const raw = span / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

/** Axis range that holds every point and interval end, on round numbers (both axes share it, so y = x is the diagonal). */
function axisRange(points: readonly PredictedPoint[]): [number, number] {
  const values = points.flatMap((p) => [p.actual, p.predicted, p.lower, p.upper]).filter(Number.isFinite);
  if (values.length === 0) return [0, 1];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const step = niceStep(hi - lo || Math.abs(hi) || 1);
  return [Math.floor(lo / step) * step, Math.ceil(hi / step) * step];
}

function predictedVsActualOption(
  target: string,
  unit: string | null | undefined,
  points: readonly PredictedPoint[],
): ChartOption {
  const [min, max] = axisRange(points);
  const label = nameWithUnit(target, unit);
  const axis = (name: string, gap: number) => ({
    type: 'value' as const,
    name,
    nameLocation: 'middle' as const,
    nameGap: gap,
    min,
    max,
    axisLabel: { formatter: (v: number) => formatValue(v), color: CHART_TEXT.muted },
  });
  return {
    grid: { left: 72, right: 24, top: 40, bottom: 56 },
    legend: { top: 0, data: ['予測値', '90%予測区間', 'y = x（予測と実測が一致）'] },
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const p = Array.isArray(params) ? params[0] : params;
        const value = p?.value;
        if (!Array.isArray(value) || p?.seriesName !== '予測値') return '';
        const [actual, predicted, lower, upper] = value as number[];
        return [
          `実測値: ${formatValue(actual)}`,
          `予測値: ${formatValue(predicted)}`,
          `90%予測区間: ${formatValue(lower)}〜${formatValue(upper)}`,
        ].join('<br/>');
      },
    },
    xAxis: axis(`実測値 ${label}`, 32),
    yAxis: axis(`予測値 ${label}`, 56),
    dataZoom: [
      { type: 'inside', xAxisIndex: 0, filterMode: 'none' },
      { type: 'inside', yAxisIndex: 0, filterMode: 'none' },
    ],
    series: [
      errorBarSeries(
        '90%予測区間',
        points.map((p) => [p.actual, p.lower, p.upper] as const),
        CHART_PALETTE[1],
      ),
      {
        type: 'scatter',
        name: '予測値',
        symbolSize: 7,
        itemStyle: { color: CHART_PALETTE[0], opacity: 0.85 },
        data: points.map((p) => [p.actual, p.predicted, p.lower, p.upper]),
        z: 3,
      },
      {
        type: 'line',
        name: 'y = x（予測と実測が一致）',
        itemStyle: { color: CHART_TEXT.muted },
        data: [
          [min, min],
          [max, max],
        ],
        symbol: 'none',
        lineStyle: { type: 'dashed', color: CHART_TEXT.muted, width: 1 },
        silent: true,
        z: 2,
      },
    ],
  };
}

/** Cross-validated predictions against measurements, one point per example, with 90 % intervals. */
export function PredictedVsActualChart({
  target,
  unit,
  points,
  r2,
  coverage,
  exportName,
  title,
  badge,
  caption,
}: Props) {
  const option = useMemo(() => predictedVsActualOption(target, unit, points), [target, unit, points]);
  const summary =
    `${target}の予測値と実測値の散布図。${points.length}件の実施例。` +
    (r2 !== null && r2 !== undefined ? `決定係数 R² は ${formatValue(r2)}。` : '') +
    (coverage !== null && coverage !== undefined
      ? `90%予測区間に実測値が入った割合は ${Math.round(coverage * 100)}%。`
      : '');
  return (
    <Chart
      option={option}
      title={title ?? `${target}：予測値と実測値`}
      badge={badge}
      summary={summary}
      caption={
        caption ??
        '交差検証で、学習に使わなかった実施例を予測した結果です。点が破線（y = x）に近いほど予測が正確です。縦線は 90% 予測区間です。'
      }
      exportName={exportName}
    />
  );
}
