import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Chart } from '../../../components/charts/chart';
import { safeFileName } from '../../../lib/csv-file';
import { CHART_PALETTE, CHART_TEXT, type ChartOption } from '../../../components/charts/chart-types';
import { tooltipLines } from '../../../components/charts/tooltip-html';
import type { PropertyDrivers } from '@app/contract/large-patents';
import { formatFixed, formatPercent } from '../utils/format';
import { ChartGrid } from './section';

/** Below this cross-validated R² the importances are only a hint (the model explains little). */
const LOW_R2 = 0.5;
const MAX_BARS = 10;

const DIRECTION = {
  up: { label: '増やすと上がる', mark: '↑', color: CHART_PALETTE[0] },
  down: { label: '増やすと下がる', mark: '↓', color: CHART_PALETTE[1] },
  mixed: { label: '一定しない', mark: '↕', color: CHART_PALETTE[6] },
} as const;

function driversOption(item: PropertyDrivers): ChartOption {
  const bars = [...item.drivers]
    .sort((a, b) => b.importance - a.importance)
    .slice(0, MAX_BARS)
    .reverse();
  return {
    grid: { left: 8, right: 56, top: 8, bottom: 28, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params) => {
        const first = (Array.isArray(params) ? params[0] : params) as { dataIndex: number };
        const bar = bars[first.dataIndex];
        return bar
          ? tooltipLines([
              bar.name,
              `重要度 ${formatPercent(bar.importance)}・${DIRECTION[bar.direction].label}`,
            ])
          : '';
      },
    },
    xAxis: {
      type: 'value',
      max: 1,
      interval: 0.25,
      axisLabel: { color: CHART_TEXT.muted, formatter: (v: number) => formatPercent(v) },
    },
    yAxis: {
      type: 'category',
      data: bars.map((bar) => `${DIRECTION[bar.direction].mark} ${bar.name}`),
      axisLabel: { width: 150, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        name: '重要度',
        data: bars.map((bar) => ({
          value: bar.importance,
          itemStyle: { color: DIRECTION[bar.direction].color },
        })),
        barMaxWidth: 20,
        label: { show: true, position: 'right', formatter: (p) => formatPercent(Number(p.value)) },
      },
    ],
  };
}

/** What the R² means for these bars, in plain words; null when the model is good enough. */
function r2Caveat(item: PropertyDrivers): string | null {
  if (item.r2 === null)
    return `例が少ない（${item.rows}件）ため、モデルの当てはまり（交差検証 R²）を計算できませんでした。重要度は参考程度にご覧ください。`;
  if (item.r2 < LOW_R2)
    return `交差検証の R² が ${formatFixed(item.r2)} と低く、配合だけではこの物性のばらつきをあまり説明できていません。重要度は目安にとどめてください（配合表にない条件や測定のばらつきが効いている可能性があります）。`;
  return null;
}

function DriversChart({ item, fileStem }: { item: PropertyDrivers; fileStem: string }) {
  const option = useMemo(() => driversOption(item), [item]);
  const caveat = r2Caveat(item);
  const top = [...item.drivers].sort((a, b) => b.importance - a.importance).slice(0, 3);
  const r2 = `交差検証 R² ${formatFixed(item.r2)}（${item.rows}件）`;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Chart
        option={option}
        title={`${item.name}を左右する成分`}
        summary={
          `${item.name}に効く成分の重要度の棒グラフ（${r2}）。` +
          (top.length > 0
            ? `重要度の高い順に ${top.map((d) => `${d.name} ${formatPercent(d.importance)}（${DIRECTION[d.direction].label}）`).join('、')}。`
            : '成分の重要度はありません。')
        }
        caption={`${r2}。棒が長いほど、その成分の量がこの物性を決めるうえで重要です。↑は増やすと上がる、↓は増やすと下がる、↕は一定しない成分です。`}
        height={Math.max(180, Math.min(item.drivers.length, MAX_BARS) * 28 + 60)}
        exportName={`${fileStem}_成分の重要度_${safeFileName(item.name)}`}
        csv={{
          fileName: `${fileStem}_成分の重要度_${safeFileName(item.name)}`,
          header: ['成分', '重要度', '向き', '交差検証R2'],
          rows: () => item.drivers.map((d) => [d.name, d.importance, DIRECTION[d.direction].label, item.r2]),
        }}
      />
      {caveat && (
        <Alert severity="warning" variant="outlined" sx={{ mt: 1 }}>
          {caveat}
        </Alert>
      )}
    </Box>
  );
}

export function DriversCharts({
  drivers,
  fileStem,
}: {
  drivers: readonly PropertyDrivers[];
  fileStem: string;
}) {
  return (
    <ChartGrid>
      {drivers.map((item) => (
        <DriversChart key={item.propertyKey} item={item} fileStem={fileStem} />
      ))}
    </ChartGrid>
  );
}
