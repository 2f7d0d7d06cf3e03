import { unitFamily } from '@app/contract/units';
import type { DbExecutor } from '../../../db/schema.js';
import { normalizeName } from '../common/normalize.js';
import type { PropertyDefInfo } from './reference-caches.js';
import { canonicalOrNull, measured } from './row-values.js';
import { requireId, type WriterContext } from './writer-context.js';
import { RecordError, type ExampleInput, type WriteOutcome } from './writer-records.js';

/**
 * Worked examples of a patent: composition (matched to materials and products), conditions and measured
 * properties (matched to property definitions where the name and the unit fit).
 */

export async function writeExample(
  ctx: WriterContext,
  trx: DbExecutor,
  record: ExampleInput,
): Promise<WriteOutcome> {
  const parent = await ctx.patentId(trx, record.patentId);
  if (parent === undefined) throw new RecordError(`unknown patent id: ${record.patentId}`);
  const { ids: materialIds, aliases: materialAliases } = await ctx.caches.materials(trx);
  const {
    byExternalId: propertyDefs,
    aliases: propertyAliases,
    byId: propertyById,
  } = await ctx.caches.properties(trx);
  const components = [];
  for (const [ordinal, item] of record.composition.entries()) {
    let materialId: number | null = null;
    if (item.materialId) materialId = requireId(materialIds, item.materialId, 'material');
    else materialId = materialAliases.get(normalizeName(item.name)) ?? null;
    let productId: number | null = null;
    if (item.productId) productId = requireId(await ctx.caches.products(trx), item.productId, 'product');
    const canonical =
      item.amount === null ? { value: null, unit: null } : canonicalOrNull(item.amount, item.unit);
    components.push({
      ordinal,
      material_id: materialId,
      product_id: productId,
      group_symbol: item.group ?? null,
      name: item.name,
      amount: item.amount,
      unit: item.unit,
      amount_canonical: canonical.value,
      unit_canonical: canonical.unit,
      balance: item.balance ? 1 : 0,
    });
  }
  const conditions = record.conditions.map((item, ordinal) => {
    const canonical = canonicalOrNull(item.value, item.unit);
    return {
      ordinal,
      name: item.name,
      value: item.value,
      unit: item.unit,
      value_canonical: canonical.value,
      unit_canonical: canonical.unit,
    };
  });
  const properties = record.properties.map((item, ordinal) => {
    let def: PropertyDefInfo | undefined;
    if (item.propertyId) {
      def = propertyDefs.get(item.propertyId);
      if (!def) throw new RecordError(`unknown property id: ${item.propertyId}`);
    } else {
      const aliasId = propertyAliases.get(normalizeName(item.name));
      const candidate = aliasId !== undefined ? propertyById.get(aliasId) : undefined;
      if (candidate && unitFamily(item.unit) === candidate.family) def = candidate;
    }
    if (def && item.propertyId) measured(def, item.value, item.unit, item.propertyId);
    const canonical = canonicalOrNull(item.value, item.unit);
    return {
      ordinal,
      property_def_id: def?.id ?? null,
      name: item.name,
      value: item.value,
      unit: item.unit,
      value_canonical: canonical.value,
      unit_canonical: canonical.unit,
      original_text: item.original ?? null,
      condition: item.condition ?? null,
    };
  });
  const { id, outcome } = await ctx.upsert(trx, 'examples', record.id, {
    source: ctx.sourceOf(record),
    patent_id: parent,
    label: record.label,
    comparative: record.comparative ? 1 : 0,
    ordinal: record.order ?? 0,
    note: record.note ?? null,
    is_demo: ctx.demoFlag(record),
  });
  if (outcome === 'updated') {
    await ctx.children.flushIfPending(trx, 'examples', id);
    await trx.deleteFrom('example_components').where('example_id', '=', id).execute();
    await trx.deleteFrom('example_conditions').where('example_id', '=', id).execute();
    await trx.deleteFrom('example_properties').where('example_id', '=', id).execute();
  }
  if (components.length > 0) {
    ctx.children.queue(
      'example_components',
      components.map((row) => ({ ...row, example_id: id })),
    );
  }
  if (conditions.length > 0) {
    ctx.children.queue(
      'example_conditions',
      conditions.map((row) => ({ ...row, example_id: id })),
    );
  }
  if (properties.length > 0) {
    ctx.children.queue(
      'example_properties',
      properties.map((row) => ({ ...row, example_id: id })),
    );
  }
  ctx.children.queuedFor('examples', id);
  ctx.track('examples', id);
  ctx.track('patents', parent);
  return outcome;
}
