/**
 * Makes a point satisfy the constraints: fixed values, bounds, the sum of the composition, group
 * limits, a cost bound, and — through `support` — which composition inputs may be non-zero. All of
 * these are convex once the support is chosen, so alternating projections (bounds + sum by an exact
 * shift-and-clip projection, then each violated group / cost half-space) converge to a feasible point
 * when one exists. `isFeasible` is the final check with a small tolerance.
 */
import { formatNumber } from './normalise.js';
import type { NormalisedProblem } from './normalise.js';

/** Composition inputs allowed to be non-zero; null = all. */
export type Support = readonly boolean[] | null;

function effectiveBounds(p: NormalisedProblem, support: Support): { lo: Float64Array; hi: Float64Array } {
  const lo = Float64Array.from(p.lo);
  const hi = Float64Array.from(p.hi);
  if (support) {
    for (const k of p.composition) {
      if (!support[k] && !p.isFixed[k]) {
        lo[k] = 0;
        hi[k] = 0;
      }
    }
  }
  return { lo, hi };
}

/** Euclidean projection of x[idx] onto {lo ≤ x ≤ hi, Σ x = target}: x_i = clip(x_i − λ). */
function projectSum(
  x: Float64Array,
  idx: readonly number[],
  lo: Float64Array,
  hi: Float64Array,
  target: number,
): void {
  if (idx.length === 0) return;
  const sumAt = (lambda: number) =>
    idx.reduce((s, k) => s + Math.min(hi[k]!, Math.max(lo[k]!, x[k]! - lambda)), 0);
  let a = Infinity;
  let b = -Infinity;
  for (const k of idx) {
    a = Math.min(a, x[k]! - hi[k]!);
    b = Math.max(b, x[k]! - lo[k]!);
  }
  // sumAt is non-increasing in λ: sumAt(a) = Σ hi ≥ target ≥ Σ lo = sumAt(b) when feasible.
  for (let it = 0; it < 100 && b - a > 1e-13 * (1 + Math.abs(a) + Math.abs(b)); it++) {
    const mid = 0.5 * (a + b);
    if (sumAt(mid) > target) a = mid;
    else b = mid;
  }
  const lambda = 0.5 * (a + b);
  for (const k of idx) x[k] = Math.min(hi[k]!, Math.max(lo[k]!, x[k]! - lambda));
  // Put the last rounding residue on an input with room.
  let residue = target - idx.reduce((s, k) => s + x[k]!, 0);
  for (const k of idx) {
    if (Math.abs(residue) < 1e-15) break;
    const room = residue > 0 ? hi[k]! - x[k]! : lo[k]! - x[k]!;
    const step = residue > 0 ? Math.min(residue, room) : Math.max(residue, room);
    x[k] = x[k]! + step;
    residue -= step;
  }
}

/** Shifts the free members of a half-space constraint Σ aᵢxᵢ ≤ limit (or ≥) onto its boundary. */
function projectHalfSpace(
  x: Float64Array,
  coef: ArrayLike<number>,
  idx: readonly number[],
  limit: number,
  upper: boolean,
): boolean {
  let s = 0;
  let norm = 0;
  for (const k of idx) {
    s += coef[k]! * x[k]!;
    norm += coef[k]! * coef[k]!;
  }
  const excess = upper ? s - limit : limit - s;
  if (excess <= 0 || norm === 0) return false;
  const step = (upper ? excess : -excess) / norm;
  for (const k of idx) x[k] = x[k]! - step * coef[k]!;
  return true;
}

