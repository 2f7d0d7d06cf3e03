import { BarChart, CustomChart, LineChart, ParallelChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  MarkPointComponent,
  ParallelComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, registerTheme, use as registerExtensions } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CHART_PALETTE, CHART_TEXT, type ChartInstance } from './chart-types';

/**
 * ECharts with only what the app draws (scatter, bar, line, error bars as a custom series, parallel
 * coordinates), loaded by the chart wrapper with a dynamic import so no page pays for it before it shows a
 * chart (decisions §9: the initial JavaScript budget of `/`).
 */
registerExtensions([
  ScatterChart,
  BarChart,
  LineChart,
  CustomChart,
  ParallelChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  MarkLineComponent,
  MarkPointComponent,
  DataZoomComponent,
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
