import type { Access, Link, ProductDetail, ProductSummary } from '@app/contract/catalogue';
import type { DbExecutor } from '../../../db/schema.js';
import { phraseMatch } from '../search/match-plan.js';
import { normalizeText } from '../search/normalize.js';
import type { SearchIndex } from '../search/search-index.js';
import type { SearchHit } from '../search/search-types.js';
import type { SlotSnippet } from '../search/snippets.js';
import { patentLinkMap } from './lookups.js';
import { presentProductSummaries, rankSimilarProducts } from '../present/products.js';
import { ownerValues, valueVectors } from './property-values.js';

/** The reads behind the products' list summaries and detail page; present/products.ts shapes them. */

const LINKED_PATENTS = 20;

export async function productSummaries(
  db: DbExecutor,
  hits: readonly SearchHit[],
  terms: readonly string[],
  snippets: Map<number, SlotSnippet | null>,
  access: Access,
): Promise<ProductSummary[]> {
  const ids = hits.map((hit) => hit.id);
  if (ids.length === 0) return [];
  // Independent reads: concurrent on PostgreSQL's pool.
  const [rows, materials, keywords, values] = await Promise.all([
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
      .where('p.id', 'in', ids)
      .execute(),
    db
      .selectFrom('product_materials as pm')
      .innerJoin('materials as m', 'm.id', 'pm.material_id')
      .select(['pm.product_id', 'm.external_id', 'm.name'])
      .where('pm.product_id', 'in', ids)
      .orderBy('pm.ordinal')
      .execute(),
    db
      .selectFrom('product_keywords')
      .select(['product_id', 'kind', 'keyword'])
      .where('product_id', 'in', ids)
      .orderBy('ordinal')
      .execute(),
    // docs/spec/sessions-and-accounts.md: property values only for signed-in users; the presenter never loads them otherwise.
    access.propertyValues ? ownerValues(db, 'product', ids) : Promise.resolve(null),
  ]);
  return presentProductSummaries(hits, rows, materials, keywords, values, terms, snippets);
}

/** Products of the same category with the nearest datasheet values (scaled by the category's spread). */
async function similarProducts(
  db: DbExecutor,
  productId: number,
  categoryId: number,
): Promise<ProductDetail['similar']> {
  const candidates = await db
    .selectFrom('products')
    .select('id')
    .where('category_id', '=', categoryId)
    .where('id', '!=', productId)
    .limit(2000)
    .execute();
  const ids = candidates.map((row) => Number(row.id));
  const vectors = await valueVectors(db, 'product', [productId, ...ids]);
  const ranked = rankSimilarProducts(productId, ids, vectors);
  if (ranked.length === 0) return [];
  const rows = await db
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
    .where(
      'p.id',
      'in',
      ranked.map((item) => item.id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ranked.flatMap((item) => {
    const row = byId.get(item.id);
    return row
      ? [
          {
            id: row.external_id,
            name: row.name,
            maker: { id: row.maker_id, name: row.maker_name },
            category: { id: row.category_id, name: row.category_name },
            distance: Math.round(item.distance * 1000) / 1000,
            sharedProperties: item.shared,
          },
        ]
      : [];
  });
}

/**
 * Patents whose examples use the product ('example') or whose text names it ('text'), examples first.
 * Only the count leaves the server unless the plan includes patent results (docs/spec/entitlements.md).
 */
async function productPatents(
  db: DbExecutor,
  index: SearchIndex,
  productId: number,
  name: string,
  access: Access,
): Promise<ProductDetail['patents']> {
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
  const all = [
    ...viaExamples.map((id) => ({ id, via: 'example' as const })),
    ...viaText.filter((id) => !exampleSet.has(id)).map((id) => ({ id, via: 'text' as const })),
  ];
  if (!access.patentResults) return { total: all.length, items: null, locked: true };
  const shown = all.slice(0, LINKED_PATENTS);
  const patents = await patentLinkMap(
    db,
    shown.map((item) => item.id),
  );
  return {
    total: all.length,
    items: shown.flatMap((item) => {
      const link = patents.get(item.id);
      return link ? [{ ...link, via: item.via }] : [];
    }),
    locked: false,
  };
}

export async function productDetail(
  db: DbExecutor,
  index: SearchIndex,
  externalId: string,
  access: Access,
): Promise<ProductDetail | null> {
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
  const pathRows = await db
    .selectFrom('product_categories')
    .select(['id', 'external_id', 'name'])
    .where('id', 'in', pathIds.length > 0 ? pathIds : [0])
    .execute();
  const path: Link[] = pathIds.flatMap((pathId) => {
    const row = pathRows.find((item) => Number(item.id) === pathId);
    return row ? [{ id: row.external_id, name: row.name }] : [];
  });
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
  const values = await ownerValues(db, 'product', [id]);
  return {
    id: product.external_id,
    name: product.name,
    brand: product.brand,
    grade: product.grade,
    maker: { id: maker.external_id, name: maker.name, country: maker.country, url: maker.url },
    category: { id: category.external_id, name: category.name, path },
    status: product.status,
    applications: keywords.filter((row) => row.kind === 'application').map((row) => row.keyword),
    features: keywords.filter((row) => row.kind === 'feature').map((row) => row.keyword),
    datasheet: product.datasheet,
    description: product.description,
    url: product.url,
    materials: materials.map((row) => ({ id: row.external_id, name: row.name, category: row.category })),
    properties: values.get(id) ?? [],
    patents: await productPatents(db, index, id, product.name, access),
    similar: await similarProducts(db, id, Number(product.category_id)),
    isDemo: product.is_demo === 1,
  };
}
