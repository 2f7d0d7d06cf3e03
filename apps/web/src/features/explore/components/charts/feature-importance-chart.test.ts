// @vitest-environment node
import { init, use as registerExtensions } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { describe, expect, it } from 'vitest';
// The app's own ECharts build (its components and defaults); the SVG renderer draws without a canvas.
import '../../../../components/charts/echarts-runtime';
import { featureImportanceOption } from './feature-importance-chart';

registerExtensions([SVGRenderer]);

/** Shares of a rubber compound's tensile strength, as a forward analysis reports them (demo data). */
const ITEMS = [
  { name: 'カーボンブラック N550', importance: 0.626 },
  { name: '硫黄', importance: 0.138 },
  { name: 'フタル酸ジ(2-エチルヘキシル)', importance: 0.08 },
  { name: 'N-シクロヘキシル-2-ベンゾチアゾリルスルフェンアミド', importance: 0.059 },
  { name: '加硫時間', importance: 0.027 },
  { name: '酸化亜鉛', importance: 0.017 },
  { name: 'ステアリン酸', importance: 0.015 },
  { name: 'アクリロニトリル・ブタジエンゴム', importance: 0 },
];

type Box = { text: string; x: number; width: number };

/** The importance axis labels (「20%」) ECharts draws at this chart width, left to right, with their boxes. */
function axisLabels(width: number): Box[] {
  const chart = init(null, undefined, { renderer: 'svg', ssr: true, width, height: 300 });
  chart.setOption(featureImportanceOption(ITEMS), { notMerge: true });
  const elements = chart.getZr().storage.getDisplayList(true) as unknown as {
    ignore?: boolean;
    invisible?: boolean;
    parent?: { ignore?: boolean };
    style: { text?: string };
    getBoundingRect: () => { x: number; y: number; width: number; height: number };
    getComputedTransform: () => number[] | null;
  }[];
  const boxes = elements
    .filter((el) => /^\d+%$/.test(el.style.text ?? '') && !el.ignore && !el.invisible && !el.parent?.ignore)
    .map((el) => {
      const rect = el.getBoundingRect();
      const m = el.getComputedTransform() ?? [1, 0, 0, 1, 0, 0];
      return { text: el.style.text!, x: m[0]! * rect.x + m[4]!, width: m[0]! * rect.width };
    })
    .sort((a, b) => a.x - b.x);
  chart.dispose();
  return boxes;
}

const overlaps = (boxes: Box[]) =>
  boxes
    .slice(1)
    .filter((box, i) => box.x < boxes[i]!.x + boxes[i]!.width + 2)
    .map((box) => box.text);

describe('featureImportanceOption', () => {
  it('keeps the importance axis labels apart on a phone (324 px) and at 1366 px (430 px)', () => {
    const phone = axisLabels(324);
    expect(overlaps(phone)).toEqual([]);
    expect(phone.length).toBeGreaterThanOrEqual(2);
    const desktop = axisLabels(430);
    expect(desktop.length).toBeGreaterThanOrEqual(4);
    expect(overlaps(desktop)).toEqual([]);
  });
});
