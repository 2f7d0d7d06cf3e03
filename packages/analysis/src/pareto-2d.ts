/**
 * The Pareto front of points in two objectives, each with its own better direction, in O(n log n) (a
 * sweep from the best x down), for scatter plots of tens of thousands of points. A point is on the front
 * when no other point is at least as good in both objectives and better in one; identical points are
 * all on it or all off it. Returns point indexes ordered by ascending x.
 */
export function paretoFront2d(
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  directions: { x: 'higher' | 'lower'; y: 'higher' | 'lower' },
): number[] {
  const n = x.length;
  const sx = directions.x === 'higher' ? 1 : -1;
  const sy = directions.y === 'higher' ? 1 : -1;
  const order = Array.from({ length: n }, (_, i) => i).filter(
    (i) => Number.isFinite(x[i]!) && Number.isFinite(y[i]!),
  );
  // Best x first; within one x, best y first.
  order.sort((a, b) => sx * (x[b]! - x[a]!) || sy * (y[b]! - y[a]!) || a - b);
  const front: number[] = [];
  let bestY = -Infinity;
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end < order.length && x[order[end]!] === x[order[start]!]) end += 1;
    // The group's best y; a point of a better x with the same y already dominates it.
    const groupBest = sy * y[order[start]!]!;
    if (groupBest > bestY) {
      for (let g = start; g < end && sy * y[order[g]!]! === groupBest; g += 1) front.push(order[g]!);
      bestY = groupBest;
    }
    start = end;
  }
  return front.sort((a, b) => x[a]! - x[b]! || a - b);
}
