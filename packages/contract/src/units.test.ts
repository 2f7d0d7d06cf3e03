import { describe, expect, it } from 'vitest';
import {
  UNIT_FAMILIES,
  UNIT_FAMILY_IDS,
  UnitConversionError,
  canConvert,
  canonicalUnit,
  convert,
  normalizeUnit,
  toCanonical,
  unitFamily,
  unitsOfFamily,
} from './units.js';

describe('normalizeUnit', () => {
  it.each([
    ['kgf/cm2', 'kgf/cm²'],
    ['kg/cm²', 'kgf/cm²'],
    ['°C', '℃'],
    ['℃', '℃'],
    ['deg C', '℃'],
    ['wt%', '質量%'],
    ['wt.%', '質量%'],
    ['重量%', '質量%'],
    ['重量部', '質量部'],
    ['phr', 'phr'],
    ['ＭＰａ', 'MPa'],
    ['㎫', 'MPa'],
    ['mpa', 'MPa'],
    ['N/mm2', 'MPa'],
    ['ｍＰａ・ｓ', 'mPa·s'],
    ['mPa.s', 'mPa·s'],
    ['mPas', 'mPa·s'],
    ['cP', 'mPa·s'],
    ['g/cm3', 'g/cm³'],
    ['g / 10 min', 'g/10min'],
    ['g/10分', 'g/10min'],
    ['kJ/m2', 'kJ/m²'],
    ['MPa√m', 'MPa·m^1/2'],
    ['Ωcm', 'Ω·cm'],
    ['Ω・cm', 'Ω·cm'],
    ['µm', 'μm'],
    ['um', 'μm'],
    ['％', '%'],
    ['% IACS', '%IACS'],
    ['HS(A)', 'Shore A'],
    ['デュロメータA', 'Shore A'],
    ['shore d', 'Shore D'],
    ['N/25 mm', 'N/25mm'],
    ['min⁻¹', 'rpm'],
    ['10⁻⁵/℃', '10⁻⁵/K'],
    ['W/m·K', 'W/(m·K)'],
    ['モル%', 'mol%'],
    ['', '-'],
    ['時間', 'h'],
    ['分', 'min'],
  ])('%s → %s', (text, unit) => {
    expect(normalizeUnit(text)).toBe(unit);
  });

  it('answers null for an unknown unit', () => {
    expect(normalizeUnit('furlongs/fortnight')).toBeNull();
    expect(unitFamily('bananas')).toBeNull();
  });

  it('does not guess between units that differ only in case', () => {
    expect(normalizeUnit('mΩ')).toBe('mΩ');
    expect(normalizeUnit('MΩ')).toBe('MΩ');
    expect(normalizeUnit('mω')).toBeNull();
  });
});

describe('families', () => {
  it('every family has its canonical unit first with factor 1 and no offset', () => {
    for (const family of UNIT_FAMILY_IDS) {
      const units = unitsOfFamily(family);
      expect(units.length).toBeGreaterThan(0);
      expect(units[0]!.unit).toBe(canonicalUnit(family));
      expect(units[0]!.canonical).toBe(true);
      expect(units[0]!.factor).toBe(1);
      expect(units[0]!.offset).toBe(0);
      expect(units.slice(1).every((unit) => !unit.canonical)).toBe(true);
    }
    expect(UNIT_FAMILIES.map((f) => f.id)).toEqual([...UNIT_FAMILY_IDS]);
  });

  it('every unit and alias normalises back to its unit', () => {
    for (const family of UNIT_FAMILY_IDS) {
      for (const info of unitsOfFamily(family)) {
        expect(normalizeUnit(info.unit)).toBe(info.unit);
        expect(unitFamily(info.unit)).toBe(family);
        for (const alias of info.aliases) expect(normalizeUnit(alias), alias).toBe(info.unit);
      }
    }
  });

  it.each([
    ['MPa', 'stress'],
    ['℃', 'temperature'],
    ['mm', 'length'],
    ['g', 'mass'],
    ['g/cm³', 'density'],
    ['kJ/m²', 'energyPerArea'],
    ['J/m', 'energyPerLength'],
    ['Pa·s', 'viscosity'],
    ['Ω·cm', 'resistivity'],
    ['S/cm', 'conductivity'],
    ['%', 'percent'],
    ['-', 'ratio'],
    ['h', 'time'],
    ['質量部', 'massParts'],
    ['質量%', 'massPercent'],
    ['mol%', 'molPercent'],
    ['mAh/g', 'specificCapacity'],
    ['V', 'voltage'],
    ['g/10min', 'meltFlowRate'],
    ['Shore A', 'shoreA'],
    ['Shore D', 'shoreD'],
    ['Hz', 'frequency'],
    ['N/25mm', 'forcePerWidth'],
  ])('%s is %s', (unit, family) => {
    expect(unitFamily(unit)).toBe(family);
  });
});

