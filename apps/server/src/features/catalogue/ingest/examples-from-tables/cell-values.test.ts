import { describe, expect, it } from 'vitest';
import { parseCellValue, parseNumber, splitNameAndAmount } from './cell-values.js';

describe('parseNumber', () => {
  it.each([
    ['1.5 × 10²', 150],
    ['1.5×10^(2)', 150],
    ['10⁻¹⁷', 1e-17],
    ['4629 × 10⁻¹⁷', 4.629e-14],
    ['40,000', 40000],
    ['.0049', 0.0049],
    ['−3.5', -3.5],
    ['1.5E+02', 150],
  ])('%s → %d', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });
  it.each(['1.5 × 102x', 'abc', '2,3', ''])('%s is no number', (text) => {
    expect(parseNumber(text)).toBeNull();
  });
});

describe('parseCellValue', () => {
  it('reads qualifiers before and after the number', () => {
    expect(parseCellValue('<0.1')).toMatchObject({ kind: 'number', value: 0.1, qualifier: '<' });
    expect(parseCellValue('200<')).toMatchObject({ kind: 'number', value: 200, qualifier: '>' });
    expect(parseCellValue('≤5')).toMatchObject({ kind: 'number', value: 5, qualifier: '≤' });
    expect(parseCellValue('~400')).toMatchObject({ kind: 'number', value: 400, qualifier: '~' });
    expect(parseCellValue('>40,000')).toMatchObject({ kind: 'number', value: 40000, qualifier: '>' });
  });
  it('reads parentheses, units in the cell and footnote marks', () => {
    expect(parseCellValue('(0.09)')).toMatchObject({ kind: 'number', value: 0.09, parenthesised: true });
    expect(parseCellValue('98.4%')).toMatchObject({ kind: 'number', value: 98.4, unit: '%' });
    expect(parseCellValue('12.5*')).toMatchObject({ kind: 'number', value: 12.5 });
  });
  it('keeps ranges as ranges and text as text', () => {
    expect(parseCellValue('10-20')).toEqual({ kind: 'range', min: 10, max: 20 });
    expect(parseCellValue('Poorly dispersed')).toEqual({ kind: 'text', text: 'Poorly dispersed' });
    expect(parseCellValue('Nd(ver)₃')).toEqual({ kind: 'text', text: 'Nd(ver)₃' });
    expect(parseCellValue('same as Example 1')).toMatchObject({ kind: 'text' });
  });
  it.each(['—', '-', '', 'n.d.', 'N/A'])('%s is empty', (text) => {
    expect(parseCellValue(text)).toEqual({ kind: 'empty' });
  });
});

describe('splitNameAndAmount', () => {
  it('splits a name printed over its amount', () => {
    expect(splitNameAndAmount('Nd(ver)₃ (0.09)')).toEqual({ name: 'Nd(ver)₃', amount: 0.09 });
    expect(splitNameAndAmount('ZnCl₂/1-decanol (0.09)')).toEqual({ name: 'ZnCl₂/1-decanol', amount: 0.09 });
    expect(splitNameAndAmount('Crosslinked polymer-1')).toBeNull();
  });
});
