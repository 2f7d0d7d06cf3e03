import type {
  ExplorationScope,
  ForwardExplorationRequestInput,
  InverseExplorationRequestInput,
} from '@app/contract/explorations';
import { toIds, toNumber, type ExploreFormValues } from './form-values';

/** The scope of the request, as the form describes it. */
function toScope(values: ExploreFormValues): ExplorationScope {
  switch (values.scopeType) {
    case 'classification': {
      const [scheme = '', code = ''] = splitTheme(values.theme);
      return { type: 'classification', scheme: scheme as 'ipc' | 'theme', code };
    }
    case 'materials':
      return { type: 'materials', materialIds: toIds(values.materialIds) };
    case 'patents':
      return { type: 'patents', patentIds: toIds(values.patentIds) };
    case 'search':
      return { type: 'search', query: values.query };
    case 'csv':
      return {
        type: 'csv',
        csv: values.csvText,
        ...(values.csvFileName ? { fileName: values.csvFileName } : {}),
      };
  }
}

/** `ipc:C08L23` → ['ipc', 'C08L23']. */
export function splitTheme(theme: string): [string, string] | [] {
  const at = theme.indexOf(':');
  return at < 0 ? [] : [theme.slice(0, at), theme.slice(at + 1)];
}

function base(values: ExploreFormValues) {
  return {
    name: values.name,
    scope: toScope(values),
    includeComparative: values.includeComparative,
    inputs: values.inputs,
    targets: values.targets,
    trainingRows: toNumber(values.trainingRows),
  };
}

export function toForwardRequest(values: ExploreFormValues): ForwardExplorationRequestInput {
  return { ...base(values), folds: toNumber(values.folds) };
}

/** Drops undefined members so the request carries only what the user set. */
function defined<T extends object>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)) as T;
}

export function toInverseRequest(values: ExploreFormValues): InverseExplorationRequestInput {
  const bounds: Record<string, { min?: number; max?: number }> = {};
  const fixed: Record<string, number> = {};
  const perUnit: Record<string, number> = {};
  for (const row of values.limits) {
    if (!row.key) continue;
    const min = toNumber(row.min);
    const max = toNumber(row.max);
    if (min !== undefined || max !== undefined) bounds[row.key] = defined({ min, max });
    const fixedValue = toNumber(row.fixed);
    if (fixedValue !== undefined) fixed[row.key] = fixedValue;
    const cost = toNumber(row.cost);
    if (cost !== undefined) perUnit[row.key] = cost;
  }
  const costMax = toNumber(values.costMax);
  const costWeight = toNumber(values.costWeight);
  const hasCost = Object.keys(perUnit).length > 0;

  return {
    ...base(values),
    goals: values.goals.map((goal) =>
      defined({
        target: goal.target,
        kind: goal.kind,
        value: goal.kind === 'target' ? toNumber(goal.value) : undefined,
        min: goal.kind === 'range' ? toNumber(goal.min) : undefined,
        max: goal.kind === 'range' ? toNumber(goal.max) : undefined,
        weight: toNumber(goal.weight),
      }),
    ),
    constraints: defined({
      sumTo: values.sumEnabled ? { total: toNumber(values.sumTotal) ?? Number.NaN } : undefined,
      bounds,
      fixed,
      maxIngredients: toNumber(values.maxIngredients),
      groups: values.groups.map((group) =>
        defined({
          name: group.name,
          inputs: group.inputs,
          min: toNumber(group.min),
          max: toNumber(group.max),
        }),
      ),
      cost: hasCost ? defined({ perUnit, max: costMax, weight: costWeight }) : undefined,
    }),
    candidates: toNumber(values.candidates),
    nextToTest: toNumber(values.nextToTest),
  };
}
