import type { ExampleRecord } from '@app/contract/interchange';
import { ceilTo, floorTo, roundTo } from './format.js';
import { material } from './materials.js';
import type { Rng } from './prng.js';
import type {
  Composition,
  ComponentSpec,
  ConditionSpec,
  Theme,
  ThemeId,
  ThemeSystem,
} from './theme-types.js';
import { THEMES } from './themes.js';

/**
 * A recipe is one patent's (or one product's) formulation space: which base and components, which
 * concrete materials, the claimed range of every component in the recipe's unit, the constant minor
 * additives and the process conditions. Points (examples) are sampled inside or outside it.
 */

export interface RecipeIngredient {
  readonly key: string;
  /** Claim symbol ('(A)', '(B)'; the element symbol for alloys). */
  readonly group: string;
  /** Name in the claims. */
  readonly label: string;
  readonly materialId: string;
  /** Name in the examples' tables (the material or one of its synonyms). */
  readonly name: string;
  readonly step: number;
  /** Claimed range in the recipe's unit. */
  readonly lo: number;
  readonly hi: number;
  /** A narrower preferred range (dependent claim). */
  readonly lo2: number;
  readonly hi2: number;
  readonly limits: readonly [number, number];
}

export interface RecipeCondition {
  readonly key: string;
  readonly label: string;
  readonly unit: string;
  readonly step: number;
  readonly lo: number;
  readonly hi: number;
  /** One value for all examples unless `vary`. */
  readonly fixed: number;
  readonly vary: boolean;
  readonly claimed: boolean;
  readonly spec: ConditionSpec;
}

export interface Recipe {
  readonly theme: Theme;
  readonly system: ThemeSystem;
  readonly unit: '質量部' | '質量%';
  /** Amounts are mass % and the base is the rest (battery mixtures, resin patents written in %). */
  readonly percent: boolean;
  readonly alloy: boolean;
  /** Base ingredients (1 or 2; a blend is ). For percent recipes `lo`/`hi` is the claimed base range. */
  readonly base: readonly RecipeIngredient[];
  /** Share of the first base ingredient in a blend (the rest is the second). */
  readonly blendShare: readonly [number, number];
  readonly components: readonly RecipeIngredient[];
  readonly minors: readonly { key: string; materialId: string; name: string; amount: number }[];
  readonly conditions: readonly RecipeCondition[];
}

/** One formulation: amounts by variable key in the recipe's unit (base included) and condition values. */
export interface Point {
  readonly amounts: Map<string, number>;
  readonly conditions: Map<string, number>;
}

function niceBound(value: number, step: number, direction: 'down' | 'up'): number {
  const coarse =
    value >= 20
      ? Math.max(step, 5)
      : value >= 5
        ? Math.max(step, 1)
        : value >= 1
          ? Math.max(step, 0.5)
          : step;
  return direction === 'down' ? floorTo(value, coarse) : ceilTo(value, coarse);
}

const ABBREVIATIONS = new Map<string, string | undefined>();

function nameFor(materialId: string, rng: Rng): string {
  const entry = material(materialId);
  let short = ABBREVIATIONS.get(materialId);
  if (!ABBREVIATIONS.has(materialId)) {
    short = entry.aliases.find((alias) => /^[A-Za-z0-9-]{2,6}$/.test(alias));
    ABBREVIATIONS.set(materialId, short);
  }
  // Patents mostly write the plain name; some use an abbreviation (PP, GF).
  if (short !== undefined && rng.chance(0.12)) return short;
  return entry.name;
}

function pickMaterial(theme: Theme, key: string, rng: Rng, allowed?: readonly string[]): string {
  const ids = allowed ?? theme.variables[key]!.materialIds;
  // The first material is the usual one.
  return rng.chance(0.55) ? ids[0]! : rng.pick(ids);
}

function componentRange(spec: ComponentSpec, step: number, rng: Rng) {
  let lo = niceBound(rng.uniform(spec.lo[0], spec.lo[1]), step, 'down');
  let hi = niceBound(rng.uniform(spec.hi[0], spec.hi[1]), step, 'up');
  if (lo <= 0) lo = step;
  if (hi <= lo) hi = lo + 10 * step;
  const width = hi - lo;
  const a = lo + width * rng.uniform(0.1, 0.3);
  const b = hi - width * rng.uniform(0.1, 0.35);
  let lo2 = niceBound(a, step, 'up');
  let hi2 = niceBound(b, step, 'down');
  if (lo2 >= hi2) {
    // The coarse rounding collapsed the preferred range: round to the ingredient's own step.
    lo2 = ceilTo(a, step);
    hi2 = floorTo(b, step);
  }
  return { lo, hi, lo2: lo2 < hi2 ? lo2 : lo, hi2: lo2 < hi2 ? hi2 : hi };
}

