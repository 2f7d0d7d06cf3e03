import type { DbExecutor } from '../../../db/schema.js';

/** The reads of property values and definitions: rows out; present/property-values.ts shapes them. */

/** The definitions of these property rows (name, public id, display unit, levels as stored JSON). */
export async function propertyDefRows(db: DbExecutor, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return db
    .selectFrom('property_defs')
    .select(['id', 'external_id', 'name', 'display_unit', 'levels'])
    .where('id', 'in', unique)
    .execute();
}

type Owner = 'product' | 'material';

/** Datasheet (products) or typical (materials) values of these owner rows, in source order, with their definitions. */
export async function ownerValueRows(db: DbExecutor, owner: Owner, ids: readonly number[]) {
  if (ids.length === 0) return { values: [], defs: [] };
  const values =
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
  const defs = await propertyDefRows(
    db,
    values.map((row) => Number(row.property_def_id)),
  );
  return { values, defs };
}

/** Measured values of these example rows, in source order, with their definitions. */
export async function exampleValueRows(db: DbExecutor, ids: readonly number[]) {
  if (ids.length === 0) return { values: [], defs: [] };
  const values = await db
    .selectFrom('example_properties')
    .selectAll()
    .where('example_id', 'in', [...ids])
    .orderBy('example_id')
    .orderBy('ordinal')
    .execute();
  const defs = await propertyDefRows(
    db,
    values.flatMap((row) => (row.property_def_id === null ? [] : [Number(row.property_def_id)])),
  );
  return { values, defs };
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