export function repair(p: NormalisedProblem, x0: ArrayLike<number>, support: Support): Float64Array {
  const { lo, hi } = effectiveBounds(p, support);
  const x = Float64Array.from(x0);
  const freeComposition = p.composition.filter((k) => !p.isFixed[k] && hi[k]! > lo[k]!);
  const fixedComposition = p.composition.filter((k) => !freeComposition.includes(k));
  const ones = new Float64Array(x.length).fill(1);
  const movable = (members: readonly number[]) => members.filter((k) => !p.isFixed[k] && hi[k]! > lo[k]!);
  const groupMovable = p.groups.map((g) => movable(g.members));
  const costMovable = p.cost
    ? movable(Array.from(x, (_, k) => k).filter((k) => p.cost!.perUnit[k] !== 0))
    : [];
  const boundsAndSum = () => {
    for (let k = 0; k < x.length; k++) x[k] = Math.min(hi[k]!, Math.max(lo[k]!, x[k]!));
    if (p.total !== null) {
      const target = p.total - fixedComposition.reduce((s, k) => s + x[k]!, 0);
      projectSum(x, freeComposition, lo, hi, target);
    }
  };
  for (let it = 0; it < 200; it++) {
    boundsAndSum();
    let moved = false;
    p.groups.forEach((g, gi) => {
      const idx = groupMovable[gi]!;
      const fixedPart = g.members.filter((k) => !idx.includes(k)).reduce((s, k) => s + x[k]!, 0);
      if (g.max !== null) moved = projectHalfSpace(x, ones, idx, g.max - fixedPart, true) || moved;
      if (g.min !== null) moved = projectHalfSpace(x, ones, idx, g.min - fixedPart, false) || moved;
    });
    if (p.cost && p.cost.max !== null) {
      const fixedPart = x.reduce((s, v, k) => s + (costMovable.includes(k) ? 0 : v * p.cost!.perUnit[k]!), 0);
      moved = projectHalfSpace(x, p.cost.perUnit, costMovable, p.cost.max - fixedPart, true) || moved;
    }
    if (!moved) return x;
  }
  // Not converged: end on the bounds and the sum, so that what remains broken is a group or the cost.
  boundsAndSum();
  return x;
}

/** The constraints a point breaks, as Japanese labels (empty when feasible). */
export function violations(p: NormalisedProblem, x: ArrayLike<number>, tolerance = 1e-6): string[] {
  const tol = tolerance * p.scale;
  const out: string[] = [];
  for (let k = 0; k < x.length; k++) {
    if (x[k]! < p.lo[k]! - tol || x[k]! > p.hi[k]! + tol) out.push(`「${p.names[k]}」の範囲`);
  }
  if (p.total !== null && Math.abs(p.composition.reduce((s, k) => s + x[k]!, 0) - p.total) > tol) {
    out.push(`合計 ${formatNumber(p.total)}`);
  }
  if (
    p.maxIngredients !== null &&
    p.composition.filter((k) => Math.abs(x[k]!) > tol).length > p.maxIngredients
  ) {
    out.push(`成分数の上限 ${p.maxIngredients}`);
  }
  for (const g of p.groups) {
    const s = g.members.reduce((a, k) => a + x[k]!, 0);
    if (g.max !== null && s > g.max + tol) out.push(`グループ「${g.name}」の上限 ${formatNumber(g.max)}`);
    if (g.min !== null && s < g.min - tol) out.push(`グループ「${g.name}」の下限 ${formatNumber(g.min)}`);
  }
  if (p.cost && p.cost.max !== null) {
    const c = Array.from(x).reduce((a, v, k) => a + v * p.cost!.perUnit[k]!, 0);
    if (c > p.cost.max + tolerance * Math.max(1, Math.abs(p.cost.max)))
      out.push(`コストの上限 ${formatNumber(p.cost.max)}`);
  }
  return out;
}

export function isFeasible(p: NormalisedProblem, x: ArrayLike<number>, tolerance = 1e-6): boolean {
  return violations(p, x, tolerance).length === 0;
}

/** Zeroes composition inputs below the tolerance so that a k-sparse point is exactly sparse. */
export function cleanZeros(p: NormalisedProblem, x: Float64Array): Float64Array {
  const tol = 1e-9 * p.scale;
  for (const k of p.composition) if (Math.abs(x[k]!) < tol && p.lo[k]! <= 0) x[k] = 0;
  return x;
}
