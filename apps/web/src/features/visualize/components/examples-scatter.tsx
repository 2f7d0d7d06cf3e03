import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import DownloadIcon from '@mui/icons-material/Download';
import { requiredLevelOf } from '@app/contract/plans';
import type { ExampleVisualization } from '@app/contract/visualization';
import { Chart } from '../../../components/charts/chart';
import type { ChartInstance } from '../../../components/charts/chart-types';
import { GatedButton } from '../../../components/gated-link';
import {
  buildScatterModel,
  MAX_COLOUR_GROUPS,
  OTHER_GROUP,
  paretoCaption,
  scatterSummary,
} from './examples-scatter-option';
import { csvHeader, csvRows, rectFromBrushArea, sameRect, type SelectionRect } from './examples-selection';

export const SCATTER_HEIGHT = 520;

type Props = {
  data: ExampleVisualization;
  /** What the colours stand for (特許, 出願人, … or an ingredient's name). */
  colourLabel: string;
  rect: SelectionRect | null;
  selected: Int32Array;
  onSelect: (rect: SelectionRect | null) => void;
  /** Standard plan: PNG and CSV export; others see the upgrade path in its place. */
  canExport: boolean;
};

type BrushEndParams = { areas?: unknown[] };
type BrushParams = { areas?: unknown[]; command?: string };

/** The box the keyboard inputs describe, drawn on the chart: open sides end at the data's extent. */
function drawable(rect: SelectionRect, data: ExampleVisualization): [[number, number], [number, number]] {
  const extent = (values: number[]) => {
    let min = Infinity;
    let max = -Infinity;
    for (const v of values) {
      if (v < min) min = v;
      if (v > max) max = v;
    }
    return [min, max] as const;
  };
  const [x0, x1] = extent(data.points.x);
  const [y0, y1] = extent(data.points.y);
  const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);
  return [
    [clamp(rect.xMin, x0, x1), clamp(rect.xMax, x0, x1)],
    [clamp(rect.yMin, y0, y1), clamp(rect.yMax, y0, y1)],
  ];
}

/**
 * The scatter of the examples with the Pareto front. Dragging on the plot draws a selection box (the chart
 * starts in rect-brush mode); a box typed into the range inputs is drawn the same way.
 */
export function ExamplesScatter({ data, colourLabel, rect, selected, onSelect, canExport }: Props) {
  const location = useLocation();
  const model = useMemo(() => buildScatterModel(data, colourLabel), [data, colourLabel]);
  const [instance, setInstance] = useState<ChartInstance | null>(null);
  // The last box drawn by a drag: it is on the chart already and must not be dispatched back.
  const drawn = useRef<SelectionRect | null>(null);

  // After every new option (the Chart child has applied it by now): dragging selects a box.
  useEffect(() => {
    instance?.dispatchAction?.({
      type: 'takeGlobalCursor',
      key: 'brush',
      brushOption: { brushType: 'rect', brushMode: 'single' },
    });
    drawn.current = null;
  }, [instance, model]);

  // A box from the inputs (or a cleared selection) shown on the chart.
  useEffect(() => {
    if (!instance?.dispatchAction || sameRect(rect, drawn.current)) return;
    drawn.current = rect;
    instance.dispatchAction({
      type: 'brush',
      areas: rect
        ? [{ brushType: 'rect', xAxisIndex: 0, yAxisIndex: 0, coordRange: drawable(rect, data) }]
        : [],
    });
  }, [instance, rect, data, model]);

  const onEvents = useMemo(
    () => ({
      brushEnd: (params: unknown) => {
        const areas = (params as BrushEndParams).areas ?? [];
        const next = rectFromBrushArea(areas[areas.length - 1]);
        drawn.current = next;
        onSelect(next);
      },
      brush: (params: unknown) => {
        const { areas, command } = params as BrushParams;
        if (command === 'clear' || (Array.isArray(areas) && areas.length === 0)) {
          drawn.current = null;
          onSelect(null);
        }
      },
    }),
    [onSelect],
  );

  const fileName = `実施例_${data.x.name}_${data.y.name}`;
  const csv = canExport
    ? {
        fileName,
        header: csvHeader(data),
        rows: () => csvRows(data, selected.length > 0 ? selected : undefined),
      }
    : undefined;
  const exportLevel = requiredLevelOf('visualisationExport');
  const badge = (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      {data.sample && <Chip size="small" color="secondary" variant="outlined" label="サンプル" />}
      {!canExport && (
        <GatedButton
          to={`${location.pathname}${location.search}`}
          level={exportLevel}
          size="small"
          variant="text"
          startIcon={<DownloadIcon aria-hidden="true" />}
        >
          画像・CSVで保存
        </GatedButton>
      )}
    </Box>
  );

  const continuous = data.colorBy.startsWith('ingredient:');
  const caption = [
    continuous
      ? `色の濃さは${colourLabel}の配合量です（使っていない実施例は0）。`
      : `色は${colourLabel}ごとです（点の多い上位${MAX_COLOUR_GROUPS}以外は「${OTHER_GROUP}」）。`,
    paretoCaption(data),
    'グラフ上をドラッグすると、囲んだ範囲の実施例を下に一覧します（右上のボタンで選択モードの切り替えと解除）。',
    canExport ? 'CSV は、選択中の点があればその点を、なければ表示中のすべての点を出力します。' : '',
  ]
    .filter(Boolean)
    .join('');

  return (
    <Chart
      option={model.option}
      title={`${data.x.name}と${data.y.name}の散布図`}
      headingLevel="h2"
      caption={caption}
      summary={scatterSummary(data)}
      height={SCATTER_HEIGHT}
      exportName={canExport ? fileName : undefined}
      csv={csv}
      badge={badge}
      onEvents={onEvents}
      onInstance={setInstance}
    />
  );
}
