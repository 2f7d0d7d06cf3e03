import { useMemo } from 'react';
import { Chart } from '../../../components/charts/chart';
import { CHART_TEXT, type ChartOption } from '../../../components/charts/chart-types';
import { tooltipLines } from '../../../components/charts/tooltip-html';
import type { Correlation } from '@app/contract/large-patents';
import { formatFixed } from '../utils/format';

/** Blue for negative, near white for none, orange for positive: the sign reads at a glance. */
const SCALE = ['#3f51b5', '#9fa8da', '#f7f7f7', '#ffb74d', '#e65100'];

type Pair = { a: string; b: string; r: number };

/**
 * The matrix without the columns that correlate with nothing (a constant amount such as the base resin at
 * 100 parts has no variance): an empty row and column tell the reader nothing. Returns those names too.
 */
function withoutEmptyColumns(correlation: Correlation): { shown: Correlation; dropped: string[] } {
  const keep = correlation.matrix.map((row, i) => row.some((r, j) => j !== i && r !== null));
  return {
    shown: {
      variables: correlation.variables.filter((_variable, i) => keep[i]),
      matrix: correlation.matrix.filter((_row, i) => keep[i]).map((row) => row.filter((_r, j) => keep[j])),
    },
    dropped: correlation.variables.filter((_variable, i) => !keep[i]).map((variable) => variable.name),
  };
}

/** The off-diagonal pairs, strongest first. */
function strongestPairs(correlation: Correlation): Pair[] {
  const pairs: Pair[] = [];
  const names = correlation.variables.map((variable) => variable.name);
  correlation.matrix.forEach((row, i) =>
    row.forEach((r, j) => {
      if (j > i && r !== null) pairs.push({ a: names[i] ?? '', b: names[j] ?? '', r });
    }),
  );
  return pairs.sort((x, y) => Math.abs(y.r) - Math.abs(x.r));
}

/** The text alternative: how many columns, and the strongest positive and negative pair. */
function correlationSummary(correlation: Correlation): string {
  const pairs = strongestPairs(correlation);
  const positive = pairs.find((pair) => pair.r > 0);
  const negative = pairs.find((pair) => pair.r < 0);
  const parts = [`${correlation.variables.length}列の相関係数のヒートマップ。`];
  if (positive)
    parts.push(`最も強い正の相関は${positive.a}と${positive.b}（r = ${formatFixed(positive.r)}）。`);
  if (negative)
    parts.push(`最も強い負の相関は${negative.a}と${negative.b}（r = ${formatFixed(negative.r)}）。`);
  if (!positive && !negative) parts.push('計算できた相関はありません。');
  return parts.join('');
}

function correlationOption(correlation: Correlation): ChartOption {
  const names = correlation.variables.map((variable) => variable.name);
  const data = correlation.matrix.flatMap((row, i) =>
    row.map((r, j) => ({
      value: [j, i, r ?? '-'] as [number, number, number | string],
      label: { color: r !== null && Math.abs(r) >= 0.7 ? '#ffffff' : CHART_TEXT.color },
    })),
  );
  return {
    grid: { left: 8, right: 16, top: 8, bottom: 56, containLabel: true },
    tooltip: {
      formatter: (params) => {
        const value = (params as unknown as { value: [number, number, number | string] }).value;
        const r = typeof value[2] === 'number' ? formatFixed(value[2]) : '計算できません';
        return tooltipLines([`${names[value[1]] ?? ''} × ${names[value[0]] ?? ''}`, `r = ${r}`]);
      },
    },
    xAxis: {
      type: 'category',
      data: names,
      axisLabel: { rotate: 35, interval: 0, width: 110, overflow: 'truncate' },
      splitArea: { show: false },
    },
    yAxis: {
      type: 'category',
      data: names,
      inverse: true,
      axisLabel: { interval: 0, width: 130, overflow: 'truncate' },
    },
    visualMap: {
      type: 'continuous',
      min: -1,
      max: 1,
      calculable: false,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemHeight: 160,
      text: ['正の相関 +1', '負の相関 −1'],
      inRange: { color: SCALE },
    },
    series: [
      {
        type: 'heatmap',
        name: '相関係数',
        data,
        label: {
          show: names.length <= 16,
          fontSize: 11,
          formatter: (params) => {
            const value = (params as unknown as { value: [number, number, number | string] }).value[2];
            return typeof value === 'number' ? formatFixed(value) : '—';
          },
        },
        itemStyle: { borderColor: '#ffffff', borderWidth: 1 },
        emphasis: { itemStyle: { borderColor: CHART_TEXT.color, borderWidth: 1 } },
      },
    ],
  };
}

/** The correlation matrix of ingredient amounts and properties. */
export function CorrelationHeatmap({
  correlation: all,
  fileStem,
}: {
  correlation: Correlation;
  fileStem: string;
}) {
  const { shown: correlation, dropped } = useMemo(() => withoutEmptyColumns(all), [all]);
  const option = useMemo(() => correlationOption(correlation), [correlation]);
  const summary = useMemo(() => correlationSummary(correlation), [correlation]);
  const names = correlation.variables.map((variable) => variable.name);
  return (
    <Chart
      option={option}
      title="相関行列"
      summary={summary}
      caption={
        'ピアソンの相関係数 r です。+1 に近い（橙）ほど一方が増えると他方も増え、−1 に近い（青）ほど一方が増えると他方が減ります。両方の値がある例が3件未満の組は「—」です。相関は因果関係を意味しません。' +
        (dropped.length > 0 ? `値が一定で相関を計算できない列（${dropped.join('、')}）は省いています。` : '')
      }
      height={Math.max(340, names.length * 34 + 150)}
      exportName={`${fileStem}_相関行列`}
      csv={{
        fileName: `${fileStem}_相関行列`,
        header: ['', ...names],
        rows: () => correlation.matrix.map((row, i) => [names[i] ?? '', ...row]),
      }}
    />
  );
}
