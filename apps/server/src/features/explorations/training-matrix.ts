import type { TrainingDataReport, VariableInfo, VariableStats } from '@app/contract/explorations';
import { canonicalUnit, unitFamily, type UnitFamily } from '@app/contract/units';
import { COMPOSITION_FAMILIES } from './variables.js';

/*
 * From the examples of a scope to the table a model is fitted on (pure; the repository loads the rows).
 *
 * Amounts: every ingredient input is in ONE unit, the scope's amount basis — the composition unit family most
 * components of the scope are stated in (質量部 for resin compounds, 質量% for electrodes and alloys). An
 * example stated in 質量部 is converted to 質量% by its own total (part / Σ parts × 100) when the basis is 質量%;
 * the reverse needs the base resin and is not guessed: such an example is dropped with the reason.
 * A selected ingredient an example does not contain is 0; a selected condition it does not state drops the
 * example (a temperature is never 0 by default); a property it did not measure is null (that row is skipped
 * for that target only). An example whose selected ingredients make up less than 80 % of its amount is
 * dropped: its properties owe too much to ingredients the model cannot see.
 */

export interface ScopeComponent {
  key: string;
  name: string;
  /** Canonical amount, or null when the source gives none or the unit is unknown. */
  amount: number | null;
  /** Canonical unit, or null. */
  unit: string | null;
}

export interface ScopeValue {
  key: string;
  name: string;
  value: number | null;
  unit: string | null;
}

export interface ScopeExample {
  id: number;
  patentId: number | null;
  label: string;
  comparative: boolean;
  components: ScopeComponent[];
  conditions: ScopeValue[];
  properties: ScopeValue[];
}

/** Examples whose selected ingredients make up less than this share of their amount are dropped. */
const MIN_SELECTED_SHARE = 0.8;

/** The composition unit family most amounts of the scope are in (null when nothing has a composition unit). */
export function amountBasis(examples: readonly ScopeExample[]): UnitFamily | null {
  const counts = new Map<UnitFamily, number>();
  for (const example of examples) {
    for (const component of example.components) {
      const family = component.unit ? unitFamily(component.unit) : null;
      if (family && COMPOSITION_FAMILIES.has(family)) counts.set(family, (counts.get(family) ?? 0) + 1);
    }
  }
  let best: UnitFamily | null = null;
  let bestCount = 0;
  for (const [family, count] of counts) {
    if (count > bestCount || (count === bestCount && family === 'massPercent')) {
      best = family;
      bestCount = count;
    }
  }
  return best;
}

/** An example's amounts in the basis unit, by ingredient key; or why they cannot be had. */
function amountsInBasis(
  example: ScopeExample,
  basis: UnitFamily | null,
): { amounts: Map<string, number>; converted: boolean } | { error: string } {
  const amounts = new Map<string, number>();
  const families = new Set<UnitFamily | null>();
  for (const component of example.components) {
    if (component.amount === null) continue;
    families.add(component.unit ? unitFamily(component.unit) : null);
  }
  if (families.size === 0) return { amounts, converted: false };
  const only = families.size === 1 ? [...families][0]! : undefined;
  if (only !== undefined && only === basis) {
    for (const component of example.components) {
      if (component.amount === null) continue;
      amounts.set(component.key, (amounts.get(component.key) ?? 0) + component.amount);
    }
    return { amounts, converted: false };
  }
  if (only === 'massParts' && basis === 'massPercent') {
    const total = example.components.reduce((sum, c) => sum + (c.amount ?? 0), 0);
    if (!(total > 0)) return { error: '配合量の合計が0のため質量%に換算できない' };
    for (const component of example.components) {
      if (component.amount === null) continue;
      amounts.set(component.key, (amounts.get(component.key) ?? 0) + (component.amount / total) * 100);
    }
    return { amounts, converted: true };
  }
  const basisLabel = basis ? canonicalUnit(basis) : '共通の単位';
  const written = [...families].map((f) => (f ? canonicalUnit(f) : '不明な単位')).join('・');
  return { error: `配合の単位（${written}）を${basisLabel}に換算できない` };
}

interface Tally {
  names: Map<string, number>;
  units: Map<string, number>;
  count: number;
  min: number;
  max: number;
}

function tally(map: Map<string, Tally>, key: string, name: string, unit: string | null, value: number): void {
  let t = map.get(key);
  if (!t) {
    t = { names: new Map(), units: new Map(), count: 0, min: Infinity, max: -Infinity };
    map.set(key, t);
  }
  t.names.set(name, (t.names.get(name) ?? 0) + 1);
  if (unit) t.units.set(unit, (t.units.get(unit) ?? 0) + 1);
  t.count++;
  t.min = Math.min(t.min, value);
  t.max = Math.max(t.max, value);
}

const mostCommon = (counts: Map<string, number>): string | null => {
  let best: string | null = null;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
};

export interface CatalogueNames {
  /** Display name by key (material and property names from the catalogue). */
  names: ReadonlyMap<string, string>;
  /** 'higher' | 'lower' by property key. */
  directions: ReadonlyMap<string, 'higher' | 'lower'>;
}

