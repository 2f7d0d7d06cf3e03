import { describe, expect, it } from 'vitest';
import { extent } from './extent.js';

describe('extent', () => {
  it('finds the range of a column far longer than the argument limit of Math.min(...)', () => {
    const values = Array.from({ length: 1_000_000 }, (_, i) => i);
    values[123_456] = -5;
    expect(extent(values)).toEqual({ min: -5, max: 999_999 });
  });

  it('answers null for no values', () => {
    expect(extent([])).toBeNull();
  });
});