describe('convert', () => {
  const close = (actual: number, expected: number, digits = 6) =>
    expect(actual).toBeCloseTo(expected, digits);

  it('pressure and stress', () => {
    close(convert(2.4, 'GPa', 'MPa'), 2400);
    close(convert(24500, 'kgf/cm²', 'MPa'), 2402.62925);
    close(convert(10, 'kgf/mm2', 'MPa'), 98.0665);
    close(convert(1000, 'psi', 'MPa'), 6.894757);
    close(convert(1, 'N/mm²', 'MPa'), 1);
    close(convert(1500, 'kPa', 'MPa'), 1.5);
    close(convert(2e6, 'Pa', 'MPa'), 2);
  });

  it('temperature with offsets', () => {
    expect(convert(100, '℃', 'K')).toBe(373.15);
    expect(convert(373.15, 'K', '℃')).toBe(100);
    expect(convert(212, '℉', '℃')).toBe(100);
    expect(convert(-40, '℃', '°F')).toBe(-40);
    expect(toCanonical(300, 'K')).toEqual({ value: 26.85, unit: '℃' });
  });

  it('length, mass, density', () => {
    expect(convert(1, 'in', 'mm')).toBe(25.4);
    expect(convert(5, 'μm', 'mm')).toBe(0.005);
    expect(convert(2.5, 'kg', 'g')).toBe(2500);
    expect(convert(905, 'kg/m3', 'g/cm³')).toBe(0.905);
  });

  it('impact, toughness, viscosity', () => {
    expect(convert(1500, 'J/m²', 'kJ/m²')).toBe(1.5);
    close(convert(10, 'kgf·cm/cm²', 'kJ/m²'), 9.80665);
    close(convert(1, 'ft·lbf/in', 'J/m'), 53.3787, 3);
    close(convert(1, 'ksi√in', 'MPa√m'), 1.0988, 3);
    expect(convert(3500, 'mPa·s', 'Pa·s')).toBe(3.5);
    expect(convert(35, 'P', 'Pa·s')).toBe(3.5);
    expect(convert(1, 'cP', 'mPa·s')).toBe(1);
  });

  it('electrical', () => {
    expect(convert(1e12, 'Ω·cm', 'Ω·m')).toBe(1e10);
    expect(convert(100, 'S/m', 'S/cm')).toBe(1);
    close(convert(100, '%IACS', 'MS/m'), 58);
    expect(convert(1500, 'mΩ', 'Ω')).toBe(1.5);
    expect(convert(3700, 'mV', 'V')).toBe(3.7);
  });

  it('percent, composition, time, battery, rates', () => {
    expect(convert(5000, 'ppm', '%')).toBe(0.5);
    expect(convert(10, 'wt%', '質量%')).toBe(10);
    expect(convert(20, 'phr', '質量部')).toBe(20);
    expect(convert(90, 'min', 'h')).toBe(1.5);
    expect(convert(2, 'h', 's')).toBe(7200);
    expect(convert(0.18, 'Ah/g', 'mAh/g')).toBe(180);
    expect(convert(30, 'dg/min', 'g/10min')).toBe(30);
    expect(convert(10, 'N/cm', 'N/25mm')).toBe(25);
    expect(convert(1, 'GHz', 'Hz')).toBe(1e9);
  });

  it('round trips through every unit of every family', () => {
    for (const family of UNIT_FAMILY_IDS) {
      const units = unitsOfFamily(family);
      for (const from of units) {
        for (const to of units) {
          for (const value of [0, 1, 23.5, -40, 2400]) {
            const there = convert(value, from.unit, to.unit);
            const back = convert(there, to.unit, from.unit);
            expect(back, `${value} ${from.unit} → ${to.unit}`).toBeCloseTo(value, 6);
          }
        }
      }
    }
  });

  it('toCanonical keeps canonical values untouched', () => {
    expect(toCanonical(2400, 'MPa')).toEqual({ value: 2400, unit: 'MPa' });
    expect(toCanonical(2.4, 'GPa')).toEqual({ value: 2400, unit: 'MPa' });
    expect(toCanonical(12, 'wt%')).toEqual({ value: 12, unit: '質量%' });
  });

  it.each([
    ['MPa', '℃'],
    ['質量部', '質量%'],
    ['質量%', 'mol%'],
    ['%', '-'],
    ['Shore A', 'Shore D'],
    ['kJ/m²', 'J/m'],
    ['%IACS', '%'],
    ['g/cm³', 'g'],
  ])('refuses to convert %s to %s', (from, to) => {
    expect(canConvert(from, to)).toBe(false);
    expect(() => convert(1, from, to)).toThrow(UnitConversionError);
    try {
      convert(1, from, to);
    } catch (error) {
      expect((error as UnitConversionError).reason).toBe('cross-family');
    }
  });

  it('refuses unknown units', () => {
    expect(() => convert(1, 'MPa', 'bogus')).toThrow(/unknown unit/);
    expect(() => toCanonical(1, 'bogus')).toThrow(UnitConversionError);
    expect(canConvert('bogus', 'MPa')).toBe(false);
  });
});
