import { describe, expect, it } from 'vitest';
import { csvField, toCsv, UTF8_BOM } from './csv.js';

describe('csv', () => {
  it('quotes commas, quotes and line breaks, keeps numbers and empties', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(-1.5)).toBe('-1.5');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('writes numbers as the pages show them (no float noise, integer digits kept)', () => {
    expect(csvField(128.467115)).toBe('128.5');
    expect(csvField(0.30000000000000004)).toBe('0.3');
    expect(csvField(0.0123456)).toBe('0.01235');
    expect(csvField(123456.78)).toBe('123457');
    expect(csvField(2.5)).toBe('2.5');
    expect(csvField(1310)).toBe('1310');
    expect(csvField(-3.14159)).toBe('-3.14');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+81')).toBe("'+81");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('starts with the BOM and ends lines with CRLF', () => {
    expect(
      toCsv([
        ['名前', '値'],
        ['PP', 2],
      ]),
    ).toBe(`${UTF8_BOM}名前,値\r\nPP,2\r\n`);
  });
});
