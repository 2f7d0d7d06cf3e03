import { describe, expect, it } from 'vitest';
import { roundShown, shownDecimals } from './display-numbers.js';

describe('numbers as pages and CSV files show them (issue 17: 128.467115 in a CSV, 128.5 on the page)', () => {
  it('rounds by magnitude: none from 1,000, one from 100, two from 1', () => {
    expect(roundShown(128.467115)).toBe(128.5);
    expect(roundShown(12345.678)).toBe(12346);
    expect(roundShown(23.17249)).toBe(23.17);
    expect(roundShown(1.15)).toBe(1.15);
  });

  it('keeps four significant digits below 1, and whole numbers and zero as they are', () => {
    expect(roundShown(0.386214)).toBe(0.3862);
    expect(roundShown(0.0000123456)).toBe(0.00001235);
    expect(roundShown(-0.386214)).toBe(-0.3862);
    expect(roundShown(0)).toBe(0);
    expect(roundShown(42)).toBe(42);
    expect(shownDecimals(Number.NaN)).toBe(0);
  });
});
