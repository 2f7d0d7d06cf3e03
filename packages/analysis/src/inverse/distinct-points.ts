/**
 * Greedy selection of mutually distant points (standardised input units), in rank order: the spread
 * of starting points for the searches and of the candidates shown.
 */
import type { Evaluated } from './evaluator.js';

export type Distance = (a: ArrayLike<number>, b: ArrayLike<number>) => number;

/** In order, keep points at least `minDistance` from those kept, up to `count`. */
export function diverse(
  sorted: readonly Evaluated[],
  count: number,
  minDistance: number,
  distance: Distance,
): Evaluated[] {
  const out: Evaluated[] = [];
  for (const e of sorted) {
    if (out.length >= count) break;
    if (out.every((o) => distance(o.x, e.x) >= minDistance)) out.push(e);
  }
  return out;
}

/** `diverse` from 0.35 apart, halving the distance until `count` points are found. */
export function diverseWithRelaxation(
  sorted: readonly Evaluated[],
  count: number,
  distance: Distance,
): Evaluated[] {
  for (let minDistance = 0.35; minDistance > 1e-6; minDistance /= 2) {
    const out = diverse(sorted, count, minDistance, distance);
    if (out.length >= count) return out;
  }
  return diverse(sorted, count, 1e-9, distance);
}
