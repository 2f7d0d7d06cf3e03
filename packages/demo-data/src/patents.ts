import type { ClaimRange, ExampleMeasurement, ExampleRecord, PatentRecord } from '@app/contract/interchange';
import { applicantName, type Company } from './companies.js';
import { ceilTo, floorTo, niceStep, roundTo } from './format.js';
import { conditionOf, measure, roundValue, ul94Label } from './measure.js';
import {
  abstractText,
  buildClaims,
  descriptionText,
  title,
  type PropertyLimit,
  type RangeStyle,
} from './patent-text.js';
import { hashInts, Rng } from './prng.js';
import type { ProductCatalog, ProductEntry } from './products.js';
import { propertyDef } from './properties.js';
import {
  planRecipe,
  pointComposition,
  pushConditionOutside,
  pushOutside,
  samplePoint,
  type Point,
  type Recipe,
} from './recipes.js';
import type { Theme, ThemeId } from './theme-types.js';
import { THEMES } from './themes.js';
import {
  countBelow,
  isoOf,
  patentId,
  publicationNumber,
  statusOfCode,
  themeOfCode,
  yearOf,
  type Timeline,
} from './timeline.js';

export interface PatentContext {
  readonly seed: number;
  readonly timeline: Timeline;
  readonly companies: readonly Company[];
  readonly makersByTheme: ReadonlyMap<ThemeId, readonly Company[]>;
  readonly users: readonly Company[];
  readonly catalog: ProductCatalog;
  /** Patents whose index ≡ this (mod 100) are large patents (100–500 examples): exactly 1 %. */
  readonly largeResidue: number;
}

function isLargePatent(context: Pick<PatentContext, 'largeResidue'>, index: number): boolean {
  return index % 100 === context.largeResidue;
}

function exampleCount(large: boolean, rng: Rng): { examples: number; comparatives: number } {
  if (large) {
    const total = rng.int(100, 500);
    const comparatives = Math.round(total * rng.uniform(0.15, 0.3));
    return { examples: total - comparatives, comparatives };
  }
  const total = 3 + Math.floor(13 * rng.next() ** 1.8);
  const comparatives = Math.max(1, Math.min(total - 2, Math.round(total * rng.uniform(0.2, 0.4))));
  return { examples: total - comparatives, comparatives };
}

function citationsOf(context: PatentContext, index: number, themeCode: number, rng: Rng): string[] {
  const { timeline } = context;
  const list = timeline.byTheme[themeCode]!;
  const available = countBelow(list.pubDays, timeline.appDay[index]!);
  if (available === 0) return [];
  const wanted = Math.min(available, rng.weighted([0, 1, 2, 3, 4, 5], [0.12, 0.22, 0.26, 0.2, 0.12, 0.08]));
  const chosen = new Set<number>();
  for (let attempt = 0; chosen.size < wanted && attempt < wanted * 4; attempt++) {
    // Recent publications are cited more often.
    const k = available - 1 - Math.floor(available * rng.next() ** 2);
    chosen.add(list.indices[k]!);
  }
  return [...chosen]
    .sort((a, b) => timeline.pubDay[a]! - timeline.pubDay[b]! || a - b)
    .map((i) => publicationNumber(timeline, i));
}

function fiOf(ipc: string, rng: Rng): string {
  if (ipc === 'C22F1/00')
    return `${ipc} ${rng.pick(['602', '604', '630A', '630K', '661A', '682', '683', '691B', '694A'])}`;
  if (rng.chance(0.25)) return `${ipc} ${rng.pick(['A', 'B', 'Z', 'Z', 'C'])}`;
  return ipc;
}

function chooseProduct(
  candidates: readonly ProductEntry[] | undefined,
  applicant: Company,
  rng: Rng,
): ProductEntry | undefined {
  if (!candidates || candidates.length === 0 || !rng.chance(0.75)) return undefined;
  const own = candidates.filter((p) => p.maker.id === applicant.id);
  if (own.length > 0 && rng.chance(0.6)) return rng.pick(own);
  return rng.pick(candidates);
}

interface Measured {
  readonly propertyId: string;
  readonly unit: string;
  /** Factor from the definition's unit to the reported unit. */
  readonly factor: number;
}

