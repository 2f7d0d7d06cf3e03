import type { ProductRecord, PropertyValue } from '@app/contract/interchange';
import type { Company } from './companies.js';
import { material } from './materials.js';
import { conditionOf, inUnit, measure, printed, roundValue } from './measure.js';
import { hashInts, Rng } from './prng.js';
import { propertyDef } from './properties.js';
import { planRecipe, pointComposition, samplePoint } from './recipes.js';
import type { Composition, RawGradeSpec, Theme, ThemeId, ThemeSystem } from './theme-types.js';
import { THEME_IDS, THEME_MIX, THEMES } from './themes.js';

/**
 * Commercial grades. Most are formulated grades of a theme system whose datasheet values come from the
 * hidden functions at a hidden composition (plus noise); the rest are raw-material grades (a PP
 * homopolymer, a talc, a carbon black) with datasheet values around the material's typical values.
 * Patents name these grades as ingredients of their examples and as prior art in their descriptions.
 */

export interface ProductEntry {
  readonly index: number;
  readonly id: string;
  readonly name: string;
  readonly brand: string;
  readonly grade: string;
  readonly maker: Company;
  readonly themeId: ThemeId;
  /** Formulated grade: its system and hidden composition (the hidden functions' input). */
  readonly systemId: string | undefined;
  readonly composition: Composition | undefined;
  /** Raw-material grade: the material it is a grade of. */
  readonly rawMaterialId: string | undefined;
  readonly record: ProductRecord;
}

export interface ProductCatalog {
  readonly entries: readonly ProductEntry[];
  /** Raw-material grades by material id. */
  readonly byMaterial: ReadonlyMap<string, readonly ProductEntry[]>;
  /** Formulated grades by system id. */
  readonly bySystem: ReadonlyMap<string, readonly ProductEntry[]>;
}

const RAW_BRAND_WORDS: Record<string, string> = {
  'cat-inorganic-filler': 'フィラー',
  'cat-reinforcing-fiber': 'グラス',
  'cat-flame-retardant': 'ガード',
  'cat-carbon-black': 'ブラック',
  'cat-plasticiser': 'オイル',
  'cat-vulcanising-agent': 'キュア',
  'cat-nucleating-agent': 'クリスタ',
  'cat-modifier': 'モディファイア',
  'cat-olefin-elastomer': 'エラスト',
  'cat-conductive-agent': 'コンダクト',
  'cat-binder': 'バインド',
  'cat-epoxy-hardener': 'キュア',
};

function brandOf(company: Company, theme: Theme): string {
  const suffixes = theme.brandSuffixes;
  const k = hashInts(company.index, THEME_IDS.indexOf(theme.id)) % suffixes.length;
  return `${company.brandRoot}${suffixes[k]!}`;
}

function makersByTheme(companies: readonly Company[]): Map<ThemeId, Company[]> {
  const map = new Map<ThemeId, Company[]>();
  for (const id of THEME_IDS) {
    const makers = companies.filter((c) => !c.user && c.themes.includes(id));
    map.set(id, makers.length > 0 ? makers : companies.filter((c) => !c.user));
  }
  return map;
}

type CatalogueStyle = 'si' | 'gpa' | 'kgf';

function propertyValue(
  propertyId: string,
  raw: number,
  theme: Theme,
  style: CatalogueStyle,
  rng: Rng,
): PropertyValue {
  const def = propertyDef(propertyId);
  const value = roundValue(def, raw);
  const standards = def.testStandards;
  const iso = standards.filter((s) => s.startsWith('ISO'));
  const testStandard = iso.length > 0 && rng.chance(0.5) ? iso[0]! : standards[0];
  const condition = conditionOf(propertyId, theme);
  let unit = def.unit;
  let shown = value;
  if (style === 'kgf' && def.unit === 'MPa' && value >= 1) unit = 'kgf/cm²';
  else if (style === 'kgf' && def.unit === 'kJ/m²') unit = 'kgf·cm/cm²';
  else if (
    style === 'gpa' &&
    (propertyId === 'prop-flexural-modulus' || propertyId === 'prop-tensile-modulus')
  )
    unit = 'GPa';
  if (unit !== def.unit) shown = inUnit(def, value, unit);
  return {
    propertyId,
    value: shown,
    unit,
    original: printed(def, shown, unit),
    ...(testStandard ? { testStandard } : {}),
    ...(condition ? { condition } : {}),
  };
}