export interface RecipeOptions {
  /** Force 質量部 or 質量% for resin systems (default: the system's own mix). */
  readonly percent?: boolean;
}

export function planRecipe(system: ThemeSystem, rng: Rng, options: RecipeOptions = {}): Recipe {
  const theme = THEMES[system.themeId];
  const alloy = system.basis === 'alloy';
  const percent =
    system.basis === 'percent' ||
    alloy ||
    (options.percent ?? (system.basis === 'parts' && rng.chance(system.percentVariant ?? 0)));
  const unit = percent ? '質量%' : '質量部';

  // Which components: alternatives first (exactly one of each group), then the optional ones.
  const excluded = new Set<string>();
  for (const group of system.alternatives ?? []) {
    const chosen = rng.pick(group);
    for (const key of group) if (key !== chosen) excluded.add(key);
  }
  const used = system.components.filter((spec) => !excluded.has(spec.key) && rng.chance(spec.use ?? 1));
  const chosen = used.filter((spec) => !spec.requires || used.some((other) => other.key === spec.requires));

  // Parts → percent: scale by the typical total so that the ranges stay plausible.
  const typicalTotal = 100 + chosen.reduce((sum, spec) => sum + (spec.lo[1] + spec.hi[0]) / 2, 0);
  const scale = percent && system.basis === 'parts' ? 100 / typicalTotal : 1;

  const components: RecipeIngredient[] = chosen.map((spec) => {
    const variable = theme.variables[spec.key]!;
    const step = variable.step;
    const scaled: ComponentSpec = {
      ...spec,
      lo: [spec.lo[0] * scale, spec.lo[1] * scale],
      hi: [spec.hi[0] * scale, spec.hi[1] * scale],
    };
    const range = componentRange(scaled, step, rng);
    const materialId = pickMaterial(theme, spec.key, rng, spec.materials);
    const limits = spec.limits ?? [0, spec.hi[1] * 1.6];
    return {
      key: spec.key,
      group: spec.group,
      label: spec.claimLabel ?? variable.label,
      materialId,
      name: alloy ? variable.label : nameFor(materialId, rng),
      step,
      ...range,
      limits: [limits[0] * scale, limits[1] * scale] as const,
    };
  });

  const minors = system.minors
    .filter((minor) => rng.chance(minor.use ?? 1))
    .map((minor) => {
      const materialId = pickMaterial(theme, minor.key, rng);
      const step = theme.variables[minor.key]!.step;
      return {
        key: minor.key,
        materialId,
        name: alloy ? theme.variables[minor.key]!.label : nameFor(materialId, rng),
        amount: Math.max(step, roundTo(rng.uniform(minor.amount[0], minor.amount[1]) * scale, step)),
      };
    });

  // Base: one ingredient or a blend of two.
  const baseKeys = system.base.keys;
  const blend = baseKeys.length > 1 && rng.chance(system.base.blend ?? 0);
  const firstShare = system.base.firstShare;
  const keys = blend
    ? firstShare
      ? baseKeys.slice(0, 2)
      : rng.sample(baseKeys, 2)
    : [rng.pick(system.base.alone ?? baseKeys)];
  const sumLo = components.reduce((sum, c) => sum + c.lo, 0);
  const sumHi = components.reduce((sum, c) => sum + c.hi, 0);
  const minorTotal = minors.reduce((sum, m) => sum + m.amount, 0);
  const baseLo = percent ? Math.max(1, floorTo(100 - sumHi - minorTotal, 5)) : 100;
  const baseHi = percent ? Math.min(99, ceilTo(100 - sumLo - minorTotal, 5)) : 100;
  const base: RecipeIngredient[] = keys.map((key) => {
    const variable = theme.variables[key]!;
    const materialId = pickMaterial(theme, key, rng);
    return {
      key,
      group: alloy ? variable.label : '(A)',
      label: system.base.label,
      materialId,
      name: alloy ? variable.label : nameFor(materialId, rng),
      step: variable.step,
      lo: baseLo,
      hi: baseHi,
      lo2: baseLo,
      hi2: baseHi,
      limits: [0, 100] as const,
    };
  });
  const [shareMin, shareMax] = firstShare ?? [0.3, 0.8];
  const first = roundTo(rng.uniform(shareMin, shareMax - 0.05), 0.05);
  const blendShare: [number, number] = [
    first,
    Math.min(shareMax, roundTo(first + rng.uniform(0.05, 0.2), 0.05)),
  ];

  const conditions: RecipeCondition[] = system.conditions.map((spec) => {
    const variable = theme.variables[spec.key]!;
    const step = variable.step;
    const [min, max] = spec.range;
    const width = max - min;
    let lo = floorTo(min + width * rng.uniform(0, 0.35), step);
    let hi = ceilTo(max - width * rng.uniform(0, 0.35), step);
    if (hi <= lo) hi = lo + step;
    const claimed = rng.chance(spec.claim ?? 0);
    const vary = rng.chance(spec.vary ?? 0);
    const fixed = roundTo(rng.uniform(lo + (hi - lo) * 0.2, hi - (hi - lo) * 0.2), step);
    if (lo < min) lo = min;
    return {
      key: spec.key,
      label: variable.label,
      unit: variable.unit,
      step,
      lo,
      hi,
      fixed,
      vary,
      claimed,
      spec,
    };
  });

  return { theme, system, unit, percent, alloy, base, blendShare, components, minors, conditions };
}

