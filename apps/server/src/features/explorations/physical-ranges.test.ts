import { describe, expect, it } from 'vitest';
import { clipPrediction, physicalRange, targetRanges } from './physical-ranges.js';

describe('predictions within the range a property can take', () => {
  it('caps durometer hardness at 100 and keeps it non-negative (issue 17: Shore A 88.15〜103.4)', () => {
    const range = physicalRange({ name: '硬さ', unit: 'Shore A' }, [60, 90]);
    expect(range).toEqual({ min: 0, max: 100 });
    expect(clipPrediction({ mean: 95.8, lower90: 88.15, upper90: 103.4 }, range)).toEqual({
      mean: 95.8,
      lower90: 88.15,
      upper90: 100,
    });
    expect(physicalRange({ name: '硬さ', unit: 'HDA' }, []).max).toBe(100);
  });

  it('keeps quantities measured only as non-negative at or above zero', () => {
    const [time, change] = targetRanges(
      [
        { name: '加硫時間', unit: 'min' },
        { name: '寸法変化率', unit: '%' },
      ],
      [
        [12, -0.4],
        [30, null],
        [null, 0.3],
      ],
    );
    expect(clipPrediction({ mean: 1.5, lower90: -3.2, upper90: 6 }, time!)).toEqual({
      mean: 1.5,
      lower90: 0,
      upper90: 6,
    });
    // A property that is negative in the data itself is left alone.
    expect(change!.min).toBe(Number.NEGATIVE_INFINITY);
  });

  it('knows temperatures (℃ down to absolute zero) and fractions of a whole (質量% 0〜100)', () => {
    expect(physicalRange({ name: 'ガラス転移温度', unit: '℃' }, [-40, 10]).min).toBe(-273.15);
    expect(physicalRange({ name: 'フィラー', unit: '質量%' }, [10])).toEqual({ min: 0, max: 100 });
  });
});
