import type { ProductRecord } from '@app/contract/interchange';
import type { DbExecutor } from '../../../db/schema.js';
import { propertyValueRows } from './row-values.js';
import { requireId, type WriterContext } from './writer-context.js';
import { RecordError, type WriteOutcome } from './writer-records.js';

/** Products: maker, category, materials, keywords and property values (child rows queued, see child-rows.ts). */

export async function writeProduct(
  ctx: WriterContext,
  trx: DbExecutor,
  record: ProductRecord,
): Promise<WriteOutcome> {
  const { ids: companyIds } = await ctx.caches.companies(trx);
  const { ids: materialIds } = await ctx.caches.materials(trx);
  const categories = await ctx.caches.categories(trx);
  const products = await ctx.caches.products(trx);
  const makerId = requireId(companyIds, record.makerId, 'maker company');
  const category = categories.get(record.categoryId);
  if (!category) throw new RecordError(`unknown category id: ${record.categoryId}`);
  const materials: number[] = [];
  for (const materialId of record.materialIds) {
    const id = requireId(materialIds, materialId, 'material');
    if (!materials.includes(id)) materials.push(id);
  }
  const properties = propertyValueRows((await ctx.caches.properties(trx)).byExternalId, record.properties);
  const { id, outcome } = await ctx.upsert(
    trx,
    'products',
    record.id,
    {
      source: ctx.sourceOf(record),
      name: record.name,
      brand: record.brand ?? null,
      grade: record.grade ?? null,
      maker_id: makerId,
      category_id: category.id,
      status: record.status,
      datasheet: record.datasheet ?? null,
      description: record.description ?? null,
      url: record.url ?? null,
      is_demo: ctx.demoFlag(record),
    },
    products.get(record.id),
  );
  products.set(record.id, id);
  if (outcome === 'updated') {
    await ctx.children.flushIfPending(trx, 'products', id);
    await trx.deleteFrom('product_materials').where('product_id', '=', id).execute();
    await trx.deleteFrom('product_keywords').where('product_id', '=', id).execute();
    await trx.deleteFrom('product_properties').where('product_id', '=', id).execute();
  }
  if (materials.length > 0) {
    ctx.children.queue(
      'product_materials',
      materials.map((materialId, ordinal) => ({ product_id: id, material_id: materialId, ordinal })),
    );
  }
  const keywords = [
    ...record.applications.map((keyword, ordinal) => ({
      product_id: id,
      kind: 'application' as const,
      keyword,
      ordinal,
    })),
    ...record.features.map((keyword, ordinal) => ({
      product_id: id,
      kind: 'feature' as const,
      keyword,
      ordinal,
    })),
  ];
  if (keywords.length > 0) ctx.children.queue('product_keywords', keywords);
  if (properties.length > 0) {
    ctx.children.queue(
      'product_properties',
      properties.map((row) => ({ ...row, product_id: id })),
    );
  }
  ctx.children.queuedFor('products', id);
  ctx.track('products', id);
  return outcome;
}