export interface ScopeVariables {
  basis: UnitFamily | null;
  inputs: VariableStats[];
  targets: VariableStats[];
  defaults: { inputs: string[]; targets: string[] };
}

/** The ingredients, conditions and properties of a set of examples, with counts, coverage and ranges. */
export function scopeVariables(
  examples: readonly ScopeExample[],
  catalogue: CatalogueNames = { names: new Map(), directions: new Map() },
): ScopeVariables {
  const basis = amountBasis(examples);
  const ingredients = new Map<string, Tally>();
  const conditions = new Map<string, Tally>();
  const properties = new Map<string, Tally>();
  for (const example of examples) {
    const converted = amountsInBasis(example, basis);
    if (!('error' in converted)) {
      const names = new Map(example.components.map((c) => [c.key, c.name]));
      for (const [key, amount] of converted.amounts) {
        if (amount > 0)
          tally(ingredients, key, names.get(key) ?? key, basis ? canonicalUnit(basis) : null, amount);
      }
    }
    const seenCondition = new Set<string>();
    for (const c of example.conditions) {
      if (c.value === null || seenCondition.has(c.key)) continue;
      seenCondition.add(c.key);
      tally(conditions, c.key, c.name, c.unit, c.value);
    }
    const seenProperty = new Set<string>();
    for (const p of example.properties) {
      if (p.value === null || seenProperty.has(p.key)) continue;
      seenProperty.add(p.key);
      tally(properties, p.key, p.name, p.unit, p.value);
    }
  }
  const n = Math.max(1, examples.length);
  const stats = (map: Map<string, Tally>, kind: VariableStats['kind']): VariableStats[] =>
    [...map.entries()]
      .map(([key, t]) => ({
        key,
        kind,
        name: catalogue.names.get(key) ?? mostCommon(t.names) ?? key,
        unit: mostCommon(t.units),
        count: t.count,
        coverage: t.count / n,
        min: Number.isFinite(t.min) ? t.min : null,
        max: Number.isFinite(t.max) ? t.max : null,
        direction: catalogue.directions.get(key) ?? null,
      }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'ja'));
  const ingredientStats = stats(ingredients, 'ingredient');
  const conditionStats = stats(conditions, 'condition');
  const inputs = [...ingredientStats, ...conditionStats];
  const targets = stats(properties, 'property');
  return {
    basis,
    inputs,
    targets,
    defaults: defaultSelection(examples, ingredientStats, conditionStats, targets),
  };
}

/**
 * A selection that trains on this scope: the ingredients of the most common formulation family (those used
 * together with the best-covered ingredient), conditions almost every one of those examples states, and the
 * two properties measured most often among them.
 */
function defaultSelection(
  examples: readonly ScopeExample[],
  ingredients: readonly VariableStats[],
  conditions: readonly VariableStats[],
  targets: readonly VariableStats[],
): { inputs: string[]; targets: string[] } {
  const anchor = ingredients[0];
  if (!anchor) return { inputs: [], targets: targets.slice(0, 2).map((t) => t.key) };
  const family = examples.filter((e) =>
    e.components.some((c) => c.key === anchor.key && (c.amount ?? 0) > 0),
  );
  const m = Math.max(1, family.length);
  const share = (has: (e: ScopeExample) => boolean) => family.filter(has).length / m;
  const inputs = ingredients
    .filter((v) => share((e) => e.components.some((c) => c.key === v.key && (c.amount ?? 0) > 0)) >= 0.05)
    .slice(0, 8)
    .map((v) => v.key);
  const conditionKeys = conditions
    .filter((v) => share((e) => e.conditions.some((c) => c.key === v.key && c.value !== null)) >= 0.95)
    .slice(0, 2)
    .map((v) => v.key);
  const targetKeys = targets
    .map((t) => ({
      key: t.key,
      share: share((e) => e.properties.some((p) => p.key === t.key && p.value !== null)),
    }))
    .filter((t) => t.share >= 0.3)
    .sort((a, b) => b.share - a.share)
    .slice(0, 2)
    .map((t) => t.key);
  return { inputs: [...inputs, ...conditionKeys], targets: targetKeys };
}

export interface TrainingRow {
  exampleId: number | null;
  patentId: number | null;
  label: string;
}

export interface TrainingMatrix {
  inputs: VariableInfo[];
  targets: VariableInfo[];
  X: number[][];
  Y: (number | null)[][];
  rows: TrainingRow[];
  report: TrainingDataReport;
}

export interface BuildOptions {
  inputs: readonly VariableInfo[];
  targets: readonly VariableInfo[];
  basis: UnitFamily | null;
  /** At most this many rows (an even, deterministic thinning beyond it). */
  maxRows: number;
  examplesInScope: number;
  /** Of those, the examples that report a chosen target (the ones read), when the read was narrowed to them. */
  measuringInScope?: number;
}