function gradeCode(prefixes: readonly string[], rng: Rng): string {
  const prefix = rng.pick(prefixes);
  const number = rng.chance(0.6)
    ? String(rng.int(10, 99) * 100 + rng.int(0, 9) * 10)
    : String(rng.int(100, 999));
  const suffix = rng.chance(0.2) ? rng.pick(['N', 'W', 'HF', 'S', 'B', 'R']) : '';
  const separator = prefix === '#' ? '' : /\d$/.test(prefix) ? '-' : rng.pick(['-', '', '-']);
  return `${prefix}${separator}${number}${suffix}`;
}

function datasheet(name: string, label: string, values: readonly PropertyValue[]): string {
  const lines = values.map((v) => {
    const def = propertyDef(v.propertyId);
    const notes = [v.testStandard, v.condition].filter(Boolean).join('、');
    return `${def.name}: ${v.original ?? `${v.value} ${v.unit}`}${notes ? ` (${notes})` : ''}`;
  });
  return [
    `${name} 技術データシート(${label})`,
    ...lines,
    '記載の値は代表値であり、規格値ではありません。',
  ].join('\n');
}

function compoundProduct(
  index: number,
  id: string,
  system: ThemeSystem,
  maker: Company,
  rng: Rng,
  usedNames: Set<string>,
): Omit<ProductEntry, 'record'> & {
  values: PropertyValue[];
  materialIds: string[];
  features: string[];
  applications: string[];
  style: CatalogueStyle;
} {
  const theme = THEMES[system.themeId];
  const recipe = planRecipe(system, rng, { percent: false });
  const point = samplePoint(recipe, rng, 'random');
  const composition = pointComposition(recipe, point);
  const style: CatalogueStyle = rng.chance(0.12) ? 'kgf' : rng.chance(0.12) ? 'gpa' : 'si';
  const values: PropertyValue[] = [];
  const numeric = new Map<string, number>();
  for (const [propertyId, probability] of system.measured) {
    if (probability < 1 && !rng.chance(Math.min(1, probability + 0.3))) continue;
    const raw = measure(theme, propertyId, composition, rng);
    numeric.set(propertyId, roundValue(propertyDef(propertyId), raw));
    values.push(propertyValue(propertyId, raw, theme, style, rng));
  }
  const keys = system.productKeys ?? [
    ...recipe.base.map((b) => b.key),
    ...recipe.components.map((c) => c.key),
  ];
  const materialIds = [...recipe.base, ...recipe.components]
    .filter((ingredient) => keys.includes(ingredient.key) && (point.amounts.get(ingredient.key) ?? 0) > 0)
    .map((ingredient) => ingredient.materialId)
    .filter((m, i, all) => all.indexOf(m) === i);
  const brand = brandOf(maker, theme);
  let grade = gradeCode(system.gradePrefixes, rng);
  while (usedNames.has(`${brand} ${grade}`)) grade = gradeCode(system.gradePrefixes, rng);
  usedNames.add(`${brand} ${grade}`);
  return {
    index,
    id,
    name: `${brand} ${grade}`,
    brand,
    grade,
    maker,
    themeId: theme.id,
    systemId: system.id,
    composition,
    rawMaterialId: undefined,
    values,
    materialIds,
    features: system.features(numeric, composition),
    applications: rng.sample(system.applications, rng.int(2, 3)),
    style,
  };
}

