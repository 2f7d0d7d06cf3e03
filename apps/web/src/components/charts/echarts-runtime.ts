import { BarChart, CustomChart, LineChart, ParallelChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomInsideComponent,
  GridSimpleComponent,
  LegendPlainComponent,
  ParallelComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, registerTheme, use as registerExtensions } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CHART_PALETTE, CHART_TEXT, type ChartInstance } from './chart-types';

/**
 * ECharts with only what the app draws (scatter, bar, line, error bars as a custom series, parallel
 * coordinates; tooltips, a plain legend, zoom by wheel and drag), loaded by the chart wrapper with a dynamic
 * import so no page pays for it before it shows a chart (decisions §9: the initial JavaScript budget of `/`).
 * ECharts 6's core alone is about 150 KB gzip; this selection is about 205 KB. The slider data zoom, the
 * scrolling legend and the mark components are left out on purpose (not used, 15 KB more).
 */
registerExtensions([
  ScatterChart,
  BarChart,
  LineChart,
  CustomChart,
  ParallelChart,
  GridSimpleComponent,
  TooltipComponent,
  LegendPlainComponent,
  DataZoomInsideComponent,
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
