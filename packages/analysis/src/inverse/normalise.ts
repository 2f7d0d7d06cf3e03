/**
 * Turns an `InverseProblem` (names) into index-based arrays, with defaults applied, and checks every
 * constraint that can be proven infeasible without searching. Each reason is a Japanese sentence that
 * says which constraint fails and by how much.
 */
import type { Model } from '../model.js';
import type { GoalKind, InverseProblem } from './problem.js';

export interface NormalisedGoal {
  /** Target index in the model, or -1 for the cost goal. */
  target: number;
  name: string;
  kind: GoalKind;
  value: number | null;
  min: number | null;
  max: number | null;
  weight: number;
  tolerance: number;
  /** Desirability of maximise / minimise is a logistic on this scale. */
  log: boolean;
  center: number;
  spread: number;
  /**
   * Typical predictive SD of the property (median 90 % half-width of the model over its training
   * rows / 1.645); range goals score the probability of being met under it. Null for cost.
   */
  sigma: number | null;
}

export interface NormalisedProblem {
  names: readonly string[];
  lo: Float64Array;
  hi: Float64Array;
  isFixed: boolean[];
  /** Composition inputs (indices) and their total, or total null for no sum constraint. */
  composition: number[];
  total: number | null;
  maxIngredients: number | null;
  groups: { name: string; members: number[]; min: number | null; max: number | null }[];
  cost: { perUnit: Float64Array; max: number | null; weight: number } | null;
  goals: NormalisedGoal[];
  /** Typical magnitude of the inputs, for tolerances. */
  scale: number;
}

export function formatNumber(v: number): string {
  if (!Number.isFinite(v)) return String(v);
  const r = Number(v.toPrecision(6));
  return Math.abs(r) >= 1e6 || (Math.abs(r) < 1e-4 && r !== 0) ? r.toExponential(3) : String(r);
}

function columnRange(values: readonly number[]): { lo: number; hi: number } {
  const finite = values.filter((v) => Number.isFinite(v));
  return finite.length ? { lo: Math.min(...finite), hi: Math.max(...finite) } : { lo: 0, hi: 1 };
}

