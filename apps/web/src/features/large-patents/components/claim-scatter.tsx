import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Chart } from '../../../components/charts/chart';
import { safeFileName } from '../../../lib/csv-file';
import { CHART_PALETTE, CHART_TEXT, type ChartOption } from '../../../components/charts/chart-types';
import { tooltipLines } from '../../../components/charts/tooltip-html';
import type { ClaimRangeOverlay, LargePatentAnalysis } from '@app/contract/large-patents';
import { columnReader } from '../utils/example-rows';
import { defaultAxes, tableColumns, type Column } from '../utils/columns';
import { formatNumber } from '../utils/format';
import { COMPARATIVE_COLOR, WORKING_COLOR } from './distribution-charts';
import { nameWithUnit } from '../../../lib/display-unit';

const CLAIM_SERIES = '請求項の範囲';
const BAND_LINE = CHART_PALETTE[2];
/** One colour per drawn range, so nested or overlapping ranges (claim 1 and a narrower claim 2) read apart. */
const RANGE_COLORS = [
  { line: CHART_PALETTE[2], fill: 'rgba(92, 107, 192, 0.14)' },
  { line: CHART_PALETTE[5], fill: 'rgba(171, 71, 188, 0.12)' },
  { line: CHART_PALETTE[3], fill: 'rgba(141, 110, 99, 0.14)' },
  { line: CHART_PALETTE[6], fill: 'rgba(120, 144, 156, 0.14)' },
] as const;

type AxisRange = { range: ClaimRangeOverlay; axis: 'x' | 'y'; color: (typeof RANGE_COLORS)[number] };

/** The ranges drawn on the scatter: those of the horizontal axis's column, then the vertical's. */
function axisRanges(analysis: LargePatentAnalysis, xKey: string, yKey: string): AxisRange[] {
  return [
    ...rangesOf(analysis, xKey).map((range) => ({ range, axis: 'x' as const })),
    ...rangesOf(analysis, yKey).map((range) => ({ range, axis: 'y' as const })),
  ].map((item, index) => ({ ...item, color: RANGE_COLORS[index % RANGE_COLORS.length]! }));
}

type Point = { value: [number, number]; name: string; id: string };

/** A rounded axis extent covering the data and the claim bounds, so an open-ended band runs to the edge. */
function niceExtent(values: readonly number[]): [number, number] {
  if (values.length === 0) return [0, 1];
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  if (lo === hi) {
    lo -= Math.abs(lo) * 0.1 || 1;
    hi += Math.abs(hi) * 0.1 || 1;
  }
  const pad = (hi - lo) * 0.05;
  // Half a power of ten of the span: ends on round numbers (1.0–4.0, 25–40) with a little room.
  const step = 10 ** Math.floor(Math.log10(hi - lo)) / 2;
  const low = Math.floor((lo - pad) / step) * step;
  const high = Math.ceil((hi + pad) / step) * step;
  // Amounts and most properties are never negative: do not invent a negative axis from the padding.
  return [lo >= 0 && low < 0 ? 0 : Number(low.toPrecision(12)), Number(high.toPrecision(12))];
}

function rangeLabel(range: ClaimRangeOverlay, unit: string): string {
  const min = range.columnMin === null ? '' : formatNumber(range.columnMin);
  const max = range.columnMax === null ? '' : formatNumber(range.columnMax);
  const text =
    range.columnMin !== null && range.columnMax !== null
      ? `${min}〜${max}`
      : min
        ? `${min} 以上`
        : `${max} 以下`;
  return `請求項${range.claim}：${range.subject} ${text}${unit ? ` ${unit}` : ''}`;
}

/** The claim ranges bounding the column `key` (at least one bound known). */
function rangesOf(analysis: LargePatentAnalysis, key: string | null): ClaimRangeOverlay[] {
  return analysis.claimRanges.filter(
    (range) =>
      key !== null && range.columnKey === key && (range.columnMin !== null || range.columnMax !== null),
  );
}

/**
 * The examples as points (実施例 circles, 比較例 triangles in another colour) with the claim ranges of either
 * axis drawn over them: a shaded band between the bounds and a dashed line at each bound.
 */
