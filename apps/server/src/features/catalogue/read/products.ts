import type { DbExecutor } from '../../../db/schema.js';
import { phraseMatch } from '../search/match-plan.js';
import { normalizeText } from '../search/normalize.js';
import type { SearchIndex } from '../search/search-index.js';
import { patentLinkRows } from './lookups.js';
import { ownerValueRows, valueVectors } from './property-values.js';

/**
 * The reads behind the products' list summaries and detail page: rows out. present/products.ts shapes them;
 * routes/product-pages.ts joins the two.
 */

/** Patents listed on a product's page (the rest are counted). */
const LINKED_PATENTS = 20;

/** What the list summaries of these products show; values only when the caller may see them. */
export async function productSummaryRows(db: DbExecutor, ids: readonly number[], withValues: boolean) {
  // Independent reads: concurrent on PostgreSQL's pool.
  const [products, materials, keywords, values] = await Promise.all([
    db
      .selectFrom('products as p')
      .innerJoin('companies as m', 'm.id', 'p.maker_id')
      .innerJoin('product_categories as c', 'c.id', 'p.category_id')
      .select([
        'p.id',
        'p.external_id',
        'p.name',
        'p.brand',
        'p.grade',
        'p.status',
        'p.is_demo',
        'm.external_id as maker_id',
        'm.name as maker_name',
        'c.external_id as category_id',
        'c.name as category_name',
      ])
      .where('p.id', 'in', [...ids])
      .execute(),
    db
      .selectFrom('product_materials as pm')
      .innerJoin('materials as m', 'm.id', 'pm.material_id')
      .select(['pm.product_id', 'm.external_id', 'm.name'])
      .where('pm.product_id', 'in', [...ids])
      .orderBy('pm.ordinal')
      .execute(),
    db
      .selectFrom('product_keywords')
      .select(['product_id', 'kind', 'keyword'])
      .where('product_id', 'in', [...ids])
      .orderBy('ordinal')
      .execute(),
    // docs/spec/sessions-and-accounts.md: property values only for signed-in users; never read otherwise.
    withValues ? ownerValueRows(db, 'product', ids) : Promise.resolve(null),
  ]);
  return { products, materials, keywords, values };
}

/** Other products of the category with the datasheet vectors of all of them (present/products.ts ranks them). */
export async function similarProductCandidates(db: DbExecutor, productId: number, categoryId: number) {
  const candidates = await db
    .selectFrom('products')
    .select('id')
    .where('category_id', '=', categoryId)
    .where('id', '!=', productId)
    .limit(2000)
    .execute();
  const ids = candidates.map((row) => Number(row.id));
  return { ids, vectors: await valueVectors(db, 'product', [productId, ...ids]) };
}

/** Products with their maker and category, as the similar products list shows them. */
export async function productLinkRows(db: DbExecutor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products as p')
    .innerJoin('companies as m', 'm.id', 'p.maker_id')
    .innerJoin('product_categories as c', 'c.id', 'p.category_id')
    .select([
      'p.id',
      'p.external_id',
      'p.name',
      'm.external_id as maker_id',
      'm.name as maker_name',
      'c.external_id as category_id',
      'c.name as category_name',
    ])
    .where('p.id', 'in', [...ids])
    .execute();
}

/**
 * Patents whose examples use the product ('example') or whose text names it ('text'), examples first; the
 * links of the first LINKED_PATENTS only when the plan includes patent results (docs/spec/entitlements.md).
 */
async function productPatentRows(
  db: DbExecutor,
  index: SearchIndex,
  productId: number,
  name: string,
  patentResults: boolean,
) {
  const viaExamples = (
    await db
      .selectFrom('example_components as c')
      .innerJoin('examples as e', 'e.id', 'c.example_id')
      .select('e.patent_id')
      .distinct()
      .where('c.product_id', '=', productId)
      .execute()
  ).map((row) => Number(row.patent_id));
  const viaText =
    normalizeText(name).length >= 4
      ? [...(await index.matchIds('patents', phraseMatch(name, ['claims', 'abstract', 'description'])))]
      : [];
  const exampleSet = new Set(viaExamples);
  const ordered = [
    ...viaExamples.map((id) => ({ id, via: 'example' as const })),
    ...viaText.filter((id) => !exampleSet.has(id)).map((id) => ({ id, via: 'text' as const })),
  ];
  const links = patentResults
    ? await patentLinkRows(
        db,
        ordered.slice(0, LINKED_PATENTS).map((item) => item.id),
      )
    : null;
  return { ordered, links };
}

/** Everything the product detail page shows but its similar products; null when there is no such product. */
export async function productDetailRows(
  db: DbExecutor,
  index: SearchIndex,
  externalId: string,
  patentResults: boolean,
) {
  const product = await db
    .selectFrom('products')
    .selectAll()
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  if (!product) return null;
  const id = Number(product.id);
  const maker = await db
    .selectFrom('companies')
    .select(['external_id', 'name', 'country', 'url'])
    .where('id', '=', product.maker_id)
    .executeTakeFirstOrThrow();
  const category = await db
    .selectFrom('product_categories')
    .select(['external_id', 'name', 'path'])
    .where('id', '=', product.category_id)
    .executeTakeFirstOrThrow();
  const pathIds = category.path.split('/').filter(Boolean).map(Number);
  const path = await db
    .selectFrom('product_categories')
    .select(['id', 'external_id', 'name'])
    .where('id', 'in', pathIds.length > 0 ? pathIds : [0])
    .execute();
  const materials = await db
    .selectFrom('product_materials as pm')
    .innerJoin('materials as m', 'm.id', 'pm.material_id')
    .select(['m.external_id', 'm.name', 'm.category'])
    .where('pm.product_id', '=', id)
    .orderBy('pm.ordinal')
    .execute();
  const keywords = await db
    .selectFrom('product_keywords')
    .select(['kind', 'keyword'])
    .where('product_id', '=', id)
    .orderBy('ordinal')
    .execute();
  const values = await ownerValueRows(db, 'product', [id]);
  const patents = await productPatentRows(db, index, id, product.name, patentResults);
  return { product, maker, category, pathIds, path, materials, keywords, values, patents };
}
