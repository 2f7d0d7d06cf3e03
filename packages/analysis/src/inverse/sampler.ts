/**
 * Random feasible starting points: a support of at most k composition inputs (always containing the
 * inputs that cannot be zero), a Dirichlet draw of the composition over it, uniform process inputs,
 * then `repair` onto the constraints.
 */
import type { Random } from '../random.js';
import type { NormalisedProblem } from './normalise.js';
import { isFeasible, repair } from './repair.js';
import type { Support } from './repair.js';

export function forcedInputs(p: NormalisedProblem): number[] {
  return p.composition.filter((k) => p.lo[k]! > 0);
}

/** A random support with at most k composition inputs, or null when k is not limited. */
export function randomSupport(p: NormalisedProblem, rng: Random): Support {
  if (p.maxIngredients === null) return null;
  const support = new Array<boolean>(p.names.length).fill(false);
  const forced = forcedInputs(p);
  for (const k of forced) support[k] = true;
  const optional = rng.shuffle(p.composition.filter((k) => !support[k] && p.hi[k]! > 0));
  const room = Math.max(0, p.maxIngredients - forced.length);
  const extra = Math.min(optional.length, forced.length === 0 ? 1 + rng.int(room) : rng.int(room + 1));
  for (const k of optional.slice(0, extra)) support[k] = true;
  return support;
}

/** The support of an existing point: its non-zero composition inputs, largest first, up to k. */
export function supportOf(p: NormalisedProblem, x: ArrayLike<number>): Support {
  if (p.maxIngredients === null) return null;
  const support = new Array<boolean>(p.names.length).fill(false);
  const forced = forcedInputs(p);
  for (const k of forced) support[k] = true;
  const rest = p.composition
    .filter((k) => !support[k] && x[k]! > 0 && p.hi[k]! > 0)
    .sort((a, b) => x[b]! - x[a]!);
  for (const k of rest.slice(0, Math.max(0, p.maxIngredients - forced.length))) support[k] = true;
  return support;
}

/** A random point repaired onto the constraints, feasible or not (see `randomPoint`). */
export function randomRepairedPoint(p: NormalisedProblem, rng: Random, support: Support): Float64Array {
  const x = new Float64Array(p.names.length);
  const inComposition = new Set(p.composition);
  for (let k = 0; k < x.length; k++) {
    if (p.isFixed[k]) x[k] = p.lo[k]!;
    else if (!inComposition.has(k)) x[k] = rng.uniform(p.lo[k]!, p.hi[k]!);
  }
  const free = p.composition.filter((k) => !p.isFixed[k] && (support === null || support[k]));
  if (p.total !== null) {
    const fixedSum = p.composition.filter((k) => p.isFixed[k]).reduce((s, k) => s + p.lo[k]!, 0);
    const alpha = [0.3, 1, 3][rng.int(3)]!;
    const w = rng.dirichlet(free.length, alpha);
    free.forEach((k, i) => (x[k] = w[i]! * (p.total! - fixedSum)));
  } else {
    for (const k of free) x[k] = rng.uniform(p.lo[k]!, p.hi[k]!);
  }
  return repair(p, x, support);
}

export function randomPoint(p: NormalisedProblem, rng: Random, support: Support): Float64Array | null {
  const repaired = randomRepairedPoint(p, rng, support);
  return isFeasible(p, repaired) ? repaired : null;
}