export function claimScatterOption(analysis: LargePatentAnalysis, xKey: string, yKey: string): ChartOption {
  const columns = tableColumns(analysis.table);
  const x = columns.find((c) => c.key === xKey);
  const y = columns.find((c) => c.key === yKey);
  const readX = columnReader(analysis.table, xKey);
  const readY = columnReader(analysis.table, yKey);
  const working: Point[] = [];
  const comparative: Point[] = [];
  for (const row of analysis.table.rows) {
    const vx = readX(row);
    const vy = readY(row);
    if (typeof vx !== 'number' || typeof vy !== 'number') continue;
    (row.comparative ? comparative : working).push({ value: [vx, vy], name: row.label, id: row.id });
  }
  const xRanges = rangesOf(analysis, xKey);
  const yRanges = rangesOf(analysis, yKey);
  const bounds = (ranges: ClaimRangeOverlay[]) =>
    ranges.flatMap((r) => [r.columnMin, r.columnMax]).filter((v): v is number => v !== null);
  const points = [...working, ...comparative];
  const [xMin, xMax] = niceExtent([...points.map((p) => p.value[0]), ...bounds(xRanges)]);
  const [yMin, yMax] = niceExtent([...points.map((p) => p.value[1]), ...bounds(yRanges)]);

  const overlays = axisRanges(analysis, xKey, yKey);
  const areas = overlays.map(({ range: r, axis, color }) => {
    const unit = (axis === 'x' ? x?.unit : y?.unit) ?? '';
    const style = { itemStyle: { color: color.fill } };
    return axis === 'x'
      ? [{ name: rangeLabel(r, unit), xAxis: r.columnMin ?? xMin, ...style }, { xAxis: r.columnMax ?? xMax }]
      : [{ name: rangeLabel(r, unit), yAxis: r.columnMin ?? yMin, ...style }, { yAxis: r.columnMax ?? yMax }];
  });
  const lines = overlays.flatMap(({ range: r, axis, color }) =>
    [r.columnMin, r.columnMax]
      .filter((v): v is number => v !== null)
      .map((v) => ({ ...(axis === 'x' ? { xAxis: v } : { yAxis: v }), lineStyle: { color: color.line } })),
  );
  const tooltip = (params: unknown) => {
    const p = params as { seriesName: string; data?: Point };
    if (!p.data) return '';
    return tooltipLines([
      `${p.data.name}（${p.seriesName}）`,
      `${x?.name ?? ''}: ${formatNumber(p.data.value[0])} ${x?.unit ?? ''}`,
      `${y?.name ?? ''}: ${formatNumber(p.data.value[1])} ${y?.unit ?? ''}`,
    ]);
  };

  return {
    grid: { left: 8, right: 24, top: 40, bottom: 36, containLabel: true },
    legend: { top: 0, data: ['実施例', '比較例', ...(areas.length > 0 ? [CLAIM_SERIES] : [])] },
    tooltip: { trigger: 'item', formatter: tooltip },
    xAxis: {
      type: 'value',
      name: nameWithUnit(x?.name ?? '', x?.unit),
      nameLocation: 'middle',
      nameGap: 26,
      min: xMin,
      max: xMax,
      axisLabel: { color: CHART_TEXT.muted, formatter: (v: number) => formatNumber(v) },
    },
    yAxis: {
      type: 'value',
      name: nameWithUnit(y?.name ?? '', y?.unit),
      // Starts at the axis and runs right, so a long name is never cut at the chart's left edge.
      nameTextStyle: { align: 'left' },
      min: yMin,
      max: yMax,
      axisLabel: { color: CHART_TEXT.muted, formatter: (v: number) => formatNumber(v) },
    },
    series: [
      {
        type: 'scatter',
        name: CLAIM_SERIES,
        data: [],
        itemStyle: { color: BAND_LINE },
        markArea: {
          silent: true,
          // Labels of overlapping bands would overwrite each other: the ranges are named beside the chart.
          label: { show: false },
          data: areas as never,
        },
        markLine: {
          silent: true,
          symbol: 'none',
          lineStyle: { type: 'dashed', width: 1 },
          label: { show: false },
          data: lines,
        },
      },
      {
        type: 'scatter',
        name: '実施例',
        data: working,
        symbol: 'circle',
        symbolSize: 9,
        itemStyle: { color: WORKING_COLOR, opacity: 0.8 },
      },
      {
        type: 'scatter',
        name: '比較例',
        data: comparative,
        symbol: 'triangle',
        symbolSize: 11,
        itemStyle: { color: COMPARATIVE_COLOR, opacity: 0.9 },
      },
    ],
  };
}

