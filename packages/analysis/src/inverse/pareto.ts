/** Pareto front (all objectives maximised), thinning to a spread subset, and the compromise point. */

/** Indices of the non-dominated rows of `objectives` (each row: one value per objective, larger is better). */
export function nonDominated(objectives: readonly (readonly number[])[]): number[] {
  const order = objectives.map((_, i) => i).sort((a, b) => objectives[b]![0]! - objectives[a]![0]! || a - b);
  const front: number[] = [];
  const dominates = (a: readonly number[], b: readonly number[]) => {
    let strictly = false;
    for (let j = 0; j < a.length; j++) {
      if (a[j]! < b[j]!) return false;
      if (a[j]! > b[j]!) strictly = true;
    }
    return strictly;
  };
  for (const i of order) {
    const o = objectives[i]!;
    if (front.some((f) => dominates(objectives[f]!, o) || objectives[f]!.every((v, j) => v === o[j])))
      continue;
    for (let f = front.length - 1; f >= 0; f--) if (dominates(o, objectives[front[f]!]!)) front.splice(f, 1);
    front.push(i);
  }
  return front;
}

/** Up to `count` front points: the best one for each objective, then farthest-point in normalised space. */
export function thinFront(
  front: readonly number[],
  objectives: readonly (readonly number[])[],
  count: number,
): number[] {
  if (front.length <= count) return front.slice();
  const m = objectives[front[0]!]!.length;
  const lo = Array.from({ length: m }, (_, j) => Math.min(...front.map((i) => objectives[i]![j]!)));
  const hi = Array.from({ length: m }, (_, j) => Math.max(...front.map((i) => objectives[i]![j]!)));
  const norm = (i: number) =>
    objectives[i]!.map((v, j) => (hi[j]! > lo[j]! ? (v - lo[j]!) / (hi[j]! - lo[j]!) : 0));
  const chosen: number[] = [];
  for (let j = 0; j < m; j++) {
    const best = front.reduce((a, b) => (objectives[b]![j]! > objectives[a]![j]! ? b : a));
    if (!chosen.includes(best)) chosen.push(best);
  }
  const dist = (a: number, b: number) => {
    const na = norm(a);
    const nb = norm(b);
    return Math.sqrt(na.reduce((s, v, j) => s + (v - nb[j]!) ** 2, 0));
  };
  while (chosen.length < count) {
    let bestIdx = -1;
    let bestDist = -1;
    for (const i of front) {
      if (chosen.includes(i)) continue;
      const dmin = Math.min(...chosen.map((c) => dist(i, c)));
      if (dmin > bestDist) {
        bestDist = dmin;
        bestIdx = i;
      }
    }
    if (bestIdx < 0) break;
    chosen.push(bestIdx);
  }
  return chosen;
}

/**
 * The compromise: the front point with the smallest weighted Chebyshev distance to the ideal point,
 * each objective normalised by its range over the front (ideal = best, nadir = worst on the front).
 */
export function compromiseIndex(
  front: readonly number[],
  objectives: readonly (readonly number[])[],
  weights: readonly number[],
): number {
  const m = weights.length;
  const best = Array.from({ length: m }, (_, j) => Math.max(...front.map((i) => objectives[i]![j]!)));
  const worst = Array.from({ length: m }, (_, j) => Math.min(...front.map((i) => objectives[i]![j]!)));
  const wsum = weights.reduce((a, b) => a + b, 0) || 1;
  let chosen = front[0]!;
  let bestScore = Infinity;
  for (const i of front) {
    let score = 0;
    for (let j = 0; j < m; j++) {
      const range = best[j]! - worst[j]!;
      const gap = range > 0 ? (best[j]! - objectives[i]![j]!) / range : 0;
      score = Math.max(score, (weights[j]! / wsum) * gap);
    }
    if (score < bestScore) {
      bestScore = score;
      chosen = i;
    }
  }
  return chosen;
}