function measuredProperties(recipe: Recipe, large: boolean, rng: Rng): Measured[] {
  const useGpa = rng.chance(0.15);
  const chosen = recipe.system.measured.filter(
    ([, p]) => p >= 1 || rng.chance(large ? Math.min(1, p + 0.3) : p),
  );
  return chosen.map(([propertyId]) => {
    const def = propertyDef(propertyId);
    if (
      useGpa &&
      def.unit === 'MPa' &&
      (propertyId === 'prop-flexural-modulus' || propertyId === 'prop-tensile-modulus')
    ) {
      return { propertyId, unit: 'GPa', factor: 0.001 };
    }
    return { propertyId, unit: def.unit, factor: 1 };
  });
}

function reportValue(measured: Measured, raw: number): number {
  const def = propertyDef(measured.propertyId);
  if (measured.factor !== 1) return roundTo(raw * measured.factor, 0.01);
  return roundValue(def, raw);
}

function thresholdOf(measured: Measured, values: readonly number[]): PropertyLimit | undefined {
  const def = propertyDef(measured.propertyId);
  if (values.length === 0) return undefined;
  if (def.levels) {
    const min = Math.min(...values);
    return min >= 3 ? { propertyId: measured.propertyId, unit: measured.unit, min } : undefined;
  }
  if (def.direction === 'lower') {
    const max = Math.max(...values);
    const limit = ceilTo(max * 1.02, niceStep(max));
    return { propertyId: measured.propertyId, unit: measured.unit, max: limit };
  }
  const min = Math.min(...values);
  const limit = floorTo(min * 0.98, niceStep(min));
  return limit > 0 ? { propertyId: measured.propertyId, unit: measured.unit, min: limit } : undefined;
}

/** Latin hypercube strata for a large patent's examples: one random permutation per varied variable. */
function latinHypercube(recipe: Recipe, n: number, rng: Rng): Map<string, number>[] {
  const keys = [
    ...recipe.components.map((c) => c.key),
    ...recipe.conditions.filter((c) => c.vary).map((c) => c.key),
  ];
  const permutations = keys.map(() =>
    rng.sample(
      Array.from({ length: n }, (_, i) => i),
      n,
    ),
  );
  return Array.from({ length: n }, (_, j) => {
    const strata = new Map<string, number>();
    keys.forEach((key, k) => strata.set(key, (permutations[k]![j]! + rng.next()) / n));
    return strata;
  });
}

function slightlyOutside(recipe: Recipe, point: Point, rng: Rng): Point {
  const c = rng.pick(recipe.components);
  const amounts = new Map(point.amounts);
  const value = rng.chance(0.5) && c.lo - c.step > 0 ? c.lo - c.step : c.hi + c.step;
  amounts.set(c.key, Number(value.toFixed(6)));
  return { amounts, conditions: new Map(point.conditions) };
}

interface PlannedExample {
  readonly point: Point;
  readonly comparative: boolean;
  readonly outside?: { key: string; direction: 'below' | 'above' | 'absent' | 'condition' };
}

function designExamples(
  recipe: Recipe,
  large: boolean,
  counts: { examples: number; comparatives: number },
  rng: Rng,
): PlannedExample[] {
  const planned: PlannedExample[] = [];
  const center = samplePoint(recipe, rng, 'center');
  const strata = large ? latinHypercube(recipe, counts.examples, rng) : [];
  const variables = [
    ...recipe.components.map((c) => c.key),
    ...recipe.conditions.filter((c) => c.vary).map((c) => c.key),
  ];
  for (let j = 0; j < counts.examples; j++) {
    let point: Point;
    if (large) point = samplePoint(recipe, rng, 'random', strata[j]);
    else if (j === 0) point = center;
    else {
      const r = rng.next();
      if (r < 0.55) point = samplePoint(recipe, rng, { vary: rng.sample(variables, 1), from: center });
      else if (r < 0.8) point = samplePoint(recipe, rng, { vary: rng.sample(variables, 2), from: center });
      else point = samplePoint(recipe, rng, 'random');
    }
    // Claims narrowed in prosecution leave a few examples just outside (参考例 in practice).
    if (j > 0 && rng.chance(0.015)) point = slightlyOutside(recipe, point, rng);
    planned.push({ point, comparative: false });
  }
  for (let j = 0; j < counts.comparatives; j++) {
    const from = large ? planned[rng.int(0, planned.length - 1)]!.point : center;
    const r = rng.next();
    if (r < 0.1) {
      const moved = pushConditionOutside(recipe, from, rng);
      if (moved) {
        planned.push({
          point: moved.point,
          comparative: true,
          outside: { key: moved.key, direction: 'condition' },
        });
        continue;
      }
    }
    if (r < 0.14) {
      planned.push({ point: samplePoint(recipe, rng, 'random'), comparative: true });
      continue;
    }
    const moved = pushOutside(recipe, from, rng);
    if (moved)
      planned.push({
        point: moved.point,
        comparative: true,
        outside: { key: moved.key, direction: moved.direction },
      });
    else planned.push({ point: samplePoint(recipe, rng, 'random'), comparative: true });
  }
  return planned;
}

