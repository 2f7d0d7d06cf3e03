import { ipcSchema, isValidCasNumber, themeCodeSchema } from '@app/contract/interchange';
import { normalizeUnit } from '@app/contract/units';
import { describe, expect, it } from 'vitest';
import { classificationRecords } from './classifications.js';
import { buildCompanies } from './companies.js';
import { hasMaterial, MATERIALS } from './materials.js';
import { Rng } from './prng.js';
import { buildProducts } from './products.js';
import { propertyDef, PROPERTY_DEFS } from './properties.js';
import { planRecipe, pointComposition, samplePoint } from './recipes.js';
import type { Composition, ThemeId } from './theme-types.js';
import { ALL_SYSTEMS, THEME_IDS, THEMES } from './themes.js';

describe('theme definitions', () => {
  it('has seven themes with hidden functions for their properties', () => {
    expect(THEME_IDS).toEqual([
      'polyolefin',
      'engineering-plastics',
      'epoxy',
      'rubber',
      'adhesive',
      'battery',
      'alloy',
    ]);
    for (const theme of Object.values(THEMES)) {
      expect(Object.keys(theme.properties).length).toBeGreaterThanOrEqual(3);
      for (const id of Object.keys(theme.properties)) expect(() => propertyDef(id)).not.toThrow();
    }
  });

  it('refers only to known materials, variables, properties, categories and codes', () => {
    const categories = new Set(['cat-pp', 'cat-pp-compound']);
    const classifications = new Set(classificationRecords().map((r) => r.code));
    for (const theme of Object.values(THEMES)) {
      for (const variable of Object.values(theme.variables)) {
        for (const id of variable.materialIds)
          expect(hasMaterial(id), `${theme.id} ${variable.key} ${id}`).toBe(true);
        expect(normalizeUnit(variable.unit), variable.unit).not.toBeNull();
      }
      for (const grade of theme.rawGrades) {
        expect(hasMaterial(grade.materialId)).toBe(true);
        for (const [propertyId] of grade.properties) expect(() => propertyDef(propertyId)).not.toThrow();
      }
    }
    for (const system of ALL_SYSTEMS) {
      const theme = THEMES[system.themeId];
      const keys = [
        ...system.base.keys,
        ...system.components.map((c) => c.key),
        ...system.minors.map((m) => m.key),
        ...system.conditions.map((c) => c.key),
      ];
      for (const key of keys) expect(theme.variables[key], `${system.id} ${key}`).toBeDefined();
      for (const [propertyId] of system.measured)
        expect(theme.properties[propertyId], `${system.id} ${propertyId}`).toBeDefined();
      for (const propertyId of system.claimable)
        expect(system.measured.map(([id]) => id)).toContain(propertyId);
      for (const code of [...system.ipcMain, ...system.ipcExtra]) {
        expect(ipcSchema.safeParse(code).success, code).toBe(true);
        expect(classifications.has(code), code).toBe(true);
      }
      for (const code of system.themes) expect(themeCodeSchema.safeParse(code).success).toBe(true);
      for (const fterm of system.fterms)
        expect(system.themes.some((code) => fterm.startsWith(code))).toBe(true);
      categories.add(system.categoryId);
    }
  });

  it('has about 300 materials with unique ids, valid CAS numbers and synonyms', () => {
    expect(MATERIALS.length).toBeGreaterThanOrEqual(280);
    expect(new Set(MATERIALS.map((m) => m.id)).size).toBe(MATERIALS.length);
    for (const m of MATERIALS) if (m.casNumber) expect(isValidCasNumber(m.casNumber), m.id).toBe(true);
    const byId = new Map(MATERIALS.map((m) => [m.id, m]));
    expect(byId.get('mat-pp-homo')!.aliases).toEqual(expect.arrayContaining(['PP', 'ポリプロピレン']));
    expect(byId.get('mat-gf-chopped')!.aliases).toEqual(expect.arrayContaining(['GF', 'ガラス繊維']));
    expect(byId.get('mat-cb-n330')!.aliases).toEqual(expect.arrayContaining(['CB', 'カーボンブラック']));
    expect(byId.get('mat-talc')!.casNumber).toBe('14807-96-6');
    expect(byId.get('mat-pp-homo')!.casNumber).toBe('9003-07-0');
  });

  it('has 60 property definitions', () => {
    expect(PROPERTY_DEFS.length).toBe(60);
    expect(new Set(PROPERTY_DEFS.map((p) => p.id)).size).toBe(60);
  });

  it('has 150 fictional companies with 2–4 name variants', () => {
    const companies = buildCompanies(1);
    expect(companies.length).toBe(150);
    expect(new Set(companies.map((c) => c.id)).size).toBe(150);
    expect(new Set(companies.map((c) => c.name)).size).toBe(150);
    for (const c of companies) {
      expect(c.aliases.length).toBeGreaterThanOrEqual(2);
      expect(c.aliases.length).toBeLessThanOrEqual(4);
    }
    expect(companies.filter((c) => c.formerName).length).toBeGreaterThan(10);
    expect(
      companies.some(
        (c) => c.name.endsWith('株式会社') && c.aliases.includes(c.name.replace('株式会社', '(株)')),
      ),
    ).toBe(true);
  });
});

