/**
 * Smallest and largest of any number of values, in one pass. `Math.min(...values)` passes every value as
 * a function argument and overflows the call stack somewhere past ~100,000 values (a 500,000-row CSV
 * answered 500): columns of user data always go through here.
 */
export function extent(values: Iterable<number>): { min: number; max: number } | null {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return min <= max ? { min, max } : null;
}
