import { convert } from '@app/contract/units';
import { fmt, fmtGrouped, roundSig, roundTo } from './format.js';
import { UL94_LEVELS, type PropertyDef } from './properties.js';
import type { Rng } from './prng.js';
import type { Composition, Theme } from './theme-types.js';

/** Percentages that cannot exceed 100 however lucky the measurement. */
const AT_MOST_100 = new Set([
  'prop-capacity-retention',
  'prop-initial-efficiency',
  'prop-rate-capability',
  'prop-total-light-transmittance',
]);

/** A measured value: noise on the hidden function (on the latent quantity for ordinal properties). */
export function measure(theme: Theme, propertyId: string, composition: Composition, rng: Rng): number {
  const property = theme.properties[propertyId];
  if (!property) throw new Error(`theme ${theme.id} has no property ${propertyId}`);
  if (property.latent && property.fromLatent)
    return property.fromLatent(property.latent(composition) * rng.noise(property.noise));
  const value = property.evaluate(composition) * rng.noise(property.noise);
  return AT_MOST_100.has(propertyId) ? Math.min(value, 99.9) : value;
}

/** Rounds as a datasheet or an example table prints the value. */
export function roundValue(def: PropertyDef, value: number): number {
  if (def.levels) return Math.round(value);
  if (def.step === 0) return roundSig(value, 3);
  // Small values of a coarse step keep two significant digits (0.06 Pa·s, 1.0 %IACS).
  if (Math.abs(value) < 20 * def.step) return roundSig(value, 2);
  return roundTo(value, def.step);
}

export function ul94Label(rank: number): string {
  return UL94_LEVELS.find((level) => level.value === rank)?.label ?? String(rank);
}

/** How a value is printed: "2,400 MPa", "V-0", "1.05". */
export function printed(def: PropertyDef, value: number, unit = def.unit): string {
  if (def.levels) return ul94Label(value);
  if (unit === '-') return fmt(value);
  return `${fmtGrouped(value)} ${unit}`;
}

/**
 * A value in another unit of the same family, as old catalogues and some patents print it: stresses in
 * kgf/cm², moduli in GPa, impact strength in kgf·cm/cm².
 */
export function inUnit(def: PropertyDef, value: number, unit: string): number {
  const converted = convert(value, def.unit, unit);
  return roundSig(converted, unit === 'GPa' ? 3 : 3);
}

const CONDITIONS: Record<string, string> = {
  'prop-charpy-impact': '23℃、ノッチ付き',
  'prop-izod-impact': '23℃、ノッチ付き',
  'prop-water-absorption': '23℃水中、24時間',
  'prop-compression-set': '100℃×22時間',
  'prop-capacity-retention': '1C、300サイクル後',
  'prop-discharge-capacity': '0.1C、25℃',
  'prop-rate-capability': '3C/0.2C',
  'prop-dc-resistance': 'SOC50%、25℃',
  'prop-ul94': '試験片厚さ0.8mm',
  'prop-viscosity': '25℃',
  'prop-cure-time': '硬化温度において',
  'prop-peel-180': '対SUS板、23℃',
  'prop-t-peel': '23℃',
  'prop-lap-shear': '23℃',
  'prop-mfr': '230℃、2.16kg荷重',
};

/** Measurement condition printed beside a value, if the property has a usual one. */
export function conditionOf(propertyId: string, theme: Theme): string | undefined {
  if (propertyId === 'prop-mfr' && theme.id !== 'polyolefin') return undefined;
  if (propertyId === 'prop-lap-shear' && theme.id === 'adhesive') return '23℃、被着体アルミニウム';
  return CONDITIONS[propertyId];
}
