// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exampleVisualization, FOUR_POINTS, TALC, type FixturePoint } from './examples-fixtures';
import {
  buildScatterModel,
  colourExtent,
  colourGroups,
  flatPoints,
  MAX_COLOUR_GROUPS,
  OTHER_GROUP,
  PARETO_SERIES,
  paretoCaption,
  paretoLine,
} from './examples-scatter-option';

type SeriesLike = { type: string; name?: string; data?: unknown; large?: boolean };

describe('colourGroups', () => {
  it('keeps the largest categories by name, biggest first', () => {
    const groups = colourGroups(
      exampleVisualization([...FOUR_POINTS, { label: '実施例4', patent: 1, x: 1, y: 1 }]),
    );
    expect(groups.map((g) => [g.name, [...g.indexes]])).toEqual([
      ['特開2022-200002', [2, 3, 4]],
      ['特開2021-100001', [0, 1]],
    ]);
    expect(new Set(groups.map((g) => g.color)).size).toBe(2);
  });

  it(`groups categories beyond ${MAX_COLOUR_GROUPS} and points without one as 「${OTHER_GROUP}」`, () => {
    const categories = Array.from({ length: 14 }, (_, c) => ({ id: `a${c}`, name: `出願人${c}` }));
    // Category c has 20 - c points, so 0..9 are the ten largest; one more point has no category.
    const list: FixturePoint[] = categories.flatMap((_, c) =>
      Array.from({ length: 20 - c }, (_, k) => ({ label: `実施例${k}`, patent: 0, x: k, y: c, color: c })),
    );
    list.push({ label: '実施例X', patent: 0, x: 0, y: 0, color: null });
    const groups = colourGroups(exampleVisualization(list, { categories, colorBy: 'applicant' }));
    expect(groups).toHaveLength(MAX_COLOUR_GROUPS + 1);
    expect(groups.slice(0, MAX_COLOUR_GROUPS).map((g) => g.name)).toEqual(
      categories.slice(0, MAX_COLOUR_GROUPS).map((c) => c.name),
    );
    const other = groups.at(-1)!;
    expect(other.name).toBe(OTHER_GROUP);
    // Categories 10..13 have 10 + 9 + 8 + 7 points, plus the one without a category.
    expect(other.indexes).toHaveLength(35);
    expect(groups.reduce((sum, g) => sum + g.indexes.length, 0)).toBe(list.length);
  });

  it('gives two categories of the same name distinct legend entries', () => {
    const data = exampleVisualization(FOUR_POINTS, {
      categories: [
        { id: 'c1', name: '東和化成' },
        { id: 'c2', name: '東和化成' },
      ],
    });
    expect(colourGroups(data).map((g) => g.name)).toEqual(['東和化成', '東和化成（2）']);
  });
});

describe('the Pareto front', () => {
  const data = exampleVisualization(FOUR_POINTS, { pareto: [1, 2] });

  it('is a line through the front points in the answer order', () => {
    expect(paretoLine(data)).toEqual([
      [45, 320],
      [60, 150],
    ]);
  });

  it('is drawn above the scatter as highlighted symbols', () => {
    const { option, seriesPoints } = buildScatterModel(data, '特許');
    const series = option.series as SeriesLike[];
    const front = series.at(-1)!;
    expect(front).toMatchObject({ type: 'line', name: PARETO_SERIES, symbol: 'diamond' });
    expect([...seriesPoints.at(-1)!]).toEqual([1, 2]);
  });

  it('says which direction is better on each axis', () => {
    expect(paretoCaption(data)).toContain('横軸の引張強度は大きいほど良い');
    expect(paretoCaption(data)).toContain('縦軸の破断伸びは大きいほど良い');
    const lower = exampleVisualization(FOUR_POINTS, {
      pareto: [0],
      x: TALC,
      y: { ...data.y, name: '比重', direction: 'lower' },
    });
    expect(paretoCaption(lower)).toContain('横軸のタルクは多いほど良いとみなします');
    expect(paretoCaption(lower)).toContain('縦軸の比重は小さいほど良い');
    expect(paretoCaption(exampleVisualization(FOUR_POINTS))).toBe('');
  });
});

describe('buildScatterModel', () => {
  it('draws each colour group as one large series of flat typed-array data', () => {
    const { option, seriesPoints } = buildScatterModel(exampleVisualization(FOUR_POINTS), '特許');
    const series = option.series as SeriesLike[];
    expect(series).toHaveLength(3);
    const first = series[0]!;
    expect(first).toMatchObject({ type: 'scatter', name: '特開2021-100001', large: true });
    expect([...(first.data as Float64Array)]).toEqual([30, 200, 45, 320]);
    expect([...seriesPoints[1]!]).toEqual([2, 3]);
  });

  it('colours by an ingredient amount on a continuous scale, an unused ingredient counting as 0', () => {
    const list = FOUR_POINTS.map((p, i) => ({ ...p, color: i === 3 ? null : (i + 1) * 10 }));
    const data = exampleVisualization(list, { colorBy: 'ingredient:talc', categories: [] });
    const { option } = buildScatterModel(data, 'タルク');
    const series = option.series as SeriesLike[];
    expect(series).toHaveLength(2);
    expect([...(series[0]!.data as Float64Array)].slice(9)).toEqual([20, 100, 0]);
    expect(option.visualMap).toMatchObject({ type: 'continuous', dimension: 2, min: 0, max: 30 });
    expect(colourExtent([5, 5])).toEqual([5, 6]);
  });

  it('builds 50,000 points without an object per point', () => {
    const n = 50_000;
    const list: FixturePoint[] = Array.from({ length: n }, (_, i) => ({
      label: `実施例${i}`,
      patent: i % 2,
      x: i,
      y: n - i,
    }));
    const { option } = buildScatterModel(exampleVisualization(list), '特許');
    const series = option.series as SeriesLike[];
    expect(series.slice(0, 2).every((s) => s.data instanceof Float64Array)).toBe(true);
    expect((series[0]!.data as Float64Array).length + (series[1]!.data as Float64Array).length).toBe(2 * n);
    expect(flatPoints(exampleVisualization(list).points, Int32Array.from([7]))).toEqual(
      Float64Array.from([7, n - 7]),
    );
  });
});
