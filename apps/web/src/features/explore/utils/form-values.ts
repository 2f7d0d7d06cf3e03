import {
  EXPLORATION_LIMITS,
  type ExplorationScopeType,
  type GoalKind,
  type VariableStats,
} from '@app/contract/explorations';

/**
 * What the forward and inverse forms hold while the user edits them: text for every number field (an empty
 * field means "not set"), rows for the per-ingredient and group constraints. `to-request.ts` turns it into
 * the contract's request, which the contract's zod schema then checks (resolver.ts).
 */
export type GoalRow = {
  target: string;
  kind: GoalKind;
  value: string;
  min: string;
  max: string;
  weight: string;
};

export type LimitRow = { key: string; min: string; max: string; fixed: string; cost: string };

export type GroupRow = { name: string; inputs: string[]; min: string; max: string };

export type ExploreFormValues = {
  name: string;
  scopeType: ExplorationScopeType;
  /** `<scheme>:<code>` of the chosen theme, e.g. `ipc:C08L23`. */
  theme: string;
  /** Comma- or space-separated ids. */
  materialIds: string;
  patentIds: string;
  query: string;
  csvText: string;
  csvFileName: string;
  includeComparative: boolean;
  /** The most examples the model is fitted on (one of EXPLORATION_LIMITS.trainingRowChoices). */
  trainingRows: string;
  inputs: string[];
  targets: string[];
  /** Forward only. */
  folds: string;
  /** Inverse only from here on. */
  goals: GoalRow[];
  sumEnabled: boolean;
  sumTotal: string;
  maxIngredients: string;
  limits: LimitRow[];
  groups: GroupRow[];
  costMax: string;
  costWeight: string;
  candidates: string;
  nextToTest: string;
};

export const EMPTY_FORM: ExploreFormValues = {
  name: '',
  scopeType: 'classification',
  theme: '',
  materialIds: '',
  patentIds: '',
  query: '',
  csvText: '',
  csvFileName: '',
  includeComparative: true,
  trainingRows: String(EXPLORATION_LIMITS.defaultTrainingRows),
  inputs: [],
  targets: [],
  folds: '5',
  goals: [],
  sumEnabled: false,
  sumTotal: '100',
  maxIngredients: '',
  limits: [],
  groups: [],
  costMax: '',
  costWeight: '',
  candidates: '20',
  nextToTest: '5',
};

/** Units in which a composition naturally adds up to 100. */
const PERCENT_UNITS = new Set(['質量%', 'wt%', '%', 'mol%', '体積%', 'vol%', '重量%']);

/** Ingredients are what a composition is made of (sum, count, group and cost constraints apply to them). */
export function isIngredient(variable: Pick<VariableStats, 'kind'>): boolean {
  return variable.kind === 'ingredient' || variable.kind === 'csvInput';
}

/** Sum-to-100 is on by default when every chosen ingredient is a percentage. */
export function defaultSumEnabled(ingredients: readonly Pick<VariableStats, 'unit'>[]): boolean {
  return ingredients.length > 0 && ingredients.every((v) => v.unit !== null && PERCENT_UNITS.has(v.unit));
}

/** One goal per target: maximise unless the property is better lower. */
export function defaultGoal(target: Pick<VariableStats, 'key' | 'direction'>): GoalRow {
  return {
    target: target.key,
    kind: target.direction === 'lower' ? 'minimize' : 'maximize',
    value: '',
    min: '',
    max: '',
    weight: '1',
  };
}

/** Empty text → undefined; anything else → a number (NaN when it is not one, which the schema rejects). */
export function toNumber(text: string): number | undefined {
  const trimmed = text.trim().normalize('NFKC');
  if (trimmed === '') return undefined;
  return Number(trimmed.replace(/,/g, ''));
}

/** 「3, 5 12」 → [3, 5, 12] (NaN for a part that is not a number). */
export function toIds(text: string): number[] {
  return text
    .normalize('NFKC')
    .split(/[\s,、]+/)
    .filter(Boolean)
    .map(Number);
}