export function normaliseProblem(
  model: Model,
  problem: InverseProblem,
): { problem: NormalisedProblem | null; reasons: string[] } {
  const reasons: string[] = [];
  const names = model.inputNames;
  const d = names.length;
  const indexOf = (name: string, what: string): number => {
    const i = names.indexOf(name);
    if (i < 0) reasons.push(`${what}の入力「${name}」はモデルの入力にありません`);
    return i;
  };
  const trainingRange = names.map((_, k) => columnRange(model.trainingX.map((r) => r[k]!)));

  // Composition and total.
  const composition = problem.composition
    ? (problem.composition.inputs ?? [...names]).map((n) => indexOf(n, '配合成分')).filter((i) => i >= 0)
    : [];
  const total = problem.composition ? (problem.composition.total ?? 100) : null;
  const inComposition = new Array<boolean>(d).fill(false);
  for (const i of composition) inComposition[i] = true;

  // Bounds: defaults, then the user's.
  const lo = new Float64Array(d);
  const hi = new Float64Array(d);
  for (let k = 0; k < d; k++) {
    const r = trainingRange[k]!;
    lo[k] = inComposition[k] ? Math.min(0, r.lo) : r.lo;
    hi[k] = inComposition[k] && total !== null ? Math.min(Math.max(r.hi, 0), total) : r.hi;
  }
  const userBounds = new Map<number, { min?: number; max?: number }>();
  for (const [name, b] of Object.entries(problem.bounds ?? {})) {
    const k = indexOf(name, '範囲指定');
    if (k < 0) continue;
    userBounds.set(k, b);
    if (b.min !== undefined) lo[k] = b.min;
    if (b.max !== undefined) hi[k] = b.max;
    if (b.min !== undefined && b.max === undefined && lo[k]! > hi[k]!) hi[k] = total ?? b.min;
    if (b.max !== undefined && b.min === undefined && lo[k]! > hi[k]!) lo[k] = b.max;
  }
  for (let k = 0; k < d; k++) {
    if (lo[k]! > hi[k]!)
      reasons.push(
        `「${names[k]}」の下限 ${formatNumber(lo[k]!)} が上限 ${formatNumber(hi[k]!)} を上回っています`,
      );
  }

  // Fixed inputs.
  const isFixed = new Array<boolean>(d).fill(false);
  for (const [name, value] of Object.entries(problem.fixed ?? {})) {
    const k = indexOf(name, '固定');
    if (k < 0) continue;
    if (!Number.isFinite(value)) {
      reasons.push(`固定成分「${name}」の値が数値ではありません`);
      continue;
    }
    const b = userBounds.get(k);
    if (b && ((b.min !== undefined && value < b.min) || (b.max !== undefined && value > b.max))) {
      reasons.push(
        `固定成分「${name}」の値 ${formatNumber(value)} が指定範囲 ${formatNumber(b.min ?? -Infinity)}〜${formatNumber(b.max ?? Infinity)} の外です`,
      );
    }
    isFixed[k] = true;
    lo[k] = value;
    hi[k] = value;
  }

  // Sum constraint.
  const tol = 1e-9 * Math.max(1, Math.abs(total ?? 1));
  if (total !== null && composition.length > 0) {
    const fixedIdx = composition.filter((k) => isFixed[k]);
    const fixedSum = fixedIdx.reduce((s, k) => s + lo[k]!, 0);
    const minSum = composition.reduce((s, k) => s + lo[k]!, 0);
    const maxSum = composition.reduce((s, k) => s + hi[k]!, 0);
    if (fixedSum > total + tol) {
      reasons.push(
        `固定成分の合計 ${formatNumber(fixedSum)}（${fixedIdx.map((k) => names[k]).join('、')}）が合計 ${formatNumber(total)} を超えています`,
      );
    } else if (minSum > total + tol) {
      reasons.push(
        `各成分の下限（固定値を含む）の合計 ${formatNumber(minSum)} が合計 ${formatNumber(total)} を超えています`,
      );
    }
    if (maxSum < total - tol) {
      reasons.push(
        `各成分の上限（固定値を含む）の合計 ${formatNumber(maxSum)} が合計 ${formatNumber(total)} に届きません`,
      );
    }
  }

  // At most k ingredients.
  const maxIngredients = problem.maxIngredients ?? null;
  if (maxIngredients !== null) {
    const pool = composition.length > 0 ? composition : [];
    if (pool.length === 0) reasons.push('成分数の上限には配合成分（composition）の指定が必要です');
    if (!Number.isInteger(maxIngredients) || maxIngredients < 1) {
      reasons.push(`成分数の上限 ${maxIngredients} は 1 以上の整数にしてください`);
    } else {
      const forced = pool.filter((k) => lo[k]! > 0);
      if (forced.length > maxIngredients) {
        reasons.push(
          `0 にできない成分（${forced.map((k) => names[k]).join('、')}）が ${forced.length} 個あり、成分数の上限 ${maxIngredients} を超えています`,
        );
      } else if (total !== null) {
        const others = pool
          .filter((k) => !(lo[k]! > 0))
          .map((k) => hi[k]!)
          .sort((a, b) => b - a);
        const reach =
          forced.reduce((s, k) => s + hi[k]!, 0) +
          others.slice(0, maxIngredients - forced.length).reduce((s, v) => s + v, 0);
        if (reach < total - tol) {
          reasons.push(
            `成分数を ${maxIngredients} 以下にすると、上限の合計が最大 ${formatNumber(reach)} で合計 ${formatNumber(total)} に届きません`,
          );
        }
      }
    }
  }

  // Group limits.
  const groups: NormalisedProblem['groups'] = [];
  for (const g of problem.groups ?? []) {
    const members = g.inputs.map((n) => indexOf(n, `グループ「${g.name}」`)).filter((k) => k >= 0);
    const min = g.min ?? null;
    const max = g.max ?? null;
    const minSum = members.reduce((s, k) => s + lo[k]!, 0);
    const maxSum = members.reduce((s, k) => s + hi[k]!, 0);
    if (min !== null && max !== null && min > max) {
      reasons.push(
        `グループ「${g.name}」の下限 ${formatNumber(min)} が上限 ${formatNumber(max)} を上回っています`,
      );
    }
    if (max !== null && minSum > max + tol) {
      const fixedPart = members.filter((k) => isFixed[k]).reduce((s, k) => s + lo[k]!, 0);
      reasons.push(
        fixedPart > max + tol
          ? `グループ「${g.name}」の固定成分の合計 ${formatNumber(fixedPart)} がグループの上限 ${formatNumber(max)} を超えています`
          : `グループ「${g.name}」の成分の下限の合計 ${formatNumber(minSum)} がグループの上限 ${formatNumber(max)} を超えています`,
      );
    }
    if (min !== null && maxSum < min - tol) {
      reasons.push(
        `グループ「${g.name}」の成分の上限の合計 ${formatNumber(maxSum)} がグループの下限 ${formatNumber(min)} に届きません`,
      );
    }
    if (min !== null && total !== null && min > total + tol) {
      reasons.push(
        `グループ「${g.name}」の下限 ${formatNumber(min)} が配合の合計 ${formatNumber(total)} を超えています`,
      );
    }
    groups.push({ name: g.name, members, min, max });
  }

  // Cost.
  let cost: NormalisedProblem['cost'] = null;
  if (problem.cost) {
    const perUnit = new Float64Array(d);
    for (const [name, c] of Object.entries(problem.cost.perUnit)) {
      const k = indexOf(name, 'コスト');
      if (k >= 0) perUnit[k] = c;
    }
    cost = { perUnit, max: problem.cost.max ?? null, weight: problem.cost.weight ?? 0 };
    if (cost.max !== null) {
      const least = minimumCost(perUnit, lo, hi, composition, total);
      if (least > cost.max + 1e-9 * Math.max(1, Math.abs(cost.max))) {
        reasons.push(
          `コストの上限 ${formatNumber(cost.max)} では配合できません（範囲と合計の条件での最小コストは ${formatNumber(least)}）`,
        );
      }
    }
  }

  // Goals.
  const goals: NormalisedGoal[] = [];
  for (const g of problem.goals) {
    const j = model.targetNames.indexOf(g.target);
    if (j < 0) {
      reasons.push(`目標の特性「${g.target}」はモデルの目的変数にありません`);
      continue;
    }
    const values = model.trainingY
      .map((r) => r[j])
      .filter((v): v is number => v !== null && v !== undefined && Number.isFinite(v));
    goals.push({ ...makeGoal(j, g.target, g.kind, values, g, reasons), sigma: typicalSigma(model, j) });
  }
  if (cost && cost.weight > 0) {
    const costs = model.trainingX.map((r) => r.reduce((s, v, k) => s + v * cost.perUnit[k]!, 0));
    goals.push({
      ...makeGoal(-1, 'コスト', 'minimize', costs, { weight: cost.weight }, reasons),
      sigma: null,
    });
  }
  if (goals.length === 0 && reasons.length === 0)
    reasons.push('目標（最大化・最小化・目標値・範囲）を 1 つ以上指定してください');

  if (reasons.length > 0) return { problem: null, reasons };
  const scale = Math.max(1e-9, total ?? Math.max(...Array.from(hi, Math.abs)));
  return {
    problem: { names, lo, hi, isFixed, composition, total, maxIngredients, groups, cost, goals, scale },
    reasons,
  };
}