/** X/Y for the chosen variables, with how many examples were used and dropped and why. */
export function buildTrainingMatrix(
  examples: readonly ScopeExample[],
  options: BuildOptions,
): TrainingMatrix {
  const dropped = new Map<string, number>();
  const drop = (reason: string) => dropped.set(reason, (dropped.get(reason) ?? 0) + 1);
  const notes: string[] = [];
  const X: number[][] = [];
  const Y: (number | null)[][] = [];
  const rows: TrainingRow[] = [];
  const ingredientInputs = options.inputs.filter((v) => v.kind === 'ingredient');
  let converted = 0;
  for (const example of examples) {
    const amounts = amountsInBasis(example, options.basis);
    if ('error' in amounts) {
      drop(amounts.error);
      continue;
    }
    if (amounts.converted) converted++;
    const total = [...amounts.amounts.values()].reduce((s, v) => s + Math.max(0, v), 0);
    if (ingredientInputs.length > 0) {
      const selected = ingredientInputs.reduce((s, v) => s + Math.max(0, amounts.amounts.get(v.key) ?? 0), 0);
      if (!(selected > 0)) {
        drop('選択した成分を1つも含まない');
        continue;
      }
      if (selected < MIN_SELECTED_SHARE * total) {
        drop(`選択していない成分が配合量の${Math.round((1 - MIN_SELECTED_SHARE) * 100)}%を超える`);
        continue;
      }
    }
    const x: number[] = [];
    let missing: string | null = null;
    for (const input of options.inputs) {
      if (input.kind === 'ingredient') {
        x.push(amounts.amounts.get(input.key) ?? 0);
        continue;
      }
      const condition = example.conditions.find((c) => c.key === input.key && c.value !== null);
      if (!condition || (input.unit !== null && condition.unit !== input.unit)) {
        missing = `条件「${input.name}」の値がない`;
        break;
      }
      x.push(condition.value!);
    }
    if (missing) {
      drop(missing);
      continue;
    }
    const y = options.targets.map((target) => {
      const p = example.properties.find(
        (q) => q.key === target.key && q.value !== null && (target.unit === null || q.unit === target.unit),
      );
      return p ? p.value : null;
    });
    if (y.every((v) => v === null)) {
      drop('目的変数の値がない');
      continue;
    }
    X.push(x);
    Y.push(y);
    rows.push({ exampleId: example.id, patentId: example.patentId, label: example.label });
  }
  if (converted > 0) notes.push(`${converted}件の実施例の配合を質量部から質量%に換算しました`);
  const thinned = thin({ X, Y, rows }, options.maxRows);
  if (thinned.X.length < X.length) {
    notes.push(`学習に使える実施例が${X.length}件あり、上限の${options.maxRows}件に間引きました`);
    dropped.set('学習行数の上限を超えた', X.length - thinned.X.length);
  }
  return finish(thinned, options, examples.length, dropped, notes);
}

function thin<T extends { X: number[][]; Y: (number | null)[][]; rows: TrainingRow[] }>(
  data: T,
  max: number,
): T {
  const n = data.X.length;
  if (n <= max) return data;
  const keep: number[] = [];
  for (let i = 0; i < max; i++) keep.push(Math.floor((i * n) / max));
  return {
    ...data,
    X: keep.map((i) => data.X[i]!),
    Y: keep.map((i) => data.Y[i]!),
    rows: keep.map((i) => data.rows[i]!),
  };
}

export function finish(
  data: { X: number[][]; Y: (number | null)[][]; rows: TrainingRow[] },
  options: Pick<BuildOptions, 'inputs' | 'targets' | 'examplesInScope' | 'measuringInScope'>,
  considered: number,
  dropped: Map<string, number>,
  notes: string[],
): TrainingMatrix {
  const targetCounts: Record<string, number> = {};
  options.targets.forEach((target, j) => {
    targetCounts[target.key] = data.Y.filter((y) => y[j] !== null).length;
  });
  if (options.examplesInScope > considered) {
    const count = (n: number) => n.toLocaleString('ja-JP'); // 26,053 as on the summary line above it
    // Says why fewer rows are used than in the scope: only examples reporting a target were read, the read
    // cap, then rows lacking a chosen value.
    const measuring = options.measuringInScope;
    const from =
      measuring !== undefined
        ? `対象の実施例${count(options.examplesInScope)}件のうち目的の物性の値がある${count(measuring)}件`
        : `対象の実施例${count(options.examplesInScope)}件`;
    const read =
      considered < (measuring ?? options.examplesInScope)
        ? `から等間隔に${count(considered)}件を読み込み（読み込みの上限）`
        : 'を読み込み';
    notes.push(`${from}${read}、選んだ入力と物性の値がそろった${count(data.X.length)}件で学習しました`);
  }
  const droppedTotal = [...dropped.values()].reduce((s, v) => s + v, 0);
  return {
    inputs: [...options.inputs],
    targets: [...options.targets],
    X: data.X,
    Y: data.Y,
    rows: data.rows,
    report: {
      examplesInScope: options.examplesInScope,
      used: data.X.length,
      dropped: droppedTotal,
      dropReasons: [...dropped.entries()]
        .map(([reason, count]) => ({ reason, count }))
        .sort((a, b) => b.count - a.count),
      targetCounts,
      notes,
    },
  };
}
