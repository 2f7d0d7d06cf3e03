import type {
  BarSeriesOption,
  CustomSeriesOption,
  HeatmapSeriesOption,
  LineSeriesOption,
  ParallelSeriesOption,
  ScatterSeriesOption,
} from 'echarts/charts';
import type {
  BrushComponentOption,
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkAreaComponentOption,
  MarkLineComponentOption,
  MarkPointComponentOption,
  ParallelComponentOption,
  ToolboxComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { BRAND_COLORS, FONT_FAMILY } from '../../config/theme';

/**
 * The option type of every chart of the app: only the series and components that echarts-runtime.ts
 * registers. Type-only imports, so this file costs nothing in the bundle. Cartesian and parallel charts
 * are two option types because ECharts' ComposeOption breaks (an index signature swallows `grid`) when
 * the grid and parallel axis dependencies meet in one union.
 */
export type CartesianChartOption = ComposeOption<
  | ScatterSeriesOption
  | BarSeriesOption
  | LineSeriesOption
  | CustomSeriesOption
  | HeatmapSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | DataZoomComponentOption
  | VisualMapComponentOption
  | BrushComponentOption
  | ToolboxComponentOption
  | MarkAreaComponentOption
  | MarkLineComponentOption
  | MarkPointComponentOption
>;

export type ParallelChartOption = ComposeOption<
  ParallelSeriesOption | TooltipComponentOption | LegendComponentOption
> & {
  parallel?: ParallelComponentOption;
  /** ECharts' own ParallelAxisOption type is not exported from the tree-shakeable entry points. */
  parallelAxis?: Record<string, unknown>[];
};

export type ChartOption = CartesianChartOption | ParallelChartOption;

/** Teal and orange first (the brand, docs/spec/budgets-and-reliability.md), then colours that stay apart from both. */
export const CHART_PALETTE = [
  BRAND_COLORS.primary,
  BRAND_COLORS.secondary,
  '#5c6bc0',
  '#8d6e63',
  '#26a69a',
  '#ab47bc',
  '#78909c',
] as const;

export const CHART_TEXT = {
  color: '#37474f',
  muted: '#78909c',
  grid: '#e0e6e8',
  fontFamily: FONT_FAMILY,
} as const;

/** Handlers by ECharts event name (`click`, `brushselected`, `datazoom`, …); params as ECharts sends them. */
export type ChartEventHandlers = Partial<Record<string, (params: unknown) => void>>;

/** The subset of an ECharts instance the wrapper and pages use (and tests fake). */
export interface ChartInstance {
  setOption(option: ChartOption, opts?: { notMerge?: boolean }): void;
  resize(): void;
  dispose(): void;
  getDataURL(opts: { type: 'png'; pixelRatio?: number; backgroundColor?: string }): string;
  on?(eventName: string, handler: (params: unknown) => void): void;
  off?(eventName: string, handler?: (params: unknown) => void): void;
  /** E.g. `{ type: 'takeGlobalCursor', key: 'brush', brushOption: { brushType: 'rect' } }` or `{ type: 'brush', areas: [] }`. */
  dispatchAction?(action: Record<string, unknown>): void;
}
