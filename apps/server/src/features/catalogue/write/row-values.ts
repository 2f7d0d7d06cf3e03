import type { PropertyValue } from '@app/contract/interchange';
import { canonicalUnit, toCanonical, unitFamily } from '@app/contract/units';
import { classificationPrefixes, normalizeName } from '../common/normalize.js';
import type { PropertyDefInfo } from './reference-caches.js';
import { RecordError } from './writer-records.js';

/** Column values several writers compute the same way: canonical units, alias and classification rows. */

/** Property value → canonical number; the unit must belong to the property's family. */
export function measured(def: PropertyDefInfo, value: number, unit: string, propertyId: string) {
  const family = unitFamily(unit);
  if (!family) throw new RecordError(`unknown unit "${unit}" for property ${propertyId}`);
  if (family !== def.family) {
    throw new RecordError(`unit "${unit}" is not a unit of ${def.family} (property ${propertyId})`);
  }
  const canonical = toCanonical(value, unit);
  return { value: canonical.value, unit: canonical.unit };
}

/** Converts where the unit is known; null canonical columns otherwise. */
export function canonicalOrNull(value: number, unit: string): { value: number | null; unit: string | null } {
  if (!unitFamily(unit)) return { value: null, unit: null };
  const canonical = toCanonical(value, unit);
  return { value: canonical.value, unit: canonical.unit };
}

/** Rows of product_properties / material_properties (without the owner's id) for stated property values. */
export function propertyValueRows(
  propertyDefs: ReadonlyMap<string, PropertyDefInfo>,
  values: readonly PropertyValue[],
): {
  property_def_id: number;
  ordinal: number;
  value: number;
  unit: string;
  original_value: number;
  original_unit: string;
  original_text: string | null;
  test_standard: string | null;
  condition: string | null;
}[] {
  return values.map((item, ordinal) => {
    const def = propertyDefs.get(item.propertyId);
    if (!def) throw new RecordError(`unknown property id: ${item.propertyId}`);
    const canonical = measured(def, item.value, item.unit, item.propertyId);
    return {
      property_def_id: def.id,
      ordinal,
      value: canonical.value,
      unit: canonical.unit,
      original_value: item.value,
      original_unit: item.unit,
      original_text: item.original ?? null,
      test_standard: item.testStandard ?? null,
      condition: item.condition ?? null,
    };
  });
}

export function aliasRows(names: readonly (string | undefined)[]): { alias: string; normalized: string }[] {
  const seen = new Set<string>();
  const rows: { alias: string; normalized: string }[] = [];
  for (const alias of names) {
    if (!alias) continue;
    const normalized = normalizeName(alias);
    if (!normalized || seen.has(normalized)) continue;
    seen.add(normalized);
    rows.push({ alias, normalized });
  }
  return rows;
}

export function classificationRows(
  patentId: number,
  scheme: 'ipc' | 'fi' | 'theme' | 'fterm',
  codes: readonly string[],
) {
  return codes.map((code, ordinal) => ({
    patent_id: patentId,
    scheme,
    code,
    ordinal,
    is_first: ordinal === 0 ? 1 : 0,
    ...classificationPrefixes(scheme, code),
  }));
}

/** Bounds in the canonical unit where the unit is known; as written otherwise. */
export function rangeBounds(min: number | null, max: number | null, unit: string) {
  const family = unitFamily(unit);
  if (!family) return { min, max, unit };
  return {
    min: min === null ? null : toCanonical(min, unit).value,
    max: max === null ? null : toCanonical(max, unit).value,
    unit: canonicalUnit(family),
  };
}