function AxisPicker({
  label,
  value,
  columns,
  first,
  onChange,
}: {
  label: string;
  value: string;
  columns: Column[];
  first: 'component' | 'property';
  onChange: (key: string) => void;
}) {
  const groups =
    first === 'component' ? (['component', 'property'] as const) : (['property', 'component'] as const);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      // No wider than the page: a long column name (「(B) 4,4'-ジフェニルメタンジイソシアネート [質量部]」)
      // made the page 438 px wide on a 390 px phone; the select cuts it with an ellipsis instead.
      sx={{ minWidth: 220, maxWidth: '100%' }}
    >
      {groups.flatMap((kind) => {
        const items = columns.filter((c) => c.kind === kind);
        if (items.length === 0) return [];
        return [
          <ListSubheader key={kind}>{kind === 'component' ? '配合' : '物性'}</ListSubheader>,
          ...items.map((c) => (
            <MenuItem key={c.key} value={c.key}>
              {nameWithUnit(c.name, c.unit)}
            </MenuItem>
          )),
        ];
      })}
    </TextField>
  );
}

/** Any two columns against each other, with the patent's claim ranges over the points. */
export function ClaimScatter({ analysis, fileStem }: { analysis: LargePatentAnalysis; fileStem: string }) {
  const columns = useMemo(() => tableColumns(analysis.table), [analysis]);
  const initial = useMemo(() => defaultAxes(analysis), [analysis]);
  const [xKey, setX] = useState(initial.x ?? '');
  const [yKey, setY] = useState(initial.y ?? '');
  const option = useMemo(() => claimScatterOption(analysis, xKey, yKey), [analysis, xKey, yKey]);
  if (columns.length < 2 || !xKey || !yKey) return null;
  const x = columns.find((c) => c.key === xKey);
  const y = columns.find((c) => c.key === yKey);
  const overlays = axisRanges(analysis, xKey, yKey);
  const labelOf = ({ range, axis }: AxisRange) => rangeLabel(range, (axis === 'x' ? x?.unit : y?.unit) ?? '');
  const unmatched = analysis.claimRanges.filter((range) => range.columnKey === null).length;
  const readX = columnReader(analysis.table, xKey);
  const readY = columnReader(analysis.table, yKey);
  const plotted = analysis.table.rows.filter(
    (row) => typeof readX(row) === 'number' && typeof readY(row) === 'number',
  );
  const rangeText =
    overlays.length > 0
      ? `網掛けは請求項の数値範囲（${overlays.map(labelOf).join('、')}）です。`
      : 'この2つの列には請求項の数値範囲がありません。';
  return (
    // One column no wider than the page: its auto width followed the axis picker's longest name.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <AxisPicker label="横軸" value={xKey} columns={columns} first="component" onChange={setX} />
        <AxisPicker label="縦軸" value={yKey} columns={columns} first="property" onChange={setY} />
      </Box>
      {overlays.length > 0 && (
        <Box
          component="ul"
          aria-label="重ねて表示している請求項の範囲"
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', gap: 2, flexWrap: 'wrap' }}
        >
          {overlays.map((overlay) => (
            <Box
              component="li"
              key={`${overlay.axis}-${labelOf(overlay)}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75, typography: 'body2' }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  width: 16,
                  height: 12,
                  bgcolor: overlay.color.fill,
                  border: '1px dashed',
                  borderColor: overlay.color.line,
                }}
              />
              {labelOf(overlay)}
              {overlay.range.originalText && (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  （原文「{overlay.range.originalText}」）
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
      <Chart
        option={option}
        title={`${x?.name ?? ''}と${y?.name ?? ''}`}
        summary={`${x?.name ?? ''}を横軸、${y?.name ?? ''}を縦軸にした散布図。両方の値がある${plotted.length}件（うち比較例${plotted.filter((r) => r.comparative).length}件）。${rangeText}`}
        caption={
          <>
            ●が実施例、▲が比較例です。{rangeText}
            {unmatched > 0 &&
              ` 表の列と対応づけられない請求項の範囲が ${unmatched} 件あります（特許の詳細ページで確認できます）。`}
          </>
        }
        height={420}
        exportName={`${fileStem}_散布図_${safeFileName(x?.name ?? '')}_${safeFileName(y?.name ?? '')}`}
        csv={{
          fileName: `${fileStem}_散布図_${safeFileName(x?.name ?? '')}_${safeFileName(y?.name ?? '')}`,
          header: ['例', '種別', nameWithUnit(x?.name ?? '', x?.unit), nameWithUnit(y?.name ?? '', y?.unit)],
          rows: () =>
            plotted.map((row) => [row.label, row.comparative ? '比較例' : '実施例', readX(row), readY(row)]),
        }}
      />
    </Box>
  );
}
