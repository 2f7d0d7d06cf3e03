import type { Selectable } from 'kysely';
import type { DbExecutor, ProductCategoriesTable, ProductsTable } from '../../../db/schema.js';

/**
 * Reads of products (commercial grades), as stored. Every method takes an optional executor (transaction).
 * Test support only: the import tests read back what the importer stored, row by row (the API's reads are in read/).
 */

export type ProductRow = Selectable<ProductsTable>;
export type CategoryRow = Selectable<ProductCategoriesTable>;

export interface ProductPropertyRow {
  property_def_id: number;
  property_external_id: string;
  property_name: string;
  group_name: string | null;
  direction: string | null;
  ordinal: number;
  value: number;
  unit: string;
  original_value: number;
  original_unit: string;
  original_text: string | null;
  test_standard: string | null;
  condition: string | null;
}

export interface ProductDetail extends ProductRow {
  maker: { id: number; name: string; external_id: string } | null;
  /** Root first, the product's own category last. */
  categoryPath: { id: number; name: string; external_id: string }[];
  materials: { id: number; name: string; external_id: string; category: string }[];
  applications: string[];
  features: string[];
  properties: ProductPropertyRow[];
}

/** Ids of a materialised path '/3/17/42/' → [3, 17, 42]. */
function pathIds(path: string): number[] {
  return path.split('/').filter(Boolean).map(Number);
}

export function createProductRepository(db: DbExecutor) {
  const repository = {
    async findById(id: number, trx: DbExecutor = db): Promise<ProductRow | undefined> {
      return trx.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByExternalId(externalId: string, trx: DbExecutor = db): Promise<ProductRow | undefined> {
      return trx.selectFrom('products').selectAll().where('external_id', '=', externalId).executeTakeFirst();
    },

    /** Datasheet values with their property definitions, in datasheet order. */
    async properties(productId: number, trx: DbExecutor = db): Promise<ProductPropertyRow[]> {
      return trx
        .selectFrom('product_properties as p')
        .innerJoin('property_defs as d', 'd.id', 'p.property_def_id')
        .select([
          'p.property_def_id',
          'd.external_id as property_external_id',
          'd.name as property_name',
          'd.group_name',
          'd.direction',
          'p.ordinal',
          'p.value',
          'p.unit',
          'p.original_value',
          'p.original_unit',
          'p.original_text',
          'p.test_standard',
          'p.condition',
        ])
        .where('p.product_id', '=', productId)
        .orderBy('p.ordinal')
        .execute();
    },

    async categoryPath(categoryId: number, trx: DbExecutor = db) {
      const category = await trx
        .selectFrom('product_categories')
        .select('path')
        .where('id', '=', categoryId)
        .executeTakeFirst();
      if (!category) return [];
      const ids = pathIds(category.path);
      const rows = await trx
        .selectFrom('product_categories')
        .select(['id', 'name', 'external_id'])
        .where('id', 'in', ids)
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
    },

    async loadProduct(id: number, trx: DbExecutor = db): Promise<ProductDetail | undefined> {
      const product = await repository.findById(id, trx);
      if (!product) return undefined;
      const maker = await trx
        .selectFrom('companies')
        .select(['id', 'name', 'external_id'])
        .where('id', '=', product.maker_id)
        .executeTakeFirst();
      const materials = await trx
        .selectFrom('product_materials as pm')
        .innerJoin('materials as m', 'm.id', 'pm.material_id')
        .select(['m.id', 'm.name', 'm.external_id', 'm.category'])
        .where('pm.product_id', '=', id)
        .orderBy('pm.ordinal')
        .execute();
      const keywords = await trx
        .selectFrom('product_keywords')
        .select(['kind', 'keyword'])
        .where('product_id', '=', id)
        .orderBy('kind')
        .orderBy('ordinal')
        .execute();
      return {
        ...product,
        maker: maker ?? null,
        categoryPath: await repository.categoryPath(product.category_id, trx),
        materials,
        applications: keywords.filter((k) => k.kind === 'application').map((k) => k.keyword),
        features: keywords.filter((k) => k.kind === 'feature').map((k) => k.keyword),
        properties: await repository.properties(id, trx),
      };
    },

    /** Products whose base materials include the material. */
    async productsWithMaterial(materialId: number, limit = 50, trx: DbExecutor = db) {
      return trx
        .selectFrom('product_materials as pm')
        .innerJoin('products as p', 'p.id', 'pm.product_id')
        .innerJoin('companies as c', 'c.id', 'p.maker_id')
        .select(['p.id', 'p.name', 'p.external_id', 'p.status', 'c.id as maker_id', 'c.name as maker_name'])
        .where('pm.material_id', '=', materialId)
        .orderBy('p.name')
        .limit(limit)
        .execute();
    },
  };
  return repository;
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