/** Rounds to the ingredient's step and keeps the value inside [lo, hi]. */
function inside(ingredient: RecipeIngredient, value: number): number {
  const v = roundTo(value, ingredient.step);
  return Math.min(ingredient.hi, Math.max(ingredient.lo, v));
}

export type Design = 'center' | 'random' | { vary: readonly string[]; from: Point };

/** A formulation with every component inside its claimed range. */
export function samplePoint(recipe: Recipe, rng: Rng, design: Design, strata?: Map<string, number>): Point {
  const amounts = new Map<string, number>();
  const conditions = new Map<string, number>();
  for (const c of recipe.components) {
    let value: number;
    if (design === 'center') value = (c.lo2 + c.hi2) / 2;
    else if (design === 'random') {
      const stratum = strata?.get(c.key);
      value = stratum !== undefined ? c.lo + (c.hi - c.lo) * stratum : rng.uniform(c.lo, c.hi);
    } else if (design.vary.includes(c.key)) value = rng.uniform(c.lo, c.hi);
    else value = design.from.amounts.get(c.key) ?? (c.lo + c.hi) / 2;
    amounts.set(c.key, inside(c, value));
  }
  for (const condition of recipe.conditions) {
    let value = condition.fixed;
    if (condition.vary) {
      if (design === 'random') {
        const stratum = strata?.get(condition.key);
        value =
          stratum !== undefined
            ? condition.lo + (condition.hi - condition.lo) * stratum
            : rng.uniform(condition.lo, condition.hi);
      } else if (design !== 'center' && design.vary.includes(condition.key))
        value = rng.uniform(condition.lo, condition.hi);
      else if (design !== 'center') value = design.from.conditions.get(condition.key) ?? condition.fixed;
    }
    conditions.set(
      condition.key,
      Math.min(condition.hi, Math.max(condition.lo, roundTo(value, condition.step))),
    );
  }
  fillBase(recipe, amounts, design === 'random' ? rng : undefined);
  return { amounts, conditions };
}

/** Sets the base amounts: 100 parts, or the rest to 100 %, split for a blend. */
function fillBase(recipe: Recipe, amounts: Map<string, number>, rng?: Rng): void {
  let total = 100;
  if (recipe.percent) {
    let others = 0;
    for (const c of recipe.components) others += amounts.get(c.key) ?? 0;
    for (const m of recipe.minors) others += m.amount;
    total = Number((100 - others).toFixed(4));
  }
  const [first, second] = recipe.base;
  if (!second) {
    amounts.set(first!.key, total);
    return;
  }
  const share = rng
    ? rng.uniform(recipe.blendShare[0], recipe.blendShare[1])
    : (recipe.blendShare[0] + recipe.blendShare[1]) / 2;
  const a = roundTo(total * share, recipe.alloy ? 0.01 : first!.step);
  amounts.set(first!.key, a);
  amounts.set(second.key, Number((total - a).toFixed(4)));
}

/** A copy of `point` with one component (or condition) moved outside its claimed range. */
export function pushOutside(
  recipe: Recipe,
  point: Point,
  rng: Rng,
): { point: Point; key: string; direction: 'below' | 'above' | 'absent' } | null {
  const candidates = recipe.components.filter((c) => c.lo > c.limits[0] || c.hi < c.limits[1]);
  if (candidates.length === 0) return null;
  const c = rng.pick(candidates);
  const amounts = new Map(point.amounts);
  const canGoBelow = c.lo > c.limits[0];
  const canGoAbove = c.hi < c.limits[1];
  let direction: 'below' | 'above' | 'absent';
  let value: number;
  if (canGoBelow && (!canGoAbove || rng.chance(0.55))) {
    if (c.limits[0] === 0 && rng.chance(0.35)) {
      value = 0;
      direction = 'absent';
    } else {
      value = floorTo(rng.uniform(Math.max(c.limits[0], c.lo * 0.15), c.lo * 0.85), c.step);
      if (value >= c.lo) value = Number((c.lo - c.step).toFixed(6));
      if (value <= 0 && c.limits[0] === 0) direction = 'absent';
      else direction = 'below';
      value = Math.max(0, value);
    }
  } else {
    value = ceilTo(rng.uniform(c.hi * 1.15, Math.max(c.hi * 1.2, Math.min(c.limits[1], c.hi * 1.8))), c.step);
    if (value <= c.hi) value = Number((c.hi + c.step).toFixed(6));
    direction = 'above';
  }
  amounts.set(c.key, value);
  fillBase(recipe, amounts);
  return { point: { amounts, conditions: new Map(point.conditions) }, key: c.key, direction };
}

