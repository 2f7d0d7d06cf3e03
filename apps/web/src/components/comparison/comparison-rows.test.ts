// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { productDetail, propertyValue } from '../../test/bookmark-fixtures';
import { productRows } from './comparison-rows';

describe('productRows', () => {
  const a = productDetail('prd-a', 'A', [
    propertyValue('曲げ弾性率', 2400, 'MPa', { value: 2.4, unit: 'GPa' }),
    propertyValue('引張強さ', 35, 'MPa'),
  ]);
  const b = productDetail(
    'prd-b',
    'B',
    [propertyValue('曲げ弾性率', 1800, 'MPa', { value: 1.8, unit: 'GPa' })],
    {
      maker: { id: 'co-acme', name: 'アクメ樹脂株式会社', country: 'JP', url: null },
    },
  );
  const c = productDetail('prd-c', 'C', [
    // Same property, only in its canonical unit: still lined up in the row's unit (GPa ← display of A).
    { ...propertyValue('曲げ弾性率', 3000, 'MPa'), displayValue: 3, displayUnit: 'GPa' },
    propertyValue('引張強さ', 35, 'MPa'),
  ]);
  const rows = productRows([a, b, c]);
  const row = (label: string) => rows.find((candidate) => candidate.label === label)!;

  it('aligns each property in one unit, marks highest and lowest and rows that differ', () => {
    const flex = row('曲げ弾性率（GPa）');
    expect(flex.cells.map((cell) => cell.text)).toEqual(['2.4', '1.8', '3']);
    expect(flex.differs).toBe(true);
    expect(flex.highest).toEqual([2]);
    expect(flex.lowest).toEqual([1]);
  });

  it('shows a missing value as a dash, which counts as a difference but is not ranked', () => {
    const tensile = row('引張強さ（MPa）');
    expect(tensile.cells.map((cell) => cell.text)).toEqual(['35', '—', '35']);
    expect(tensile.differs).toBe(true);
    expect(tensile.highest).toEqual([]);
  });

  it('compares facts as text', () => {
    expect(row('メーカー').differs).toBe(true);
    expect(row('カテゴリ')).toMatchObject({ differs: false, highest: [], lowest: [] });
  });
});
