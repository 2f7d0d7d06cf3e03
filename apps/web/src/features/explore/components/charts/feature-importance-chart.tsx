import { useMemo } from 'react';
import { Chart } from '../../../../components/charts/chart';
import { CHART_PALETTE, CHART_TEXT, type ChartOption } from '../../../../components/charts/chart-types';
import { formatPercent } from '../../utils/format';

/** `importance`: the input's share (0–1) of the whole permutation importance of the property. */
export type ImportanceItem = { name: string; importance: number };

/**
 * Below this chart width (a phone: 324 px; at 1366 px the chart is 430 px) the names get less room and the
 * importance axis two intervals.
 */
const NARROW_CHART_WIDTH = 400;

/**
 * The bars, most important at the top. On a phone the plot is about 130 px wide: four intervals put
 * 「20%40%60%」 on top of each other (issue 17), so a narrow chart (an ECharts media query, re-applied on
 * resize) asks for two and gives the names less room, and an axis label that would still touch another is
 * hidden.
 */
export function featureImportanceOption(items: readonly ImportanceItem[]): ChartOption {
  const sorted = [...items].sort((a, b) => a.importance - b.importance);
  return {
    grid: { left: 16, right: 48, top: 8, bottom: 32, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (v) => formatPercent(Number(v), 1),
    },
    xAxis: {
      type: 'value',
      name: '重要度（全体に占める割合）',
      nameLocation: 'middle',
      nameGap: 24,
      splitNumber: 4,
      axisLabel: { color: CHART_TEXT.muted, hideOverlap: true, formatter: (v: number) => formatPercent(v) },
    },
    yAxis: {
      type: 'category',
      data: sorted.map((item) => item.name),
      axisLabel: { width: 160, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        name: '重要度',
        data: sorted.map((item) => item.importance),
        itemStyle: { color: CHART_PALETTE[0], borderRadius: [0, 3, 3, 0] },
        label: { show: true, position: 'right', formatter: (p) => formatPercent(Number(p.value), 1) },
        barMaxWidth: 22,
      },
    ],
    media: [
      {
        query: { maxWidth: NARROW_CHART_WIDTH },
        option: {
          grid: { left: 4, right: 44 },
          xAxis: { splitNumber: 2 },
          yAxis: { axisLabel: { width: 120 } },
        },
      },
    ],
  };
}

/** Which inputs the model relies on most for one property. */
export function FeatureImportanceChart({
  target,
  items,
  exportName,
}: {
  target: string;
  items: readonly ImportanceItem[];
  exportName?: string;
}) {
  const option = useMemo(() => featureImportanceOption(items), [items]);
  const top = [...items].sort((a, b) => b.importance - a.importance).slice(0, 3);
  const summary =
    `${target}に効く入力の重要度の棒グラフ。` +
    (top.length > 0 ? `重要度が高い順に ${top.map((t) => t.name).join('、')}。` : '');
  return (
    <Chart
      option={option}
      title={`${target}：入力の重要度`}
      summary={summary}
      caption="その入力の値をでたらめに入れ替えたとき、予測がどれだけ悪くなるかを表します。長い棒ほど、その物性を決めるうえで重要な入力です。"
      height={Math.max(200, items.length * 30 + 60)}
      exportName={exportName}
    />
  );
}
