import { useMemo } from 'react';
import { Chart } from '../../../components/charts/chart';
import { safeFileName } from '../../../lib/csv-file';
import { CHART_PALETTE, CHART_TEXT, type ChartOption } from '../../../components/charts/chart-types';
import type { Distribution } from '@app/contract/large-patents';
import { formatNumber } from '../utils/format';
import { ChartGrid } from './section';
import { nameWithUnit } from '../../../lib/display-unit';

export const WORKING_COLOR = CHART_PALETTE[0];
export const COMPARATIVE_COLOR = CHART_PALETTE[1];

function binLabel(bin: { from: number; to: number }): string {
  return `${formatNumber(bin.from)}〜${formatNumber(bin.to)}`;
}

/** A histogram with 実施例 and 比較例 stacked in each bin. */
function histogramOption(distribution: Distribution): ChartOption {
  return {
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0, data: ['実施例', '比較例'] },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'category',
      data: distribution.bins.map(binLabel),
      name: distribution.unit,
      axisLabel: { color: CHART_TEXT.muted, hideOverlap: true },
    },
    yAxis: { type: 'value', name: '件数', minInterval: 1, axisLabel: { color: CHART_TEXT.muted } },
    series: [
      {
        type: 'bar',
        name: '実施例',
        stack: 'kind',
        data: distribution.bins.map((bin) => bin.count - bin.comparative),
        itemStyle: { color: WORKING_COLOR },
        barCategoryGap: '8%',
      },
      {
        type: 'bar',
        name: '比較例',
        stack: 'kind',
        data: distribution.bins.map((bin) => bin.comparative),
        itemStyle: {
          color: COMPARATIVE_COLOR,
          decal: { symbol: 'rect', dashArrayX: [1, 0], dashArrayY: [2, 4], rotation: -Math.PI / 4 },
        },
      },
    ],
  };
}

function DistributionChart({ distribution, fileStem }: { distribution: Distribution; fileStem: string }) {
  const option = useMemo(() => histogramOption(distribution), [distribution]);
  const title = nameWithUnit(distribution.name, distribution.unit);
  const comparative = distribution.bins.reduce((sum, bin) => sum + bin.comparative, 0);
  const summary =
    distribution.count === 0
      ? `${distribution.name}の値がある例はありません。`
      : `${distribution.name}のヒストグラム。値のある${distribution.count}件（うち比較例${comparative}件）、` +
        `最小 ${formatNumber(distribution.min)}、中央値 ${formatNumber(distribution.median)}、最大 ${formatNumber(distribution.max)}${distribution.unit ? ` ${distribution.unit}` : ''}。`;
  return (
    <Chart
      option={option}
      title={title}
      summary={summary}
      caption={
        distribution.count === 0
          ? 'この物性の値が記載された例はありません。'
          : `値のある ${distribution.count} 件：平均 ${formatNumber(distribution.mean)}、中央値 ${formatNumber(distribution.median)}、標準偏差 ${formatNumber(distribution.std)}。比較例は斜線の棒で重ねて表示しています。`
      }
      height={260}
      exportName={`${fileStem}_分布_${safeFileName(distribution.name)}`}
      csv={{
        fileName: `${fileStem}_分布_${safeFileName(distribution.name)}`,
        header: [`下限${distribution.unit ? `[${distribution.unit}]` : ''}`, '上限', '実施例', '比較例'],
        rows: () =>
          distribution.bins.map((bin) => [bin.from, bin.to, bin.count - bin.comparative, bin.comparative]),
      }}
    />
  );
}

/** The distribution of every measured property (ingredient amounts are in the table and the scatter). */
export function DistributionCharts({
  distributions,
  fileStem,
}: {
  distributions: readonly Distribution[];
  fileStem: string;
}) {
  const properties = distributions.filter((distribution) => distribution.kind === 'property');
  return (
    <ChartGrid>
      {properties.map((distribution) => (
        <DistributionChart key={distribution.key} distribution={distribution} fileStem={fileStem} />
      ))}
    </ChartGrid>
  );
}