/** Random compositions of every system of a theme, inside the ranges its patents claim. */
function sampleCompositions(themeId: ThemeId, n: number): Composition[] {
  const rng = Rng.derive(11, `monotone-${themeId}`);
  const out: Composition[] = [];
  for (let i = 0; i < n; i++) {
    const system = rng.pick(THEMES[themeId].systems);
    const recipe = planRecipe(system, rng, { percent: false });
    out.push(pointComposition(recipe, samplePoint(recipe, rng, 'random')));
  }
  return out;
}

/** [theme, variable, property, +1 if the property rises with the variable, −1 if it falls, filter]. */
const DIRECTIONS: readonly (readonly [ThemeId, string, string, 1 | -1])[] = [
  ['polyolefin', 'talc', 'prop-flexural-modulus', 1],
  ['polyolefin', 'talc', 'prop-charpy-impact', -1],
  ['polyolefin', 'talc', 'prop-hdt-045', 1],
  ['polyolefin', 'talc', 'prop-mfr', -1],
  ['polyolefin', 'talc', 'prop-specific-gravity', 1],
  ['polyolefin', 'gf', 'prop-tensile-strength', 1],
  ['polyolefin', 'gf', 'prop-hdt-045', 1],
  ['polyolefin', 'elastomer', 'prop-charpy-impact', 1],
  ['polyolefin', 'elastomer', 'prop-flexural-modulus', -1],
  ['polyolefin', 'nucleator', 'prop-flexural-modulus', 1],
  ['polyolefin', 'mapp', 'prop-tensile-strength', 1],
  ['engineering-plastics', 'gf', 'prop-tensile-strength', 1],
  ['engineering-plastics', 'gf', 'prop-flexural-modulus', 1],
  ['engineering-plastics', 'gf', 'prop-hdt-180', 1],
  ['engineering-plastics', 'gf', 'prop-water-absorption', -1],
  ['engineering-plastics', 'pFr', 'prop-oxygen-index', 1],
  ['engineering-plastics', 'brFr', 'prop-oxygen-index', 1],
  ['engineering-plastics', 'pFr', 'prop-tensile-strength', -1],
  ['epoxy', 'silica', 'prop-viscosity', 1],
  ['epoxy', 'silica', 'prop-cte', -1],
  ['epoxy', 'toughener', 'prop-fracture-toughness', 1],
  ['epoxy', 'toughener', 'prop-glass-transition', -1],
  ['epoxy', 'accelerator', 'prop-cure-time', -1],
  ['epoxy', 'cureTemp', 'prop-cure-time', -1],
  ['epoxy', 'epoxyNovolac', 'prop-glass-transition', 1],
  ['rubber', 'cb', 'prop-hardness-shore-a', 1],
  ['rubber', 'cb', 'prop-elongation-at-break', -1],
  ['rubber', 'oil', 'prop-hardness-shore-a', -1],
  ['rubber', 'sulfur', 'prop-compression-set', -1],
  ['rubber', 'sulfur', 'prop-elongation-at-break', -1],
  ['adhesive', 'tackifier', 'prop-peel-180', 1],
  ['adhesive', 'xlinker', 'prop-peel-180', -1],
  ['adhesive', 'xlinker', 'prop-heat-resistance-temp', 1],
  ['adhesive', 'extender', 'prop-heat-resistance-temp', 1],
  ['battery', 'conductive', 'prop-dc-resistance', -1],
  ['battery', 'siox', 'prop-discharge-capacity', 1],
  ['battery', 'siox', 'prop-initial-efficiency', -1],
  ['alloy', 'mg', 'prop-tensile-strength', 1],
  ['alloy', 'mg', 'prop-elongation', -1],
  ['alloy', 'zn', 'prop-tensile-strength', 1],
  ['alloy', 'sn', 'prop-conductivity-iacs', -1],
  ['alloy', 'coldWork', 'prop-tensile-strength', 1],
  ['alloy', 'coldWork', 'prop-elongation', -1],
];