/** A copy of `point` with a claimed condition set outside its range (or null when none is claimed). */
export function pushConditionOutside(
  recipe: Recipe,
  point: Point,
  rng: Rng,
): { point: Point; key: string } | null {
  const claimed = recipe.conditions.filter((c) => c.claimed);
  if (claimed.length === 0) return null;
  const c = rng.pick(claimed);
  const [min, max] = c.spec.range;
  const width = max - min;
  // Plausible values beyond the claimed range: temperatures a little outside the usual window, other
  // conditions (thickness, density, cold work) no lower than half the usual minimum.
  const lowest = c.unit === '℃' ? min - 0.3 * width : Math.max(c.step, min * 0.5);
  const highest = max + 0.3 * width;
  const distance = rng.uniform(c.step, Math.max(c.step * 2, (c.hi - c.lo) * 0.4));
  const below = floorTo(Math.max(lowest, c.lo - distance), c.step);
  const above = ceilTo(Math.min(highest, c.hi + distance), c.step);
  const canGoBelow = below < c.lo;
  const canGoAbove = above > c.hi;
  if (!canGoBelow && !canGoAbove) return null;
  const value = canGoBelow && (!canGoAbove || rng.chance(0.5)) ? below : above;
  const conditions = new Map(point.conditions);
  conditions.set(c.key, value);
  return { point: { amounts: new Map(point.amounts), conditions }, key: c.key };
}

/** The input of the theme's hidden functions for a point of a recipe. */
export function pointComposition(recipe: Recipe, point: Point): Record<string, number> {
  const out: Record<string, number> = {};
  const add = (key: string, value: number) => {
    out[key] = (out[key] ?? 0) + value;
  };
  for (const [key, value] of point.amounts) add(key, value);
  for (const m of recipe.minors) add(m.key, m.amount);
  if (recipe.percent && recipe.system.basis === 'parts') rescaleToParts(out, recipe.system.base.keys);
  for (const [key, value] of point.conditions) out[key] = value;
  return out;
}

/** 質量% → 質量部 per 100 質量部 of the base keys. */
function rescaleToParts(amounts: Record<string, number>, baseKeys: readonly string[]): void {
  let base = 0;
  for (const key of baseKeys) base += amounts[key] ?? 0;
  if (base <= 0) return;
  for (const key of Object.keys(amounts)) amounts[key] = (amounts[key]! / base) * 100;
}

const MATERIAL_TO_VARIABLE = new Map<ThemeId, Map<string, string>>();
const LABEL_TO_CONDITION = new Map<ThemeId, Map<string, string>>();
const BASE_KEYS = new Map<ThemeId, Set<string>>();
for (const theme of Object.values(THEMES)) {
  const materials = new Map<string, string>();
  const labels = new Map<string, string>();
  for (const variable of Object.values(theme.variables)) {
    if (variable.kind === 'condition') labels.set(variable.label, variable.key);
    for (const id of variable.materialIds) if (!materials.has(id)) materials.set(id, variable.key);
  }
  MATERIAL_TO_VARIABLE.set(theme.id, materials);
  LABEL_TO_CONDITION.set(theme.id, labels);
  BASE_KEYS.set(
    theme.id,
    new Set(theme.systems.filter((s) => s.basis === 'parts').flatMap((s) => s.base.keys)),
  );
}

/**
 * The hidden functions' input for an example record of a theme (for tests and benchmarks): amounts by
 * variable (through the material ids), conditions by name; 質量% of a resin theme are brought back to
 * 質量部 per 100 質量部 of the base. Items whose material the theme does not know are ignored.
 */
export function compositionOf(
  themeId: ThemeId,
  example: Pick<ExampleRecord, 'composition' | 'conditions'>,
): Composition {
  const materials = MATERIAL_TO_VARIABLE.get(themeId)!;
  const labels = LABEL_TO_CONDITION.get(themeId)!;
  const out: Record<string, number> = {};
  let percent = false;
  for (const item of example.composition) {
    const key = item.materialId ? materials.get(item.materialId) : undefined;
    if (!key) continue;
    out[key] = (out[key] ?? 0) + item.amount;
    if (item.unit === '質量%') percent = true;
  }
  if (percent && themeId !== 'battery' && themeId !== 'alloy')
    rescaleToParts(out, [...BASE_KEYS.get(themeId)!]);
  for (const condition of example.conditions) {
    const key = labels.get(condition.name);
    if (key) out[key] = condition.value;
  }
  return out;
}
