/**
 * Refinement by a simple evolution strategy, run in parallel from several starting points: each
 * generation every start proposes a few mutants (Gaussian steps scaled to the input ranges, plus, under
 * an ingredient-count limit, swaps of one ingredient in or out of the support), each repaired onto the
 * constraints; the best mutant replaces its parent when better. The step size grows after success and
 * shrinks after failure (a 1/5-rule flavour). All mutants of a generation are scored in one batch.
 */
import type { Random } from '../random.js';
import type { Evaluated, Evaluator } from './evaluator.js';
import { forcedInputs } from './sampler.js';
import { cleanZeros, isFeasible, repair } from './repair.js';
import type { Support } from './repair.js';

export interface LocalSearchOptions {
  generations: number;
  offspring: number;
  weights?: readonly number[];
}

export function localSearch(
  evaluator: Evaluator,
  starts: readonly Evaluated[],
  rng: Random,
  options: LocalSearchOptions,
): Evaluated[] {
  const p = evaluator.problem;
  const state = starts.map((e) => ({ best: e, sigma: 0.08 }));
  const inComposition = new Set(p.composition);
  const forced = new Set(forcedInputs(p));
  for (let gen = 0; gen < options.generations; gen++) {
    const proposals: { x: Float64Array; support: Support; owner: number }[] = [];
    state.forEach((s, owner) => {
      if (s.sigma < 1e-5) return;
      for (let o = 0; o < options.offspring; o++) {
        let support = s.best.support;
        const x = Float64Array.from(s.best.x);
        if (support && rng.next() < 0.3) {
          // Swap one ingredient out of the support and another in.
          const inside = p.composition.filter((k) => support![k] && !forced.has(k) && !p.isFixed[k]);
          const outside = p.composition.filter((k) => !support![k] && p.hi[k]! > 0 && !p.isFixed[k]);
          const next = support.slice();
          if (outside.length > 0) {
            const add = outside[rng.int(outside.length)]!;
            const count = p.composition.filter((k) => next[k]).length;
            if (inside.length > 0 && (count >= p.maxIngredients! || rng.next() < 0.5)) {
              const drop = inside[rng.int(inside.length)]!;
              next[drop] = false;
              x[add] = x[drop]!;
              x[drop] = 0;
            } else x[add] = rng.uniform(0, 0.2) * (p.hi[add]! - p.lo[add]!);
            next[add] = true;
            support = next;
          }
        }
        for (let k = 0; k < x.length; k++) {
          if (p.isFixed[k] || (support && inComposition.has(k) && !support[k])) continue;
          x[k] = x[k]! + s.sigma * (p.hi[k]! - p.lo[k]!) * rng.normal();
        }
        const repaired = cleanZeros(p, repair(p, x, support));
        if (isFeasible(p, repaired)) proposals.push({ x: repaired, support, owner });
      }
    });
    if (proposals.length === 0) break;
    const scored = evaluator.evaluate(proposals);
    const bestOf = new Map<number, Evaluated>();
    scored.forEach((e, i) => {
      const owner = proposals[i]!.owner;
      const current = bestOf.get(owner);
      if (!current || evaluator.objective(e, options.weights) > evaluator.objective(current, options.weights))
        bestOf.set(owner, e);
    });
    state.forEach((s, owner) => {
      const challenger = bestOf.get(owner);
      if (
        challenger &&
        evaluator.objective(challenger, options.weights) > evaluator.objective(s.best, options.weights)
      ) {
        s.best = challenger;
        s.sigma = Math.min(0.5, s.sigma * 1.3);
      } else s.sigma *= 0.7;
    });
  }
  return state.map((s) => s.best);
}
