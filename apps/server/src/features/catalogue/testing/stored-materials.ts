import { sql, type Selectable } from 'kysely';
import type { DbExecutor, MaterialsTable } from '../../../db/schema.js';
import { normalizeName } from '../common/normalize.js';
import { createProductRepository } from './stored-products.js';

/**
 * Reads of materials (素材), their synonyms and where they are used, as stored.
 * Test support only: the import tests read back what the importer stored, row by row (the API's reads are in read/).
 */

export type MaterialRow = Selectable<MaterialsTable>;

export interface MaterialDetail extends MaterialRow {
  aliases: string[];
  typicalProperties: {
    property_def_id: number;
    property_name: string;
    value: number;
    unit: string;
    original_value: number;
    original_unit: string;
    test_standard: string | null;
  }[];
  products: Awaited<ReturnType<ReturnType<typeof createProductRepository>['productsWithMaterial']>>;
  productCount: number;
  /** Patents whose examples use the material (most examples first). */
  patents: { id: number; publication_number: string; title: string; example_count: number }[];
  patentCount: number;
  exampleCount: number;
}

export function createMaterialRepository(db: DbExecutor) {
  const repository = {
    async findById(id: number, trx: DbExecutor = db): Promise<MaterialRow | undefined> {
      return trx.selectFrom('materials').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByExternalId(externalId: string, trx: DbExecutor = db): Promise<MaterialRow | undefined> {
      return trx.selectFrom('materials').selectAll().where('external_id', '=', externalId).executeTakeFirst();
    },

    /** Materials one name stands for (PP → ホモポリプロピレン, ブロックPP, …): synonym expansion for search. */
    async findByAlias(name: string, trx: DbExecutor = db): Promise<MaterialRow[]> {
      return trx
        .selectFrom('materials as m')
        .selectAll('m')
        .where('m.id', 'in', (eb) =>
          eb
            .selectFrom('material_aliases')
            .select('material_id')
            .where('normalized', '=', normalizeName(name)),
        )
        .orderBy('m.id')
        .execute();
    },

    async aliases(materialId: number, trx: DbExecutor = db): Promise<string[]> {
      const rows = await trx
        .selectFrom('material_aliases')
        .select('alias')
        .where('material_id', '=', materialId)
        .orderBy('id')
        .execute();
      return rows.map((row) => row.alias);
    },

    /** Every (normalised alias → material id) pair, for query expansion caches. */
    async aliasTable(trx: DbExecutor = db) {
      return trx.selectFrom('material_aliases').select(['normalized', 'alias', 'material_id']).execute();
    },

    /** Patents whose examples use the material, with how many of their examples do. */
    async patentsUsing(materialId: number, limit = 50, trx: DbExecutor = db) {
      return trx
        .selectFrom('example_components as c')
        .innerJoin('examples as e', 'e.id', 'c.example_id')
        .innerJoin('patents as p', 'p.id', 'e.patent_id')
        .select([
          'p.id',
          'p.publication_number',
          'p.title',
          sql<number>`count(distinct e.id)`.as('example_count'),
        ])
        .where('c.material_id', '=', materialId)
        .groupBy(['p.id', 'p.publication_number', 'p.title'])
        .orderBy(sql`count(distinct e.id)`, 'desc')
        .orderBy('p.id')
        .limit(limit)
        .execute();
    },

    /** Ids of the examples using the material (cross-entity search, analyses). */
    async exampleIdsUsing(materialId: number, trx: DbExecutor = db): Promise<number[]> {
      const rows = await trx
        .selectFrom('example_components')
        .select('example_id')
        .distinct()
        .where('material_id', '=', materialId)
        .orderBy('example_id')
        .execute();
      return rows.map((row) => row.example_id);
    },

    async loadMaterial(id: number, trx: DbExecutor = db): Promise<MaterialDetail | undefined> {
      const material = await repository.findById(id, trx);
      if (!material) return undefined;
      const typicalProperties = await trx
        .selectFrom('material_properties as p')
        .innerJoin('property_defs as d', 'd.id', 'p.property_def_id')
        .select([
          'p.property_def_id',
          'd.name as property_name',
          'p.value',
          'p.unit',
          'p.original_value',
          'p.original_unit',
          'p.test_standard',
        ])
        .where('p.material_id', '=', id)
        .orderBy('p.ordinal')
        .execute();
      const counts = await trx
        .selectFrom('example_components as c')
        .innerJoin('examples as e', 'e.id', 'c.example_id')
        .select([
          sql<number>`count(distinct e.id)`.as('examples'),
          sql<number>`count(distinct e.patent_id)`.as('patents'),
        ])
        .where('c.material_id', '=', id)
        .executeTakeFirstOrThrow();
      const productCount = await trx
        .selectFrom('product_materials')
        .select(sql<number>`count(*)`.as('n'))
        .where('material_id', '=', id)
        .executeTakeFirstOrThrow();
      return {
        ...material,
        aliases: await repository.aliases(id, trx),
        typicalProperties,
        products: await createProductRepository(trx).productsWithMaterial(id, 50, trx),
        productCount: Number(productCount.n),
        patents: await repository.patentsUsing(id, 50, trx),
        patentCount: Number(counts.patents),
        exampleCount: Number(counts.examples),
      };
    },
  };
  return repository;
}

export type MaterialRepository = ReturnType<typeof createMaterialRepository>;
