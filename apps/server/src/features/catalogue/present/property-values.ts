import type { PropertyValueView } from '@app/contract/catalogue';
import { shownUnit } from '@app/contract/display-units';
import { convert } from '@app/contract/units';

/**
 * Property values as every list and detail shows them: the canonical value (what filters compare), the
 * value in the property's display unit, and the original value, unit and text as the source printed them.
 */

export interface PropertyDefInfo {
  externalId: string;
  name: string;
  displayUnit: string;
  levels: Map<number, string> | null;
}

/** The stored JSON of a property's levels (value → label, for ordinal scales); null when absent or unreadable. */
export function parseLevels(json: string | null): Map<number, string> | null {
  if (!json) return null;
  try {
    const parsed = JSON.parse(json) as { value: number; label: string }[];
    return new Map(parsed.map((level) => [level.value, level.label]));
  } catch {
    return null;
  }
}

function inDisplayUnit(value: number, unit: string, displayUnit: string): number | null {
  try {
    return convert(value, unit, displayUnit);
  } catch {
    return null;
  }
}

export interface StoredValue {
  property_def_id: number | null;
  name?: string | null;
  value: number;
  unit: string;
  original_value?: number | null;
  original_unit?: string | null;
  original_text?: string | null;
  test_standard?: string | null;
  condition?: string | null;
}

export function presentValue(row: StoredValue, defs: Map<number, PropertyDefInfo>): PropertyValueView {
  const def = row.property_def_id === null ? undefined : defs.get(Number(row.property_def_id));
  // The property's display unit, or the unit it is customarily read in (加硫時間 in min, decision 0033).
  const displayUnit = def ? shownUnit(def.name, def.displayUnit) : null;
  const displayValue = displayUnit ? inDisplayUnit(row.value, row.unit, displayUnit) : null;
  return {
    propertyId: def?.externalId ?? null,
    name: def?.name ?? row.name ?? '',
    value: row.value,
    unit: row.unit,
    displayValue,
    displayUnit: displayValue === null ? null : displayUnit,
    originalValue: row.original_value ?? null,
    originalUnit: row.original_unit ?? null,
    originalText: row.original_text ?? null,
    testStandard: row.test_standard ?? null,
    condition: row.condition ?? null,
    level: def?.levels?.get(row.value) ?? null,
  };
}

/** The columns of `property_defs` a value is shown with. */
export interface PropertyDefRow {
  id: number;
  external_id: string;
  name: string;
  display_unit: string;
  levels: string | null;
}

/** Definitions by row id. */
export function propertyDefInfo(rows: readonly PropertyDefRow[]): Map<number, PropertyDefInfo> {
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        externalId: row.external_id,
        name: row.name,
        displayUnit: row.display_unit,
        levels: parseLevels(row.levels),
      },
    ]),
  );
}

/** Datasheet/typical values (read/property-values.ts ownerValueRows) per owner row id, in source order. */
export function presentOwnerValues(rows: {
  values: readonly (StoredValue & { owner: number })[];
  defs: readonly PropertyDefRow[];
}): Map<number, PropertyValueView[]> {
  const defs = propertyDefInfo(rows.defs);
  const result = new Map<number, PropertyValueView[]>();
  for (const row of rows.values) {
    const list = result.get(Number(row.owner)) ?? [];
    list.push(presentValue(row, defs));
    result.set(Number(row.owner), list);
  }
  return result;
}

/** A measured value of an example as stored: the canonical form beside what the source printed. */
export interface ExampleValueStored {
  example_id: number;
  property_def_id: number | null;
  name: string;
  value: number;
  unit: string;
  value_canonical: number | null;
  unit_canonical: string | null;
  original_text: string | null;
  condition: string | null;
}

/**
 * Measured values of examples per example row id. Shown in canonical form; values whose unit is unknown
 * have none and are shown as written.
 */
export function presentExampleValues(rows: {
  values: readonly ExampleValueStored[];
  defs: readonly PropertyDefRow[];
}): Map<number, PropertyValueView[]> {
  const defs = propertyDefInfo(rows.defs);
  const result = new Map<number, PropertyValueView[]>();
  for (const row of rows.values) {
    const list = result.get(Number(row.example_id)) ?? [];
    const canonical = row.value_canonical !== null && row.unit_canonical !== null;
    list.push(
      presentValue(
        {
          property_def_id: row.property_def_id,
          name: row.name,
          value: canonical ? row.value_canonical! : row.value,
          unit: canonical ? row.unit_canonical! : row.unit,
          original_value: row.value,
          original_unit: row.unit,
          original_text: row.original_text,
          condition: row.condition,
        },
        defs,
      ),
    );
    result.set(Number(row.example_id), list);
  }
  return result;
}
