import { convert } from '@app/contract/units';
import type { DbExecutor } from '../../db/schema.js';
import { validationFailed } from '../../http/http-errors.js';

/** A property definition as the visualisation uses it: names, units and its better direction. */
export interface PropertyDef {
  id: number;
  externalId: string;
  name: string;
  displayUnit: string;
  canonicalUnit: string;
  direction: 'higher' | 'lower' | null;
}

function directionOf(value: string | null): 'higher' | 'lower' | null {
  return value === 'higher' || value === 'lower' ? value : null;
}

/** Property definitions by row id (all of them: a catalogue has tens to hundreds). */
export async function propertyDefs(db: DbExecutor): Promise<Map<number, PropertyDef>> {
  const rows = await db
    .selectFrom('property_defs')
    .select(['id', 'external_id', 'name', 'display_unit', 'canonical_unit', 'direction'])
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        externalId: row.external_id,
        name: row.name,
        displayUnit: row.display_unit,
        canonicalUnit: row.canonical_unit,
        direction: directionOf(row.direction),
      },
    ]),
  );
}

/** A 422 of one query parameter, in the project's validation shape. */
export function queryIssue(field: string, message: string) {
  return validationFailed([{ loc: ['query', field], msg: message, type: 'value_error' }]);
}

/** The property of a public id, or a 422 naming the parameter. */
export function propertyOf(
  defs: ReadonlyMap<number, PropertyDef>,
  externalId: string,
  field: string,
): PropertyDef {
  for (const def of defs.values()) if (def.externalId === externalId) return def;
  throw queryIssue(field, `物性が見つかりません: ${externalId}`);
}

/** Canonical value → display unit, rounded to 8 significant digits (no float noise in the payload). */
export function toDisplay(def: PropertyDef): (canonical: number) => number {
  let usable = true;
  try {
    convert(1, def.canonicalUnit, def.displayUnit);
  } catch {
    // A definition whose units do not convert shows its canonical values.
    usable = false;
  }
  return (canonical) => {
    const value = usable ? convert(canonical, def.canonicalUnit, def.displayUnit) : canonical;
    return Number(value.toPrecision(8));
  };
}
