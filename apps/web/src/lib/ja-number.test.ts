import { describe, expect, it } from 'vitest';
import { formatJaNumber } from './ja-number';

/** Values a catalogue shows: counts, measured values with a few decimals, halves that round, signs, zeros. */
function samples(): number[] {
  const values = [
    0, -0, 1, -1, 999, 1000, 1030, 12345678, 0.5, 1.5, 2.5, 0.125, 0.0005, 1.15, 128.467115, -0.001,
  ];
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let i = 0; i < 1000; i += 1) {
    const scale = 10 ** Math.floor(random() * 12 - 4);
    const value = (random() - 0.3) * scale;
    values.push(value, Math.round(value), Math.round(value * 1000) / 1000, Math.round(value * 2) / 2);
  }
  return values;
}

describe('formatJaNumber', () => {
  it('writes every value as toLocaleString("ja-JP") does, with and without fraction digits', () => {
    const options = [
      undefined,
      { maximumFractionDigits: 0 },
      { maximumFractionDigits: 1 },
      { maximumFractionDigits: 2 },
      { maximumFractionDigits: 4 },
      { minimumFractionDigits: 1, maximumFractionDigits: 1 },
      { minimumFractionDigits: 2 },
    ];
    const differing = samples().flatMap((value) =>
      options
        .map((option) => [
          value,
          option,
          formatJaNumber(value, option),
          value.toLocaleString('ja-JP', option),
        ])
        .filter(([, , ours, intl]) => ours !== intl),
    );
    expect(differing).toEqual([]);
  });

  it('groups digits by three and keeps Intl for what it does not write itself', () => {
    expect(formatJaNumber(1030)).toBe('1,030');
    expect(formatJaNumber(-1234567.891)).toBe('-1,234,567.891');
    expect(formatJaNumber(Number.NaN)).toBe(Number.NaN.toLocaleString('ja-JP'));
    expect(formatJaNumber(Infinity)).toBe(Infinity.toLocaleString('ja-JP'));
    expect(formatJaNumber(1e22)).toBe((1e22).toLocaleString('ja-JP'));
  });
});
