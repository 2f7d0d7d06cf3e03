import type { CustomSeriesRenderItem } from 'echarts';
import type { CustomSeriesOption } from 'echarts/charts';

/** Half the width of an error bar's end caps, in pixels. */
const CAP = 4;

/**
 * Vertical error bars as an ECharts custom series (ECharts has no built-in one): each datum is
 * `[x, lower, upper]`, drawn as a line from lower to upper with short caps.
 */
export function errorBarSeries(
  name: string,
  data: readonly (readonly [number, number, number])[],
  color: string,
): CustomSeriesOption {
  const renderItem: CustomSeriesRenderItem = (_params, api) => {
    const x = Number(api.value(0));
    const top = api.coord([x, Number(api.value(2))]);
    const bottom = api.coord([x, Number(api.value(1))]);
    const [tx = 0, ty = 0] = top;
    const [bx = 0, by = 0] = bottom;
    const style = { stroke: color, lineWidth: 1, opacity: 0.55 };
    return {
      type: 'group',
      children: [
        { type: 'line', shape: { x1: tx, y1: ty, x2: bx, y2: by }, style },
        { type: 'line', shape: { x1: tx - CAP, y1: ty, x2: tx + CAP, y2: ty }, style },
        { type: 'line', shape: { x1: bx - CAP, y1: by, x2: bx + CAP, y2: by }, style },
      ],
    };
  };
  return {
    type: 'custom',
    name,
    renderItem,
    encode: { x: 0, y: [1, 2] },
    // The legend's mark takes the series colour.
    itemStyle: { color },
    data: data.map((d) => [...d]),
    z: 1,
    silent: true,
  };
}
