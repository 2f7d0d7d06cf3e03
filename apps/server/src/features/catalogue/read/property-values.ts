import type { PropertyValueView } from '@app/contract/catalogue';
import type { DbExecutor } from '../../../db/schema.js';
import { parseLevels, presentValue, type PropertyDefInfo } from '../present/property-values.js';

/** The reads of property values and definitions; present/property-values.ts shapes them. */

export async function propertyDefs(
  db: DbExecutor,
  ids: readonly number[],
): Promise<Map<number, PropertyDefInfo>> {
  const unique = [...new Set(ids)];
  const result = new Map<number, PropertyDefInfo>();
  if (unique.length === 0) return result;
  const rows = await db
    .selectFrom('property_defs')
    .select(['id', 'external_id', 'name', 'display_unit', 'levels'])
    .where('id', 'in', unique)
    .execute();
  for (const row of rows) {
    result.set(Number(row.id), {
      externalId: row.external_id,
      name: row.name,
      displayUnit: row.display_unit,
      levels: parseLevels(row.levels),
    });
  }
  return result;
}

type Owner = 'product' | 'material';

/** Datasheet (products) or typical (materials) values, per owner row id, in source order. */
export async function ownerValues(
  db: DbExecutor,
  owner: Owner,
  ids: readonly number[],
): Promise<Map<number, PropertyValueView[]>> {
  const result = new Map<number, PropertyValueView[]>();
  if (ids.length === 0) return result;
  const rows =
    owner === 'product'
      ? (
          await db
            .selectFrom('product_properties')
            .selectAll()
            .where('product_id', 'in', [...ids])
            .orderBy('product_id')
            .orderBy('ordinal')
            .execute()
        ).map((row) => ({ ...row, owner: row.product_id }))
      : (
          await db
            .selectFrom('material_properties')
            .selectAll()
            .where('material_id', 'in', [...ids])
            .orderBy('material_id')
            .orderBy('ordinal')
            .execute()
        ).map((row) => ({ ...row, owner: row.material_id }));
  const defs = await propertyDefs(
    db,
    rows.map((row) => Number(row.property_def_id)),
  );
  for (const row of rows) {
    const list = result.get(Number(row.owner)) ?? [];
    list.push(presentValue(row, defs));
    result.set(Number(row.owner), list);
  }
  return result;
}

/** Measured values of examples, per example row id. */
export async function exampleValues(
  db: DbExecutor,
  ids: readonly number[],
): Promise<Map<number, PropertyValueView[]>> {
  const result = new Map<number, PropertyValueView[]>();
  if (ids.length === 0) return result;
  const rows = await db
    .selectFrom('example_properties')
    .selectAll()
    .where('example_id', 'in', [...ids])
    .orderBy('example_id')
    .orderBy('ordinal')
    .execute();
  const defs = await propertyDefs(
    db,
    rows.flatMap((row) => (row.property_def_id === null ? [] : [Number(row.property_def_id)])),
  );
  for (const row of rows) {
    const list = result.get(Number(row.example_id)) ?? [];
    // Values whose unit is unknown have no canonical form: shown as written.
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

/**
 * Canonical values per owner row id and property row id, for the similarity of detail pages (products,
 * materials: datasheet/typical values; examples: measured values with a known property and unit). The
 * first value of a property counts (datasheets may list one per condition).
 */
export async function valueVectors(
  db: DbExecutor,
  owner: Owner | 'example',
  ids: readonly number[],
): Promise<Map<number, Map<number, number>>> {
  const result = new Map<number, Map<number, number>>();
  const add = (ownerId: number, propertyId: number | null, value: number | null) => {
    if (propertyId === null || value === null) return;
    const vector = result.get(ownerId) ?? new Map<number, number>();
    if (!vector.has(propertyId)) vector.set(propertyId, value);
    result.set(ownerId, vector);
  };
  for (let start = 0; start < ids.length; start += 500) {
    const batch = ids.slice(start, start + 500);
    if (owner === 'product') {
      const rows = await db
        .selectFrom('product_properties')
        .select(['product_id', 'property_def_id', 'value'])
        .where('product_id', 'in', batch)
        .orderBy('ordinal')
        .execute();
      for (const row of rows) add(Number(row.product_id), Number(row.property_def_id), row.value);
    } else if (owner === 'material') {
      const rows = await db
        .selectFrom('material_properties')
        .select(['material_id', 'property_def_id', 'value'])
        .where('material_id', 'in', batch)
        .orderBy('ordinal')
        .execute();
      for (const row of rows) add(Number(row.material_id), Number(row.property_def_id), row.value);
    } else {
      const rows = await db
        .selectFrom('example_properties')
        .select(['example_id', 'property_def_id', 'value_canonical'])
        .where('example_id', 'in', batch)
        .where('property_def_id', 'is not', null)
        .where('value_canonical', 'is not', null)
        .orderBy('ordinal')
        .execute();
      for (const row of rows) {
        add(
          Number(row.example_id),
          row.property_def_id === null ? null : Number(row.property_def_id),
          row.value_canonical,
        );
      }
    }
  }
  return result;
}
