import type { CategoryRecord, ClassificationRecord, PropertyRecord } from '@app/contract/interchange';
import { canonicalUnit, normalizeUnit, unitFamily } from '@app/contract/units';
import type { DbExecutor } from '../../../db/schema.js';
import { aliasRows } from './row-values.js';
import type { WriterContext } from './writer-context.js';
import { RecordError, type WriteOutcome } from './writer-records.js';

/** Reference data the catalogue's entities point at: property definitions, product categories, classification codes. */

export async function writeProperty(
  ctx: WriterContext,
  trx: DbExecutor,
  record: PropertyRecord,
): Promise<WriteOutcome> {
  const {
    byExternalId: propertyDefs,
    aliases: propertyAliases,
    byId: propertyById,
  } = await ctx.caches.properties(trx);
  const displayUnit = normalizeUnit(record.unit) ?? record.unit;
  const family = unitFamily(record.unit);
  if (family && family !== record.unitFamily) {
    throw new RecordError(`unit "${record.unit}" is not a unit of ${record.unitFamily}`);
  }
  const canonical = canonicalUnit(record.unitFamily);
  const { id, outcome } = await ctx.upsert(
    trx,
    'property_defs',
    record.id,
    {
      source: ctx.sourceOf(record),
      name: record.name,
      name_en: record.nameEn ?? null,
      display_unit: displayUnit,
      unit_family: record.unitFamily,
      canonical_unit: canonical,
      test_standards: JSON.stringify(record.testStandards),
      direction: record.direction,
      scope: record.appliesTo,
      group_name: record.group ?? null,
      description: record.description ?? null,
      levels: record.levels ? JSON.stringify(record.levels) : null,
      is_demo: ctx.demoFlag(record),
    },
    propertyDefs.get(record.id)?.id,
  );
  const info = { id, family: record.unitFamily, canonical };
  propertyDefs.set(record.id, info);
  propertyById.set(id, info);
  if (outcome === 'updated')
    await trx.deleteFrom('property_def_aliases').where('property_def_id', '=', id).execute();
  const rows = aliasRows([record.name, record.nameEn, ...record.aliases]).map((row) => ({
    ...row,
    property_def_id: id,
  }));
  if (rows.length > 0) await trx.insertInto('property_def_aliases').values(rows).execute();
  for (const row of rows) if (!propertyAliases.has(row.normalized)) propertyAliases.set(row.normalized, id);
  return outcome;
}

export async function writeCategory(
  ctx: WriterContext,
  trx: DbExecutor,
  record: CategoryRecord,
): Promise<WriteOutcome> {
  const categories = await ctx.caches.categories(trx);
  let parent: { id: number; path: string; depth: number } | undefined;
  if (record.parentId) {
    parent = categories.get(record.parentId);
    if (!parent) throw new RecordError(`unknown parent category id: ${record.parentId}`);
  }
  const existing = categories.get(record.id);
  const { id, outcome } = await ctx.upsert(
    trx,
    'product_categories',
    record.id,
    {
      source: ctx.sourceOf(record),
      parent_id: parent?.id ?? null,
      name: record.name,
      name_en: record.nameEn ?? null,
      sort_order: record.order ?? 0,
      path: existing?.path ?? '/',
      depth: parent ? parent.depth + 1 : 0,
      is_demo: ctx.demoFlag(record),
    },
    existing?.id,
  );
  const path = `${parent?.path ?? '/'}${id}/`;
  await trx.updateTable('product_categories').set({ path }).where('id', '=', id).execute();
  categories.set(record.id, { id, path, depth: parent ? parent.depth + 1 : 0 });
  ctx.categoriesTouched = true;
  return outcome;
}

export async function writeClassification(
  ctx: WriterContext,
  trx: DbExecutor,
  record: ClassificationRecord,
): Promise<WriteOutcome> {
  const scheme = record.scheme === 'fterm-theme' ? 'theme' : record.scheme;
  const { outcome } = await ctx.upsert(trx, 'classification_codes', record.id, {
    source: ctx.sourceOf(record),
    scheme,
    code: record.code,
    title: record.title,
    title_en: record.titleEn ?? null,
    parent_code: record.parentCode ?? null,
    is_demo: ctx.demoFlag(record),
  });
  return outcome;
}
