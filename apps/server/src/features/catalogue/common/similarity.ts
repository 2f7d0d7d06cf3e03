/**
 * Distances behind the "similar" and "nearest" lists of detail pages. Pure functions over maps of
 * property id → canonical value and material id → amount.
 */

export type Vector = ReadonlyMap<number, number>;

/**
 * Distance of two property vectors over the properties both have: the root mean square of the
 * differences, each divided by the property's spread in the candidate set (so MPa and ℃ weigh alike).
 * Null when they share no property.
 */
export function propertyDistance(
  a: Vector,
  b: Vector,
  spread: ReadonlyMap<number, number>,
): { distance: number; shared: number } | null {
  let sum = 0;
  let shared = 0;
  for (const [property, x] of a) {
    const y = b.get(property);
    if (y === undefined) continue;
    const scale = spread.get(property) || Math.max(Math.abs(x), Math.abs(y), 1e-9);
    sum += ((x - y) / scale) ** 2;
    shared += 1;
  }
  return shared === 0 ? null : { distance: Math.sqrt(sum / shared), shared };
}

/** Standard deviation of each property over the vectors (0 where fewer than two values). */
export function spreads(vectors: Iterable<Vector>): Map<number, number> {
  const sums = new Map<number, { n: number; sum: number; squares: number }>();
  for (const vector of vectors) {
    for (const [property, value] of vector) {
      const entry = sums.get(property) ?? { n: 0, sum: 0, squares: 0 };
      entry.n += 1;
      entry.sum += value;
      entry.squares += value * value;
      sums.set(property, entry);
    }
  }
  const result = new Map<number, number>();
  for (const [property, { n, sum, squares }] of sums) {
    result.set(property, n < 2 ? 0 : Math.sqrt(Math.max(0, squares / n - (sum / n) ** 2)));
  }
  return result;
}

/** Compositions as fractions of their total (質量部 and 質量% compare alike). */
export function fractions(amounts: Vector): Map<number, number> {
  let total = 0;
  for (const value of amounts.values()) total += Math.max(0, value);
  const result = new Map<number, number>();
  if (total <= 0) return result;
  for (const [material, value] of amounts) result.set(material, Math.max(0, value) / total);
  return result;
}

/** Half the L1 distance of two fraction vectors: 0 = same composition, 1 = nothing in common. */
export function compositionDistance(a: Vector, b: Vector): number {
  let sum = 0;
  for (const [material, x] of a) sum += Math.abs(x - (b.get(material) ?? 0));
  for (const [material, y] of b) if (!a.has(material)) sum += y;
  return sum / 2;
}

/** Mean relative difference of the shared measured values (0…1), or null when none is shared. */
export function relativeDistance(a: Vector, b: Vector): { distance: number; shared: number } | null {
  let sum = 0;
  let shared = 0;
  for (const [property, x] of a) {
    const y = b.get(property);
    if (y === undefined) continue;
    const scale = Math.max(Math.abs(x), Math.abs(y));
    sum += scale === 0 ? 0 : Math.abs(x - y) / scale;
    shared += 1;
  }
  return shared === 0 ? null : { distance: sum / shared, shared };
}

/** Jaccard similarity of two sets (0 = nothing shared, 1 = the same set); 0 for two empty sets. */
export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}