export interface GeneratedPatent {
  readonly patent: PatentRecord;
  readonly examples: ExampleRecord[];
}

export function generatePatent(context: PatentContext, index: number): GeneratedPatent {
  const { timeline, seed } = context;
  const rng = Rng.derive(seed, 'patent', index);
  const themeCode = timeline.theme[index]!;
  const themeId = themeOfCode(themeCode);
  const theme: Theme = THEMES[themeId];
  const system = rng.weighted(
    theme.systems,
    theme.systems.map((s) => s.weight),
  );
  const appDay = timeline.appDay[index]!;
  const year = yearOf(appDay);
  const id = patentId(timeline, index);

  // Applicants and inventors.
  const makers = context.makersByTheme.get(themeId)!;
  const applicant = rng.weighted(
    makers,
    makers.map((c) => c.weight),
  );
  const applicantCompanies = [applicant];
  if (rng.chance(0.12)) {
    const partner = rng.chance(0.6)
      ? rng.pick(context.users)
      : rng.pick(context.companies.filter((c) => !c.user && c.id !== applicant.id));
    applicantCompanies.push(partner);
  }
  const applicants = applicantCompanies.map((c) => applicantName(c, year, rng));
  const inventors = rng.sample(
    applicant.inventors,
    rng.weighted([1, 2, 3, 4, 5, 6], [0.15, 0.25, 0.25, 0.18, 0.1, 0.07]),
  );
  if (applicantCompanies[1]) inventors.push(...rng.sample(applicantCompanies[1].inventors, rng.int(1, 2)));

  // Formulation space, examples and measurements.
  const recipe = planRecipe(system, rng);
  const large = isLargePatent(context, index);
  const counts = exampleCount(large, rng);
  const measured = measuredProperties(recipe, large, rng);
  const planned = designExamples(recipe, large, counts, rng);
  const ingredientProducts = new Map<string, ProductEntry>();
  for (const ingredient of [...recipe.base, ...recipe.components]) {
    const product = chooseProduct(context.catalog.byMaterial.get(ingredient.materialId), applicant, rng);
    if (product) ingredientProducts.set(ingredient.key, product);
  }

  let exampleNumber = 0;
  let comparativeNumber = 0;
  const reported = planned.map((plan) => {
    const composition = pointComposition(recipe, plan.point);
    const values = measured.map((m) => reportValue(m, measure(theme, m.propertyId, composition, rng)));
    const label = plan.comparative ? `比較例${++comparativeNumber}` : `実施例${++exampleNumber}`;
    return { plan, values, label };
  });

  // Property limits in the claims come from what the examples reached.
  const claimable = measured.filter((m) => recipe.system.claimable.includes(m.propertyId));
  const exampleValues = (m: Measured) => {
    const k = measured.indexOf(m);
    return reported.filter((r) => !r.plan.comparative).map((r) => r.values[k]!);
  };
  const ordered = rng.sample(claimable, claimable.length);
  const limit1 =
    ordered[0] && rng.chance(0.6) ? thresholdOf(ordered[0], exampleValues(ordered[0])) : undefined;
  const second = limit1 ? ordered[1] : ordered[0];
  const limit2 = second && rng.chance(0.5) ? thresholdOf(second, exampleValues(second)) : undefined;
  const style: RangeStyle =
    recipe.alloy || recipe.system.basis === 'percent'
      ? rng.chance(0.5)
        ? 'bounds'
        : 'tilde'
      : rng.chance(0.25)
        ? 'bounds'
        : 'tilde';
  const speciesCandidates = recipe.components.filter((c) => !recipe.alloy && c.label !== c.name);
  const built = buildClaims({
    recipe,
    style,
    limit1,
    limit2,
    narrowed:
      recipe.components[0] &&
      (recipe.components[0].lo2 > recipe.components[0].lo ||
        recipe.components[0].hi2 < recipe.components[0].hi) &&
      rng.chance(0.85)
        ? recipe.components[0]
        : undefined,
    species: speciesCandidates.length > 0 && rng.chance(0.5) ? rng.pick(speciesCandidates) : undefined,
    application: rng.chance(0.6) ? rng.pick(system.applications) : undefined,
  });

  const problem = rng.pick(system.problems);
  const citations = citationsOf(context, index, themeCode, rng);
  const priorArtCandidates = (context.catalog.bySystem.get(system.id) ?? []).filter(
    (p) => p.maker.id !== applicant.id,
  );
  const priorArtProduct =
    priorArtCandidates.length > 0 && rng.chance(0.5) ? rng.pick(priorArtCandidates) : undefined;
  const description = descriptionText(
    {
      recipe,
      problem,
      claim1: built.claim1,
      citations,
      ingredientProducts,
      priorArtProduct,
      measured: measured.map((m) => m.propertyId),
      examples: counts.examples,
      comparatives: counts.comparatives,
      outsides: reported
        .filter((r) => r.plan.outside)
        .map((r) => ({ label: r.label, key: r.plan.outside!.key, direction: r.plan.outside!.direction })),
      limit1,
    },
    rng,
  );

  const ipcExtra = rng.sample(system.ipcExtra, rng.int(1, Math.min(3, system.ipcExtra.length)));
  const ipc = [rng.pick(system.ipcMain), ...ipcExtra].filter((code, k, all) => all.indexOf(code) === k);
  const themes = system.themes.filter((_, k) => k === 0 || rng.chance(0.5));
  const fterms =
    system.fterms.length > 0
      ? rng.sample(system.fterms, rng.int(3, Math.min(7, system.fterms.length))).sort()
      : [];
  const status = statusOfCode(timeline.status[index]!);
  const grantDay = timeline.grantDay[index]!;
  const priorityDay = timeline.priorityDay[index]!;

  const patent: PatentRecord = {
    type: 'patent',
    id,
    source: 'demo',
    publicationNumber: publicationNumber(timeline, index),
    kind: 'A',
    country: 'JP',
    language: 'ja',
    title: title(recipe, rng),
    abstract: abstractText(problem, recipe, built.claim1),
    claims: built.claims,
    description,
    applicants,
    inventors,
    ipc,
    fi: ipc.map((code) => fiOf(code, rng)),
    themes,
    fterms,
    applicationNumber: `特願${year}-${String(timeline.appNumber[index]!).padStart(6, '0')}`,
    applicationDate: isoOf(appDay),
    publicationDate: isoOf(timeline.pubDay[index]!),
    ...(grantDay >= 0
      ? { grantNumber: `特許第${timeline.grantNumber[index]!}号`, grantDate: isoOf(grantDay) }
      : {}),
    ...(priorityDay >= 0 ? { priorityDate: isoOf(priorityDay) } : {}),
    legalStatus: status,
    citations,
    claimRanges: built.ranges satisfies ClaimRange[],
  };

  const examples: ExampleRecord[] = reported.map((r, order) => {
    const composition = [];
    const items = [...recipe.base, ...recipe.components];
    for (const ingredient of items) {
      const amount = r.plan.point.amounts.get(ingredient.key) ?? 0;
      if (amount <= 0) continue;
      const product = ingredientProducts.get(ingredient.key);
      const isBase = recipe.base.includes(ingredient);
      composition.push({
        materialId: ingredient.materialId,
        ...(product ? { productId: product.id } : {}),
        ...(recipe.alloy ? {} : { group: ingredient.group }),
        name: ingredient.name,
        amount,
        unit: recipe.unit,
        ...(recipe.alloy && isBase ? { balance: true } : {}),
      });
    }
    for (const minor of recipe.minors) {
      composition.push({
        materialId: minor.materialId,
        name: minor.name,
        amount: minor.amount,
        unit: recipe.unit,
      });
    }
    const conditions = recipe.conditions.map((c) => ({
      name: c.label,
      value: r.plan.point.conditions.get(c.key)!,
      unit: c.unit,
    }));
    const properties: ExampleMeasurement[] = measured.map((m, k) => {
      const def = propertyDef(m.propertyId);
      const value = r.values[k]!;
      const condition = conditionOf(m.propertyId, theme);
      return {
        propertyId: m.propertyId,
        name: def.name,
        value,
        unit: m.unit,
        ...(def.levels ? { original: ul94Label(value) } : {}),
        ...(condition ? { condition } : {}),
      };
    });
    const suffix = r.plan.comparative
      ? `C${r.label.replace('比較例', '')}`
      : `E${r.label.replace('実施例', '')}`;
    return {
      type: 'example',
      id: `${id}-${suffix}`,
      source: 'demo',
      patentId: id,
      label: r.label,
      comparative: r.plan.comparative,
      order: order + 1,
      composition,
      conditions,
      properties,
    };
  });

  return { patent, examples };
}

export function largeResidueOf(seed: number): number {
  return hashInts(seed, 0x1a4e) % 100;
}