describe('hidden relations', () => {
  const samples = new Map(THEME_IDS.map((id) => [id, sampleCompositions(id, 250)]));

  it('evaluate to finite, positive values over the claimed design space', () => {
    for (const theme of Object.values(THEMES)) {
      for (const c of samples.get(theme.id)!) {
        for (const property of Object.values(theme.properties)) {
          const value = property.evaluate(c);
          expect(
            Number.isFinite(value) && value > 0,
            `${theme.id} ${property.propertyId} ${JSON.stringify(c)} → ${value}`,
          ).toBe(true);
        }
      }
    }
  });

  it.each(
    DIRECTIONS.map((row) => [`${row[0]}: ${row[1]} → ${row[2]} ${row[3] > 0 ? '↑' : '↓'}`, row] as const),
  )('%s', (_name, [themeId, key, propertyId, sign]) => {
    const property = THEMES[themeId].properties[propertyId]!;
    let agree = 0;
    let total = 0;
    let meanChange = 0;
    for (const c of samples.get(themeId)!) {
      const current = c[key];
      // Only where the variable is in use (a condition or an ingredient present in this formulation).
      if (current === undefined) continue;
      const delta = Math.max(Math.abs(current) * 0.2, key === 'coldWork' ? 10 : 0.01);
      const before = property.evaluate(c);
      const after = property.evaluate({ ...c, [key]: current + delta });
      if (after === before) continue;
      total += 1;
      if (Math.sign(after - before) === sign) agree += 1;
      meanChange += (after - before) / Math.abs(before);
    }
    expect(total).toBeGreaterThan(10);
    expect(agree / total).toBeGreaterThan(0.9);
    expect(Math.sign(meanChange)).toBe(sign);
  });

  it('reproduces typical grades with plausible magnitudes', () => {
    const pp = THEMES.polyolefin.properties;
    expect(pp['prop-flexural-modulus']!.evaluate({ ppHomo: 100 })).toBeCloseTo(1650, -1);
    const talc30 = pp['prop-flexural-modulus']!.evaluate({ ppHomo: 100, talc: 30 });
    expect(talc30).toBeGreaterThan(2300);
    expect(talc30).toBeLessThan(3300);
    const pa = THEMES['engineering-plastics'].properties;
    const gf30 = { pa66: 100, gf: 43 };
    expect(pa['prop-tensile-strength']!.evaluate(gf30)).toBeGreaterThan(150);
    expect(pa['prop-hdt-180']!.evaluate(gf30)).toBeGreaterThan(240);
    expect(pa['prop-ul94']!.evaluate({ pbt: 100, gf: 43, brFr: 15, sb2o3: 5 })).toBe(4);
    expect(pa['prop-ul94']!.evaluate({ pbt: 100 })).toBe(1);
    const alloy = THEMES.alloy.properties;
    const t6 = alloy['prop-tensile-strength']!.evaluate({
      al: 97.9,
      mg: 1,
      si: 0.6,
      cu: 0.28,
      cr: 0.2,
      agingTemp: 175,
      agingTime: 8,
    });
    expect(t6).toBeGreaterThan(280);
    expect(t6).toBeLessThan(400);
    expect(alloy['prop-conductivity-iacs']!.evaluate({ cu: 100 })).toBeCloseTo(100, -1);
    expect(
      THEMES.battery.properties['prop-discharge-capacity']!.evaluate({
        ncm811: 96,
        conductive: 2,
        binder: 2,
      }),
    ).toBeGreaterThan(180);
  });
});

describe('products', () => {
  it('have datasheet values from the hidden functions at their hidden compositions', () => {
    const catalog = buildProducts(3, 400, buildCompanies(3));
    let checked = 0;
    const errors: number[] = [];
    for (const entry of catalog.entries) {
      if (!entry.composition) continue;
      const theme = THEMES[entry.themeId];
      for (const value of entry.record.properties) {
        const property = theme.properties[value.propertyId];
        const def = propertyDef(value.propertyId);
        if (!property || property.latent) continue;
        const inDefUnit =
          value.unit === 'GPa'
            ? value.value * 1000
            : value.unit === 'kgf/cm²'
              ? value.value * 0.0980665
              : value.unit === 'kgf·cm/cm²'
                ? value.value * 0.980665
                : value.value;
        expect(value.unit === def.unit || value.original !== undefined).toBe(true);
        errors.push(Math.abs(inDefUnit / property.evaluate(entry.composition) - 1));
        checked += 1;
      }
    }
    errors.sort((a, b) => a - b);
    expect(checked).toBeGreaterThan(500);
    expect(errors[Math.floor(errors.length * 0.9)]!).toBeLessThan(0.1);
  });
});