export function buildProducts(seed: number, count: number, companies: readonly Company[]): ProductCatalog {
  const makers = makersByTheme(companies);
  const usedNames = new Set<string>();
  const entries: ProductEntry[] = [];
  const themeWeights = THEME_IDS.map((id) => THEME_MIX[id].products);
  for (let i = 0; i < count; i++) {
    const rng = Rng.derive(seed, 'product', i);
    const themeId = rng.weighted(THEME_IDS, themeWeights);
    const theme = THEMES[themeId];
    const themeMakers = makers.get(themeId)!;
    const maker = rng.weighted(
      themeMakers,
      themeMakers.map((c) => c.weight),
    );
    const id = `prd-${String(i + 1).padStart(5, '0')}`;
    const status = rng.chance(0.08) ? ('discontinued' as const) : ('active' as const);
    const raw = theme.rawGrades.length > 0 && rng.chance(0.28);
    if (raw) {
      const spec: RawGradeSpec = rng.weighted(
        theme.rawGrades,
        theme.rawGrades.map((g) => g.weight),
      );
      const word = RAW_BRAND_WORDS[spec.categoryId];
      const brand = word ? `${maker.brandRoot}${word}` : brandOf(maker, theme);
      let grade = gradeCode(spec.gradePrefixes, rng);
      while (usedNames.has(`${brand} ${grade}`)) grade = gradeCode(spec.gradePrefixes, rng);
      usedNames.add(`${brand} ${grade}`);
      const values = spec.properties.map(([propertyId, typical, spread]) =>
        propertyValue(
          propertyId,
          typical * Math.exp(spread * Math.max(-2.5, Math.min(2.5, rng.normal()))),
          theme,
          'si',
          rng,
        ),
      );
      const entry = material(spec.materialId);
      const name = `${brand} ${grade}`;
      const record: ProductRecord = {
        type: 'product',
        id,
        source: 'demo',
        name,
        brand,
        grade,
        makerId: maker.id,
        categoryId: spec.categoryId,
        materialIds: [spec.materialId],
        applications: [...spec.applications],
        features: [...spec.features],
        properties: values,
        datasheet: datasheet(name, entry.name, values),
        description: `${maker.name}の${entry.name}グレード。${spec.features.join('、')}。`,
        status,
      };
      entries.push({
        index: i,
        id,
        name,
        brand,
        grade,
        maker,
        themeId,
        systemId: undefined,
        composition: undefined,
        rawMaterialId: spec.materialId,
        record,
      });
      continue;
    }
    const system = rng.weighted(
      theme.systems,
      theme.systems.map((s) => s.weight),
    );
    const made = compoundProduct(i, id, system, maker, rng, usedNames);
    const record: ProductRecord = {
      type: 'product',
      id,
      source: 'demo',
      name: made.name,
      brand: made.brand,
      grade: made.grade,
      makerId: maker.id,
      categoryId: system.categoryId,
      materialIds: made.materialIds,
      applications: made.applications,
      features: made.features,
      properties: made.values,
      datasheet: datasheet(made.name, system.label, made.values),
      description: `${maker.name}の${system.label}グレード。${made.features.length > 0 ? `${made.features.join('、')}。` : ''}主な用途: ${made.applications.join('、')}。`,
      status,
    };
    entries.push({
      index: made.index,
      id,
      name: made.name,
      brand: made.brand,
      grade: made.grade,
      maker,
      themeId,
      systemId: system.id,
      composition: made.composition,
      rawMaterialId: undefined,
      record,
    });
  }
  const byMaterial = new Map<string, ProductEntry[]>();
  const bySystem = new Map<string, ProductEntry[]>();
  for (const entry of entries) {
    if (entry.rawMaterialId) {
      const list = byMaterial.get(entry.rawMaterialId) ?? [];
      list.push(entry);
      byMaterial.set(entry.rawMaterialId, list);
    }
    if (entry.systemId) {
      const list = bySystem.get(entry.systemId) ?? [];
      list.push(entry);
      bySystem.set(entry.systemId, list);
    }
  }
  return { entries, byMaterial, bySystem };
}
