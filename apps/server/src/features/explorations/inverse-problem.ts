import type { InverseProblem } from '@app/analysis/inverse/problem';
import type { InverseExplorationRequest } from '@app/contract/explorations';
import type { StoredTraining } from './stored-json.js';
import { isIngredient } from './variables.js';

/** What an inverse analysis needs of its request. */
export type InverseSettings = Pick<
  InverseExplorationRequest,
  'goals' | 'constraints' | 'candidates' | 'nextToTest' | 'seed'
>;

/** The engine's inverse problem for a stored request: goals and constraints on the model's input/target labels. */
export function inverseProblem(request: InverseSettings, training: StoredTraining): InverseProblem {
  const inputLabel = new Map(training.inputs.map((v, k) => [v.key, training.inputLabels[k]!]));
  const targetLabel = new Map(training.targets.map((v, j) => [v.key, training.targetLabels[j]!]));
  const label = (key: string) => inputLabel.get(key) ?? key;
  const c = request.constraints;
  const ingredients = training.inputs.filter(isIngredient).map((v) => label(v.key));
  return {
    goals: request.goals.map((g) => ({
      target: targetLabel.get(g.target) ?? g.target,
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
            inputs: c.sumTo.inputs ? c.sumTo.inputs.map(label) : ingredients,
            total: c.sumTo.total,
          },
        }
      : {}),
    bounds: Object.fromEntries(Object.entries(c.bounds).map(([key, b]) => [label(key), b])),
    fixed: Object.fromEntries(Object.entries(c.fixed).map(([key, v]) => [label(key), v])),
    ...(c.maxIngredients !== undefined ? { maxIngredients: c.maxIngredients } : {}),
    groups: c.groups.map((g) => ({ ...g, inputs: g.inputs.map(label) })),
    ...(c.cost
      ? {
          cost: {
            perUnit: Object.fromEntries(Object.entries(c.cost.perUnit).map(([key, v]) => [label(key), v])),
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
