import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Chart } from '../../../components/charts/chart';
import { WholeWords } from '../../../components/whole-words';
import { WideTableFrame } from '../../../components/wide-table/wide-table-frame';
import { CHART_PALETTE, CHART_TEXT, type ChartOption } from '../../../components/charts/chart-types';
import type { Separation } from '@app/contract/large-patents';
import { formatFixed, formatNumber } from '../utils/format';
import { nameWithUnit } from '../../../lib/display-unit';

type Feature = Separation['features'][number];
const MAX_BARS = 12;
/** The table's columns; each header whole on a phone, not 「実施/例の/平均」 squeezed by the numbers below it. */
const HEADERS: readonly (readonly [string, 'left' | 'right'])[] = [
  ['列', 'left'],
  ['実施例の平均', 'right'],
  ['比較例の平均', 'right'],
  ['効果量', 'right'],
  ['AUC', 'right'],
  ['読み方', 'left'],
];

/** How well a column alone tells the groups apart, whatever the direction: 0 (not at all) to 1 (perfectly). */
function strength(feature: Feature): number {
  return feature.auc === null ? -1 : Math.abs(feature.auc - 0.5) * 2;
}

/** Columns ordered by how well they separate 実施例 from 比較例 (columns without an AUC last). */
function rankedFeatures(separation: Separation): Feature[] {
  return [...separation.features].sort((a, b) => strength(b) - strength(a));
}

function direction(feature: Feature): string {
  if (feature.effectSize === null || feature.effectSize === 0) return '—';
  return feature.effectSize > 0 ? '実施例のほうが大きい' : '実施例のほうが小さい';
}

function separationOption(features: readonly Feature[]): ChartOption {
  const bars = features
    .filter((feature) => feature.auc !== null)
    .slice(0, MAX_BARS)
    .reverse();
  return {
    grid: { left: 8, right: 48, top: 8, bottom: 40, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'value',
      min: 0.5,
      max: 1,
      name: '分ける力（AUC、0.5 = 区別できない）',
      nameLocation: 'middle',
      nameGap: 26,
      axisLabel: { color: CHART_TEXT.muted },
    },
    yAxis: {
      type: 'category',
      data: bars.map((feature) => feature.name),
      axisLabel: { width: 150, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        name: 'AUC（向きを問わない）',
        // An AUC below 0.5 separates just as well the other way round: the bar shows max(AUC, 1 − AUC).
        data: bars.map((feature) => Math.max(feature.auc ?? 0.5, 1 - (feature.auc ?? 0.5))),
        itemStyle: { color: CHART_PALETTE[2] },
        barMaxWidth: 20,
        label: { show: true, position: 'right', formatter: (p) => formatFixed(Number(p.value)) },
      },
    ],
  };
}

/** What separates 実施例 from 比較例: the summary sentence, the ranking as bars and as a table. */
export function SeparationSection({ separation, fileStem }: { separation: Separation; fileStem: string }) {
  const ranked = useMemo(() => rankedFeatures(separation), [separation]);
  const option = useMemo(() => separationOption(ranked), [ranked]);
  if (separation.comparativeCount === 0 || separation.exampleCount === 0) {
    return (
      <Alert severity="info" variant="outlined">
        この特許には{separation.comparativeCount === 0 ? '比較例' : '実施例'}
        がないため、実施例と比較例の違いは分析できません。
      </Alert>
    );
  }
  const top = ranked.filter((feature) => feature.auc !== null).slice(0, 3);
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 700 }} data-testid="separation-summary">
        {separation.summary}
      </Typography>
      <Chart
        option={option}
        title="実施例と比較例を分ける列"
        summary={
          `実施例${separation.exampleCount}件と比較例${separation.comparativeCount}件を分ける力（AUC）の棒グラフ。` +
          top.map((f) => `${f.name} ${formatFixed(Math.max(f.auc ?? 0, 1 - (f.auc ?? 0)))}`).join('、') +
          '。'
        }
        caption="その列の値だけで実施例と比較例をどれだけ見分けられるか（AUC）です。1 に近いほどよく分かれ、0.5 は見分けられないことを表します。"
        height={Math.max(200, Math.min(ranked.length, MAX_BARS) * 28 + 70)}
        exportName={`${fileStem}_実施例と比較例の違い`}
        csv={{
          fileName: `${fileStem}_実施例と比較例の違い`,
          header: ['列', '単位', '実施例の平均', '比較例の平均', '効果量', 'AUC'],
          rows: () =>
            ranked.map((f) => [f.name, f.unit, f.exampleMean, f.comparativeMean, f.effectSize, f.auc]),
        }}
      />
      {/* Wider than a phone once its names keep their words whole: it scrolls in its frame, which says so. */}
      <WideTableFrame label="実施例と比較例の違いの表">
        <Table size="small" aria-label="実施例と比較例の違い（分ける力の大きい順）">
          <TableHead>
            <TableRow>
              {HEADERS.map(([label, align]) => (
                <TableCell key={label} component="th" scope="col" align={align}>
                  <WholeWords text={label} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {ranked.map((feature) => (
              <TableRow key={feature.key}>
                <TableCell component="th" scope="row">
                  <WholeWords text={nameWithUnit(feature.name, feature.unit)} />
                </TableCell>
                <TableCell align="right">{formatNumber(feature.exampleMean)}</TableCell>
                <TableCell align="right">{formatNumber(feature.comparativeMean)}</TableCell>
                <TableCell align="right">{formatFixed(feature.effectSize)}</TableCell>
                <TableCell align="right">{formatFixed(feature.auc)}</TableCell>
                <TableCell>
                  <WholeWords text={direction(feature)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </WideTableFrame>
      <Typography variant="body2" color="text.secondary">
        効果量は（実施例の平均 − 比較例の平均）を標準偏差で割った値で、絶対値 0.8 以上が大きな差の目安です。
      </Typography>
    </Box>
  );
}
