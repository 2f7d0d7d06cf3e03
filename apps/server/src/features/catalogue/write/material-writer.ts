import type { MaterialRecord } from '@app/contract/interchange';
import type { DbExecutor } from '../../../db/schema.js';
import { aliasRows, propertyValueRows } from './row-values.js';
import type { WriterContext } from './writer-context.js';
import type { WriteOutcome } from './writer-records.js';

/** Materials with their aliases (what composition items and claim ranges are matched by) and typical properties. */

export async function writeMaterial(
  ctx: WriterContext,
  trx: DbExecutor,
  record: MaterialRecord,
): Promise<WriteOutcome> {
  const { ids: materialIds, aliases: materialAliases } = await ctx.caches.materials(trx);
  const properties = propertyValueRows(
    (await ctx.caches.properties(trx)).byExternalId,
    record.typicalProperties,
  );
  const { id, outcome } = await ctx.upsert(
    trx,
    'materials',
    record.id,
    {
      source: ctx.sourceOf(record),
      name: record.name,
      name_en: record.nameEn ?? null,
      category: record.category,
      cas_number: record.casNumber ?? null,
      formula: record.formula ?? null,
      description: record.description ?? null,
      is_demo: ctx.demoFlag(record),
    },
    materialIds.get(record.id),
  );
  materialIds.set(record.id, id);
  if (outcome === 'updated') {
    await trx.deleteFrom('material_aliases').where('material_id', '=', id).execute();
    await trx.deleteFrom('material_properties').where('material_id', '=', id).execute();
  }
  const aliases = aliasRows([record.name, record.nameEn, ...record.aliases]).map((row) => ({
    ...row,
    material_id: id,
  }));
  if (aliases.length > 0) await trx.insertInto('material_aliases').values(aliases).execute();
  for (const row of aliases)
    if (!materialAliases.has(row.normalized)) materialAliases.set(row.normalized, id);
  if (properties.length > 0) {
    await trx
      .insertInto('material_properties')
      .values(properties.map((row) => ({ ...row, material_id: id })))
      .execute();
  }
  ctx.track('materials', id);
  return outcome;
}
