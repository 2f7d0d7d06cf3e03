import type { DbExecutor } from '../../../db/schema.js';
import { patentLinkRows } from './lookups.js';
import { ownerValueRows, valueVectors } from './property-values.js';

/**
 * The reads behind the materials' list summaries and detail page: rows out. present/materials.ts shapes them;
 * routes/material-pages.ts joins the two.
 */

const LINKED = 20;

function aliasRows(db: DbExecutor, ids: readonly number[]) {
  return db
    .selectFrom('material_aliases')
    .select(['material_id', 'alias'])
    .where('material_id', 'in', [...ids])
    .orderBy('id')
    .execute();
}

/** What the list summaries of these materials show; values only when the caller may see them. */
export async function materialSummaryRows(db: DbExecutor, ids: readonly number[], withValues: boolean) {
  const materials = await db
    .selectFrom('materials')
    .select(['id', 'external_id', 'name', 'name_en', 'category', 'cas_number', 'is_demo'])
    .where('id', 'in', [...ids])
    .execute();
  const aliases = await aliasRows(db, ids);
  // Products per material from the index's facet rows (kind, facet, value index): the catalogue's
  // product_materials has no index that serves this count.
  const productCounts = await db
    .selectFrom('search_facets')
    .select((eb) => ['value', eb.fn.countAll<number>().as('count')])
    .where('kind', '=', 'products')
    .where('facet', '=', 'material')
    .where('value', 'in', ids.map(String))
    .groupBy('value')
    .execute();
  const values = withValues ? await ownerValueRows(db, 'material', ids) : null;
  return { materials, aliases, productCounts, values };
}

/**
 * Everything the material detail page shows; null when there is no such material. The linked examples and
 * patents are read only when the caller's plan includes patent results (docs/spec/entitlements.md).
 */
export async function materialDetailRows(db: DbExecutor, externalId: string, patentResults: boolean) {
  const material = await db
    .selectFrom('materials')
    .selectAll()
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  if (!material) return null;
  const id = Number(material.id);
  const aliases = await aliasRows(db, [id]);
  const values = await ownerValueRows(db, 'material', [id]);
  const productTotal = await db
    .selectFrom('product_materials')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('material_id', '=', id)
    .executeTakeFirstOrThrow();
  const products = await db
    .selectFrom('product_materials as pm')
    .innerJoin('products as p', 'p.id', 'pm.product_id')
    .innerJoin('companies as m', 'm.id', 'p.maker_id')
    .select(['p.external_id', 'p.name', 'm.external_id as maker_id', 'm.name as maker_name'])
    .where('pm.material_id', '=', id)
    .orderBy('p.name')
    .limit(LINKED)
    .execute();
  const patentCounts = await db
    .selectFrom('example_components as c')
    .innerJoin('examples as e', 'e.id', 'c.example_id')
    .select((eb) => ['e.patent_id', eb.fn.count<number>('e.id').distinct().as('examples')])
    .where('c.material_id', '=', id)
    .groupBy('e.patent_id')
    .orderBy('examples', 'desc')
    .orderBy('e.patent_id', 'desc')
    .execute();
  const applicants = await db
    .selectFrom('example_components as c')
    .innerJoin('examples as e', 'e.id', 'c.example_id')
    .innerJoin('patent_applicants as a', 'a.patent_id', 'e.patent_id')
    .innerJoin('companies as co', 'co.id', 'a.company_id')
    .select((eb) => [
      'co.external_id',
      'co.name',
      eb.fn.count<number>('e.patent_id').distinct().as('patents'),
    ])
    .where('c.material_id', '=', id)
    .groupBy(['co.external_id', 'co.name'])
    .orderBy('patents', 'desc')
    .orderBy('co.external_id')
    .execute();
  const shownPatents = patentCounts.slice(0, LINKED).map((row) => Number(row.patent_id));
  const examples = patentResults
    ? await db
        .selectFrom('example_components as c')
        .innerJoin('examples as e', 'e.id', 'c.example_id')
        .innerJoin('patents as p', 'p.id', 'e.patent_id')
        .select([
          'e.external_id',
          'e.label',
          'e.comparative',
          'p.external_id as patent_id',
          'p.publication_number',
        ])
        .distinct()
        .where('c.material_id', '=', id)
        .orderBy('p.external_id', 'desc')
        .orderBy('e.external_id')
        .limit(LINKED)
        .execute()
    : null;
  // Similar materials: the same category, compared by their typical values.
  const candidates = await db
    .selectFrom('materials')
    .select(['id', 'external_id', 'name', 'category'])
    .where('category', '=', material.category)
    .where('id', '!=', id)
    .execute();
  const vectors = await valueVectors(db, 'material', [id, ...candidates.map((row) => Number(row.id))]);
  return {
    material,
    aliases,
    values,
    productTotal: productTotal.count,
    products,
    patentCounts,
    shownPatents,
    patentLinks: patentResults ? await patentLinkRows(db, shownPatents) : null,
    applicants,
    examples,
    candidates,
    vectors,
  };
}
