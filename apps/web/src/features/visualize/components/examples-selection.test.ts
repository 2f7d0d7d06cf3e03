// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exampleVisualization, FOUR_POINTS } from './examples-fixtures';
import {
  csvHeader,
  csvRows,
  draftFromRect,
  pointsInRect,
  rectFromBrushArea,
  rectFromDraft,
  sameRect,
} from './examples-selection';

describe('pointsInRect', () => {
  it('returns the indexes of the points inside the rectangle, edges included', () => {
    const x = [30, 45, 60, 20];
    const y = [200, 320, 150, 100];
    expect([...pointsInRect(x, y, { xMin: 25, xMax: 60, yMin: 150, yMax: 250 })]).toEqual([0, 2]);
    expect([...pointsInRect(x, y, { xMin: -Infinity, xMax: Infinity, yMin: 300, yMax: Infinity })]).toEqual([
      1,
    ]);
    expect(pointsInRect(x, y, { xMin: 100, xMax: 200, yMin: 0, yMax: 1 })).toHaveLength(0);
  });

  it('scans 50,000 columnar points into one Int32Array', () => {
    const n = 50_000;
    const x = new Float64Array(n);
    const y = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      x[i] = i % 100;
      y[i] = Math.floor(i / 100);
    }
    const hits = pointsInRect(x, y, { xMin: 10, xMax: 19, yMin: 0, yMax: 9 });
    expect(hits).toBeInstanceOf(Int32Array);
    expect(hits).toHaveLength(100);
    expect(hits[0]).toBe(10);
    expect(hits[99]).toBe(919);
  });
});

describe('rectFromBrushArea', () => {
  it('reads the coordinate range of a rect brush in either drag direction', () => {
    expect(
      rectFromBrushArea({
        brushType: 'rect',
        coordRange: [
          [50, 10],
          [300, 100],
        ],
      }),
    ).toEqual({
      xMin: 10,
      xMax: 50,
      yMin: 100,
      yMax: 300,
    });
  });

  it('is null for an area without a usable range', () => {
    expect(rectFromBrushArea(undefined)).toBeNull();
    expect(rectFromBrushArea({ range: [1, 2] })).toBeNull();
    expect(
      rectFromBrushArea({
        coordRange: [
          [1, Number.NaN],
          [2, 3],
        ],
      }),
    ).toBeNull();
  });
});

describe('rectFromDraft', () => {
  it('accepts open sides, full-width digits and thousands separators', () => {
    expect(rectFromDraft({ xMin: '１０', xMax: '', yMin: '1,000', yMax: '2000.5' })).toEqual({
      ok: true,
      rect: { xMin: 10, xMax: Infinity, yMin: 1000, yMax: 2000.5 },
    });
  });

  it('explains in Japanese what is wrong with each input', () => {
    expect(rectFromDraft({ xMin: 'abc', xMax: '5', yMin: '9', yMax: '3' })).toEqual({
      ok: false,
      errors: { xMin: '数値を入力してください（例：12.5）', yMax: '上限は下限以上の値にしてください' },
    });
    expect(rectFromDraft({ xMin: ' ', xMax: '', yMin: '', yMax: '' })).toEqual({
      ok: false,
      errors: { xMin: '範囲を少なくとも1つ入力してください' },
    });
  });

  it('round-trips a drawn rectangle through the inputs', () => {
    const rect = { xMin: 12.3456789, xMax: 40, yMin: -Infinity, yMax: 250 };
    const draft = draftFromRect(rect);
    expect(draft).toEqual({ xMin: '12.3457', xMax: '40', yMin: '', yMax: '250' });
    expect(rectFromDraft(draft)).toEqual({
      ok: true,
      rect: { xMin: 12.3457, xMax: 40, yMin: -Infinity, yMax: 250 },
    });
    expect(sameRect({ ...rect }, rect)).toBe(true);
    expect(sameRect(rect, { ...rect, yMax: 251 })).toBe(false);
    expect(sameRect(null, null)).toBe(true);
  });
});

describe('CSV of the points', () => {
  const data = exampleVisualization(FOUR_POINTS);

  it('names the axes with their units', () => {
    expect(csvHeader(data)).toEqual([
      '実施例',
      '種別',
      '公報番号',
      '発明の名称',
      '出願人',
      '引張強度 [MPa]',
      '破断伸び [%]',
    ]);
  });

  it('writes every plotted point, or only the selected ones', () => {
    expect(csvRows(data)).toHaveLength(4);
    expect(csvRows(data, Int32Array.from([3, 1]))).toEqual([
      ['比較例1', '比較例', '特開2022-200002', 'ポリアミド樹脂組成物', '北辰ポリマー株式会社', 20, 100],
      ['実施例2', '実施例', '特開2021-100001', 'ポリプロピレン樹脂組成物', '東和化成株式会社', 45, 320],
    ]);
  });
});
