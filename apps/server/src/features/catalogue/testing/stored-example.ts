import type { DbExecutor } from '../../../db/schema.js';
import { exampleDetailRows } from '../read/examples.js';

/**
 * For the import tests: an example as the example page reads it (read/examples.ts) — its row, its components
 * with their canonical amounts, its conditions, and its measured values as stored (`properties`, with their canonical form,
 * printed text and the name of the property they were matched to) — found by its public id alone.
 */
export async function storedExample(db: DbExecutor, externalId: string) {
  const { patent } = await db
    .selectFrom('examples as e')
    .innerJoin('patents as p', 'p.id', 'e.patent_id')
    .select('p.external_id as patent')
    .where('e.external_id', '=', externalId)
    .executeTakeFirstOrThrow();
  const rows = (await exampleDetailRows(db, patent, externalId))!;
  return {
    ...rows.example,
    components: rows.components,
    conditions: rows.conditions,
    properties: rows.values.values.map((value) => ({
      ...value,
      property_name: rows.values.defs.find((def) => def.id === value.property_def_id)?.name ?? null,
    })),
  };
}