function makeGoal(
  target: number,
  name: string,
  kind: GoalKind,
  values: readonly number[],
  g: { value?: number; min?: number; max?: number; weight?: number; tolerance?: number },
  reasons: string[],
): Omit<NormalisedGoal, 'sigma'> {
  const { lo, hi } = columnRange(values);
  const positive = values.length > 0 && values.every((v) => v > 0);
  const log = positive && hi / lo > 20;
  const s = (v: number) => (log ? Math.log(v) : v);
  const span = hi - lo;
  const weight = g.weight ?? 1;
  if (!(weight > 0)) reasons.push(`目標「${name}」の重みは正の数にしてください`);
  if (kind === 'target' && (g.value === undefined || !Number.isFinite(g.value)))
    reasons.push(`目標「${name}」の目標値がありません`);
  if (kind === 'range') {
    if (g.min === undefined && g.max === undefined)
      reasons.push(`目標「${name}」の範囲に下限も上限もありません`);
    if (g.min !== undefined && g.max !== undefined && g.min > g.max) {
      reasons.push(
        `目標「${name}」の範囲の下限 ${formatNumber(g.min)} が上限 ${formatNumber(g.max)} を上回っています`,
      );
    }
  }
  const reference = kind === 'target' ? Math.abs(g.value ?? 0) : Math.max(Math.abs(lo), Math.abs(hi));
  const tolerance = g.tolerance ?? (span > 0 ? 0.05 * span : 0.05 * reference || 1);
  return {
    target,
    name,
    kind,
    value: g.value ?? null,
    min: g.min ?? null,
    max: g.max ?? null,
    weight,
    tolerance: tolerance > 0 ? tolerance : 1,
    log,
    center: 0.5 * (s(lo) + s(hi)),
    spread: Math.max((s(hi) - s(lo)) / 4, 1e-12),
  };
}

const Z90 = 1.6448536269514722;

/** Median predictive SD of target j over (at most 200 evenly spaced) training rows; null if none. */
function typicalSigma(model: Model, j: number): number | null {
  const n = model.trainingX.length;
  const step = Math.max(1, Math.floor(n / 200));
  const rows = model.trainingX.filter((_, i) => i % step === 0);
  const sds = model
    .predictMany(rows)
    .map((p) => (p[j]!.upper90 - p[j]!.lower90) / (2 * Z90))
    .filter((v) => Number.isFinite(v) && v > 0)
    .sort((a, b) => a - b);
  return sds.length > 0 ? sds[Math.floor(sds.length / 2)]! : null;
}

/** Least linear cost under the bounds and the sum constraint (greedy: cheapest first). */
function minimumCost(
  c: Float64Array,
  lo: Float64Array,
  hi: Float64Array,
  composition: number[],
  total: number | null,
): number {
  const x = Float64Array.from(lo);
  const inComposition = new Set(composition);
  for (let k = 0; k < x.length; k++)
    if (!inComposition.has(k) || total === null) x[k] = c[k]! >= 0 ? lo[k]! : hi[k]!;
  if (total !== null) {
    let remaining = total - composition.reduce((s, k) => s + lo[k]!, 0);
    for (const k of composition.slice().sort((a, b) => c[a]! - c[b]!)) {
      const add = Math.min(remaining, hi[k]! - lo[k]!);
      if (add <= 0) continue;
      x[k] = x[k]! + add;
      remaining -= add;
    }
  }
  return x.reduce((s, v, k) => s + v * c[k]!, 0);
}
