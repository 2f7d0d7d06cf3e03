import { BarChart, CustomChart, HeatmapChart, LineChart, ParallelChart, ScatterChart } from 'echarts/charts';
import {
  BrushComponent,
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  GridSimpleComponent,
  LegendPlainComponent,
  MarkAreaComponent,
  MarkLineComponent,
  MarkPointComponent,
  ParallelComponent,
  ToolboxComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
  VisualMapPiecewiseComponent,
} from 'echarts/components';
import { init, registerTheme, use as registerExtensions } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CHART_PALETTE, CHART_TEXT, type ChartInstance } from './chart-types';

/**
 * ECharts with only what the app draws (scatter, bar, line, heatmap, error bars as a custom series,
 * parallel coordinates; tooltips, a plain legend, zoom by wheel, drag and slider, colour scales, box
 * selection with its toolbox buttons, marked areas/lines/points such as claim ranges and Pareto fronts),
 * loaded by the chart wrapper with a dynamic import so no page pays for it before it shows a chart
 * (docs/spec/budgets-and-reliability.md: the initial JavaScript budget of `/`). The scrolling legend is left out (not used).
 */
registerExtensions([
  ScatterChart,
  BarChart,
  LineChart,
  HeatmapChart,
  CustomChart,
  ParallelChart,
  GridSimpleComponent,
  TooltipComponent,
  LegendPlainComponent,
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  VisualMapContinuousComponent,
  VisualMapPiecewiseComponent,
  BrushComponent,
  ToolboxComponent,
  MarkAreaComponent,
  MarkLineComponent,
  MarkPointComponent,
  ParallelComponent,
  CanvasRenderer,
]);

const THEME = 'sozai-navi';

registerTheme(THEME, {
  color: [...CHART_PALETTE],
  backgroundColor: 'transparent',
  textStyle: { fontFamily: CHART_TEXT.fontFamily, color: CHART_TEXT.color },
  categoryAxis: { splitLine: { lineStyle: { color: CHART_TEXT.grid } } },
  valueAxis: { splitLine: { lineStyle: { color: CHART_TEXT.grid } } },
});

export function createChart(element: HTMLElement): ChartInstance {
  return init(element, THEME, { renderer: 'canvas' });
}
