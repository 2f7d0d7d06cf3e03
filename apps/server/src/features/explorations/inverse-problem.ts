import type { InverseProblem } from '@app/analysis/inverse/problem';
import type { InverseExplorationRequest } from '@app/contract/explorations';
import type { StoredTraining } from './stored-json.js';
import { isIngredient } from './variables.js';

/** What an inverse analysis needs of its request. */
export type InverseSettings = Pick<
  InverseExplorationRequest,
  'goals' | 'constraints' | 'candidates' | 'nextToTest' | 'seed'
>;

/** The engine's inverse problem for a stored request: goals and constraints on the variable keys, as sent. */
export function inverseProblem(request: InverseSettings, training: StoredTraining): InverseProblem {
  const c = request.constraints;
  const ingredients = training.inputs.filter(isIngredient).map((v) => v.key);
  return {
    goals: request.goals.map((g) => ({
      target: g.target,
      kind: g.kind,
      ...(g.value !== undefined ? { value: g.value } : {}),
      ...(g.min !== undefined ? { min: g.min } : {}),
      ...(g.max !== undefined ? { max: g.max } : {}),
      weight: g.weight,
      ...(g.tolerance !== undefined ? { tolerance: g.tolerance } : {}),
    })),
    ...(c.sumTo
      ? {
          composition: {
            inputs: c.sumTo.inputs ?? ingredients,
            total: c.sumTo.total,
          },
        }
      : {}),
    bounds: c.bounds,
    fixed: c.fixed,
    ...(c.maxIngredients !== undefined ? { maxIngredients: c.maxIngredients } : {}),
    groups: c.groups,
    ...(c.cost
      ? {
          cost: {
            perUnit: c.cost.perUnit,
            ...(c.cost.max !== undefined ? { max: c.cost.max } : {}),
            ...(c.cost.weight !== undefined ? { weight: c.cost.weight } : {}),
          },
        }
      : {}),
    candidates: request.candidates,
    nextToTest: request.nextToTest,
    seed: request.seed,
  };
}
