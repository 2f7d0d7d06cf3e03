/**
 * Distinct inverse candidates (issue 17, point 6: "20 near-identical candidates, a 7,000 px page").
 *
 * The optimiser asks for N mutually distant candidates and, when the feasible region is small, relaxes
 * its minimum distance until it has N — down to compositions that differ in the third significant figure
 * and that a lab would weigh out identically. This pass runs over the ranked list the optimiser returns:
 * a candidate is kept only when it is at least `minDistance` from every better-ranked candidate kept, in
 * the same scaled distance the optimiser uses (each input divided by its spread in the training data).
 * Rank order is kept, so the best candidate always stays first; fewer candidates come back, never worse ones.
 */

/**
 * Smallest scaled distance between two candidates shown: 0.3 of a training standard deviation in one
 * input, or about 0.1 in each of ten. The optimiser's first choice of spacing is 0.35; it goes below 0.3
 * only when it is relaxing to fill the list.
 */
export const MIN_CANDIDATE_DISTANCE = 0.3;

/** Per input column, the spread used to scale distances: its standard deviation (1 for a constant column). */
export function inputSpreads(X: readonly (readonly number[])[]): number[] {
  const width = X[0]?.length ?? 0;
  return Array.from({ length: width }, (_, k) => {
    const column = X.map((row) => row[k]!).filter(Number.isFinite);
    if (column.length < 2) return 1;
    const mean = column.reduce((s, v) => s + v, 0) / column.length;
    const sd = Math.sqrt(column.reduce((s, v) => s + (v - mean) ** 2, 0) / (column.length - 1));
    return sd > 1e-12 ? sd : 1;
  });
}

/** Euclidean distance with each input divided by its spread. */
export function scaledDistance(
  a: readonly number[],
  b: readonly number[],
  spreads: readonly number[],
): number {
  let sum = 0;
  for (let k = 0; k < spreads.length; k++) sum += (((a[k] ?? 0) - (b[k] ?? 0)) / spreads[k]!) ** 2;
  return Math.sqrt(sum);
}

/**
 * Greedy in rank order: each candidate is kept when no better-ranked kept candidate is closer than
 * `minDistance`. Returns the kept candidates (in their order) and how many were dropped.
 */
export function distinctCandidates<T>(
  ranked: readonly T[],
  inputsOf: (candidate: T) => readonly number[],
  spreads: readonly number[],
  minDistance = MIN_CANDIDATE_DISTANCE,
): { kept: T[]; dropped: number } {
  const kept: T[] = [];
  for (const candidate of ranked) {
    const x = inputsOf(candidate);
    if (kept.every((other) => scaledDistance(inputsOf(other), x, spreads) >= minDistance))
      kept.push(candidate);
  }
  return { kept, dropped: ranked.length - kept.length };
}

/**
 * The same rule over a set without a ranking of its own (a Pareto front, ordered by its first goal): the
 * `anchor` (the suggested compromise) is kept first, the other points are taken in their order, and what is
 * kept comes back in the set's own order.
 */
export function distinctFront<T>(
  front: readonly T[],
  anchor: T | null,
  inputsOf: (candidate: T) => readonly number[],
  spreads: readonly number[],
  minDistance = MIN_CANDIDATE_DISTANCE,
): { kept: T[]; dropped: number } {
  const order =
    anchor !== null && front.includes(anchor) ? [anchor, ...front.filter((c) => c !== anchor)] : front;
  const chosen = new Set(distinctCandidates(order, inputsOf, spreads, minDistance).kept);
  const kept = front.filter((candidate) => chosen.has(candidate));
  return { kept, dropped: front.length - kept.length };
}
